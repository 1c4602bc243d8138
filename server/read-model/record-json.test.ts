import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concert, createArtists, createVenue, uploadCover } from '../test/event-test-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * Lists carry each record's JSON as made once per content version (record-json.ts), spliced into
 * the answer (server/lib/spliced-json.ts). Two instances on one database, as the version is shared.
 */
describe('records sent as JSON made once per content version', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let publicEvent: number;
  let membersEvent: number;
  const directory = mkdtempSync(join(tmpdir(), 'spillested-record-json-'));
  const onPostgres = process.env.TEST_DATABASE === 'postgresql';
  const list = '/api/events?per_page=0';
  const trpcList = `/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ per_page: 0 }))}`;

  async function createEvent(title: string, isPublic: boolean, hour: number): Promise<number> {
    const [artist] = await createArtists(a, [`Kunstner til ${title}`]);
    const response = await a.post('/api/events', {
      cookie: admin,
      body: {
        title,
        description: '<p>Døren åbner kl. 19 — <strong>gratis</strong> garderobe</p>',
        ticketUrl: 'https://billet.dk/aften',
        imageUrl: await uploadCover(a, admin),
        isPublic,
        venueId: await createVenue(a, admin, `Sted til ${title}`),
        concerts: [concert(artist, `2031-06-01T${hour}:00:00Z`, `2031-06-01T${hour + 1}:00:00Z`)],
      },
    });
    expect(response.status).toBe(200);
    return response.body.id;
  }

  const titles = (body: { records: { title: string }[] }) => body.records.map((event) => event.title);

  beforeAll(async () => {
    a = await startTestApp(onPostgres ? {} : { DATABASE_URL: join(directory, 'delt.db') });
    b = await startTestApp({ DATABASE_URL: a.config.DATABASE_URL });
    admin = await a.loginAdmin();
    publicEvent = await createEvent('Åben aften', true, 18);
    membersEvent = await createEvent('Kun for medlemmer', false, 20);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('answers the same records as reading each one by id, for members and visitors', async () => {
    for (const cookie of [admin, undefined]) {
      // Twice: once making the JSON, once from what was made.
      for (let round = 0; round < 2; round += 1) {
        const answer = await a.get(list, { cookie });
        expect(answer.status).toBe(200);
        const byId = await Promise.all(
          (answer.body.records as { id: number }[]).map(async (event) => (await a.get(`/api/events/${event.id}`, { cookie })).body),
        );
        expect(answer.body.records).toEqual(byId);
        expect(answer.body.totalCount).toBe(cookie ? 2 : 1);
        expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      }
    }
  });

  it('shows a member a write on the very next list, on this instance and on another', async () => {
    const member = await b.loginAdmin();
    expect(titles((await a.get(list, { cookie: admin })).body)).toEqual(['Åben aften', 'Kun for medlemmer']);
    expect(titles((await b.get(list, { cookie: member })).body)).toEqual(['Åben aften', 'Kun for medlemmer']);

    const event = (await a.get(`/api/events/${membersEvent}`, { cookie: admin })).body;
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, venue, concerts, ...fields } = event;
    const body = {
      ...fields,
      title: 'Omdøbt aften',
      venueId: venue.id,
      concerts: concerts.map((item: { artist: { id: number }; from: string; to: string }) => concert(item.artist.id, item.from, item.to)),
    };
    expect((await a.put(`/api/events/${membersEvent}`, { cookie: admin, body })).status).toBe(200);

    expect(titles((await a.get(list, { cookie: admin })).body)).toEqual(['Åben aften', 'Omdøbt aften']);
    expect(titles((await b.get(list, { cookie: member })).body)).toEqual(['Åben aften', 'Omdøbt aften']);
    const trpc = await b.get(trpcList, { cookie: member });
    expect(titles(trpc.body.result.data)).toEqual(['Åben aften', 'Omdøbt aften']);
  });

  it('never gives a visitor a record only members see, though members’ lists made its JSON', async () => {
    await a.get(list, { cookie: admin });
    const visitor = await a.get(list);
    expect((visitor.body.records as { id: number }[]).map((event) => event.id)).toEqual([publicEvent]);
    const trpc = await a.get(trpcList);
    expect((trpc.body.result.data.records as { id: number }[]).map((event) => event.id)).toEqual([publicEvent]);
  });

  it('compresses the whole answer, records included', async () => {
    const plain = await a.get(list, { cookie: admin });
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await a.get(list, { cookie: admin, headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decompress(response.raw).toString()).toBe(plain.text);
    }
  });

  it('splices each call of a tRPC batch, and HEAD answers as GET without a body', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { per_page: 1 }, 1: { per_page: 0 }, 2: { per_page: 0 } }));
    const batch = await a.get(`/trpc/events.list,venues.list,events.list?batch=1&input=${input}`, { cookie: admin });
    expect(batch.status).toBe(200);
    const [first, venues, all] = batch.body as { result: { data: { records: { id: number; name?: string }[] } } }[];
    expect(first!.result.data.records.map((event) => event.id)).toEqual([publicEvent]);
    expect(venues!.result.data.records.map((venue) => venue.name)).toContain('Sted til Åben aften');
    expect(all!.result.data.records.map((event) => event.id)).toEqual([publicEvent, membersEvent]);

    // A client that asks for a stream (tRPC's httpBatchStreamLink) gets the records as values.
    for (const cookie of [admin, undefined]) {
      const streamed = await a.get(`/trpc/events.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { per_page: 0 } }))}`, {
        cookie,
        headers: { 'trpc-accept': 'application/jsonl' },
      });
      expect(streamed.status).toBe(200);
      expect(streamed.text).not.toContain('\\u0000');
      expect(streamed.text).toContain('Åben aften');
    }

    const head = await a.request('HEAD', list, { cookie: admin });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });
});
