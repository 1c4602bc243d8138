import { APPLICATION_STATUS_LABELS, type MailedStatus } from '../../../shared/application-status';
import type { MailDraft } from '../../lib/mailer';
import { message } from '../mail/messages';

type Applicant = { actName: string; contactName: string; email: string };

/** The texts a status change mails until the venue writes its own (docs/applications.md); the refusal is kind on purpose. */
export const DEFAULT_STATUS_TEXTS: Record<MailedStatus, string> = {
  reviewing: 'Vi er gået i gang med at se på jeres ansøgning i bookinggruppen. I hører fra os, når vi har besluttet os.',
  offer: 'Vi vil rigtig gerne have jer til at spille! Vi vender tilbage med et tilbud om dato og vilkår.',
  booked: 'Så er det aftalt: I spiller hos os. Vi glæder os til at høre jer!',
  declined:
    'Tak fordi I søgte om at spille hos os, og tak for musikken, vi fik lov at høre. Vi har desværre ikke plads til jer denne gang. ' +
    'Det siger ikke noget om jeres musik, men om hvor mange gode ansøgninger vi får. Søg gerne igen en anden gang, og held og lykke med det hele!',
};

/** To the act: its application came, with the secret link to follow and withdraw it. */
export function applicationReceivedMessage(applicant: Applicant, statusUrl: string, retentionMonths: number): MailDraft {
  return message(
    applicant.email,
    `Vi har modtaget ansøgningen fra ${applicant.actName}`,
    () => [
      `Hej ${applicant.contactName}`,
      `Tak for ansøgningen fra ${applicant.actName}. Bookinggruppen ser på den, og I hører fra os, når den skifter status.`,
      'Gennem linket herunder kan I se, hvor ansøgningen står, og trække den tilbage. Del det ikke: det er jeres adgang.',
      `Vi gemmer oplysningerne, mens vi behandler ansøgningen. Bliver den afvist eller trukket tilbage, sletter vi den efter ${retentionMonths} måneder.`,
    ],
    { url: statusUrl, label: 'Se ansøgningen' },
  );
}

/** To the act: its application has a new status, in the venue's own words. */
export function applicationStatusMessage(applicant: Applicant, status: MailedStatus, text: string): MailDraft {
  return message(applicant.email, `${applicant.actName}: ${APPLICATION_STATUS_LABELS[status]}`, () => [`Hej ${applicant.contactName}`, ...text.split(/\n{2,}/)]);
}
