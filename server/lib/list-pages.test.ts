import { beforeAll, describe, expect, it } from 'vitest';
import { concert, uploadCover } from '../test/event-test-fixtures';
import { type Programme, seedProgramme } from '../test/list-programme';
import { useTestApp } from '../test/test-app';

type ListBody = { totalCount: number; pageCount: number; records: { id: number }[] };

/**
 * A list's count is kept per content version and filter, and a page past the first 500 rows is
 * sought from a remembered sort key instead of OFFSET (list-query.ts): the answers must be exactly
 * those of counting and OFFSET, for every order (ties broken by id) and viewer, and follow every write.
 */
describe('counts and deep pages of lists', () => {
  const t = useTestApp();
  let programme: Programme;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    programme = await seedProgramme(t, 1300);
    admin = await t.loginAdmin();
    member = (await t.memberWith(['member'])).cookie;
  });

  async function list(query: string, cookie?: string): Promise<ListBody> {
    const response = await t.get(`/api/events?${query}`, { cookie });
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  /** Every id of a list in one page: no OFFSET, no seek. */
  const everything = async (query: string, cookie?: string) => (await list(`${query}&per_page=0`, cookie)).records.map((event) => event.id);

  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const orders: [string, string][] = [
    ['by start', ''],
    ['by start, latest first', 'order_by=from_date%20desc'],
    ['by title, which repeats', 'order_by=title'],
    ['by title descending, then end', 'order_by=title:desc&order_by=to_date'],
    ['by creation, made in the same few milliseconds', 'order_by=created_at%20desc'],
    ['by id, descending', 'order_by=id:desc'],
    ['from a date on, by end', `filter=${encodeURIComponent(`from_date>=${yearAgo},venue_id!=${0}`)}&order_by=to_date`],
  ];

  it.each(orders)('pages %s exactly as OFFSET, for visitors and members', async (_name, query) => {
    for (const cookie of [undefined, member]) {
      const all = await everything(query, cookie);
      expect(all.length).toBeGreaterThan(1000);
      for (const [page, perPage] of [[6, 100], [11, 100], [13, 97], [3, 250], [2, 1000], [1, 20]] as const) {
        const body = await list(`${query}&page=${page}&per_page=${perPage}`, cookie);
        expect(body.records.map((event) => event.id)).toEqual(all.slice((page - 1) * perPage, page * perPage));
        expect(body.totalCount).toBe(all.length);
      }
      // Past the end, and far past it: the list's end is found once, then remembered.
      for (const page of [40, 1_000_000, 1_000_000]) {
        const beyond = await list(`${query}&page=${page}&per_page=100`, cookie);
        expect(beyond.records).toEqual([]);
        expect(beyond.totalCount).toBe(all.length);
      }
    }
  });

  /**
   * A list across the concerts is either probed, event by event as the order's index is walked, or
   * listed from every matching concert, whichever reads fewer rows for the page asked (list-query.ts):
   * a first page of an artist with a third of the events is probed, a page a thousand rows deep
   * listed. Either way the rows are OFFSET's over the whole list.
   */
  it.each([
    ['an artist', () => `artist_id=${programme.artists[1]}`],
    ['a genre', () => `genre_id=${programme.genres[2]}`],
    ['an artist, latest first', () => `artist_id=${programme.artists[0]}&order_by=from_date%20desc`],
    ['an artist, upcoming and public', () => `from_date>=${new Date().toISOString().slice(0, 10)},is_public=true,artist_id=${programme.artists[2]}`],
    ['an artist by title', () => `artist_id=${programme.artists[1]}&order_by=title`],
  ])("pages the events of %s exactly as OFFSET, probed or listed", async (_name, condition) => {
    const [filter, order = ''] = condition().split('&');
    const query = `filter=${encodeURIComponent(filter!)}${order ? `&${order}` : ''}`;
    for (const cookie of [undefined, member]) {
      const all = await everything(query, cookie);
      expect(all.length).toBeGreaterThan(50);
      for (const [page, perPage] of [[1, 20], [2, 20], [1, 100], [3, 150], [2, 1000], [30, 10]] as const) {
        const body = await list(`${query}&page=${page}&per_page=${perPage}`, cookie);
        expect(body.records.map((event) => event.id)).toEqual(all.slice((page - 1) * perPage, page * perPage));
        expect(body.totalCount).toBe(all.length);
      }
    }
  });

  // One statement serves every value of a filter of one shape, its values filled in as parameters
  // (list-query.ts): each venue's and title's page must still be that value's own.
  it('answers every value of a filter of one shape with its own rows', async () => {
    const all = (await list('per_page=0')).records as unknown as { id: number; title: string; venue: { id: number } }[];
    for (const venue of [...programme.venues, 999_999]) {
      const query = `filter=${encodeURIComponent(`venue_id=${venue},title!=${venue}`)}&per_page=20`;
      const expected = all.filter((event) => event.venue.id === venue && event.title !== String(venue)).map((event) => event.id);
      expect((await list(query)).records.map((event) => event.id)).toEqual(expected.slice(0, 20));
      expect((await list(query)).totalCount).toBe(expected.length);
    }
    for (const title of [all[0]!.title, all.at(-1)!.title, "O'Brien %_ \\ ünïcødé"]) {
      const expected = all.filter((event) => event.title === title).map((event) => event.id);
      expect((await list(`filter=${encodeURIComponent(`title=${title}`)}&per_page=20`)).records.map((event) => event.id)).toEqual(expected.slice(0, 20));
    }
  });

  it('counts and pages anew after every write: the very next list has the new total and rows', async () => {
    const query = `filter=${encodeURIComponent('from_date>=2000-01-01')}`;
    const page = async (cookie?: string) => list(`${query}&page=8&per_page=100`, cookie);
    const [visitors, members] = [(await page()).totalCount, (await page(member)).totalCount];
    const cover = await uploadCover(t, admin);
    // Earlier than every event: each deep page moves by one row.
    const body = (isPublic: boolean) => ({
      title: 'Først',
      description: 'Om det første',
      ticketUrl: 'https://billet.dk',
      venueId: programme.venues[0],
      imageUrl: cover,
      isPublic,
      concerts: [concert(programme.artists[0]!, '2020-01-01T19:00:00Z', '2020-01-01T21:00:00Z')],
    });
    const open = await t.post('/api/events', { cookie: admin, body: body(true) });
    const closed = await t.post('/api/events', { cookie: admin, body: body(false) });
    expect([open.status, closed.status]).toEqual([200, 200]);
    const expectTotals = async (forVisitors: number, forMembers: number) => {
      for (const [cookie, total] of [[undefined, forVisitors], [member, forMembers]] as const) {
        const answer = await page(cookie);
        expect(answer.totalCount).toBe(total);
        expect(answer.records.map((event) => event.id)).toEqual((await everything(query, cookie)).slice(700, 800));
      }
    };
    await expectTotals(visitors + 1, members + 2);
    expect((await t.put(`/api/events/${open.body.id}`, { cookie: admin, body: { ...body(false), updatedAt: open.body.updatedAt } })).status).toBe(200);
    await expectTotals(visitors, members + 2);
    expect((await t.delete(`/api/events/${open.body.id}`, { cookie: admin })).status).toBe(200);
    expect((await t.delete(`/api/events/${closed.body.id}`, { cookie: admin })).status).toBe(200);
    await expectTotals(visitors, members);
  });
});
