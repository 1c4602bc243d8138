import type { EventStatus } from '../../../../shared/event-details';
import type { EventKind } from '../../../../shared/event-night';
import type { MessageId } from '../../../../shared/i18n';

type ByKind = Readonly<Record<EventKind, MessageId>>;

/** What kind of night it is, on the public pages in their language ("Bar night"). */
export const KIND_LABEL: ByKind = {
  concert: 'events.kind.concert',
  'bar-night': 'events.kind.barNight',
  quiz: 'events.kind.quiz',
  dj: 'events.kind.dj',
  workshop: 'events.kind.workshop',
  'communal-dinner': 'events.kind.communalDinner',
  other: 'events.kind.other',
};

/** "Om koncerten", "About the quiz": the description's heading, the night called what it is. */
export const ABOUT_THE_NIGHT: ByKind = {
  concert: 'events.about.concert',
  'bar-night': 'events.about.barNight',
  quiz: 'events.about.quiz',
  dj: 'events.about.dj',
  workshop: 'events.about.workshop',
  'communal-dinner': 'events.about.communalDinner',
  other: 'events.about.other',
};

/** "Koncerten er afholdt": in the ticket's place once the night is over. */
export const NIGHT_OVER: ByKind = {
  concert: 'events.over.concert',
  'bar-night': 'events.over.barNight',
  quiz: 'events.over.quiz',
  dj: 'events.over.dj',
  workshop: 'events.over.workshop',
  'communal-dinner': 'events.over.communalDinner',
  other: 'events.over.other',
};

/** The members-only night's note to a member looking at it. */
export const MEMBERS_ONLY: ByKind = {
  concert: 'events.membersOnly.concert',
  'bar-night': 'events.membersOnly.barNight',
  quiz: 'events.membersOnly.quiz',
  dj: 'events.membersOnly.dj',
  workshop: 'events.membersOnly.workshop',
  'communal-dinner': 'events.membersOnly.communalDinner',
  other: 'events.membersOnly.other',
};

type Marked = Exclude<EventStatus, 'scheduled'>;

/** "Udsolgt", "Sold out": the status's mark beside a title. */
export const STATUS_LABEL: Readonly<Record<Marked, MessageId>> = {
  'sold-out': 'events.status.soldOut',
  cancelled: 'events.status.cancelled',
  postponed: 'events.status.postponed',
};

/** What the status means for a visitor, near the event page's title. */
export const STATUS_NOTE: Readonly<Record<Marked, MessageId>> = {
  'sold-out': 'events.statusNote.soldOut',
  cancelled: 'events.statusNote.cancelled',
  postponed: 'events.statusNote.postponed',
};
