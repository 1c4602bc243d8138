import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findOrMakeImageVariant, isImageVariant } from '../modules/image/image-variant.service';
import { findImageData } from '../modules/image/image.service';
import { browserHas } from './public-cache';

/** `<hash>.webp` is the picture itself; `<hash>-640.webp` a width variant; `<hash>-og.webp` the link-preview crop, `<hash>-og-30-70.webp` one about a focal point. */
const FILE = /^([0-9a-f]{64})(?:-([0-9a-z]{1,8}|og-\d{1,2}-\d{1,2}))?\.webp$/;

/** `<hash>.svg`: an association's logo uploaded as SVG (docs/settings.md), which has no variants. */
const SVG_FILE = /^([0-9a-f]{64})\.svg$/;

/**
 * What an SVG opened on its own may do: nothing but draw itself with its own styles. The sanitizer
 * left no script or reference in it; this says so again to the browser.
 */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The bytes never change for a name, so caches keep them for a year. */
export function sendImmutable(request: FastifyRequest, reply: FastifyReply, etag: string, data: Uint8Array, type = 'image/webp') {
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
  if (browserHas(request, etag)) return reply.code(304).send();
  return reply.type(type).send(data);
}

/** GET /images/<file>: stored pictures and their variants (docs/content.md). */
export async function images(app: FastifyInstance, { orm }: { orm: MikroORM }) {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const [, hash, variant] = FILE.exec(request.params.file) ?? [];
    const em = orm.em.fork();
    const svg = SVG_FILE.exec(request.params.file)?.[1];
    if (svg) {
      const logo = await findImageData(em, svg, 'image/svg+xml');
      if (logo) {
        reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
        return sendImmutable(request, reply, `"${svg}"`, logo.data, 'image/svg+xml');
      }
    }
    const made = hash && variant && isImageVariant(variant) ? await findOrMakeImageVariant(em, hash, variant) : null;
    if (made && !made.failure) return sendImmutable(request, reply, `"${hash}-${variant}"`, made.data);
    // The picture itself, also in place of a variant that could not be made: larger, but a picture.
    if (hash && (!variant || made)) {
      const original = await findImageData(em, hash);
      if (original) return sendImmutable(request, reply, `"${hash}"`, original.data);
    }
    return reply.code(404).type('application/json').send({ message: 'Billedet findes ikke' });
  });
}
