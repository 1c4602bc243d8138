import type { z } from 'zod';
import { DOORS_AFTER_FIRST_CONCERT, doorsInTime } from '../../../../shared/event-details';
import { COVER_REQUIRED } from '../../../../shared/messages';
import { type Event, eventInputSchema } from '../../../../shared/schemas/event';

export type EventFormValues = z.input<typeof eventInputSchema>;

/** The server's rule for the doors, told under the field before anything is sent. */
export const eventFormSchema = eventInputSchema.refine(
  (event) => doorsInTime(event.doorsAt, new Date(Math.min(...event.concerts.map((concert) => Date.parse(concert.from))))),
  { error: DOORS_AFTER_FIRST_CONCERT, path: ['doorsAt'] },
);

/**
 * A new event needs its cover: told before anything is sent, with the server's message, which the
 * screen words (shared/messages.ts).
 */
export const newEventSchema = eventFormSchema.refine((event) => Boolean(event.imageUrl), {
  error: COVER_REQUIRED,
  path: ['imageUrl'],
});

export const emptyEvent: EventFormValues = {
  title: '',
  description: '',
  ticketUrl: '',
  venueId: 0,
  concerts: [{ artistID: 0, from: '', to: '' }],
  // Events are for everyone unless the organisers say otherwise.
  isPublic: true,
  imageUrl: '',
  // Empty is none; the schema sends null.
  doorsAt: '',
  price: '',
  ageLimit: null,
  status: 'scheduled',
};

/** The form filled from a saved event. */
export function eventFormValues(event: Event): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    ticketUrl: event.ticketUrl,
    venueId: event.venue.id,
    concerts: event.concerts.map((concert) => ({ artistID: concert.artist.id, from: concert.from, to: concert.to })),
    isPublic: event.isPublic,
    imageUrl: event.imageUrl ?? '',
    doorsAt: event.doorsAt ?? '',
    price: event.price ?? '',
    ageLimit: event.ageLimit ?? null,
    status: event.status,
  };
}

/** The event form's fields, as a stale save names what someone else changed. */
export const EVENT_FORM_FIELDS = {
  values: eventFormValues,
  labels: {
    title: 'Titel',
    description: 'Beskrivelse',
    ticketUrl: 'Billet-URL',
    venueId: 'Spillested',
    concerts: 'Koncerter',
    isPublic: 'Offentligt',
    imageUrl: 'Cover',
    doorsAt: 'Dørene åbner',
    price: 'Pris',
    ageLimit: 'Aldersgrænse',
    status: 'Status',
  },
};
