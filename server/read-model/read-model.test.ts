import { describe, expect, it } from 'vitest';
import { concert, createArtists, createVenue, uploadCover } from '../test/event-test-fixtures';
import { Member } from '../modules/member/member.entity';
import { toMemberDto } from '../modules/member/member.service';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

/** The SQL statements one request sends, counted where every statement is logged. */
async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  const logger = t.orm.config.getLogger();
  const logQuery = logger.logQuery;
  const statements: string[] = [];
  logger.logQuery = (context) => {
    statements.push(context.query ?? '');
  };
  try {
    await request();
  } finally {
    logger.logQuery = logQuery;
  }
  return statements;
}

describe('reading without managed entities', () => {
  it('lists events in a fixed number of statements, and a member in no more than a visitor', async () => {
    const admin = await t.loginAdmin();
    const venue = await createVenue(t, admin, 'Radar');
    const cover = await uploadCover(t, admin);
    const counts = new Map<number, { visitor: number; member: number }>();
    let made = 0;
    for (const size of [1, 6]) {
      for (; made < size; made += 1) {
        const artists = await createArtists(t, [`A${made}`, `B${made}`, `C${made}`]);
        const body = {
          title: 'Aften',
          description: 'Tre koncerter',
          ticketUrl: 'https://billet.dk/aften',
          imageUrl: cover,
          isPublic: true,
          venueId: venue,
          concerts: artists.map((artist, slot) => concert(artist, `2031-06-01T${18 + slot}:00:00Z`, `2031-06-01T${18 + slot}:30:00Z`)),
        };
        expect((await t.post('/api/events', { cookie: admin, body })).status).toBe(200);
      }
      // The first list after a write misses the public cache and makes every record's JSON anew.
      const visitor = await statementsOf(() => t.get('/api/events?per_page=0'));
      expect(visitor.some((statement) => statement.includes('from artist_genres'))).toBe(true);
      // The JSON is made once per content version: the member's list reads which events, not what they hold.
      const member = await statementsOf(() => t.get('/api/events?per_page=0', { cookie: admin }));
      expect(member.some((statement) => statement.includes('from concert'))).toBe(false);
      counts.set(size, { visitor: visitor.length, member: member.length });
      expect(member.length).toBeLessThanOrEqual(visitor.length);
    }
    expect(counts.get(6)).toEqual(counts.get(1));
  });

  it('answers the same event by id as in the list, and 404 for one that does not exist', async () => {
    const list = (await t.get('/api/events?per_page=0')).body.records;
    expect(list.length).toBeGreaterThan(0);
    for (const event of list) expect((await t.get(`/api/events/${event.id}`)).body).toEqual(event);
    const missing = await t.get('/api/events/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Eventet findes ikke' });
  });

  it('reads members as the entity mapping shows them, in a fixed number of statements', async () => {
    for (let count = 0; count < 3; count += 1) await t.memberWith(['booking', 'economy'], { publicConsent: count % 2 === 0 });
    const admin = await t.loginAdmin();
    const listed = (await t.get('/api/members?per_page=0', { cookie: admin })).body.records;
    const entities = await t.orm.em.fork().find(Member, {}, { populate: ['teams', 'profilePicture'] });
    const mapped = new Map(entities.map((member) => [member.id, toMemberDto(member, true, t.config.PUBLIC_URL)]));
    expect(listed.length).toBe(entities.length);
    for (const member of listed) {
      expect(member).toEqual(mapped.get(member.id));
      expect((await t.get(`/api/members/${member.id}`, { cookie: admin })).body).toEqual(member);
    }
    const few = await statementsOf(() => t.get('/api/members?per_page=2', { cookie: admin }));
    const all = await statementsOf(() => t.get('/api/members?per_page=0', { cookie: admin }));
    expect(all.length).toBeLessThanOrEqual(few.length);
  });
});
