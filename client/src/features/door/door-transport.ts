import type { CheckInBatchAnswer, DoorState } from '../../../../shared/schemas/door';
import type { DoorTransport } from './door-sync';

/** A refusal as lib/api-error.ts reads one: the server's Danish message and its status. */
class DoorCallError extends Error {
  constructor(
    message: string,
    readonly data: { httpStatus: number },
  ) {
    super(message);
    this.name = 'DoorCallError';
  }
}

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (response.ok) return body as T;
  throw new DoorCallError(typeof body?.message === 'string' ? body.message : response.statusText, { httpStatus: response.status });
}

/**
 * The door's two REST calls (docs/door.md#door-mode), the same for a phone's browser (same origin, its
 * session cookie) and for `npm run bench:door` (`origin` and a `cookie` header). A network that is gone
 * rejects with fetch's own TypeError, which carries no status.
 */
export function restDoorTransport({ origin = '', headers = {} }: { origin?: string; headers?: Record<string, string> } = {}): DoorTransport {
  const url = (eventId: number, rest = '') => `${origin}/api/events/${eventId}/door${rest}`;
  return {
    state: async (eventId) => answerOf<DoorState>(await fetch(url(eventId), { credentials: 'same-origin', cache: 'no-store', headers })),
    send: async (eventId, checkIns) =>
      answerOf<CheckInBatchAnswer>(
        await fetch(url(eventId, '/check-ins'), {
          method: 'POST',
          credentials: 'same-origin',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ checkIns }),
        }),
      ),
  };
}
