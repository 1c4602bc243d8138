import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';

/**
 * Shares the page with the phone's own share sheet where there is one, else copies its address.
 * What happened is said in a live region, so screen readers hear it too.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [message, setMessage] = useState('');
  async function share() {
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setMessage('Linket er kopieret');
    } catch (error) {
      // Closing the share sheet is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setMessage('Linket kunne ikke kopieres');
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex min-h-12 items-center gap-2 rounded-full px-5 font-semibold text-white ring-1 ring-white/30 transition-colors hover:bg-white/10"
      >
        <Icon name="share-2" className="size-4" />
        Del
      </button>
      <span role="status" className="text-sm text-amber-200">
        {message}
      </span>
    </>
  );
}
