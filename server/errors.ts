/**
 * Errors the domain raises, and the messages of those the server answers by itself. The tRPC
 * layer (trpc/trpc.ts) and the plain upload routes (http/api-errors.ts) turn them into status
 * codes; domain code never imports @trpc/server.
 */
export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many-requests': 429,
} as const;

export class DomainError extends Error {
  constructor(
    readonly kind: keyof typeof DOMAIN_ERROR_STATUS,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}

export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const invalid = (message: string) => new DomainError('invalid', message);

/** A refusal that says when to come back (the Retry-After header). */
export class ThrottledError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too-many-requests', message);
  }
}

/** What the server answers of itself (a body it cannot read, an address it has not), from http/ and the tRPC base alike. */
export const API_ERROR_MESSAGES = {
  badJson: 'Ugyldig JSON i forespørgslen',
  tooDeep: 'JSON i forespørgslen er for dybt indlejret',
  tooLarge: 'Forespørgslen er for stor',
  mediaType: 'Indholdstypen understøttes ikke; brug application/json',
  notFound: 'Adressen findes ikke',
  internal: 'Der opstod en uventet fejl',
  headersTooLarge: 'Adressen eller forespørgslens headere er for lange',
  timeout: 'Forespørgslen kom ikke frem i tide',
  malformed: 'Forespørgslen kunne ikke læses',
  databaseBusy: 'Databasen har travlt lige nu. Prøv igen om lidt.',
} as const;

/** How soon a client may try again when the database was too busy to answer in time (server/db/statement-limits.ts). */
export const BUSY_RETRY_AFTER_SECONDS = 5;
