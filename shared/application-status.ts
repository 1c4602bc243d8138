/**
 * Where an application stands and how the booking group votes (docs/applications.md): the API's slugs
 * and the screens' words beside them. No zod, so a route may check a status in its search without
 * pulling the schemas into a first visit.
 */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'offer', 'booked', 'declined', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Ny',
  reviewing: 'Vurderes',
  offer: 'Tilbud',
  booked: 'Booket',
  declined: 'Afvist',
  withdrawn: 'Trukket tilbage',
};
/** The statuses the booking group sets; an act withdraws itself. */
export const REVIEW_STATUSES = ['new', 'reviewing', 'offer', 'booked', 'declined'] as const;
/** The statuses whose change is mailed to the act, each with its text in the settings. */
export const MAILED_STATUSES = ['reviewing', 'offer', 'booked', 'declined'] as const;
export type MailedStatus = (typeof MAILED_STATUSES)[number];

export const VOTES = ['yes', 'maybe', 'no'] as const;
export type Vote = (typeof VOTES)[number];
export const VOTE_LABELS: Record<Vote, string> = { yes: 'Ja', maybe: 'Måske', no: 'Nej' };
