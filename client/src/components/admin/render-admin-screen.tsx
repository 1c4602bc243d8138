import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ApiLink } from '../../lib/api';
import { TranslatorProvider } from '../../lib/i18n';
import { createQueryLayer } from '../../lib/query-layer';
import type { Locale } from '../../../../shared/i18n';
import { translatorFor } from '../../../../shared/i18n/translators';

/** A procedure's answer that refuses with `status` and the server's `message`, as the server would. */
export const refusal = (status: number, message: string) =>
  new TRPCClientError(message, { result: { error: { message, code: -32600, data: { httpStatus: status } } } });

/**
 * For tests: renders an admin screen as the app does, in a router (for its links) and the admin
 * area's query layer, whose procedures answer from `answers` by path ("events.list") without a
 * server, or refuse with a `refusal(…)`. A procedure with no answer fails the way an unreachable
 * server would. Pages are in Danish unless `locale` says otherwise.
 */
export function renderAdminScreen(screen: ReactNode, answers: Readonly<Record<string, unknown>>, { locale = 'da' }: { locale?: Locale } = {}) {
  const answering: ApiLink = () => ({ op }) =>
    observable((observer) => {
      const answer = answers[op.path];
      if (answer instanceof TRPCClientError) observer.error(answer);
      else if (op.path in answers) {
        observer.next({ result: { type: 'data', data: answer } });
        observer.complete();
      } else {
        observer.error(TRPCClientError.from(new Error(`No answer for ${op.path}`)));
      }
    });
  const { Provider } = createQueryLayer([answering]);
  const root = createRootRoute({
    component: () => (
      <TranslatorProvider translator={translatorFor(locale)}>
        <Provider>
          <Suspense fallback={<p>Henter …</p>}>{screen}</Suspense>
        </Provider>
      </TranslatorProvider>
    ),
  });
  // Nothing was posted before scripts ran (components/form/posted-form.ts).
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }), context: { postedForm: () => undefined } });
  return render(<RouterProvider router={router as never} />);
}

/** A list procedure's answer holding all of `records` on one page. */
export const onePage = <T,>(records: readonly T[]) => ({ page: 1, perPage: records.length, pageCount: 1, totalCount: records.length, records });

/** What each element reads, in order. */
export const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

/** Today is `instant` for every test of the file, so upcoming and past stay put; only the clock is faked. */
export function fixClockAt(instant: string) {
  beforeEach(() => {
    // The router and React Query keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
