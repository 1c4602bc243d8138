import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findOrMakeImageVariant, isImageVariant } from '../modules/image/image-variant.service';
import { findImageData } from '../modules/image/image.service';
import { browserHas } from './public-cache';

/** `<hash>.webp` is the picture itself; `<hash>-640.webp` a width variant; `<hash>-og.webp` the link-preview crop. */
const FILE = /^([0-9a-f]{64})(?:-([0-9a-z]{1,8}))?\.webp$/;

/** The bytes never change for a name, so caches keep them for a year. */
function sendImmutable(request: FastifyRequest, reply: FastifyReply, etag: string, data: Uint8Array) {
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
  if (browserHas(request, etag)) return reply.code(304).send();
  return reply.type('image/webp').send(data);
}

/** GET /images/<file>: stored pictures and their variants (docs/content.md). */
export async function images(app: FastifyInstance, { orm }: { orm: MikroORM }) {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const [, hash, variant] = FILE.exec(request.params.file) ?? [];
    const em = orm.em.fork();
    if (hash && !variant) {
      const original = await findImageData(em, hash);
      if (original) return sendImmutable(request, reply, `"${hash}"`, original.data);
    }
    if (hash && variant && isImageVariant(variant)) {
      const made = await findOrMakeImageVariant(em, hash, variant);
      if (made) return sendImmutable(request, reply, `"${hash}-${variant}"`, made.data);
    }
    return reply.code(404).type('application/json').send({ message: 'Billedet findes ikke' });
  });
}
