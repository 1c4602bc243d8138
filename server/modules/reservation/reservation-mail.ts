import { countText } from '../../../shared/count-text';
import { formatDateTime } from '../../../shared/danish-date';
import { doorCodeForReading } from '../../../shared/reservation-text';
import { venueAddress } from '../../../shared/venue-address';
import type { MailDraft } from '../../lib/mailer';
import type { Event } from '../event/event.entity';
import { message } from '../mail/messages';
import type { Reservation } from './reservation.entity';

/** Expects the event's venue loaded. */
const night = (event: Event) => `${event.title} ${formatDateTime(event.fromDate)} hos ${event.venue.name}`;

const placesOf = (reservation: Reservation) => countText(reservation.places, 'plads', 'pladser');

const where = ({ venue }: Event) =>
  `${venue.name}, ${venueAddress({ address: venue.address ?? undefined, postalCode: venue.postalCode ?? undefined, city: venue.city, countryCode: venue.countryCode }, 'abroad')}`;

const NOT_YOU = 'Har du ikke bedt om det, så se bort fra mailen: uden et klik på linket sker der intet, og adressen bliver ikke brugt igen.';

/** To the address a reservation was made with: open the link within 30 minutes, or the places go again. */
export function reservationHeldMessage(reservation: Reservation, event: Event, url: string): MailDraft {
  return message(
    reservation.email,
    `Bekræft din reservation: ${event.title}`,
    () => [`Hej ${reservation.name}`, `Vi holder ${placesOf(reservation)} til ${night(event)} i 30 minutter. Bekræft reservationen med linket herunder, ellers går pladserne til andre.`, NOT_YOU],
    { url, label: 'Bekræft reservationen' },
  );
}

/** As reservationHeldMessage, when the night was full: confirming puts the address on the wait list. */
export function reservationListedMessage(reservation: Reservation, event: Event, url: string): MailDraft {
  return message(
    reservation.email,
    `Bekræft din plads på ventelisten: ${event.title}`,
    () => [
      `Hej ${reservation.name}`,
      `Der er ikke plads til ${night(event)} lige nu. Bekræft med linket herunder inden 30 minutter, så kommer du på ventelisten til ${placesOf(reservation)}: bliver der plads, får du en mail.`,
      NOT_YOU,
    ],
    { url, label: 'Kom på ventelisten' },
  );
}

/** What the confirmation carries for the door and the calendar: the door code, its QR code as a PNG, and the night as an .ics file. */
export type ConfirmationFiles = { doorCode: string; qr: { png: Buffer; size: number }; ics: string };

/**
 * The places are the visitor's: when and where, the QR code the door scans (with its code under it,
 * for the door to type), the night for the calendar, and the link that gives the places back.
 */
export function reservationConfirmedMessage(reservation: Reservation, event: Event, url: string, { doorCode, qr, ics }: ConfirmationFiles): MailDraft {
  return message(
    reservation.email,
    `Reservationen er bekræftet: ${event.title}`,
    () => [
      `Hej ${reservation.name}`,
      `Du har ${placesOf(reservation)} til ${event.title} ${formatDateTime(event.fromDate)}.`,
      `Sted: ${where(event)}.`,
      'Vis QR-koden i døren, på telefonen eller printet. Kalenderfilen i mailen lægger aftenen i din kalender.',
      {
        picture: { filename: 'qr-kode.png', content: qr.png, contentType: 'image/png', cid: `door-${doorCode}@reservation` },
        alt: `QR-kode til døren: ${doorCodeForReading(doorCode)}`,
        size: qr.size,
      },
      `Koden til døren: ${doorCodeForReading(doorCode)}`,
      'Kan du ikke komme alligevel, så annullér reservationen med linket herunder, så andre kan få pladserne.',
    ],
    { url, label: 'Se eller annullér reservationen' },
    // Named as /events/{id}.ics names the same night.
    [{ filename: `spillested-${event.id}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8' }],
  );
}

/** The address is on the wait list, in line from now. */
export function reservationWaitingMessage(reservation: Reservation, event: Event, url: string): MailDraft {
  return message(
    reservation.email,
    `Du er på ventelisten: ${event.title}`,
    () => [
      `Hej ${reservation.name}`,
      `Du står på ventelisten til ${placesOf(reservation)} til ${night(event)}. Bliver der plads, får du en mail og 12 timer til at tage pladserne.`,
    ],
    { url, label: 'Se eller forlad ventelisten' },
  );
}

/** To the first in line: freed places are theirs if they take them before the offer lapses. */
export function reservationOfferedMessage(reservation: Reservation, event: Event, url: string): MailDraft {
  return message(
    reservation.email,
    `Der er blevet plads til dig: ${event.title}`,
    () => [
      `Hej ${reservation.name}`,
      `Der er blevet ${placesOf(reservation)} til ${night(event)}. Tag dem med linket herunder inden ${formatDateTime(reservation.expiresAt!)}, ellers går de videre til den næste på ventelisten.`,
      'Linket i den tidligere mail om ventelisten virker ikke længere: brug dette.',
    ],
    { url, label: 'Tag pladserne' },
  );
}
