import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { ACCENT_NEIGHBOURS, accentContrastProblem, DEFAULT_ACCENT } from '../../shared/accent-colour';
import { APP_ICON_SIZES, type AppIconSize, appIconLogoEdge, appIconPath, siteName, siteShortName } from '../../shared/site-identity';
import type { Config } from '../config';
import { variantWork, withSharp } from '../modules/image/load-sharp';
import { findOrMakeVariant } from '../modules/image/image-variant.service';
import { drawSvg } from '../modules/image/svg-drawing';
import { getSettings } from '../modules/settings/settings.service';
import { browserHas } from './public-cache';
import { sendImmutable } from './images';

const ACCENT_FILE = /^([0-9a-f]{6})\.css$/;
const ICON_FILE = /^([0-9a-f]{64})-(\d+)\.png$/;

/**
 * The accent colour as the site's CSS reads it (client/src/styles.css: --accent, and a lighter
 * --accent-soft for hovers and small text). `html:root` outranks the main stylesheet's `:root`,
 * whichever of the two the page links first. A file of its own rather than a <style> in each page:
 * the pages' CSP allows no inline style by nonce or hash without turning off the style attributes
 * the admin uses, and a file named by its colour is cached for good.
 */
const accentStylesheet = (accent: string) => `html:root{--accent:${accent};--accent-soft:color-mix(in oklab,${accent} 70%,#fff)}\n`;

/**
 * The site's own icon, a note on the dark page colour: the favicon until a logo is set, and the app
 * icon in place of a logo that cannot be drawn. Served from here rather than from client/public so
 * that the server has it to draw.
 */
const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1c1917"/><path d="M20 6v14.5a4.5 4.5 0 1 1-3-4.24V9.5l-6 1.5v11.5a4.5 4.5 0 1 1-3-4.24V8.5z" fill="#fbbf24"/></svg>';

/**
 * A square icon from the logo, drawn at 80 % of the side on the site's dark background (the logo
 * sits on it in the header too). An SVG is drawn at the size (server/modules/image/svg-drawing.ts,
 * within its time), not scaled up.
 */
async function renderIcon(original: Uint8Array, mimeType: string, size: AppIconSize) {
  const inner = appIconLogoEdge(size);
  const logo = mimeType === 'image/svg+xml' ? (await drawSvg(variantWork.queue, original, inner)).png : original;
  return withSharp(variantWork, async (pipeline) => {
    const fitted = await pipeline(logo)
      .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const data = await pipeline({ create: { width: size, height: size, channels: 4, background: ACCENT_NEIGHBOURS.page } })
      .composite([{ input: fitted, gravity: 'centre' }])
      .png()
      .toBuffer();
    return { data, width: size, height: size, byteSize: data.length };
  });
}

/** The default icon as an app icon of each size, drawn once per process when first needed. */
const defaultIcons = new Map<AppIconSize, Promise<Buffer>>();
function defaultIcon(size: AppIconSize): Promise<Buffer> {
  let icon = defaultIcons.get(size);
  if (!icon) {
    icon = renderIcon(Buffer.from(DEFAULT_ICON_SVG), 'image/svg+xml', size).then(({ data }) => data);
    // A drawing that failed (a machine too busy to draw within the time) is tried again next time.
    icon.catch(() => defaultIcons.delete(size));
    defaultIcons.set(size, icon);
  }
  return icon;
}

/**
 * What makes the site the association's own besides its pages (docs/settings.md): the accent colour
 * as a stylesheet, app icons made from the logo, and the web app manifest that names them.
 */
export async function siteIdentity(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  app.get<{ Params: { file: string } }>('/theme/:file', async (request, reply) => {
    const hex = ACCENT_FILE.exec(request.params.file)?.[1];
    // Only colours the settings would take: the address cannot make the site unreadable.
    if (!hex || accentContrastProblem(`#${hex}`)) return reply.code(404).send({ message: 'Findes ikke' });
    return sendImmutable(request, reply, `"${hex}"`, Buffer.from(accentStylesheet(`#${hex}`)), 'text/css; charset=utf-8');
  });

  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const [, hash, size] = ICON_FILE.exec(request.params.file) ?? [];
    const iconSize = APP_ICON_SIZES.find((candidate) => String(candidate) === size);
    const icon =
      hash && iconSize ? await findOrMakeVariant(orm.em.fork(), hash, `icon${iconSize}`, (original, mimeType) => renderIcon(original, mimeType, iconSize)) : null;
    if (!icon || !iconSize) return reply.code(404).send({ message: 'Ikonet findes ikke' });
    // A logo that could not be drawn (stored before uploads drew it, or too slow) has the default
    // icon instead, for good: its failure is stored with the variant, so it is never drawn again.
    if (icon.failure) return sendImmutable(request, reply, `"default-${iconSize}"`, await defaultIcon(iconSize), 'image/png');
    return sendImmutable(request, reply, `"${hash}-${iconSize}"`, icon.data, 'image/png');
  });

  app.get('/favicon.svg', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(DEFAULT_ICON_SVG),
  );

  app.get('/manifest.webmanifest', async (request, reply) => {
    const settings = await getSettings(orm.em.fork(), config.PUBLIC_URL);
    const icons = settings.logoUrl
      ? APP_ICON_SIZES.map((size) => ({ src: appIconPath(settings.logoUrl!, size), sizes: `${size}x${size}`, type: 'image/png' }))
      : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }];
    const body = JSON.stringify({
      name: siteName(settings),
      short_name: siteShortName(settings),
      lang: 'da',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: ACCENT_NEIGHBOURS.page,
      theme_color: settings.accentColor ?? DEFAULT_ACCENT,
      icons,
    });
    // Read again by browsers now and then: a changed name or logo reaches an installed app then.
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (browserHas(request, etag)) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(body);
  });
}
