import { describe, expect, it } from 'vitest';
import { sampleArtist, sampleEvent, sampleVenue } from '../../components/admin/sample-records';
import { eventFormSchema, eventFormValues } from './event-form-values';

const event = sampleEvent(1, 'Forårsstøj', sampleVenue(1, 'Bygningen', 'Aarhus'), true, [
  [sampleArtist(1, 'Fjordlys'), '2026-03-14T19:00:00.000Z', '2026-03-14T20:00:00.000Z'],
]);

describe("the event form's doors, price, age limit and status", () => {
  it('fills them from a saved event and sends them back as they were', () => {
    const saved = { ...event, doorsAt: '2026-03-14T18:00:00.000Z', price: '120 kr.', ageLimit: 18, status: 'sold-out' as const };
    expect(eventFormSchema.parse(eventFormValues(saved))).toMatchObject({ doorsAt: '2026-03-14T18:00:00.000Z', price: '120 kr.', ageLimit: 18, status: 'sold-out' });
  });

  it('sends the fields left empty as null, so saving removes what was stored', () => {
    expect(eventFormSchema.parse(eventFormValues(event))).toMatchObject({ doorsAt: null, price: null, ageLimit: null, status: 'scheduled' });
  });

  it('tells under the doors, before anything is sent, that they may not open after the first concert', () => {
    const late = eventFormSchema.safeParse({ ...eventFormValues(event), doorsAt: '2026-03-14T19:00:01.000Z' });
    expect(late.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['doorsAt'], message: 'Dørene kan ikke åbne efter den første koncert' },
    ]);
    expect(eventFormSchema.safeParse({ ...eventFormValues(event), doorsAt: '2026-03-14T19:00:00.000Z' }).success).toBe(true);
  });
});

describe("the event form's access information", () => {
  it('fills the items told, leaves the others Ikke oplyst, and sends back only those told', () => {
    const form = eventFormValues({ ...event, access: { signLanguage: true, strobeLight: false } });
    expect(form.access).toEqual({ signLanguage: true, relaxedPerformance: null, strobeLight: false, loudMusic: null, note: '' });
    // JSON leaves out what is not told: the stored items are replaced by exactly these.
    expect(JSON.parse(JSON.stringify(eventFormSchema.parse(form).access))).toEqual({ signLanguage: true, strobeLight: false });
  });
});
