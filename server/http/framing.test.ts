import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../test/event-test-fixtures';
import { sourcePages } from '../test/source-pages';
import { useTestApp } from '../test/test-app';

/** Ports 3420-3429 are this test's: inject() hides framing, so these answers are read off a real socket. */
const PORT = 3420;

const t = useTestApp({}, { pages: sourcePages() });
const state = {} as { admin: string; eventId: number };

beforeAll(async () => {
  state.admin = await t.loginAdmin();
  const [artist] = await createArtists(t, ['Rammeværket']);
  const response = await t.post('/api/events', {
    cookie: state.admin,
    body: {
      title: 'Aften med rammer',
      description: 'Om aftenen',
      ticketUrl: 'https://billet.dk/rammer',
      imageUrl: await uploadCover(t, state.admin),
      isPublic: true,
      venueId: await createVenue(t, state.admin, 'Rammen'),
      concerts: [concert(artist, inDays(30, 19), inDays(30, 21))],
    },
  });
  state.eventId = response.body.id;
  // Closed with the app by useTestApp.
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});

type RawAnswer = { status: number; headers: [string, string][]; body: Buffer };

/** One request over its own connection, and the answer's bytes exactly as they came. */
function rawRequest(method: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const headEnd = bytes.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
      const fields = lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
      });
      resolve({ status: Number(statusLine.split(' ')[1]), headers: fields, body: bytes.subarray(headEnd + 4) });
    });
    const lines = Object.entries({ host: 'spillested.test', connection: 'close', ...headers }).map(([name, value]) => `${name}: ${value}`);
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** The body a client reads, after undoing chunked transfer coding and content coding. */
function content(answer: RawAnswer): string {
  const header = (name: string) => answer.headers.find(([field]) => field === name)?.[1];
  let body = answer.body;
  if (header('transfer-encoding') === 'chunked') {
    const parts: Buffer[] = [];
    for (let offset = 0; ; ) {
      const lineEnd = body.indexOf('\r\n', offset);
      const size = Number.parseInt(body.subarray(offset, lineEnd).toString(), 16);
      if (size === 0) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else {
    expect(body.length).toBe(Number(header('content-length')));
  }
  const encoding = header('content-encoding');
  return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();
}

/** Framing headers on an answer: a body is framed by exactly one of them (RFC 9112 §6.3). */
const framing = (answer: RawAnswer) =>
  answer.headers.filter(([name]) => name === 'content-length' || name === 'transfer-encoding').map(([name]) => name);

/** The query of a tRPC batch, one input per call. */
const trpcInput = (...inputs: unknown[]) => `?batch=1&input=${encodeURIComponent(JSON.stringify({ ...inputs }))}`;

describe('framing of every answer', () => {
  const asks = {
    'a streamed tRPC batch with records': {
      path: () => `/trpc/events.list,venues.list${trpcInput({ per_page: 0 }, {})}`,
      headers: { 'trpc-accept': 'application/jsonl' },
      expected: 'Aften med rammer',
    },
    'a streamed tRPC call without records': {
      path: () => `/trpc/venues.list${trpcInput({})}`,
      headers: { 'trpc-accept': 'application/jsonl' },
      expected: 'Rammen',
    },
    'a streamed tRPC call with bad input': {
      path: () => `/trpc/events.byId${trpcInput({ id: 'x' })}`,
      headers: { 'trpc-accept': 'application/jsonl' },
      expected: 'BAD_REQUEST',
    },
    'a tRPC batch': { path: () => `/trpc/events.list${trpcInput({ per_page: 0 })}`, headers: {}, expected: 'Aften med rammer' },
    'a REST list': { path: () => '/api/events', headers: {}, expected: 'Aften med rammer' },
    'a REST record': { path: () => `/api/events/${state.eventId}`, headers: {}, expected: 'Aften med rammer' },
    'a REST error': { path: () => '/api/events/999999', headers: {}, expected: '"message"' },
    'a page': { path: () => `/events/${state.eventId}`, headers: { accept: 'text/html' }, expected: 'Aften med rammer' },
    'a calendar feed': { path: () => '/kalender.ics', headers: {}, expected: 'Aften med rammer' },
  } as const;

  for (const [ask, { path, headers, expected }] of Object.entries(asks)) {
    it(`frames ${ask} once, for a visitor (miss and hit) and a member, compressed or not`, async () => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        // A write starts a new content version, so the visitor's first request misses the cache.
        await createArtists(t, [`Kunstner ${ask} ${encoding}`]);
        for (const viewer of ['visitor: miss', 'visitor: hit', 'member']) {
          const answer = await rawRequest('GET', path(), {
            ...headers,
            'accept-encoding': encoding,
            ...(viewer === 'member' && { cookie: state.admin }),
          });
          const where = `${ask}, ${viewer}, ${encoding}`;
          expect(framing(answer), where).toHaveLength(1);
          expect(content(answer), where).toContain(expected);
        }
      }
    });
  }

  it('sends neither framing header with a 304, and one with HEAD', async () => {
    const first = await rawRequest('GET', '/api/events', { 'accept-encoding': 'br' });
    const etag = first.headers.find(([name]) => name === 'etag')![1];
    const notModified = await rawRequest('GET', '/api/events', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(framing(notModified)).toHaveLength(0);
    // After a write the cache is empty: the same answer is made again and found unchanged.
    await createArtists(t, ['Kunstner efter 304']);
    const madeAgain = await rawRequest('GET', '/api/events', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(madeAgain.status).toBe(304);
    expect(framing(madeAgain)).toHaveLength(0);
    const head = await rawRequest('HEAD', '/api/events', {});
    expect(head.status).toBe(200);
    expect(framing(head).length).toBeLessThanOrEqual(1);
  });
});
