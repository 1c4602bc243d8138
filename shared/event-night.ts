/**
 * Nights that are not concerts (issue 47): what kind of night an event is, and how one gets in. Ours,
 * beside the spec's event: the original client sends neither, and gets a paid concert night.
 */
import type { Translator } from './i18n';
import { TICKET_URL_REQUIRED } from './messages';

export const EVENT_KINDS = ['concert', 'bar-night', 'quiz', 'dj', 'workshop', 'communal-dinner', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  concert: 'Koncert',
  'bar-night': 'Baraften',
  quiz: 'Quiz',
  dj: 'DJ',
  workshop: 'Workshop',
  'communal-dinner': 'Fællesspisning',
  other: 'Andet',
};

/**
 * The night in the visitor's words, definite ("Om koncerten", "Quizzen er afholdt"): a concert is a
 * koncert on the public pages, and a night of another kind is called what it is, never "arrangement".
 */
export const EVENT_KIND_THE_NIGHT: Readonly<Record<EventKind, string>> = {
  concert: 'koncerten',
  'bar-night': 'baraftenen',
  quiz: 'quizzen',
  dj: 'aftenen',
  workshop: 'workshoppen',
  'communal-dinner': 'fællesspisningen',
  other: 'aftenen',
};

/** `reservation`: places are reserved by e-mail, up to the night's `reservationCapacity` (docs/door.md#reservations). */
export const ADMISSIONS = ['ticket', 'free', 'door', 'reservation'] as const;
export type Admission = (typeof ADMISSIONS)[number];

export const ADMISSION_LABELS: Readonly<Record<Admission, string>> = {
  ticket: 'Billet via link',
  free: 'Gratis entré',
  door: 'Betaling i døren',
  reservation: 'Reservation',
};

/** Kroner at the door: a night, not a festival pass. */
export const DOOR_PRICE_MAX = 10_000;

export const CONCERTS_REQUIRED = 'Et event skal have mindst én koncert';
export const NIGHT_START_REQUIRED = 'Angiv hvornår eventet begynder';
export const NIGHT_END_REQUIRED = 'Angiv hvornår eventet slutter';
export const NIGHT_END_BEFORE_START = 'Eventets sluttid skal være efter starttiden';
export const DOOR_PRICE_REQUIRED = 'Angiv entréprisen i kroner';

/** Whether the night sells tickets through a link; every other admission has none to buy. */
export const hasTicketLink = (admission: Admission) => admission === 'ticket';

/**
 * How one gets in, as a visitor reads it on the page, in the feeds and in the mail; none for a ticket
 * link, whose button ("Køb billet") says it.
 */
export function admissionText({ admission, doorPrice }: { admission: Admission; doorPrice?: number }): string | undefined {
  if (admission === 'free') return 'Gratis entré';
  if (admission === 'door') return doorPrice ? `Entré ${doorPrice} kr. i døren` : 'Gratis entré';
  if (admission === 'reservation') return 'Reservation påkrævet';
  return undefined;
}

/** The same in a page's language, from its catalogue: "Free entry", "DKK 60 on the door", "Booking required". */
export function admissionTextIn(t: Translator['t'], { admission, doorPrice }: { admission: Admission; doorPrice?: number }): string | undefined {
  if (admission === 'free' || (admission === 'door' && !doorPrice)) return t('events.freeEntry');
  if (admission === 'door') return t('events.doorEntry', { price: t('events.price', { amount: String(doorPrice) }) });
  if (admission === 'reservation') return t('events.reservationRequired');
  return undefined;
}

/** What a saved night must hold, with its stored kind and admission where the body left them out. */
export type NightFields = {
  kind: EventKind;
  admission: Admission;
  ticketUrl?: string;
  doorPrice?: number | null;
  concerts: readonly unknown[];
  from?: string;
  to?: string;
};

export type NightIssue = { path: string; message: string };

/**
 * The rules between the fields, the same in the form and on the server: a concert has concerts (the
 * spec's message), another night its own start and end when it has none, a ticket night its link, a
 * night paid at the door its price.
 */
export function nightIssues(night: NightFields): NightIssue[] {
  const issues: NightIssue[] = [];
  if (night.concerts.length === 0) {
    if (night.kind === 'concert') issues.push({ path: 'concerts', message: CONCERTS_REQUIRED });
    else if (!night.from) issues.push({ path: 'from', message: NIGHT_START_REQUIRED });
    else if (!night.to) issues.push({ path: 'to', message: NIGHT_END_REQUIRED });
    else if (Date.parse(night.to) <= Date.parse(night.from)) issues.push({ path: 'to', message: NIGHT_END_BEFORE_START });
  }
  if (hasTicketLink(night.admission) && !night.ticketUrl) issues.push({ path: 'ticketUrl', message: TICKET_URL_REQUIRED });
  if (night.admission === 'door' && night.doorPrice == null) issues.push({ path: 'doorPrice', message: DOOR_PRICE_REQUIRED });
  return issues;
}

/**
 * The ticketUrl every REST answer carries: the link for a ticket night, the night's own page otherwise,
 * so the original client, which expects a URL, sends people where the night is described.
 */
export const ticketUrlOf = (publicUrl: string, event: { id: number; admission: Admission; ticketUrl: string }) =>
  hasTicketLink(event.admission) && event.ticketUrl ? event.ticketUrl : new URL(`/events/${event.id}`, publicUrl).href;

/** Who plays, or for a night without artists what kind of night it is: a line of a list, a feed or a mail. */
export const nightWho = (kind: EventKind, artists: readonly string[], separator = ', ') =>
  artists.length ? artists.join(separator) : kind === 'concert' ? '' : EVENT_KIND_LABELS[kind];

/** Who plays (or the kind of night) and how one gets in without a ticket, for the embed and the mails. */
export const nightLine = (event: { kind: EventKind; admission: Admission; doorPrice?: number }, artists: readonly string[], separator = ', ') =>
  [nightWho(event.kind, artists, separator), admissionText(event)].filter(Boolean).join(' · ');
