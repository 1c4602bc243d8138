import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * What the site may load: only itself (assets are self-hosted), plus Spotify's player, which is
 * loaded only when a visitor asks for a preview (DESIGN.md §8).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  'frame-src https://open.spotify.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      if (config.secureCookies) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'security-headers' },
);
