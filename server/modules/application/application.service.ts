import type { EntityManager } from '@mikro-orm/core';
import { LIST_DEFAULT_PER_PAGE } from '../../../shared/constants';
import {
  APPLICATION_RECEIVED,
  type Application as ApplicationDto,
  type ApplicationDetail,
  type ApplicationFacets,
  type ApplicationForm,
  type ApplicationListInput,
  type ApplicationSettings,
  type ApplicationStatusView,
  type applicationInputSchema,
  DEFAULT_RETENTION_MONTHS,
  MIN_FILL_MS,
  OPTIONAL_APPLICATION_FIELDS,
  type OptionalApplicationField,
} from '../../../shared/schemas/application';
import { APPLICATION_STATUSES, type ApplicationStatus, APPLICATION_STATUS_LABELS, type Vote } from '../../../shared/application-status';
import type { PagedList } from '../../../shared/schemas/common';
import type { z } from 'zod';
import { conflict, invalid, notFound } from '../../errors';
import { optionalImageUrl } from '../../lib/image-url';
import type { Mailer } from '../../lib/mailer';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import type { Viewer } from '../../lib/viewer';
import { resolveImageUrl } from '../image/image.service';
import { Member } from '../member/member.entity';
import { executeOn } from '../outbox/outbox';
import { insertBookingDeliveries, wakeWebhookSenders } from '../webhook/webhook-outbox';
import { APPLICATION_WEBHOOK_EVENT } from '../../../shared/schemas/webhook';
import { applicationReceivedMessage, applicationStatusMessage, DEFAULT_STATUS_TEXTS } from './application-mail';
import { Application, ApplicationComment, ApplicationSettingsRow, ApplicationVote } from './application.entity';

const NOT_FOUND = 'Ansøgningen findes ikke';
const LINK_INVALID = 'Linket er ugyldigt, eller ansøgningen er slettet';
export const CLOSED_DEFAULT = 'Vi tager ikke imod ansøgninger lige nu.';
export const TOO_FAST = 'Formularen blev sendt meget hurtigt. Vent et øjeblik, og send den igen.';


/** The settings as stored, or the defaults before the first save. */
export async function readApplicationSettings(em: EntityManager): Promise<ApplicationSettings> {
  const row = await em.findOne(ApplicationSettingsRow, { id: 1 });
  return {
    intro: row?.intro ?? undefined,
    closed: row?.closed ?? false,
    closedMessage: row?.closedMessage ?? undefined,
    fields: row?.fields ?? [...OPTIONAL_APPLICATION_FIELDS],
    retentionMonths: row?.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
    reviewingText: row ? (row.reviewingText ?? undefined) : DEFAULT_STATUS_TEXTS.reviewing,
    offerText: row ? (row.offerText ?? undefined) : DEFAULT_STATUS_TEXTS.offer,
    bookedText: row ? (row.bookedText ?? undefined) : DEFAULT_STATUS_TEXTS.booked,
    declinedText: row ? (row.declinedText ?? undefined) : DEFAULT_STATUS_TEXTS.declined,
  };
}

/** PUT /api/applications/settings: the whole record; a mail text left empty sends no mail for that status. */
export async function saveApplicationSettings(em: EntityManager, input: ApplicationSettings): Promise<ApplicationSettings> {
  const values = {
    intro: input.intro ?? null,
    closed: input.closed,
    closedMessage: input.closedMessage ?? null,
    fields: input.fields,
    retentionMonths: input.retentionMonths,
    reviewingText: input.reviewingText ?? null,
    offerText: input.offerText ?? null,
    bookedText: input.bookedText ?? null,
    declinedText: input.declinedText ?? null,
  };
  const row = await em.findOne(ApplicationSettingsRow, { id: 1 });
  if (row) em.assign(row, values);
  else em.create(ApplicationSettingsRow, { id: 1, ...values });
  await em.flush();
  return readApplicationSettings(em);
}

