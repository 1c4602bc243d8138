/**
 * Errors the domain raises. The tRPC layer turns them into status codes in one place
 * (trpc/trpc.ts); domain code never imports @trpc/server.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: 'not-found' | 'conflict' | 'forbidden' | 'unauthorized' | 'invalid' | 'too-many-requests',
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const invalid = (message: string) => new DomainError('invalid', message);
