import { LOCALES, type MessageId } from '../../../../../shared/i18n';
import type { Subscription } from '../../../../../shared/schemas/subscription';
import { usePostedForm } from '../../../components/form/posted-form';
import { useTranslator } from '../../../lib/i18n';
import { useServerWords } from '../../../components/form/server-words';
import { PostedMessage } from '../../../components/form/posted-message';

const button = 'min-h-12 rounded-lg px-5 font-bold';

/** What the page thanks for after its form was posted (?tak=…, server/http/form-posts.ts). */
const SUBSCRIPTION_THANKS = {
  bekraeftet: 'subscription.thanks.confirmed',
  gemt: 'subscription.thanks.saved',
} as const satisfies Record<string, MessageId>;
export type SubscriptionThanks = keyof typeof SUBSCRIPTION_THANKS;
export const isThanks = (value: unknown): value is SubscriptionThanks => typeof value === 'string' && Object.hasOwn(SUBSCRIPTION_THANKS, value);

/** What the subscriber follows as the page names it: "Hele programmet" in the page's language. */
const useFollowName = () => {
  const { t } = useTranslator();
  return (follow: Subscription['follows'][number]) => (follow.kind === 'all' ? t('follow.wholeProgramme') : follow.name);
};

/**
 * /subscription?token=…: plain forms the server answers (server/http/form-posts.ts), so the link
 * works in any mail client's browser, scripts or not. The form posts to the page's own address,
 * whose token says who.
 */
export function SubscriptionPage({ subscription, thanks }: { subscription: Subscription | undefined; thanks?: SubscriptionThanks }) {
  const posted = usePostedForm();
  const { t } = useTranslator();
  const words = useServerWords();
  const nameOf = useFollowName();
  if (posted?.done || !subscription) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-black tracking-tight text-white">{t('subscription.title')}</h1>
        <p role="status" className="mt-6 rounded-lg bg-stone-900 p-4 text-stone-100 ring-1 ring-stone-700">
          {posted?.done ? words(posted.done) : t('subscription.invalid')}
        </p>
      </div>
    );
  }
  const waiting = !subscription.confirmed || subscription.pendingFollows.length > 0;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-black tracking-tight text-white">{t('subscription.title')}</h1>
      <p className="mt-2 text-stone-300">{subscription.email}</p>
      {thanks && (
        <p role="status" className="mt-4 rounded-lg bg-stone-900 p-4 font-semibold text-white ring-1 ring-accent">
          {t(SUBSCRIPTION_THANKS[thanks])}
        </p>
      )}
      <PostedMessage className="mt-4" />
      {waiting && (
        <form method="post" className="mt-6 rounded-2xl bg-stone-900 p-5 ring-1 ring-accent/40">
          <h2 className="text-xl font-bold text-white">{t('subscription.confirm.heading')}</h2>
          <p className="mt-2 text-stone-300">{t('subscription.confirm.asked', { follows: subscription.pendingFollows.map(nameOf).join(', ') })}</p>
          <input type="hidden" name="action" value="confirm" />
          <button type="submit" className={`${button} mt-4 bg-accent text-stone-950`}>
            {t('subscription.confirm.button')}
          </button>
        </form>
      )}
      {subscription.follows.length > 0 && (
        <form method="post" className="mt-6 rounded-2xl bg-stone-900 p-5 ring-1 ring-stone-800">
          <h2 className="text-xl font-bold text-white">{t('subscription.following')}</h2>
          <fieldset className="mt-3 grid gap-2">
            <legend className="sr-only">{t('subscription.followingHint')}</legend>
            {subscription.follows.map((follow) => (
              <label key={`${follow.kind}-${follow.id ?? 0}`} className="inline-flex min-h-11 items-center gap-2 text-stone-200">
                <input type="checkbox" name={follow.kind === 'all' ? 'all' : `${follow.kind}-${follow.id}`} defaultChecked className="size-5 accent-accent" />
                {nameOf(follow)}
              </label>
            ))}
          </fieldset>
          <fieldset className="mt-4 grid gap-2">
            <legend className="font-semibold text-white">{t('subscription.language')}</legend>
            {LOCALES.map((language) => (
              <label key={language} className="inline-flex min-h-11 items-center gap-2 text-stone-200">
                <input type="radio" name="language" value={language} defaultChecked={subscription.language === language} className="size-5 accent-accent" />
                {t(`subscription.language.${language}`)}
              </label>
            ))}
          </fieldset>
          <input type="hidden" name="action" value="update" />
          <button type="submit" className={`${button} mt-4 bg-stone-700 text-white`}>
            {t('subscription.save')}
          </button>
        </form>
      )}
      <form method="post" id="afmeld" className="mt-6">
        <input type="hidden" name="action" value="leave" />
        <button type="submit" className={`${button} bg-red-800 text-white`}>
          {t('subscription.leave')}
        </button>
      </form>
    </div>
  );
}