/** GET /api/applications/form: what /spil-hos-os asks, and the moment it was shown. */
export async function applicationForm(em: EntityManager, now = Date.now()): Promise<ApplicationForm> {
  const settings = await readApplicationSettings(em);
  return {
    open: !settings.closed,
    ...(settings.closed && { closedMessage: settings.closedMessage ?? CLOSED_DEFAULT }),
    ...(settings.intro && { intro: settings.intro }),
    fields: settings.fields,
    retentionMonths: settings.retentionMonths,
    startedAt: now,
  };
}

type ApplicationInput = z.output<typeof applicationInputSchema>;

/** The answers of fields the settings turned off are dropped, whatever was sent. */
function askedOnly(input: ApplicationInput, fields: readonly OptionalApplicationField[]) {
  const asked = (field: OptionalApplicationField) => fields.includes(field);
  return {
    phone: asked('phone') ? input.phone : undefined,
    town: asked('town') ? input.town : undefined,
    genres: asked('genres') ? input.genres : [],
    links: asked('links') ? input.links : [],
    text: asked('text') ? input.text : undefined,
    pictureUrl: asked('picture') ? input.pictureUrl : undefined,
    months: asked('dates') ? input.months : [],
    dates: asked('dates') ? input.dates : undefined,
    lineupSize: asked('lineup') ? input.lineupSize : undefined,
    technicalNeeds: asked('technicalNeeds') ? input.technicalNeeds : undefined,
    deal: asked('deal') ? input.deal : undefined,
  };
}

export type NewApplication = { publicUrl: string; mailer: Mailer; now?: number };

/**
 * POST /api/applications. A form whose hidden field was filled in gets the same thanks and is kept
 * nowhere: the script that sent it learns nothing. One sent faster than a person can type is
 * refused with a message, since a person who sees it only has to send again.
 */
export async function createApplication(em: EntityManager, input: ApplicationInput, { publicUrl, mailer, now = Date.now() }: NewApplication): Promise<string> {
  const settings = await readApplicationSettings(em);
  if (settings.closed) throw conflict(settings.closedMessage ?? CLOSED_DEFAULT);
  if (input.website) return APPLICATION_RECEIVED;
  if (input.startedAt !== undefined && now - input.startedAt < MIN_FILL_MS) throw invalid(TOO_FAST);
  const answers = askedOnly(input, settings.fields);
  const picture = answers.pictureUrl ? await resolveImageUrl(em, publicUrl, answers.pictureUrl) : null;
  const token = newSecretToken();
  const application = await em.transactional(async (tx) => {
    const created = tx.create(Application, {
      actName: input.actName,
      contactName: input.contactName,
      email: input.email,
      phone: answers.phone ?? null,
      town: answers.town ?? null,
      genres: answers.genres,
      links: answers.links,
      text: answers.text ?? null,
      picture,
      months: answers.months,
      dates: answers.dates ?? null,
      lineupSize: answers.lineupSize ?? null,
      technicalNeeds: answers.technicalNeeds ?? null,
      deal: answers.deal ?? null,
      status: 'new',
      consentedAt: new Date(now),
      tokenHash: hashSecretToken(token),
    });
    await tx.flush();
    await insertBookingDeliveries(executeOn(tx), APPLICATION_WEBHOOK_EVENT, toApplicationDto(created, publicUrl, []));
    return created;
  });
  wakeWebhookSenders();
  mailer.send(applicationReceivedMessage(application, `${publicUrl}/spil-hos-os/status?token=${token}`, settings.retentionMonths));
  return APPLICATION_RECEIVED;
}

function toApplicationDto(application: Application, publicUrl: string, votes: readonly ApplicationVote[], viewerId?: number): ApplicationDto {
  const mine = votes.find((vote) => vote.member.id === viewerId);
  const count = (kind: Vote) => votes.filter((vote) => vote.vote === kind).length;
  return {
    id: application.id,
    actName: application.actName,
    contactName: application.contactName,
    email: application.email,
    phone: application.phone ?? undefined,
    town: application.town ?? undefined,
    genres: application.genres,
    links: application.links,
    text: application.text ?? undefined,
    pictureUrl: optionalImageUrl(publicUrl, application.picture),
    months: application.months,
    dates: application.dates ?? undefined,
    lineupSize: application.lineupSize ?? undefined,
    technicalNeeds: application.technicalNeeds ?? undefined,
    deal: application.deal ?? undefined,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    statusChangedAt: application.statusChangedAt.toISOString(),
    // Others' votes only once one has voted oneself, so nobody follows the crowd.
    ...(mine && { myVote: mine.vote, votes: { yes: count('yes'), maybe: count('maybe'), no: count('no') } }),
  };
}

