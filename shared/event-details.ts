import { formatTime } from './danish-date';
import { type Admission, admissionText, admissionTextIn } from './event-night';
import type { Translator } from './i18n';

/** Where an event stands (issue 26): scheduled unless the organisers say otherwise. */
export const EVENT_STATUSES = ['scheduled', 'sold-out', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** One word per status, on the admin screens, the public pages and the feeds alike. */
export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  scheduled: 'Planlagt',
  'sold-out': 'Udsolgt',
  cancelled: 'Aflyst',
  postponed: 'Udsat',
};

/**
 * A title after its event's status ("Aflyst: …"): calendar apps, feed readers and Mastodon show the
 * title and little else, and an entry added before the event was cancelled is updated, not removed.
 */
export const titleWithStatus = (status: EventStatus, title: string) => (status === 'scheduled' ? title : `${EVENT_STATUS_LABELS[status]}: ${title}`);

/** "120 kr.", "Gratis entré", "150 kr. / 120 kr. for medlemmer": room for a short line, not a price list. */
export const PRICE_MAX = 60;
export const AGE_LIMIT_MAX = 99;

export const DOORS_AFTER_FIRST_CONCERT = 'Dørene kan ikke åbne efter den første koncert';

/** Doors open at the first concert's start at the latest; an event may leave them out. */
export const doorsInTime = (doorsAt: string | Date | null | undefined, firstStart: string | Date) =>
  !doorsAt || new Date(doorsAt).getTime() <= new Date(firstStart).getTime();

type Details = { doorsAt?: string; price?: string; ageLimit?: number; admission?: Admission; doorPrice?: number };

type DetailWords = {
  doors: (doorsAt: string) => string;
  entry: (entry: { admission: Admission; doorPrice?: number }) => string | undefined;
  ageLimit: (ageLimit: number) => string;
};

function detailsIn(words: DetailWords, { doorsAt, price, ageLimit, admission = 'ticket', doorPrice }: Details): string[] {
  const details = [];
  if (doorsAt) details.push(words.doors(doorsAt));
  const entry = words.entry({ admission, doorPrice });
  if (entry) details.push(entry);
  // The organisers' own words ("120 kr. / 90 kr. for medlemmer"): shown as written, in any language.
  if (price) details.push(price);
  if (ageLimit !== undefined) details.push(words.ageLimit(ageLimit));
  return details;
}

const DANISH_DETAILS: DetailWords = {
  doors: (doorsAt) => `Dørene åbner kl. ${formatTime(doorsAt)}`,
  entry: admissionText,
  ageLimit: (limit) => (limit === 0 ? 'Ingen aldersgrænse' : `Aldersgrænse ${limit} år`),
};

/**
 * The practical details an event has, each as a visitor reads it: "Dørene åbner kl. 19.00", "Gratis
 * entré" or "Entré 60 kr. i døren" for a night without tickets, "120 kr.", "Aldersgrænse 18 år" (0 is
 * "Ingen aldersgrænse"). The event page, the calendars, RSS, the embed and the fediverse show them.
 */
export const eventDetails = (details: Details): string[] => detailsIn(DANISH_DETAILS, details);

/** The same in a page's or a feed's language, from its catalogue: "Doors 19:00", "Free entry", "Ages 18+". */
export const eventDetailsIn = ({ t, dates }: Pick<Translator, 't' | 'dates'>, details: Details): string[] =>
  detailsIn(
    {
      doors: (doorsAt) => t('events.doorsOpen', { time: dates.formatTime(doorsAt) }),
      entry: (entry) => admissionTextIn(t, entry),
      ageLimit: (limit) => (limit === 0 ? t('events.noAgeLimit') : t('events.ageLimit', { age: limit })),
    },
    details,
  );

/**
 * The doors when the first concert moves from `firstStart` to `newFirstStart` (a copy, an event
 * moved by a client that does not know them): as long before it as they were, since "an hour
 * before the music" is what the organisers meant, across a change to or from summer time too.
 */
export const doorsMovedWith = (doorsAt: Date, firstStart: Date, newFirstStart: Date) =>
  new Date(newFirstStart.getTime() - (firstStart.getTime() - doorsAt.getTime()));

/**
 * Whether the event happens on the date it shows: not cancelled, and not postponed to a date still to
 * come. Only then is it offered for a calendar ("Tilføj til kalender") or sold for (the JSON-LD's offer):
 * a ticket or a calendar entry for a postponed concert's old date would send people there on a night
 * nothing happens.
 */
export const onItsDate = (status: EventStatus) => status === 'scheduled' || status === 'sold-out';

/** Whether "Køb billet" leads anywhere: only for an event on its date that is not sold out. */
export const ticketsOnSale = (status: EventStatus) => status === 'scheduled';
