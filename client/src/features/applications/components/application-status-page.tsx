import type { ApplicationStatus } from '../../../../../shared/application-status';
import type { MessageId } from '../../../../../shared/i18n';
import type { ApplicationStatusView } from '../../../../../shared/schemas/application';
import { PostedRefusal } from '../../../components/form/posted-refusal';
import { useTranslator } from '../../../lib/i18n';
import { useRefusalText } from '../../../lib/refusal-text';

/** Where the application stands, in the page's language (the API's `statusLabel` is the Danish). */
const STATUS_WORDS: Record<ApplicationStatus, MessageId> = {
  new: 'apply.status.new',
  reviewing: 'apply.status.reviewing',
  offer: 'apply.status.offer',
  booked: 'apply.status.booked',
  declined: 'apply.status.declined',
  withdrawn: 'apply.status.withdrawn',
};

/**
 * /spil-hos-os/status?token=…, from the act's confirmation mail: where the application stands, and a
 * plain form to withdraw it that the server answers (server/http/form-posts.ts), scripts or not.
 */
export function ApplicationStatusPage({ application }: { application: ApplicationStatusView | undefined }) {
  const { t, dates } = useTranslator();
  const refusalText = useRefusalText();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">{t('apply.statusTitle')}</h1>
      {!application ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-stone-700">
          {t('apply.statusInvalid')}
        </p>
      ) : (
        <>
          <PostedRefusal className="mt-4" wording={refusalText} />
          <dl className="mt-6 grid gap-3 rounded-2xl bg-stone-900 p-5 text-stone-200 ring-1 ring-stone-800">
            <div>
              <dt className="text-sm text-stone-400">{t('apply.statusAct')}</dt>
              <dd className="text-lg font-bold text-white">{application.actName}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-400">{t('apply.statusSent')}</dt>
              <dd>{dates.formatDate(application.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-400">{t('apply.statusHeading')}</dt>
              <dd className="text-lg font-bold text-accent">{t(STATUS_WORDS[application.status])}</dd>
            </div>
          </dl>
          {application.status === 'withdrawn' || application.status === 'declined' ? (
            <p className="mt-6 text-stone-300">{t('apply.statusDeletedOn', { months: application.retentionMonths, date: dates.formatDate(application.statusChangedAt) })}</p>
          ) : application.status === 'booked' ? (
            <p className="mt-6 text-stone-300">{t('apply.statusBooked')}</p>
          ) : (
            <form method="post" className="mt-6 grid gap-3">
              <p className="text-stone-300">
                {t('apply.statusWithdrawIntro', { months: application.retentionMonths })}
              </p>
              <button type="submit" className="min-h-12 justify-self-start rounded-lg bg-red-800 px-5 font-bold text-white hover:bg-red-700">
                {t('apply.statusWithdraw')}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
