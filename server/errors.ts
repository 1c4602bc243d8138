/**
 * Errors the domain raises. The tRPC layer (trpc/trpc.ts) and the plain upload routes
 * (http/api-errors.ts) turn them into status codes; domain code never imports @trpc/server.
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
