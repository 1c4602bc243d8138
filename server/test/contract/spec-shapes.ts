import { arrayOf, bool, count, date, email, exactly, id, integer, oneOf, record, type Shape, text, url } from './shape';

/*
 * The answers of SPEC §7, written from SPEC.md §3 and docs/api.md alone, as a client outside would
 * write them. Nothing here is imported from our schemas or shared/: when those change, these do not.
 */

/** SPEC §3 and §6, closed. */
export const TEAM_NAMES = [
  'admin',
  'member',
  'event-management',
  'economy',
  'booking',
  'public-relations',
  'visual-identity',
  'team-management',
  'project-leader',
] as const;

/** What GET /api/members/{id}/permissions names, closed: the original client knows these and no others. */
export const PERMISSION_NAMES = [
  ...['event', 'artist', 'venue', 'team', 'genre', 'member'].flatMap((thing) => ['view', 'edit', 'delete'].map((verb) => `${verb}:${thing}`)),
  'view:permission',
  'edit:content',
  'delete:content',
];

/** docs/api.md "An event's details", closed. */
export const EVENT_STATUSES = ['scheduled', 'sold-out', 'cancelled', 'postponed'] as const;

/** SPEC §3: "Shared on records: createdAt and updatedAt … on some, createdBy and updatedBy". */
const stamps = { createdAt: date, updatedAt: date };
const stampedBy = { createdBy: id, updatedBy: id };

export const team = record({ id, name: oneOf(TEAM_NAMES), displayName: text, description: text });

export const genre = record({ id, name: text, ...stamps }, stampedBy);

/** docs/api.md: `address`, `postalCode` and `url` are ours, optional. */
export const venue = record({ id, name: text, city: text, countryCode: text, ...stamps }, { address: text, postalCode: text, url, ...stampedBy });

/** SPEC §9: an artist has at least one genre. */
export const artist = record(
  { id, name: text, description: text, genres: arrayOf(genre, { min: 1 }), socials: arrayOf(url), ...stamps },
  { imageUrl: url, previewUrl: url, ...stampedBy },
);

export const concert = record({ id, from: date, to: date, artist });

/**
 * SPEC §9 asks at least one concert of what is sent; a night that is no concert (issue 47, docs/api.md)
 * answers an empty list, which is still the list the original client reads. docs/api.md: `status`
 * always, `doorsAt`, `price`, `ageLimit` when set.
 */
export const event = record(
  { id, title: text, description: text, ticketUrl: url, concerts: arrayOf(concert), venue, isPublic: bool, status: oneOf(EVENT_STATUSES), ...stamps },
  { imageUrl: url, doorsAt: date, price: text, ageLimit: integer(0, 99), ...stampedBy },
);

export const landingImage = record({ id, url });

const memberFields = { id, firstName: text, lastName: text, teams: arrayOf(team, { min: 1 }), active: bool, ...stamps };
const memberOptional = { approvedById: id, profilePictureUrl: url, specialRole: text, updatedBy: id };

/** SPEC §3, as a member sees another. */
export const member = record({ ...memberFields, email }, memberOptional);

/** As a visitor sees one: docs/permissions.md "Visitors never receive e-mail addresses". */
export const memberSeenByVisitors = record(memberFields, { email, ...memberOptional });

export const permission = record({ id, name: oneOf(PERMISSION_NAMES), displayName: text, description: text });

/** SPEC §3 "Paged list", closed: a key more or less is a different list. */
export const pagedList = (records: Shape) =>
  exactly({ page: id, perPage: id, pageCount: count, totalCount: count, records: arrayOf(records) });
