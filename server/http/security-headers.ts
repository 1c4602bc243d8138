import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { EMBED_PROGRAMME_PATH } from './embed';

/**
 * What the site may load: only itself (assets are self-hosted), plus Spotify's player, which is
 * loaded only when a visitor asks for a preview (docs/rendering.md). Scripts a page inlines (the
 * router's hydration data) carry the request's nonce; nothing inline runs without it.
 */
export function contentSecurityPolicy({ publicUrl, nonce, development = false, door = false }: { publicUrl: string; nonce?: string; development?: boolean; door?: boolean }) {
  // Door mode reads QR codes with ZXing compiled to WebAssembly where the phone has no reader of its own.
  const wasm = door ? " 'wasm-unsafe-eval'" : '';
  return [
    "default-src 'self'",
    nonce ? `script-src 'self'${wasm} 'nonce-${nonce}'` : `script-src 'self'${wasm}`,
    "style-src 'self' 'unsafe-inline'",
    // Picture URLs are absolute on PUBLIC_URL: a site opened at 127.0.0.1 while PUBLIC_URL says
    // localhost would otherwise show none.
    `img-src 'self' ${new URL(publicUrl).origin} data: blob:`,
    // Vite's hot reload talks over a WebSocket in development.
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    // 'self': the admin's preview of the embedded programme.
    "frame-src 'self' https://open.spotify.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Pictures and feeds are for other sites too (an integrator's page shows our event covers); the rest is ours alone. */
const SHARED_WITH_OTHER_SITES = /^\/(images\/|embed\.js|embed\/programme|kalender\.ics|rss\.xml|artists\/\d+\/kalender\.ics|venues\/\d+\/kalender\.ics|events\/\d+\.ics)/;

/** The embedded programme, which says in its own CSP that any site may frame it (frame-ancestors *). */
const FRAMED_BY_OTHER_SITES = new RegExp(`^${EMBED_PROGRAMME_PATH}/?(\\?|$)`);

/** Door mode's pages (client/src/features/door), which scan QR codes with the phone's camera. */
export const isDoorPage = (url: string) => url.startsWith('/admin/doer/');

/** Answers that depend on who asks (a session, members, members-only events) are never stored by caches. */
const PERSONAL = /^\/(api|trpc)(\/|$)/;

export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // The same for every answer but a page's: made once, not at every response.
    const policy = contentSecurityPolicy({ publicUrl: config.PUBLIC_URL });
    app.addHook('onSend', async (request, reply, payload) => {
      // The REST adapter rewrites request.url to its own path; originalUrl is what was asked.
      const url = request.originalUrl;
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (!FRAMED_BY_OTHER_SITES.test(url)) reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', `camera=${isDoorPage(url) ? '(self)' : '()'}, microphone=(), geolocation=(), payment=(), usb=()`);
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('cross-origin-resource-policy', SHARED_WITH_OTHER_SITES.test(url) ? 'cross-origin' : 'same-origin');
      if (PERSONAL.test(url) && !reply.getHeader('cache-control')) reply.header('cache-control', 'no-store');
      // Pages set their own, with the nonce of their inline scripts.
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
      if (config.secureCookies) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'security-headers' },
);
