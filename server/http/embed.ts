import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_ACCENT } from '../../shared/accent-colour';
import type { EventStatus } from '../../shared/event-details';
import { localisedPath, type Translator } from '../../shared/i18n';
import { translatorFor } from '../../shared/i18n/translators';
import { type EmbedProgrammeQuery, type EmbedTheme, embedProgrammeQuerySchema } from '../../shared/schemas/embed';
import type { Event } from '../../shared/schemas/event';
import { siteName } from '../../shared/site-identity';
import { remembered } from '../../shared/remembered';
import { translated } from '../../shared/translations';
import type { Config } from '../config';
import { escapeHtml } from '../lib/escape-html';
import { nightWords } from '../lib/night-words';
import { getSettings } from '../modules/settings/settings.service';
import { upcomingPublicEvents } from './feeds';

/** The programme for other sites' iframes: the only answer another site may frame (security-headers.ts). */
export const EMBED_PROGRAMME_PATH = '/embed/programme';

/** The query parameters the page reads: the public cache keys its answers by these alone. */
export const EMBED_SEARCH_PARAMS: ReadonlySet<string> = new Set(Object.keys(embedProgrammeQuerySchema.shape));

/**
 * The page's one stylesheet. Light by default, for the white pages most partners have; the date
 * block has the association's accent colour (docs/settings.md), which is refused unless its dark
 * text reads on it at 4.5:1. Every other colour meets 4.5:1 on its background in both themes.
 */
const styleWith = (accent: string) => `
:root{color-scheme:light;--bg:#fff;--text:#1c1917;--muted:#57534e;--accent:#92400e;--line:#e7e5e4;--focus:#b45309}
.dark{color-scheme:dark;--bg:#0c0a09;--text:#fafaf9;--muted:#d6d3d1;--accent:#fde68a;--line:#292524;--focus:#fbbf24}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:4px 8px 8px}
ol{list-style:none;margin:0;padding:0}
li{position:relative;display:flex;align-items:center;gap:12px;padding:10px 4px;border-bottom:1px solid var(--line)}
.date{flex:none;display:flex;flex-direction:column;align-items:center;width:3.25rem;padding:4px 0;border-radius:8px;background:${accent};color:#0c0a09;font-size:.7rem;font-weight:700;letter-spacing:.05em}
.date b{font-size:1.5rem;line-height:1;font-weight:900}
.text{min-width:0;overflow-wrap:anywhere}
h1{margin:8px 4px;font-size:1.125rem}
h2{margin:0;font-size:1rem;line-height:1.3}
h2 a{color:inherit;text-decoration:none}
h2 a::after{content:"";position:absolute;inset:0;border-radius:8px}
li:hover h2 a{text-decoration:underline}
a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
h2 a:focus-visible{outline:none}
h2 a:focus-visible::after{outline:3px solid var(--focus);outline-offset:-3px}
p{margin:2px 0 0;font-size:.875rem;color:var(--muted)}
.artists{color:var(--accent);font-weight:600}
.more{margin:0;padding:12px 4px 4px;font-size:1rem}
.more a{color:var(--accent)}
.status{display:inline-block;padding:0 6px;border-radius:999px;background:var(--text);color:var(--bg);font-size:.75rem;font-weight:700;letter-spacing:.03em;text-transform:uppercase}
.cancelled{background:#dc2626;color:#fff}
.postponed{background:#bae6fd;color:#082f49}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

/**
 * Tells the page around the iframe how tall the programme is, whenever that changes (fonts, a
 * narrower frame): /embed.js sizes its iframe by it, after checking the message came from us. The
 * target is '*' as the partner's origin is not known; a height is no secret.
 */
const SCRIPT = `
const report = () => parent.postMessage({ type: 'spillested:height', height: Math.ceil(document.body.getBoundingClientRect().height) }, '*');
new ResizeObserver(report).observe(document.body);
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The stylesheet for an accent and the CSP that allows it, made once per accent. */
type Look = { style: string; contentSecurityPolicy: string };

/**
 * No nonce (the page is cached, and a hash says the same): the stylesheet and script above and
 * nothing else, no other resource at all, and any site may frame it.
 */
