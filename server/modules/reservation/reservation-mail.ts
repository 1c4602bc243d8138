import type { Translator } from '../../../shared/i18n';
import { translatorFor } from '../../../shared/i18n/translators';
import { doorCodeForReading } from '../../../shared/reservation-text';
import { translated } from '../../../shared/translations';
import { venueAddress } from '../../../shared/venue-address';
import type { MailDraft } from '../../lib/mailer';
import type { Event } from '../event/event.entity';
import { message } from '../mail/messages';
import type { Reservation } from './reservation.entity';

/** The reservation's mails are in the language of the page it was made on (docs/languages.md). */
const translatorOf = (reservation: Reservation) => translatorFor(reservation.language);

const titleOf = (tr: Translator, event: Event) => translated(event, 'title', tr.locale).text;

/** Expects the event's venue loaded. */
const night = (tr: Translator, event: Event) => tr.t('mail.reservation.night', { title: titleOf(tr, event), when: tr.dates.formatDateTime(event.fromDate), venue: event.venue.name });

const placesOf = (tr: Translator, reservation: Reservation) => tr.t('mail.reservation.places', { count: reservation.places });

const where = ({ venue }: Event) =>
  `${venue.name}, ${venueAddress({ address: venue.address ?? undefined, postalCode: venue.postalCode ?? undefined, city: venue.city, countryCode: venue.countryCode }, 'abroad')}`;

/** A mail to the reservation's address in its language, signed in it, with the link to its page. */
function reservationMessage(reservation: Reservation, subject: string, paragraphs: Parameters<typeof message>[2], link: { url: string; label: string }, attachments?: Parameters<typeof message>[4]) {
  return message(reservation.email, subject, paragraphs, link, attachments, reservation.language);
}

/** To the address a reservation was made with: open the link within 30 minutes, or the places go again. */
export function reservationHeldMessage(reservation: Reservation, event: Event, url: string): MailDraft {
  const tr = translatorOf(reservation);
  return reservationMessage(
    reservation,
    tr.t('mail.reservation.held.subject', { title: titleOf(tr, event) }),
    () => [
      tr.t('mail.greeting', { name: reservation.name }),
      tr.t('mail.reservation.held.body', { places: placesOf(tr, reservation), night: night(tr, event) }),
      tr.t('mail.reservation.notYou'),
    ],
    { url, label: tr.t('mail.reservation.held.link') },
  );
}

/** As reservationHeldMessage, when the night was full: confirming puts the address on the wait list. */
export function reservationListedMessage(reservation: Reservation, event: Event, url: string): MailDraft {
  const tr = translatorOf(reservation);
  return reservationMessage(
    reservation,
    tr.t('mail.reservation.listed.subject', { title: titleOf(tr, event) }),
    () => [
      tr.t('mail.greeting', { name: reservation.name }),
      tr.t('mail.reservation.listed.body', { night: night(tr, event), places: placesOf(tr, reservation) }),
      tr.t('mail.reservation.notYou'),
    ],
    { url, label: tr.t('mail.reservation.listed.link') },
  );
}

/** What the confirmation carries for the door and the calendar: the door code, its QR code as a PNG, and the night as an .ics file. */
export type ConfirmationFiles = { doorCode: string; qr: { png: Buffer; size: number }; ics: string };

/**
 * The places are the visitor's: when and where, the QR code the door scans (with its code under it,
 * for the door to type), the night for the calendar, and the link that gives the places back.
 */
export function reservationConfirmedMessage(reservation: Reservation, event: Event, url: string, { doorCode, qr, ics }: ConfirmationFiles): MailDraft {
  const tr = translatorOf(reservation);
  const code = doorCodeForReading(doorCode);
  return reservationMessage(
    reservation,
    tr.t('mail.reservation.confirmed.subject', { title: titleOf(tr, event) }),
    () => [
      tr.t('mail.greeting', { name: reservation.name }),
      tr.t('mail.reservation.confirmed.body', { places: placesOf(tr, reservation), title: titleOf(tr, event), when: tr.dates.formatDateTime(event.fromDate) }),
      tr.t('mail.reservation.confirmed.where', { where: where(event) }),
      tr.t('mail.reservation.confirmed.door'),
      {
        picture: { filename: tr.t('mail.reservation.confirmed.qrFile'), content: qr.png, contentType: 'image/png', cid: `door-${doorCode}@reservation` },
        alt: tr.t('mail.reservation.confirmed.qrAlt', { code }),
        size: qr.size,
      },
      tr.t('mail.reservation.confirmed.code', { code }),
      tr.t('mail.reservation.confirmed.cancel'),
    ],
    { url, label: tr.t('mail.reservation.confirmed.link') },
    // Named as /events/{id}.ics names the same night.
    [{ filename: `spillested-${event.id}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8' }],
  );
}

/** The address is on the wait list, in line from now. */
export function reservationWaitingMessage(reservation: Reservation, event: Event, url: string): MailDraft {
  const tr = translatorOf(reservation);
  return reservationMessage(
    reservation,
    tr.t('mail.reservation.waiting.subject', { title: titleOf(tr, event) }),
    () => [tr.t('mail.greeting', { name: reservation.name }), tr.t('mail.reservation.waiting.body', { places: placesOf(tr, reservation), night: night(tr, event) })],
    { url, label: tr.t('mail.reservation.waiting.link') },
  );
}

/** To the first in line: freed places are theirs if they take them before the offer lapses. */
export function reservationOfferedMessage(reservation: Reservation, event: Event, url: string): MailDraft {
  const tr = translatorOf(reservation);
  return reservationMessage(
    reservation,
    tr.t('mail.reservation.offered.subject', { title: titleOf(tr, event) }),
    () => [
      tr.t('mail.greeting', { name: reservation.name }),
      tr.t('mail.reservation.offered.body', { places: placesOf(tr, reservation), night: night(tr, event), deadline: tr.dates.formatDateTime(reservation.expiresAt!) }),
      tr.t('mail.reservation.offered.oldLink'),
    ],
    { url, label: tr.t('mail.reservation.offered.link') },
  );
}
