/** The product's fixed numbers and rules (docs/product.md, docs/permissions.md), shared by server and client. */

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
export type TeamName = (typeof TEAM_NAMES)[number];

/** Who may do what (docs/permissions.md). Any active member may read the admin area. */
export const PERMISSIONS = {
  manageEvents: ['admin', 'project-leader', 'event-management', 'booking'],
  manageVenues: ['admin', 'project-leader', 'event-management', 'booking'],
  manageArtists: ['admin', 'project-leader', 'booking', 'event-management'],
  manageLandingImages: ['admin', 'project-leader', 'visual-identity', 'public-relations'],
  manageMembers: ['admin', 'project-leader', 'team-management'],
  /** Volunteers' shifts: team-management ("Frivilligkoordinering") organises the volunteers, event-management the nights. */
  manageShifts: ['admin', 'project-leader', 'team-management', 'event-management'],
  /** The crews (hold: Bar, Lyd, …), their leads and members: those who organise the volunteers. */
  manageCrews: ['admin', 'project-leader', 'team-management'],
  /** Webhooks send every change to an address outside: those who answer for the whole site. */
  manageWebhooks: ['admin', 'project-leader'],
  /** Every member's API tokens, seen and revoked: the admins', who answer for the whole site. */
  manageApiTokens: ['admin'],
  /** The association's name, look, texts and contact, and the teams' public texts (docs/settings.md). */
  manageSettings: ['admin', 'project-leader'],
  /** The e-mail subscribers' numbers and "Nyt i programmet" sent at once (docs/mail.md). */
  reachAudience: ['admin', 'project-leader'],
  /** The subscribers' addresses themselves, as CSV: personal data, so the admins' only (GDPR). */
  exportSubscribers: ['admin'],
  /** Bands' applications to play, their votes and the form's texts: those who book (docs/applications.md). */
  reviewApplications: ['admin', 'project-leader', 'booking'],
} as const satisfies Record<string, readonly TeamName[]>;
export type Permission = keyof typeof PERMISSIONS;

/**
 * The names GET /api/members/{id}/permissions answers, and never more: the original client of the API
 * checks them against a closed list and treats a member whose answer holds one it does not know as
 * logged out (issue 34: `view:shift` locked every member out of its admin). Their order gives the ids.
 * What members may do beyond these (shifts, tokens, webhooks) our screens read from the session's
 * teams with PERMISSIONS above.
 */
export const MEMBER_PERMISSION_NAMES = [
  'view:event',
  'edit:event',
  'delete:event',
  'view:artist',
  'edit:artist',
  'delete:artist',
  'view:venue',
  'edit:venue',
  'delete:venue',
  'view:team',
  'edit:team',
  'delete:team',
  'view:genre',
  'edit:genre',
  'delete:genre',
  'view:permission',
  'view:member',
  'edit:member',
  'delete:member',
  'edit:content',
  'delete:content',
] as const;
export type MemberPermissionName = (typeof MEMBER_PERMISSION_NAMES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 24;

export const LIST_DEFAULT_PER_PAGE = 100;

export const TOAST_DURATION_MS = 5000;
export const DEFAULT_REDIRECT = '/admin/events';

export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const TIME_ZONE = 'Europe/Copenhagen';

/**
 * The most calls one /trpc batch may carry; the client's batch link splits at the same number, and
 * at a URL length every proxy accepts, so a page with many queries never meets a 400 or a 414.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
export const TRPC_MAX_URL_LENGTH = 2000;

/** The largest picture an upload takes (docs/content.md); the forms check it before sending a byte. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Billedet må højst fylde 10 MB';
