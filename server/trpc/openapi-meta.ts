import type { OpenApiMeta } from 'trpc-to-openapi';

type Openapi = NonNullable<OpenApiMeta['openapi']>;

export const ERROR_DESCRIPTIONS = {
  400: 'Ugyldige data',
  401: 'Ikke logget ind',
  403: 'Ingen adgang',
  404: 'Findes ikke',
  409: 'I konflikt med eksisterende data',
  413: 'For stor forespørgsel',
  415: 'Forkert indholdstype',
  429: 'For mange forespørgsler',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/**
 * The error statuses of one call with their descriptions: those it names, those any body may
 * cause, and 403 for every change, which is refused when sent from another site (docs/permissions.md).
 */
export function errorResponses(method: string, errors: ErrorStatus[]): Record<number, string> {
  const bodyErrors: ErrorStatus[] = method === 'POST' || method === 'PUT' ? [400, 413, 415] : [];
  const changes = method !== 'GET';
  const statuses = [...new Set([...errors, ...bodyErrors, ...(changes ? [403 as const] : [])])].sort();
  const crossSite = 'ændring sendt fra et andet websted (Origin eller Sec-Fetch-Site)';
  const forbidden = errors.includes(403) ? `${ERROR_DESCRIPTIONS[403]}, eller ${crossSite}` : `En ${crossSite}`;
  return Object.fromEntries(statuses.map((status) => [status, status === 403 && changes ? forbidden : ERROR_DESCRIPTIONS[status]]));
}

/**
 * The OpenAPI meta of one REST call: path under /api, a summary, and exactly the error statuses it
 * can answer (every error body is `{ message }`, see http/openapi-document.ts).
 */
export function rest(
  method: Openapi['method'],
  path: Openapi['path'],
  tag: string,
  summary: string,
  errors: ErrorStatus[],
  /** What the summary cannot say in a line, e.g. a rule for times. */
  description?: string,
): OpenApiMeta {
  return {
    openapi: {
      method,
      path,
      tags: [tag],
      summary,
      ...(description && { description }),
      protect: errors.includes(401),
      errorResponses: errorResponses(method, errors),
    },
  };
}

/** The error responses of a plain route (a file, a feed) in the OpenAPI document; their bodies are added there. */
export const plainErrorResponses = (statuses: ErrorStatus[]) => Object.fromEntries(statuses.map((status) => [status, { description: ERROR_DESCRIPTIONS[status] }]));
