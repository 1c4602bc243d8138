import { formatDate, formatTime } from '../../../shared/danish-date';
import type { MailDraft } from '../../lib/mailer';
import { message } from '../mail/messages';
import type { Offer } from './offer.entity';

/** To the act: the venue's offer for the held date, behind its secret link. */
export function offerSentMessage(offer: Offer, offerUrl: string): MailDraft {
  const { application, venue } = offer;
  return message(
    application.email,
    `Tilbud til ${application.actName}: ${formatDate(offer.startsAt)} hos ${venue.name}`,
    () => [
      `Hej ${application.contactName}`,
      `Vi vil gerne have ${application.actName} til at spille hos ${venue.name} ${formatDate(offer.startsAt)} kl. ${formatTime(offer.startsAt)}. Se vilkårene, og accepter eller afslå tilbuddet gennem linket herunder.`,
      'Linket er jeres adgang til tilbuddet: del det ikke.',
    ],
    { url: offerUrl, label: 'Se tilbuddet' },
  );
}

/** To the member who sent the offer: the act answered. */
export function offerAnsweredMessage(to: { email: string; firstName: string }, offer: Offer, calendarUrl: string): MailDraft {
  const accepted = offer.status === 'accepted';
  return message(
    to.email,
    `${offer.application.actName} har ${accepted ? 'accepteret' : 'afslået'} tilbuddet`,
    () => [
      `Hej ${to.firstName}`,
      accepted
        ? `${offer.application.actName} har accepteret tilbuddet på ${formatDate(offer.startsAt)} hos ${offer.venue.name}. Kunstneren og et udkast til arrangementet er oprettet: gør det færdigt, og offentliggør det.`
        : `${offer.application.actName} har afslået tilbuddet på ${formatDate(offer.startsAt)} hos ${offer.venue.name}. Optionen står der stadig, til I slipper den.`,
    ],
    { url: calendarUrl, label: accepted ? 'Åbn arrangementet' : 'Åbn bookingkalenderen' },
  );
}
