import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: Record<string, string | string[] | undefined>; raw: string; body: { id: string; type: string; occurredAt: string; data: any } };

/**
 * A real HTTP receiver on a free port, answering each request with the next status of `statuses`
 * (200 once they run out); remembers every request in order. A stalled receiver takes requests and
 * answers none until it is released, as one that lets its callers time out.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let held: (() => void)[] | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, raw, body: JSON.parse(raw) });
      const answer = () => {
        response.statusCode = statuses.shift() ?? 200;
        response.end();
      };
      if (held) held.push(answer);
      else answer();
    });
  });
  const release = () => {
    for (const answer of held?.splice(0) ?? []) answer();
    held = undefined;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The requests of one type (or all), once there are at least `count` of them; fails after 8 s. */
  async function waitFor(count: number, type?: string): Promise<Received[]> {
    const deadline = Date.now() + 8000;
    for (;;) {
      const matching = received.filter((one) => type === undefined || one.body.type === type);
      if (matching.length >= count) return matching;
      if (Date.now() > deadline) throw new Error(`waited for ${count} ${type ?? 'requests'}, got ${matching.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Statuses to answer the next requests with, in order. */
    answerWith: (...next: number[]) => statuses.push(...next),
    /** Answers nothing until `release`. */
    stall: () => {
      held ??= [];
    },
    release,
    waitFor,
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
