import { countText } from '../../../shared/count-text';
import { formatDateTime } from '../../../shared/danish-date';
import type { MailDraft } from '../../lib/mailer';
import type { Artist } from '../artist/artist.entity';
import type { Event } from '../event/event.entity';
import { message } from '../mail/messages';

/** To the act's contact: its own link to the night's guest list, until the doors open. Expects the event's venue loaded. */
export function guestLinkMessage(to: string, artist: Artist, event: Event, limit: number, closesAt: Date, url: string): MailDraft {
  return message(
    to,
    `Gæsteliste til ${event.title}: ${artist.name}`,
    () => [
      'Hej',
      `${artist.name} kan skrive ${countText(limit, 'person', 'personer')} på gæstelisten til ${event.title} ${formatDateTime(event.fromDate)} hos ${event.venue.name}: et navn og hvor mange flere, det har med (+1 er én mere). Navnene kan rettes med linket herunder, til dørene åbner ${formatDateTime(closesAt)}.`,
      'Linket er jeres adgang til gæstelisten: del det kun med dem, der skal skrive navne på. Et tidligere link til samme aften virker ikke længere.',
    ],
    { url, label: 'Skriv gæster på listen' },
  );
}
