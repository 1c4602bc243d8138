import type { z } from 'zod';
import { DOORS_AFTER_FIRST_CONCERT, doorsInTime } from '../../../../shared/event-details';
import { EVENT_ACCESS_KEYS } from '../../../../shared/access';
import { COVER_REQUIRED } from '../../../../shared/messages';
import { accessFormValues } from '../../components/admin/access-fieldset/access-fieldset';
import { hasTicketLink, nightIssues } from '../../../../shared/event-night';
import { concertListSchema, type Event, eventInputSchema } from '../../../../shared/schemas/event';
import { englishFormValues } from '../../components/form/language-tabs';

/**
 * The server's rules between the fields, told under each field before anything is sent: a concert's
 * concerts, another night's own times, the ticket link or the door price its admission needs, and the
 * doors. The form always holds a running order, if an empty one.
 */
export const eventFormSchema = eventInputSchema.extend({ concerts: concertListSchema }).superRefine((event, context) => {
  const night = { ...event, kind: event.kind ?? 'concert', admission: event.admission ?? 'ticket' };
  for (const { path, message } of nightIssues(night)) context.addIssue({ code: 'custom', message, path: [path] });
  const start = event.concerts.length ? Math.min(...event.concerts.map((concert) => Date.parse(concert.from))) : event.from;
  if (start && !doorsInTime(event.doorsAt, new Date(start))) context.addIssue({ code: 'custom', message: DOORS_AFTER_FIRST_CONCERT, path: ['doorsAt'] });
});

export type EventFormValues = z.input<typeof eventFormSchema>;

/**
 * A new event needs its cover: told before anything is sent, with the server's message, which the
 * screen words (shared/messages.ts).
 */
export const newEventSchema = eventFormSchema.refine((event) => Boolean(event.imageUrl), {
  error: COVER_REQUIRED,
  path: ['imageUrl'],
});

/** The event's texts that may have an English version beside the Danish. */
const EVENT_TRANSLATED = ['title', 'description', 'accessNote'] as const;

/** The form's access items from the night's: each one "Ikke oplyst" that it has not told. */
const eventAccessFormValues = (access?: object) => accessFormValues<NonNullable<EventFormValues['access']>>(EVENT_ACCESS_KEYS, access);

export const emptyEvent: EventFormValues = {
  title: '',
  description: '',
  ticketUrl: '',
  venueId: 0,
  kind: 'concert',
  admission: 'ticket',
  doorPrice: null,
  reservationCapacity: null,
  concerts: [{ artistID: 0, from: '', to: '' }],
  // Events are for everyone unless the organisers say otherwise.
  isPublic: true,
  imageUrl: '',
  // Empty is none; the schema sends null.
  doorsAt: '',
  price: '',
  ageLimit: null,
  status: 'scheduled',
  access: eventAccessFormValues(),
  translations: englishFormValues(EVENT_TRANSLATED),
};

/** The form filled from a saved event. */
export function eventFormValues(event: Event): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    // A night without tickets answers its own page as ticketUrl: that is no link to type over.
    ticketUrl: hasTicketLink(event.admission) ? event.ticketUrl : '',
    venueId: event.venue.id,
    kind: event.kind,
    admission: event.admission,
    doorPrice: event.doorPrice ?? null,
    reservationCapacity: event.reservationCapacity ?? null,
    concerts: event.concerts.map((concert) => ({ artistID: concert.artist.id, from: concert.from, to: concert.to })),
    ...(event.concerts.length === 0 && { from: event.from, to: event.to }),
    isPublic: event.isPublic,
    imageUrl: event.imageUrl ?? '',
    doorsAt: event.doorsAt ?? '',
    price: event.price ?? '',
    ageLimit: event.ageLimit ?? null,
    status: event.status,
    access: eventAccessFormValues(event.access),
    translations: englishFormValues(EVENT_TRANSLATED, event.translations),
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
    kind: 'Art',
    admission: 'Entré',
    doorPrice: 'Entré i døren',
    reservationCapacity: 'Pladser til reservation',
    from: 'Starter',
    to: 'Slutter',
    concerts: 'Koncerter',
    isPublic: 'Offentligt',
    imageUrl: 'Cover',
    doorsAt: 'Dørene åbner',
    price: 'Pris',
    ageLimit: 'Aldersgrænse',
    status: 'Status',
    access: 'Tilgængelighed',
    translations: 'Engelske tekster',
  },
};
