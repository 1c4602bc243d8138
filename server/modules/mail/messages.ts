import { formatDateTime, formatTime } from '../../../shared/danish-date';
import type { Locale } from '../../../shared/i18n';
import { translatorFor } from '../../../shared/i18n/translators';
import type { Settings } from '../../../shared/schemas/settings';
import { danishList } from '../../../shared/shift-rules';
import { siteAddress, siteName } from '../../../shared/site-identity';
import { escapeHtml } from '../../lib/escape-html';
import type { MailAttachment, MailDraft } from '../../lib/mailer';

type Person = { firstName: string; lastName: string; email: string };

/** "Venlig hilsen", the association's name and how to reach it, as far as its settings say (docs/settings.md). */
function signature(site: Settings, locale: Locale): string[] {
  const contact = [site.email, site.phone].filter(Boolean).join(' · ');
  return [translatorFor(locale).t('mail.signature'), siteName(site), ...[siteAddress(site), contact].filter((line): line is string => Boolean(line))];
}

/** A picture among a message's paragraphs: an inline attachment the HTML shows; the plain text has the paragraph after it instead. */
export type MailPicture = { picture: MailAttachment & { cid: string }; alt: string; size: number };
type Paragraph = string | MailPicture;

const pictureHtml = ({ picture, alt, size }: MailPicture) =>
  `<p><img src="cid:${escapeHtml(picture.cid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}"></p>`;

/**
 * The plain text is the message; the HTML is the same paragraphs with the link, if any, clickable,
 * and the pictures among them. Written for the association's settings at the time it is sent
 * (server/lib/mailer.ts), so it signs with its name. `attachments` go with it as files.
 */
