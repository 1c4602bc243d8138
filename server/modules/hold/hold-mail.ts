import type { MailDraft } from '../../lib/mailer';
import { message } from '../mail/messages';
import { formatDate } from '../../../shared/danish-date';
import type { Hold } from './hold.entity';

type Recipient = { email: string; name: string };

/** "fredag 12. marts 2027": a calendar day read at noon, the same day in Copenhagen all year. */
const day = (date: string) => formatDate(`${date}T12:00:00Z`);

/** To the member who made a hold: it ends within days; extend it or let it go. */
export function holdExpiringMessage(to: Recipient, hold: Hold, act: string, venue: string, calendarUrl: string): MailDraft {
  return message(
    to.email,
    `Optionen for ${act} udløber ${day(hold.expiresOn)}`,
    () => [
      `Hej ${to.name}`,
      `${hold.rank}. option for ${act} på ${day(hold.date)} hos ${venue} udløber ${day(hold.expiresOn)}. Forlæng den i bookingkalenderen, eller lad den udløbe: så slippes datoen dagen efter.`,
    ],
    { url: calendarUrl, label: 'Åbn bookingkalenderen' },
  );
}

/** To the member who made a hold: its last day passed, and the date was released. */
export function holdExpiredMessage(to: Recipient, hold: Hold, act: string, venue: string, calendarUrl: string): MailDraft {
  return message(
    to.email,
    `Optionen for ${act} er udløbet`,
    () => [`Hej ${to.name}`, `${hold.rank}. option for ${act} på ${day(hold.date)} hos ${venue} udløb ${day(hold.expiresOn)} og er sluppet.`],
    { url: calendarUrl, label: 'Åbn bookingkalenderen' },
  );
}

/**
 * To whoever holds a second option that became the first: the act of an application (no link: the
 * calendar is the booking group's), or the member who made it.
 */
export function holdMovedUpMessage(to: Recipient, hold: Hold, act: string, venue: string, calendarUrl: string | undefined): MailDraft {
  return message(
    to.email,
    `${act} har nu første option på ${day(hold.date)}`,
    () => [
      `Hej ${to.name}`,
      `Den første option på ${day(hold.date)} hos ${venue} er sluppet, så ${act} har nu første option på datoen. Den gælder til og med ${day(hold.expiresOn)}.`,
    ],
    calendarUrl ? { url: calendarUrl, label: 'Åbn bookingkalenderen' } : undefined,
  );
}
