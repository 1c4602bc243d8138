import type { Controller } from '../../lib/controllers';

/**
 * "Del", from the first load without React: the phone's own share sheet where there is one, else the
 * address copied. What happened is said in the live region beside the button, so screen readers hear
 * it too, in the page's words (data-copied, data-not-copied, written by ShareButton).
 */
export const shareController: Controller = (share) => {
  const button = share.querySelector('button');
  const status = share.querySelector<HTMLElement>('[role="status"]');
  const { title = document.title, url = window.location.href, copied = '', notCopied = '' } = share.dataset;
  if (!button || !status) return;
  async function onClick() {
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      status!.textContent = copied;
    } catch (error) {
      // Closing the share sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      status!.textContent = notCopied;
    }
  }
  const listener = () => void onClick();
  button.addEventListener('click', listener);
  button.disabled = false;
  return () => button.removeEventListener('click', listener);
};
