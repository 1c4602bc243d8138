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
 * The OpenAPI meta of one REST call: path under /api, a summary, and exactly the error statuses it
 * can answer (every error body is `{ message }`, see http/openapi-document.ts).
 */
export function rest(
  method: Openapi['method'],
  path: Openapi['path'],
  tag: string,
  summary: string,
  errors: ErrorStatus[],
): OpenApiMeta {
  const bodyErrors: ErrorStatus[] = method === 'POST' || method === 'PUT' ? [400, 413, 415] : [];
  const statuses = [...new Set([...errors, ...bodyErrors])].sort();
  return {
    openapi: {
      method,
      path,
      tags: [tag],
      summary,
      protect: errors.includes(401),
      errorResponses: Object.fromEntries(statuses.map((status) => [status, ERROR_DESCRIPTIONS[status]])),
    },
  };
}