export function message(
  to: string,
  subject: string | ((site: Settings) => string),
  paragraphs: (site: Settings) => Paragraph[],
  link?: { url: string; label: string },
  attachments: readonly MailAttachment[] = [],
  /** The visitor's language, for the mails to the public that have one (reservations); members' mails are Danish. */
  locale: Locale = 'da',
): MailDraft {
  return (site) => {
    const lines = signature(site, locale);
    const written = paragraphs(site);
    const words = written.filter((paragraph): paragraph is string => typeof paragraph === 'string');
    const pictures = written.filter((paragraph): paragraph is MailPicture => typeof paragraph !== 'string').map(({ picture }) => picture);
    const text = [...words, ...(link ? [`${link.label}: ${link.url}`] : []), lines.join('\n')].join('\n\n');
    const html = [
      ...written.map((paragraph) => (typeof paragraph === 'string' ? `<p>${escapeHtml(paragraph)}</p>` : pictureHtml(paragraph))),
      ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n');
    const files = [...pictures, ...attachments];
    return { to, subject: typeof subject === 'string' ? subject : subject(site), text, html, ...(files.length > 0 && { attachments: files }) };
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
    // A member of several associations on this software can tell whose account the link is for.
    (site) => `Nulstil din adgangskode til ${siteName(site)}`,
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
 * To the address a member registered with, or to a new address asked for: the link that proves it is
 * theirs (docs/permissions.md). Says what happens if it is ignored, since an address can be typed by
 * anyone.
 */
export function emailVerificationMessage(member: Person, email: string, link: string, kind: 'account' | 'new-address'): MailDraft {
  return message(email, 'Bekræft din e-mail', (site) => [
    `Hej ${member.firstName}`,
    kind === 'account'
      ? `Tak, fordi du har oprettet en konto hos ${siteName(site)}. Bekræft, at ${email} er din adresse: åbn linket og tryk på knappen. Linket virker i 3 dage.`
      : `Du har bedt om at bruge ${email} til din konto hos ${siteName(site)}. Den nye adresse gælder, når du har åbnet linket og trykket på knappen; indtil da logger du ind med den gamle. Linket virker i 3 dage.`,
    'Har du ikke bedt om det, kan du se bort fra denne e-mail: så bliver adressen ikke brugt til noget.',
  ], { url: link, label: 'Bekræft din e-mail' });
}

/**
 * To a member's address when a new one was asked for (docs/permissions.md): who did it and when, in
 * Copenhagen time, also when it was the member themself, since whoever holds their session could be
 * someone else. The change waits for the new address's link, so there is time to stop it. No link:
 * one to log in would not help someone whose account was taken.
 */
export function emailChangedMessage(member: Person, newEmail: string, changedBy: Person | 'the member', at: Date): MailDraft {
  return message(member.email, (site) => `Din e-mailadresse hos ${siteName(site)} skal ændres`, (site) => [
    `Hej ${member.firstName}`,
    `${changedBy === 'the member' ? 'Du' : fullName(changedBy)} har ${formatDateTime(at)} bedt om at ændre e-mailadressen på din konto hos ${siteName(site)} fra ${member.email} til ${newEmail}.`,
    `Ændringen gælder, når linket, vi har sendt til ${newEmail}, er åbnet. Derefter logger du ind med den nye adresse, og links til at vælge en ny adgangskode, som er sendt hertil, virker ikke længere.`,
    changedBy === 'the member'
      ? 'Var det ikke dig, har en anden adgang til din konto: skift straks din adgangskode og kontakt foreningens administrator.'
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
    (site) => `Din adgangskode hos ${siteName(site)} er ændret`,
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

type ShiftAt = { role: string; startsAt: Date; endsAt: Date; note?: string | null; event: { id: number; title: string } };

const shiftWhen = (shift: ShiftAt) => `${formatDateTime(shift.startsAt)}–${formatTime(shift.endsAt)}`;

/** To a volunteer the day before (server/modules/shift/shift-reminders.ts). */
export function shiftReminderMessage(member: Person, shift: ShiftAt, publicUrl: string): MailDraft {
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

/** To a member a shift manager confirmed qualifications for: which, and where they see them. */
export function qualificationConfirmedMessage(member: Person, names: readonly string[], publicUrl: string): MailDraft {
  const which = names.length === 1 ? `kvalifikationen ${names[0]}` : `kvalifikationerne ${danishList(names)}`;
  return message(
    member.email,
    names.length === 1 ? `Bekræftet: ${names[0]}` : 'Dine kvalifikationer er bekræftet',
    () => [`Hej ${member.firstName}`, `En vagtansvarlig har bekræftet, at du har ${which}. Nu kan du tage de vagter, der kræver det.`],
    { url: `${publicUrl}/admin/profile`, label: 'Se dine kvalifikationer' },
  );
}

type NightOf = { id: number; title: string; fromDate: Date };

const shiftList = (shifts: readonly ShiftAt[]) => danishList(shifts.map((shift) => `${shift.role} ${shiftWhen(shift)}`));

/** To each volunteer on a night that was cancelled, once (shift-event-status.ts). */
export function shiftsCancelledMessage(member: Person, event: NightOf, shifts: readonly ShiftAt[], publicUrl: string): MailDraft {
  return message(
    member.email,
    `Aflyst: ${event.title}`,
    () => [
      `Hej ${member.firstName}`,
      `${event.title} ${formatDateTime(event.fromDate)} er aflyst. Du skal ikke møde op til din vagt (${shiftList(shifts)}).`,
      'Bliver aflysningen fortrudt, har du stadig pladsen, og så får du besked igen.',
    ],
    { url: `${publicUrl}/admin/vagter/mine`, label: 'Se dine vagter' },
  );
}

/** To the volunteers told of a cancellation when it is undone: their places stand. */
export function shiftsReinstatedMessage(member: Person, event: NightOf, shifts: readonly ShiftAt[], publicUrl: string): MailDraft {
  return message(
    member.email,
    `Ikke aflyst alligevel: ${event.title}`,
    () => [
      `Hej ${member.firstName}`,
      `${event.title} er ikke aflyst alligevel, og du har stadig din vagt (${shiftList(shifts)}).`,
      'Kan du ikke længere, så giv den tilbage eller tilbyd den til bytte under Mine vagter.',
    ],
    { url: `${publicUrl}/admin/vagter/mine`, label: 'Se dine vagter' },
  );
}

/** To each volunteer on a night moved to another date, once: their shifts moved with it (shift-move.ts). */
export function shiftsMovedMessage(member: Person, event: NightOf, shifts: readonly ShiftAt[], publicUrl: string): MailDraft {
  return message(
    member.email,
    `Flyttet: ${event.title}`,
    () => [
      `Hej ${member.firstName}`,
      `${event.title} er flyttet til ${formatDateTime(event.fromDate)}. ${shifts.length === 1 ? 'Din vagt er' : 'Dine vagter er'} flyttet med: ${shiftList(shifts)}.`,
      'Kan du ikke den dag, så giv pladsen tilbage eller tilbyd den til bytte under Mine vagter.',
    ],
    { url: `${publicUrl}/admin/vagter/mine`, label: 'Se dine vagter' },
  );
}

/** To the member first on a shift's standby list who got a freed place. */
export function standbyPromotedMessage(member: Person, shift: ShiftAt, publicUrl: string): MailDraft {
  return message(
    member.email,
    `Du har fået vagten: ${shift.role} til ${shift.event.title}`,
    () => [
      `Hej ${member.firstName}`,
      `Der blev en plads ledig på vagten som ${shift.role} til ${shift.event.title}, ${shiftWhen(shift)}, og du stod først på ventelisten. Pladsen er din nu.`,
      'Kan du ikke alligevel, så giv den tilbage under Mine vagter.',
    ],
    { url: `${publicUrl}/admin/vagter/mine`, label: 'Se dine vagter' },
  );
}

/** To the first on a full shift's standby list who could take it, when a holder offers their place to swap. */
export function swapOfferedMessage(member: Person, offeredBy: Person, shift: ShiftAt, publicUrl: string): MailDraft {
  return message(
    member.email,
    `En plads er til bytte: ${shift.role} til ${shift.event.title}`,
    () => [
      `Hej ${member.firstName}`,
      `${fullName(offeredBy)} tilbyder sin plads som ${shift.role} til ${shift.event.title}, ${shiftWhen(shift)}, til bytte, og du står først på ventelisten.`,
      'Pladsen går til den første, der overtager den, under Mine vagter.',
    ],
    { url: `${publicUrl}/admin/vagter/mine`, label: 'Overtag vagten' },
  );
}

/** To the member who offered a place to swap, when someone took it: it is no longer theirs. */
export function swapTakenMessage(offeredBy: Person, takenBy: Person, shift: ShiftAt, publicUrl: string): MailDraft {
  return message(
    offeredBy.email,
    `Din vagt er overtaget: ${shift.role} til ${shift.event.title}`,
    () => [
      `Hej ${offeredBy.firstName}`,
      `${fullName(takenBy)} har overtaget din vagt som ${shift.role} til ${shift.event.title}, ${shiftWhen(shift)}. Du skal ikke møde op til den.`,
    ],
    { url: `${publicUrl}/admin/vagter/mine`, label: 'Se dine vagter' },
  );
}

/** To the member who took a place offered to swap. */
export function swapReceivedMessage(takenBy: Person, offeredBy: Person, shift: ShiftAt, publicUrl: string): MailDraft {
  return message(
    takenBy.email,
    `Du har overtaget en vagt: ${shift.role} til ${shift.event.title}`,
    () => [
      `Hej ${takenBy.firstName}`,
      `Du har overtaget ${fullName(offeredBy)}s vagt som ${shift.role} til ${shift.event.title}, ${shiftWhen(shift)}.`,
      ...(shift.note ? [shift.note] : []),
    ],
    { url: `${publicUrl}/admin/vagter/mine`, label: 'Se dine vagter' },
  );
}
