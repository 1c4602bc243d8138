import { usePostedForm } from '../../../components/form/posted-form';
import { useTranslator } from '../../../lib/i18n';
import { useServerWords } from '../../../components/form/server-words';
import { PostedMessage } from '../../../components/form/posted-message';

const field = 'min-h-12 w-full rounded-lg bg-stone-950 px-3 text-white ring-1 ring-stone-700 focus:ring-2 focus:ring-accent focus:outline-none';

/**
 * /follow: the answer to a "Følg" form posted without scripts. Taken, it says to check the inbox;
 * refused (a mistyped address, too many tries), the address is asked for again and the form posts
 * to the same address, which still names what is followed.
 */
export function FollowAnswer() {
  const posted = usePostedForm();
  const { t, locale } = useTranslator();
  const words = useServerWords();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">{t('follow.title')}</h1>
      {posted?.done ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-accent/40">
          {words(posted.done)}
        </p>
      ) : (
        <form method="post" className="mt-6 grid gap-3">
          <input type="hidden" name="language" value={locale} />
          <PostedMessage />
          {posted?.refusals.follows && (
            <p role="alert" className="rounded-lg bg-red-950 p-3 text-red-100">
              {words(posted.refusals.follows)}
            </p>
          )}
          {!posted && (
            <label className="inline-flex min-h-11 items-center gap-2 text-stone-200">
              <input type="checkbox" name="all" defaultChecked className="size-5 accent-accent" />
              {t('follow.wholeProgramme')}
            </label>
          )}
          <label htmlFor="follow-email" className="font-semibold text-stone-200">
            {t('follow.email')}
          </label>
          <input
            id="follow-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            defaultValue={String(posted?.values.email ?? '')}
            aria-invalid={posted?.refusals.email ? true : undefined}
            aria-describedby={posted?.refusals.email ? 'follow-email-error' : undefined}
            className={field}
          />
          {posted?.refusals.email && (
            <p id="follow-email-error" className="text-sm text-red-300">
              {words(posted.refusals.email)}
            </p>
          )}
          <button type="submit" className="min-h-12 rounded-lg bg-accent px-5 font-bold text-stone-950 hover:brightness-110">
            {t('follow.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
