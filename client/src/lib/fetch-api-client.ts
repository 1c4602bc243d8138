import type { ApiClient } from './api';
import { retryDelay, shouldRetry } from './retry-policy';

/** How /trpc answers each call of a batch (no data transformer: docs/stack.md). */
type Envelope = { result: { data: unknown } } | { error: { message: string; data?: { httpStatus?: number } } };

/** An error answer, shaped as tRPC's client error is where lib/api-error.ts reads it. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly data: { httpStatus?: number },
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/**
 * One call in tRPC's batch format, a batch of one: `{"0": input}`, or `{}` for no input. (A lone
 * call's body would be the input itself, and a change without input would have no body, which
 * tRPC's Fastify adapter cannot read.)
 */
const batchOfOne = (input: unknown) => JSON.stringify(input === undefined ? {} : { 0: input });

async function call(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  const answers = (await response.json().catch(() => undefined)) as Envelope[] | undefined;
  const envelope = answers?.[0];
  if (envelope && 'result' in envelope) return envelope.result.data;
  throw new ApiCallError(envelope?.error.message ?? response.statusText, { httpStatus: envelope?.error.data?.httpStatus ?? response.status });
}

/** A failed load is tried again as docs/api.md says; a change is never sent twice. */
async function query(url: string): Promise<unknown> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await call(url, { method: 'GET' });
    } catch (error) {
      if (!shouldRetry(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}

/**
 * The browser's client for /trpc: `api.events.list.query(input)` is a GET, `api.auth.login.mutate(input)`
 * a JSON POST, in the wire format of tRPC's own batching link. tRPC's client weighs as much as a page
 * of our own code; visitors only ever need these two calls.
 */
export function createFetchApiClient(baseUrl: string): ApiClient {
  const procedure = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get(_, key: string) {
        const url = `${baseUrl}/${path.join('.')}?batch=1`;
        if (key === 'query') return (input?: unknown) => query(`${url}&input=${encodeURIComponent(batchOfOne(input))}`);
        if (key === 'mutate') {
          return (input?: unknown) => call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: batchOfOne(input) });
        }
        return procedure([...path, key]);
      },
    });
  // Only .query and .mutate exist, which is all the app calls outside React Query.
  return procedure([]) as ApiClient;
}