const matches = (application: Application, filter: ApplicationListInput) =>
  (!filter.genre || application.genres.includes(filter.genre.toLowerCase())) &&
  (!filter.month || application.months.includes(filter.month)) &&
  (!filter.town || (application.town ?? '').toLowerCase() === filter.town.toLowerCase());

/**
 * GET /api/applications: newest first, by status, genre, wished month and home town. A venue's
 * applications are a few hundred at most (declined ones are deleted after months), so the genre
 * and month, kept as JSON, are matched here rather than in each dialect's JSON functions.
 */
export async function listApplications(em: EntityManager, publicUrl: string, filter: ApplicationListInput, viewer: Viewer): Promise<PagedList<ApplicationDto>> {
  const found = (await em.find(Application, filter.status ? { status: filter.status } : {}, { populate: ['picture'], orderBy: { createdAt: 'DESC', id: 'DESC' } })).filter(
    (application) => matches(application, filter),
  );
  const page = filter.page ?? 1;
  const shown = found.slice((page - 1) * LIST_DEFAULT_PER_PAGE, page * LIST_DEFAULT_PER_PAGE);
  const votes = shown.length ? await em.find(ApplicationVote, { application: { $in: shown.map((application) => application.id) } }) : [];
  return {
    page,
    perPage: LIST_DEFAULT_PER_PAGE,
    pageCount: Math.ceil(found.length / LIST_DEFAULT_PER_PAGE),
    totalCount: found.length,
    records: shown.map((application) =>
      toApplicationDto(application, publicUrl, votes.filter((vote) => vote.application.id === application.id), viewer.memberId),
    ),
  };
}

/** GET /api/applications/facets: what the filters offer, and how many are in each status. */
export async function applicationFacets(em: EntityManager): Promise<ApplicationFacets> {
  const all = await em.find(Application, {}, { fields: ['genres', 'months', 'town', 'status'] });
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'da'));
  return {
    genres: sorted(all.flatMap((application) => application.genres)),
    months: [...new Set(all.flatMap((application) => application.months))].sort(),
    towns: sorted(all.flatMap((application) => (application.town ? [application.town] : []))),
    counts: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, all.filter((application) => application.status === status).length])) as ApplicationFacets['counts'],
  };
}

async function findApplication(em: EntityManager, id: number): Promise<Application> {
  const application = await em.findOne(Application, { id }, { populate: ['picture'] });
  if (!application) throw notFound(NOT_FOUND);
  return application;
}

const reviewer = (member: Member) => ({ id: member.id, firstName: member.firstName, lastName: member.lastName });

