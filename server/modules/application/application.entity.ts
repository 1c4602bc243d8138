import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { OptionalApplicationField } from '../../../shared/schemas/application';
import type { ApplicationStatus, Vote } from '../../../shared/application-status';
import { DEFAULT_RETENTION_MONTHS } from '../../../shared/schemas/application';
import { Image } from '../image/image.entity';
import { Member } from '../member/member.entity';

/**
 * A band's or artist's wish to play, sent from /spil-hos-os (docs/applications.md). The act reaches
 * it only through the secret link of its confirmation mail (`tokenHash`); declined and withdrawn ones
 * are deleted after the settings' months, counted from `statusChangedAt`.
 */
export const Application = defineEntity({
  name: 'Application',
  indexes: [{ properties: ['status', 'statusChangedAt'] }],
  properties: {
    id: p.integer().primary(),
    actName: p.string().length(100),
    contactName: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(30).nullable(),
    town: p.string().length(60).nullable(),
    /** Lower case, as typed: the filter offers those the applications name. */
    genres: p.json<string[]>(),
    links: p.json<string[]>(),
    text: p.text().nullable(),
    picture: () => p.manyToOne(Image).nullable().deleteRule('set null').index(),
    /** "2027-03", sorted. */
    months: p.json<string[]>(),
    dates: p.string().length(300).nullable(),
    lineupSize: p.integer().nullable(),
    technicalNeeds: p.text().nullable(),
    deal: p.string().length(300).nullable(),
    status: p.string().length(20).$type<ApplicationStatus>().default('new'),
    statusChangedAt: p.datetime().onCreate(() => new Date()),
    /** When the act agreed that its data is kept while the application is handled. */
    consentedAt: p.datetime(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Application = InferEntity<typeof Application>;

/** One reviewer's ja, måske or nej; changed by voting again. */
export const ApplicationVote = defineEntity({
  name: 'ApplicationVote',
  tableName: 'application_vote',
  uniques: [{ properties: ['application', 'member'] }],
  properties: {
    id: p.integer().primary(),
    application: () => p.manyToOne(Application).deleteRule('cascade'),
    member: () => p.manyToOne(Member).deleteRule('cascade').index(),
    vote: p.string().length(10).$type<Vote>(),
    votedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ApplicationVote = InferEntity<typeof ApplicationVote>;

/** A reviewer's note; kept when its writer's account goes, without the name. */
export const ApplicationComment = defineEntity({
  name: 'ApplicationComment',
  tableName: 'application_comment',
  properties: {
    id: p.integer().primary(),
    application: () => p.manyToOne(Application).deleteRule('cascade').index(),
    member: () => p.manyToOne(Member).nullable().deleteRule('set null').index(),
    text: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ApplicationComment = InferEntity<typeof ApplicationComment>;

/**
 * The venue's words and choices for the form and its mails: one row, id 1, made when first saved
 * (read as the defaults until then). Apart from the site's settings, as the booking group edits it.
 */
export const ApplicationSettingsRow = defineEntity({
  name: 'ApplicationSettingsRow',
  tableName: 'application_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    intro: p.text().nullable(),
    closed: p.boolean().default(false),
    closedMessage: p.string().length(500).nullable(),
    fields: p.json<OptionalApplicationField[]>(),
    retentionMonths: p.integer().default(DEFAULT_RETENTION_MONTHS),
    reviewingText: p.text().nullable(),
    offerText: p.text().nullable(),
    bookedText: p.text().nullable(),
    declinedText: p.text().nullable(),
  },
});
export type ApplicationSettingsRow = InferEntity<typeof ApplicationSettingsRow>;
