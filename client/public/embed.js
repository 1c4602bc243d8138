// Spillested's programme on another site (README, "Integrate"): every
// <div data-spillested-programme data-venue-id="3"></div> gets an iframe of /embed/programme,
// sized to its content by the height the page reports. data-lang="en", on the element or on this
// script, gives the programme in English. Plain script, no dependencies.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src).origin;
  const query = { venueId: 'venue_id', genreId: 'genre_id', artistId: 'artist_id', limit: 'limit', theme: 'theme', lang: 'lang' };
  const titles = { da: 'Koncertprogram', en: 'Concert listings' };
  const frames = [];

  function embed(holder) {
    if (holder.querySelector('iframe')) return;
    const url = new URL('/embed/programme', origin);
    const options = { ...script.dataset, ...holder.dataset };
    for (const [data, name] of Object.entries(query)) if (options[data]) url.searchParams.set(name, options[data]);
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = titles[options.lang] ?? titles.da;
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
