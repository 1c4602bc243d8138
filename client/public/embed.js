// Spillested's programme on another site (README, "Integrate"): every
// <div data-spillested-programme data-venue-id="3"></div> gets an iframe of /embed/programme,
// sized to its content by the height the page reports. Plain script, no dependencies.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src).origin;
  const query = { venueId: 'venue_id', genreId: 'genre_id', artistId: 'artist_id', limit: 'limit', theme: 'theme' };
  const frames = [];

  function embed(holder) {
    if (holder.querySelector('iframe')) return;
    const url = new URL('/embed/programme', origin);
    for (const [data, name] of Object.entries(query)) if (holder.dataset[data]) url.searchParams.set(name, holder.dataset[data]);
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = 'Koncertprogram';
    frame.style.cssText = 'display:block;width:100%;height:480px;border:0';
    holder.append(frame);
    frames.push(frame);
  }

  // Only our own page's message about its own frame may size it: any other window could send one.
  addEventListener('message', (event) => {
    const { type, height } = event.data ?? {};
    if (event.origin !== origin || type !== 'spillested:height' || !(height > 0)) return;
    const frame = frames.find((candidate) => candidate.contentWindow === event.source);
    if (frame) frame.style.height = `${Math.ceil(height)}px`;
  });

  const start = () => document.querySelectorAll('[data-spillested-programme]').forEach(embed);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