/** GET /api/applications/{id}: with who voted what once the viewer has voted, and the comments. */
export async function getApplication(em: EntityManager, publicUrl: string, id: number, viewer: Viewer): Promise<ApplicationDetail> {
  const application = await findApplication(em, id);
  const votes = await em.find(ApplicationVote, { application }, { populate: ['member'], orderBy: { votedAt: 'ASC', id: 'ASC' } });
  const comments = await em.find(ApplicationComment, { application }, { populate: ['member'], orderBy: { createdAt: 'ASC', id: 'ASC' } });
  const dto = toApplicationDto(application, publicUrl, votes, viewer.memberId);
  return {
    ...dto,
    voteCount: votes.length,
    ...(dto.myVote && { voters: votes.map((vote) => ({ member: reviewer(vote.member), vote: vote.vote, votedAt: vote.votedAt.toISOString() })) }),
    comments: comments.map((comment) => ({
      id: comment.id,
      ...(comment.member && { member: reviewer(comment.member) }),
      text: comment.text,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}

/** PUT /api/applications/{id}/vote: one vote per reviewer, changed by voting again. */
export async function voteOnApplication(em: EntityManager, publicUrl: string, id: number, vote: Vote, viewer: Viewer): Promise<ApplicationDetail> {
  const application = await findApplication(em, id);
  const existing = await em.findOne(ApplicationVote, { application, member: viewer.memberId });
  if (existing) existing.vote = vote;
  else em.create(ApplicationVote, { application, member: em.getReference(Member, viewer.memberId), vote });
  await em.flush();
  return getApplication(em, publicUrl, id, viewer);
}

/** POST /api/applications/{id}/comments. */
export async function commentOnApplication(em: EntityManager, publicUrl: string, id: number, text: string, viewer: Viewer): Promise<ApplicationDetail> {
  const application = await findApplication(em, id);
  em.create(ApplicationComment, { application, member: em.getReference(Member, viewer.memberId), text });
  await em.flush();
  return getApplication(em, publicUrl, id, viewer);
}

const TEXT_OF = { reviewing: 'reviewingText', offer: 'offerText', booked: 'bookedText', declined: 'declinedText' } as const;

/**
 * PUT /api/applications/{id}/status: a change is mailed to the act with the settings' text for the
 * new status (none when that text is empty or `notify` is false). A withdrawn application stays so.
 */
export async function setApplicationStatus(
  em: EntityManager,
  { publicUrl, mailer }: NewApplication,
  id: number,
  { status, notify }: { status: Exclude<ApplicationStatus, 'withdrawn'>; notify: boolean },
  viewer: Viewer,
): Promise<ApplicationDetail> {
  const application = await findApplication(em, id);
  if (application.status === 'withdrawn') throw conflict('Akten har trukket ansøgningen tilbage');
  if (application.status !== status) {
    application.status = status;
    application.statusChangedAt = new Date();
    await em.flush();
    if (notify && status !== 'new') {
      const text = (await readApplicationSettings(em))[TEXT_OF[status]];
      if (text) mailer.send(applicationStatusMessage(application, status, text));
    }
  }
  return getApplication(em, publicUrl, id, viewer);
}

async function applicationOfLink(em: EntityManager, token: string): Promise<Application> {
  const application = await em.findOne(Application, { tokenHash: hashSecretToken(token) });
  if (!application) throw notFound(LINK_INVALID);
  return application;
}

async function statusView(em: EntityManager, application: Application): Promise<ApplicationStatusView> {
  return {
    actName: application.actName,
    status: application.status,
    statusLabel: APPLICATION_STATUS_LABELS[application.status as ApplicationStatus],
    createdAt: application.createdAt.toISOString(),
    statusChangedAt: application.statusChangedAt.toISOString(),
    retentionMonths: (await readApplicationSettings(em)).retentionMonths,
  };
}

/** GET /api/applications/link: the act's own view through its mail's link. */
export async function applicationByLink(em: EntityManager, token: string): Promise<ApplicationStatusView> {
  return statusView(em, await applicationOfLink(em, token));
}

/** POST /api/applications/withdraw: the act takes its application back; a booked one is a conversation. */
export async function withdrawApplication(em: EntityManager, token: string): Promise<ApplicationStatusView> {
  const application = await applicationOfLink(em, token);
  if (application.status === 'booked') throw conflict('I er booket: skriv til os, hvis I må melde fra');
  if (application.status !== 'withdrawn') {
    application.status = 'withdrawn';
    application.statusChangedAt = new Date();
    await em.flush();
  }
  return statusView(em, application);
}

/** The hourly clean-up: declined and withdrawn applications go after the settings' months, as the form says. */
export async function removeExpiredApplications(em: EntityManager, now = new Date()): Promise<number> {
  const { retentionMonths } = await readApplicationSettings(em);
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - retentionMonths);
  return em.nativeDelete(Application, { status: { $in: ['declined', 'withdrawn'] }, statusChangedAt: { $lt: cutoff } });
}
