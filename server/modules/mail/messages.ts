import { formatDateTime, formatTime } from '../../../shared/danish-date';
import type { Settings } from '../../../shared/schemas/settings';
import { siteAddress, siteName } from '../../../shared/site-identity';
import { escapeHtml } from '../../lib/escape-html';
import type { MailDraft } from './mailer';

type Person = { firstName: string; lastName: string; email: string };

/** "Venlig hilsen", the association's name and how to reach it, as far as its settings say (docs/settings.md). */
function signature(site: Settings): string[] {
  const contact = [site.email, site.phone].filter(Boolean).join(' · ');
  return ['Venlig hilsen', siteName(site), ...[siteAddress(site), contact].filter((line): line is string => Boolean(line))];
}

/**
 * The plain text is the message; the HTML is the same paragraphs with the link, if any, clickable.
 * Written for the association's settings at the time it is sent (mailer.ts), so it signs with its name.
 */
function message(to: string, subject: string, paragraphs: (site: Settings) => string[], link?: { url: string; label: string }): MailDraft {
  return (site) => {
    const lines = signature(site);
    const text = [...paragraphs(site), ...(link ? [`${link.label}: ${link.url}`] : []), lines.join('\n')].join('\n\n');
    const html = [
      ...paragraphs(site).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n');
    return { to, subject, text, html };
  };
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** To someone who may approve members: a new registration is waiting (docs/operations.md). */
export function memberWaitingMessage(approver: Person, newMember: Person & { id: number }, publicUrl: string): MailDraft {
  return message(
    approver.email,
    `Nyt medlem venter på godkendelse: ${fullName(newMember)}`,
    () => [`Hej ${approver.firstName}`, `${fullName(newMember)} (${newMember.email}) har oprettet et medlemskab og venter på at blive godkendt.`],
    { url: `${publicUrl}/admin/members/${newMember.id}`, label: 'Se medlemmet og godkend' },
  );
}

/** To the member: they are approved and may log in. */
export function memberApprovedMessage(member: Person, publicUrl: string): MailDraft {
  return message(
    member.email,
    'Dit medlemskab er godkendt',
    (site) => [`Hej ${member.firstName}`, `Dit medlemskab af ${siteName(site)} er godkendt. Du kan nu logge ind og bruge administrationen.`],
    { url: `${publicUrl}/auth/login`, label: 'Log ind' },
  );
}

/** To the member who asked: a single-use link to choose a new password. */
export function passwordResetMessage(member: Person, resetUrl: string): MailDraft {
  return message(
    member.email,
    'Nulstil din adgangskode',
    () => [
      `Hej ${member.firstName}`,
      'Vi har fået en anmodning om at nulstille adgangskoden til din konto. Linket virker én gang og i 1 time.',
      'Når du har valgt en ny adgangskode, er du logget ud alle steder, og alle dine API-nøgler er slettet.',
      'Har du ikke bedt om det, kan du se bort fra denne e-mail: din adgangskode er uændret.',
    ],
    { url: resetUrl, label: 'Vælg en ny adgangskode' },
  );
}

/**
 * To a member's old address when their e-mail changed (docs/permissions.md): who did it and when, in
 * Copenhagen time, also when it was the member themself, since whoever holds their session could be
 * someone else. No link: reset links sent to this address no longer work, and one to log in would
 * not help someone whose account was taken.
 */
export function emailChangedMessage(member: Person, newEmail: string, changedBy: Person | 'the member', at: Date): MailDraft {
  return message(member.email, 'Din e-mailadresse er ændret', (site) => [
    `Hej ${member.firstName}`,
    `${changedBy === 'the member' ? 'Du' : fullName(changedBy)} har ${formatDateTime(at)} ændret e-mailadressen på din konto hos ${siteName(site)} fra ${member.email} til ${newEmail}.`,
    'Du logger nu ind med den nye adresse, og links til at vælge en ny adgangskode, som er sendt hertil, virker ikke længere.',
    changedBy === 'the member'
      ? 'Var det ikke dig, har en anden adgang til din konto: kontakt straks foreningens administrator.'
      : `Var det ikke aftalt med dig, så kontakt ${changedBy.firstName} eller foreningens administrator.`,
  ]);
}

/**
 * To the member when their password was reset or changed (docs/permissions.md): every session ended
 * and every API token was deleted with it, so a script that stopped is explained, and someone who
 * did not change it knows at once.
 */
export function passwordChangedMessage(member: Person, at: Date, deletedTokens: number, publicUrl: string): MailDraft {
  const tokens = deletedTokens === 1 ? 'din API-nøgle er slettet' : `dine ${deletedTokens} API-nøgler er slettet`;
  return message(
    member.email,
    'Din adgangskode er ændret',
    (site) => [
      `Hej ${member.firstName}`,
      `Adgangskoden til din konto hos ${siteName(site)} blev ændret ${formatDateTime(at)}.`,
      deletedTokens > 0
        ? `Du er logget ud alle andre steder, og ${tokens}: scripts, der brugte dem, skal have en ny nøgle fra "Min profil".`
        : 'Du er logget ud alle andre steder.',
      'Var det ikke dig, så vælg straks en ny adgangskode og kontakt foreningens administrator.',
    ],
    { url: `${publicUrl}/auth/forgot`, label: 'Vælg en ny adgangskode' },
  );
}

type ShiftAt = { role: string; startsAt: Date; endsAt: Date; event: { id: number; title: string } };

const shiftWhen = (shift: ShiftAt) => `${formatDateTime(shift.startsAt)}–${formatTime(shift.endsAt)}`;

/** To a volunteer the day before (server/modules/shift/shift-reminders.ts). */
export function shiftReminderMessage(member: Person, shift: ShiftAt & { note?: string | null }, publicUrl: string): MailDraft {
  return message(
    member.email,
    `Din vagt i morgen: ${shift.role} til ${shift.event.title}`,
    () => [
      `Hej ${member.firstName}`,
      `Husk din vagt som ${shift.role} til ${shift.event.title}, ${shiftWhen(shift)}.`,
      ...(shift.note ? [shift.note] : []),
      'Kan du ikke alligevel, så sig det til en vagtansvarlig hurtigst muligt.',
    ],
    { url: `${publicUrl}/admin/vagter/mine`, label: 'Se dine vagter' },
  );
}

/** To each shift manager: a volunteer gave a place back less than 48 hours before the start, and someone must take it. */
export function lateGiveBackMessage(manager: Person, volunteer: Person, shift: ShiftAt, publicUrl: string): MailDraft {
  return message(
    manager.email,
    `Ledig vagt: ${shift.role} til ${shift.event.title}`,
    () => [
      `Hej ${manager.firstName}`,
      `${fullName(volunteer)} har meldt fra til vagten som ${shift.role} til ${shift.event.title}, ${shiftWhen(shift)}. Pladsen er ledig igen.`,
    ],
    { url: `${publicUrl}/admin/vagter/${shift.event.id}`, label: 'Se vagtplanen' },
  );
}
