import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { findImageData } from '../modules/image/image.service';

const FILE = /^([0-9a-f]{64})\.webp$/;

/** GET /images/<hash>.webp: the bytes never change for a name, so caches keep them for a year. */
export async function images(app: FastifyInstance, { orm }: { orm: MikroORM }) {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const hash = FILE.exec(request.params.file)?.[1];
    const image = hash ? await findImageData(orm.em.fork(), hash) : null;
    if (!image) return reply.code(404).type('application/json').send({ message: 'Billedet findes ikke' });
    const etag = `"${image.hash}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.mimeType).send(image.data);
  });
}
