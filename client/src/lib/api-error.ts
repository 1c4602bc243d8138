import { TRPCClientError } from '@trpc/client';

/** The HTTP status the server answered with, or undefined when it never answered (offline, say). */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status: unknown = error.data?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** Client errors (4xx) give the same answer however often they are asked again. */
export function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}
