import { useId } from 'react';
import { useLocalisedPath, useTranslator } from '../lib/i18n';

type Choice = { field: string; label: string; checked?: boolean };

type FollowFormProps = {
  /** "Følg Kaja Kvartet" */
  heading: string;
  text: string;
  /** Where the form posts: /follow with what is followed in the address (?artist=12), answered on the server. */
  action: string;
  /** Checkboxes to choose among (the whole programme, genres); none when the address says what. */
  choices?: Choice[];
};

/**
 * "Følg": a plain form that the server answers (server/http/form-posts.ts, /follow), so it works
 * without JavaScript and adds none to the page. It posts to the page's language and sends it along:
 * a follow from an English page gets its mails in English.
 */
export function FollowForm({ heading, text, action, choices = [] }: FollowFormProps) {
  const id = useId();
  const { t, locale } = useTranslator();
  const localised = useLocalisedPath();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 rounded-2xl bg-stone-900 p-5 ring-1 ring-stone-800 sm:p-6">
      <h2 id={`${id}-heading`} className="text-2xl font-black tracking-tight text-white">
        {heading}
      </h2>
      <p className="mt-2 text-stone-300">{text}</p>
      <form method="post" action={localised(action)} className="mt-4 grid gap-3 sm:max-w-lg">
        <input type="hidden" name="language" value={locale} />
        {choices.length > 0 && (
          <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
            <legend className="sr-only">{t('follow.choose')}</legend>
            {choices.map((choice) => (
              <label key={choice.field} className="inline-flex min-h-11 items-center gap-2 text-stone-200">
                <input type="checkbox" name={choice.field} defaultChecked={choice.checked} className="size-5 accent-accent" />
                {choice.label}
              </label>
            ))}
          </fieldset>
        )}
        <label htmlFor={`${id}-email`} className="font-semibold text-stone-200">
          {t('follow.email')}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            className="min-h-12 w-full rounded-lg bg-stone-950 px-3 text-white ring-1 ring-stone-700 focus:ring-2 focus:ring-accent focus:outline-none"
          />
          <button type="submit" className="min-h-12 rounded-lg bg-accent px-5 font-bold text-stone-950 hover:brightness-110">
            {t('follow.submit')}
          </button>
        </div>
        <p className="text-sm text-stone-400">{t('follow.hint')}</p>
      </form>
    </section>
  );
}
