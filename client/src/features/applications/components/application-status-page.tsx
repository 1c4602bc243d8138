import type { ApplicationStatusView } from '../../../../../shared/schemas/application';
import { formatDate } from '../../../../../shared/danish-date';
import { PostedRefusal } from '../../../components/form/posted-refusal';

/**
 * /spil-hos-os/status?token=…, from the act's confirmation mail: where the application stands, and a
 * plain form to withdraw it that the server answers (server/http/form-posts.ts), scripts or not.
 */
export function ApplicationStatusPage({ application }: { application: ApplicationStatusView | undefined }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">Jeres ansøgning</h1>
      {!application ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-stone-700">
          Linket er ugyldigt, eller ansøgningen er slettet.
        </p>
      ) : (
        <>
          <PostedRefusal className="mt-4" />
          <dl className="mt-6 grid gap-3 rounded-2xl bg-stone-900 p-5 text-stone-200 ring-1 ring-stone-800">
            <div>
              <dt className="text-sm text-stone-400">Band eller kunstner</dt>
              <dd className="text-lg font-bold text-white">{application.actName}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-400">Sendt</dt>
              <dd>{formatDate(application.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-400">Status</dt>
              <dd className="text-lg font-bold text-accent">{application.statusLabel}</dd>
            </div>
          </dl>
          {application.status === 'withdrawn' || application.status === 'declined' ? (
            <p className="mt-6 text-stone-300">Vi sletter ansøgningen {application.retentionMonths} måneder efter {formatDate(application.statusChangedAt)}.</p>
          ) : application.status === 'booked' ? (
            <p className="mt-6 text-stone-300">I er booket. Skriv til os, hvis I må melde fra.</p>
          ) : (
            <form method="post" className="mt-6 grid gap-3">
              <p className="text-stone-300">
                Har I fået andre planer? Så kan I trække ansøgningen tilbage. Vi sletter den {application.retentionMonths} måneder efter.
              </p>
              <button type="submit" className="min-h-12 justify-self-start rounded-lg bg-red-800 px-5 font-bold text-white hover:bg-red-700">
                Træk ansøgningen tilbage
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
