import { describe, expect, it } from 'vitest';
import type { Artist } from '../../shared/schemas/artist';
import { type Event, eventListSchema } from '../../shared/schemas/event';
import { compiled } from './trpc';

const artist: Artist = {
  id: 7,
  name: 'Kunstner',
  imageUrl: 'https://spillested.example/images/ab.webp',
  description: '<p>Live</p>',
  genres: [{ id: 1, name: 'Jazz', createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-01-01T10:00:00.000Z' }],
  socials: ['https://www.instagram.com/kunstner'],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const event: Event = {
  id: 3,
  title: 'Koncertaften',
  description: '<p>Tre koncerter</p>',
  ticketUrl: 'https://billet.example/3',
  concerts: [1, 2].map((id) => ({ id, from: '2026-12-12T19:00:00.000Z', to: '2026-12-12T20:00:00.000Z', artist })),
  venue: { id: 2, name: 'Vega', city: 'København', countryCode: 'DK', createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-01-01T10:00:00.000Z' },
  isPublic: true,
  status: 'scheduled',
  kind: 'concert',
  admission: 'ticket',
  from: '2026-12-12T19:00:00.000Z',
  to: '2026-12-12T20:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const list = { page: 1, perPage: 100, pageCount: 1, totalCount: 1, records: [event] };

// The output check is what keeps a DTO from carrying anything its schema does not name; the
// generated parser must answer exactly as zod's own.
describe('compiled output schemas', () => {
  const checked = compiled(eventListSchema.clone());

  it('answers what zod answers, keys the schema does not name left out', async () => {
    const leaky = { ...list, records: [{ ...event, passwordHash: 'x', concerts: [{ ...event.concerts[0]!, artist: { ...artist, email: 'a@b.dk' } }] }] };
    const answer = await checked.parseAsync(leaky);
    expect(answer).toEqual(eventListSchema.parse(leaky));
    expect(answer.records[0]).not.toHaveProperty('passwordHash');
    expect(answer.records[0]!.concerts[0]!.artist).not.toHaveProperty('email');
  });

  it('refuses what zod refuses, with the same issues', async () => {
    const broken = { ...list, records: [{ ...event, imageUrl: 'ikke en adresse', concerts: [{ ...event.concerts[0]!, from: 'i morgen' }] }] };
    const refusal = await checked.parseAsync(broken).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ issues: eventListSchema.safeParse(broken).error!.issues });
  });
});
