/**
 * The HTTP status the server answered with, or undefined when it never answered (offline, say).
 * Read from where tRPC's client error keeps it (error.data.httpStatus), which the browser's fetch
 * client (lib/fetch-api-client.ts) copies.
 */
export function httpStatusOf(error: unknown): number | undefined {
  const status: unknown = (error as { data?: { httpStatus?: unknown } } | null | undefined)?.data?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** Client errors (4xx) give the same answer however often they are asked again. */
export function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}
