import type { FastifyInstance } from 'fastify';
import { JOB_LIMITS, withStatementLimits } from '../../db/statement-limits';

/**
 * Runs `run` every `intervalMs` once the server listens (tests that only inject start none), within
 * the background jobs' statement limits, and stops with the server, waiting for a run under way.
 * `run` answers how many things it did, logged when any; a failure is logged and the next run goes on.
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, run: () => Promise<number>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const once = () => {
    running = withStatementLimits(JOB_LIMITS, run).then(
      (done) => {
        if (done) app.log.info({ job: name, done }, 'job done');
      },
      (error: unknown) => app.log.error({ err: error, job: name }, 'job failed'),
    );
  };
  app.addHook('onListen', async () => {
    once();
    timer = setInterval(once, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
