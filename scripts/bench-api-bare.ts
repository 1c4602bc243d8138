/**
 * The yardstick of `npm run bench:api`, in a process of its own: a bare Fastify on PORT that sends
 * the very bytes our server answered for each path in BARE_PATHS (name=URL, comma-separated),
 * plain, brotli or gzip by Accept-Encoding, all compressed beforehand, so it does nothing but send.
 * It compresses as our cache does, so the compressed bytes are the same too (brotli's default, its
 * highest quality, made the bare /events page 13 kB where ours is 17 kB, and the load generator
 * reads the smaller one about three times as often per second).
 */
import Fastify from 'fastify';
import { chooseEncoding, encode } from '../server/http/public-cache';

const app = Fastify({ logger: false });
for (const entry of (process.env.BARE_PATHS ?? '').split(',').filter(Boolean)) {
  // Split at the first '=' only: the URL's own query has more.
  const at = entry.indexOf('=');
  const [name, url] = [entry.slice(0, at), entry.slice(at + 1)];
  const response = await fetch(url);
  const identity = Buffer.from(await response.arrayBuffer());
  const bodies = { identity, br: await encode(identity, 'br'), gzip: await encode(identity, 'gzip') };
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  app.get(`/${name}`, (request, reply) => {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.type(type).send(bodies[encoding]);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log(JSON.stringify({ ready: true }));
