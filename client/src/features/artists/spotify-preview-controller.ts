import type { Controller } from '../../lib/controllers';

/**
 * Spotify's player, loaded only when the visitor asks (docs/rendering.md), from the first load
 * without React: the link (which opens the track at Spotify without scripts) gives the waiting
 * frame its address instead, and the player takes the link's place and the focus.
 */
export const spotifyPreviewController: Controller = (preview) => {
  const link = preview.querySelector('a');
  const player = preview.querySelector('iframe');
  if (!link || !player?.dataset.src) return;
  function play(event: MouseEvent) {
    // A new tab was asked for: let it open.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    player!.src = player!.dataset.src!;
    player!.hidden = false;
    link!.hidden = true;
    player!.focus();
  }
  link.addEventListener('click', play);
  return () => link.removeEventListener('click', play);
};