const lookWith = remembered((accent: string): Look => {
  const style = styleWith(accent);
  const contentSecurityPolicy = [
    "default-src 'none'",
    `style-src ${sha256(style)}`,
    `script-src ${sha256(SCRIPT)}`,
    'frame-ancestors *',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return { style, contentSecurityPolicy };
}, 16);

/** Who the programme is from, as the association's settings say: its name and its accent. */
type Site = { name: string; look: Look };

/** Read by screen readers after each link that leaves the partner's page for a tab of ours. */
const newTab = ({ t }: Translator) => `<span class="sr"> ${t('feed.embed.newTab')}</span>`;

function page(site: Site, theme: EmbedTheme, translator: Translator, body: string): string {
  const { t, locale } = translator;
  const name = site.name;
  return `<!doctype html>
<html lang="${locale}"${theme === 'dark' ? ' class="dark"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('feed.embed.title', { site: name }))}</title>
<style>${site.look.style}</style>
</head>
<body>
<main aria-label="${escapeHtml(t('feed.embed.label', { site: name }))}">
${body}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** "Aflyst", "Udsolgt" or "Udsat" before the time, as the programme marks them; nothing for a night as planned. */
const statusMark = (status: EventStatus, translator: Translator) =>
  status === 'scheduled' ? '' : `<span class="status ${status}">${nightWords(translator).statusLabel(status)}</span> `;

/** One night as a row of the programme: date block, title (the link), time and place, who plays (or what kind of night) and a free entry. */
function entry(event: Event, publicUrl: string, translator: Translator): string {
  const { t, dates, locale } = translator;
  const { weekday, day, month } = dates.dateBlock(event.from);
  const line = nightWords(translator).nightLine(event, [...new Set(event.concerts.map((concert) => concert.artist.name))], ' · ');
  const href = new URL(localisedPath(`/events/${event.id}`, locale), publicUrl).href;
  return `<li>
<div class="date" aria-hidden="true"><span>${weekday}</span><b>${day}</b><span>${month}</span></div>
<div class="text">
<h2><a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(translated(event, 'title', locale).text)}${newTab(translator)}</a></h2>
<p>${statusMark(event.status, translator)}<time datetime="${event.from}"><span class="sr">${dates.formatDate(event.from)} </span>${t('feed.embed.time', { time: dates.formatTime(event.from) })}</time> · ${escapeHtml(event.venue.name)}, ${escapeHtml(event.venue.city)}</p>
${line ? `<p class="artists">${escapeHtml(line)}</p>` : ''}
</div>
</li>`;
}

/** Where "Hele programmet" leads: the programme filtered alike where it can be, or the artist's page. */
function programmeUrl({ venue_id, genre_id, artist_id, lang }: EmbedProgrammeQuery, publicUrl: string): string {
  if (artist_id) return new URL(localisedPath(`/artists/${artist_id}`, lang), publicUrl).href;
  const url = new URL(localisedPath('/events', lang), publicUrl);
  if (genre_id) url.searchParams.set('genre', String(genre_id));
  if (venue_id) url.searchParams.set('venue', String(venue_id));
  return url.href;
}

function programmePage(site: Site, query: EmbedProgrammeQuery, events: Event[], publicUrl: string): string {
  const translator = translatorFor(query.lang);
  const { t } = translator;
  const list =
    events.length > 0
      ? `<ol>\n${events.map((event) => entry(event, publicUrl, translator)).join('\n')}\n</ol>`
      : `<p class="more">${escapeHtml(t('feed.embed.none'))}</p>`;
  return page(
    site,
    query.theme,
    translator,
    `<h1 class="sr">${escapeHtml(t('feed.embed.heading', { site: site.name }))}</h1>
${list}
<p class="more"><a href="${escapeHtml(programmeUrl(query, publicUrl))}" target="_blank" rel="noopener">${escapeHtml(t('feed.embed.all', { site: site.name }))}${newTab(translator)}</a></p>`,
  );
}

/** The filters as the event list reads them (docs/api.md), after the upcoming-public condition. */
const extraFilter = ({ venue_id, genre_id, artist_id }: EmbedProgrammeQuery) =>
  [venue_id && `venue_id=${venue_id}`, genre_id && `genre_id=${genre_id}`, artist_id && `artist_id=${artist_id}`]
    .filter(Boolean)
    .map((condition) => `,${condition}`)
    .join('');

const sendPage = (reply: FastifyReply, site: Site, html: string) =>
  reply.header('content-security-policy', site.look.contentSecurityPolicy).type('text/html; charset=utf-8').send(html);

/**
 * /embed/programme: the upcoming public programme as a small page of its own for an iframe on
 * another site (docs/integrating.md), made here rather than by the React app, so a partner's
 * visitors load a few kilobytes and no script of ours but the one that reports the height. It reads
 * no session: a member sees what every visitor sees, and the public cache shares it with them all.
 */
export async function embed(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  app.get<{ Querystring: Record<string, unknown> }>(EMBED_PROGRAMME_PATH, async (request, reply) => {
    const settings = await getSettings(orm.em.fork(), config.PUBLIC_URL);
    const site: Site = { name: siteName(settings), look: lookWith(settings.accentColor ?? DEFAULT_ACCENT) };
    const query = embedProgrammeQuerySchema.safeParse(request.query);
    if (!query.success) {
      // Shown inside the partner's iframe, where whoever wrote the snippet will see it.
      const problems = query.error.issues.map((issue) => `<li>${escapeHtml(issue.message)}</li>`).join('');
      const theme = request.query.theme === 'dark' ? 'dark' : 'light';
      const translator = translatorFor(request.query.lang === 'en' ? 'en' : 'da');
      return sendPage(reply.code(400), site, page(site, theme, translator, `<h1>${translator.t('feed.embed.cannotShow')}</h1>\n<ul>${problems}</ul>`));
    }
    const events = await upcomingPublicEvents(orm, config, query.data.limit, { extraFilter: extraFilter(query.data) });
    return sendPage(reply, site, programmePage(site, query.data, events, config.PUBLIC_URL));
  });
}
