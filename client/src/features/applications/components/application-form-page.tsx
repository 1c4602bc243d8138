import { type ReactNode, useId } from 'react';
import type { PostedForm } from '../../../../../shared/posted-form';
import {
  type ApplicationForm,
  linkFieldName,
  MAX_APPLICATION_LINKS,
  monthFieldName,
  type OptionalApplicationField,
} from '../../../../../shared/schemas/application';
import { usePostedForm } from '../../../components/form/posted-form';
import { SocialIcon } from '../../../components/social-icon';
import { socialLink } from '../../../lib/social-kind';
import { upcomingMonths } from '../../../../../shared/application-months';
import { PostedRefusal } from '../../../components/form/posted-refusal';
import { useTranslator } from '../../../lib/i18n';
import { useRefusalText } from '../../../lib/refusal-text';
import { Translated } from '../../../components/translated';
import { translated } from '../../../../../shared/translations';

const control =
  'min-h-12 w-full rounded-lg bg-stone-950 px-3 text-white ring-1 ring-stone-700 focus:ring-2 focus:ring-amber-400 focus:outline-none aria-invalid:ring-red-400';
const HOSTS = ['spotify', 'bandcamp', 'youtube', 'soundcloud'] as const;

type FieldProps = { name: string; label: string; hint?: string; refusal?: string; children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode };

/** A label, the control, its hint and the server's refusal tied to it for screen readers. */
function Field({ name, label, hint, refusal, children }: FieldProps) {
  const id = `${useId()}-${name}`;
  const described = [hint && `${id}-hint`, refusal && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-stone-200">
        {label}
      </label>
      {children({ id, 'aria-describedby': described, ...(refusal && { 'aria-invalid': true }) })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-400">
          {hint}
        </p>
      )}
      {refusal && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-300">
          {refusal}
        </p>
      )}
    </div>
  );
}

const textOf = (posted: PostedForm | undefined, name: string) => {
  const value = posted?.values[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
const listOf = (posted: PostedForm | undefined, name: string) => {
  const value = posted?.values[name];
  return Array.isArray(value) ? value : [];
};

/**
 * "Spil hos os": a plain form the server answers (server/http/form-posts.ts), so a band applies from
 * any phone, scripts or not. The press photo goes with it as multipart; a refusal brings the page back
 * with what was typed and each message at its field, the photo kept by its address.
 */
export function ApplicationFormPage({ form, siteName }: { form: ApplicationForm; siteName: string }) {
  const { t, dates, locale } = useTranslator();
  const refusalText = useRefusalText();
  const posted = usePostedForm();
  const asked = (field: OptionalApplicationField) => form.fields.includes(field);
  const refusal = (name: string) => {
    const refused = posted?.refusals[name];
    return refused && refusalText(refused);
  };
  const links = listOf(posted, 'links');
  const months = listOf(posted, 'months');
  const pictureUrl = textOf(posted, 'pictureUrl');

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">{t('apply.title')}</h1>
      {form.intro && (
        <p className="mt-4 text-lg whitespace-pre-line text-stone-200">
          <Translated value={translated(form, 'intro', locale)} />
        </p>
      )}
      {posted?.done ? (
        <p role="status" className="mt-8 rounded-2xl bg-stone-900 p-5 text-lg text-stone-100 ring-1 ring-amber-400/40">
          {refusalText(posted.done)}
        </p>
      ) : !form.open ? (
        <p role="status" className="mt-8 rounded-2xl bg-stone-900 p-5 text-lg text-stone-100 ring-1 ring-stone-700">
          {/* The default words are the server's own; the association's own are its content, Danish. */}
          {form.closedMessage && refusalText(form.closedMessage)}
        </p>
      ) : (
        <form method="post" encType="multipart/form-data" className="mt-8 grid gap-6" noValidate>
          <PostedRefusal wording={refusalText} />
          <p className="text-stone-300">
            {t('apply.lead', { site: siteName })}
          </p>
          <input type="hidden" name="startedAt" value={form.startedAt} />
          {/* Hidden from people and screen readers alike; a script that fills in every field fills in this one too. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              {t('apply.honeypot')}
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>

          <fieldset className="grid gap-4 rounded-2xl bg-stone-900 p-5 ring-1 ring-stone-800">
            <legend className="px-1 text-xl font-bold text-white">{t('apply.you')}</legend>
            <Field name="actName" label={t('apply.actName')} refusal={refusal('actName')}>
              {(props) => <input {...props} name="actName" required maxLength={100} defaultValue={textOf(posted, 'actName')} className={control} />}
            </Field>
            <Field name="contactName" label={t('apply.contactName')} refusal={refusal('contactName')}>
              {(props) => <input {...props} name="contactName" required maxLength={100} autoComplete="name" defaultValue={textOf(posted, 'contactName')} className={control} />}
            </Field>
            <Field name="email" label={t('apply.email')} hint={t('apply.emailHint')} refusal={refusal('email')}>
              {(props) => <input {...props} type="email" name="email" required autoComplete="email" defaultValue={textOf(posted, 'email')} className={control} />}
            </Field>
            {asked('phone') && (
              <Field name="phone" label={t('apply.phone')} refusal={refusal('phone')}>
                {(props) => <input {...props} type="tel" name="phone" autoComplete="tel" defaultValue={textOf(posted, 'phone')} className={control} />}
              </Field>
            )}
            {asked('town') && (
              <Field name="town" label={t('apply.town')} refusal={refusal('town')}>
                {(props) => <input {...props} name="town" maxLength={60} defaultValue={textOf(posted, 'town')} className={control} />}
              </Field>
            )}
            {asked('genres') && (
              <Field name="genres" label={t('apply.genres')} hint={t('apply.genresHint')} refusal={refusal('genres')}>
                {(props) => <input {...props} name="genres" defaultValue={listOf(posted, 'genres').join(', ')} className={control} />}
              </Field>
            )}
          </fieldset>

          {(asked('links') || asked('text') || asked('picture')) && (
            <fieldset className="grid gap-4 rounded-2xl bg-stone-900 p-5 ring-1 ring-stone-800">
              <legend className="px-1 text-xl font-bold text-white">{t('apply.music')}</legend>
              {asked('links') && (
                <div className="grid gap-2">
                  <p className="flex flex-wrap items-center gap-2 text-stone-300">
                    {t('apply.linksIntro')}
                    {HOSTS.map((kind) => (
                      <span key={kind} className="inline-flex items-center gap-1 text-stone-200">
                        <SocialIcon kind={kind} />
                        <span className="text-sm">{socialLink(`https://${kind}.com`).label}</span>
                      </span>
                    ))}
                    <span className="text-sm">{t('apply.orWebsite')}</span>
                  </p>
                  {Array.from({ length: MAX_APPLICATION_LINKS }, (_, index) => {
                    const typed = links[index];
                    const kind = typed ? socialLink(typed).kind : undefined;
                    return (
                      <Field key={index} name={linkFieldName(index)} label={t('apply.link', { number: index + 1 })} refusal={index === 0 ? refusal('links') : undefined}>
                        {(props) => (
                          <div className="flex items-center gap-2">
                            {kind && <SocialIcon kind={kind} />}
                            <input {...props} type="url" name={linkFieldName(index)} inputMode="url" placeholder="https://" defaultValue={typed ?? ''} className={control} />
                          </div>
                        )}
                      </Field>
                    );
                  })}
                </div>
              )}
              {asked('text') && (
                <Field name="text" label={t('apply.text')} hint={t('apply.textHint')} refusal={refusal('text')}>
                  {(props) => <textarea {...props} name="text" rows={5} maxLength={2000} defaultValue={textOf(posted, 'text')} className={`${control} py-2`} />}
                </Field>
              )}
              {asked('picture') && (
                <Field
                  name="pictureUrl"
                  label={t('apply.picture')}
                  hint={pictureUrl ? t('apply.pictureKept') : t('apply.pictureHint')}
                  refusal={refusal('pictureUrl')}
                >
                  {(props) => (
                    <>
                      <input {...props} type="file" name="pictureUrl" accept="image/jpeg,image/png,image/webp,image/avif" className="w-full min-w-0 text-stone-200 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-stone-700 file:px-4 file:font-semibold file:text-white" />
                      {pictureUrl && <input type="hidden" name="pictureUrl" value={pictureUrl} />}
                    </>
                  )}
                </Field>
              )}
            </fieldset>
          )}

          {(asked('dates') || asked('lineup') || asked('technicalNeeds') || asked('deal')) && (
            <fieldset className="grid gap-4 rounded-2xl bg-stone-900 p-5 ring-1 ring-stone-800">
              <legend className="px-1 text-xl font-bold text-white">{t('apply.concert')}</legend>
              {asked('dates') && (
                <>
                  <fieldset aria-describedby={refusal('months') ? 'months-error' : undefined}>
                    <legend className="font-semibold text-stone-200">{t('apply.when')}</legend>
                    <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                      {upcomingMonths(form.startedAt, 12).map((month) => (
                        <label key={month.value} className="inline-flex min-h-11 items-center gap-2 text-stone-200">
                          <input type="checkbox" name={monthFieldName(month.value)} defaultChecked={months.includes(month.value)} className="size-5 accent-amber-400" />
                          {locale === 'da' ? month.label : dates.formatMonth(`${month.value}-15T12:00:00Z`)}
                        </label>
                      ))}
                    </div>
                    {refusal('months') && (
                      <p id="months-error" className="text-sm font-semibold text-red-300">
                        {refusal('months')}
                      </p>
                    )}
                  </fieldset>
                  <Field name="dates" label={t('apply.dates')} hint={t('apply.datesHint')} refusal={refusal('dates')}>
                    {(props) => <input {...props} name="dates" maxLength={300} defaultValue={textOf(posted, 'dates')} className={control} />}
                  </Field>
                </>
              )}
              {asked('lineup') && (
                <Field name="lineupSize" label={t('apply.lineupSize')} refusal={refusal('lineupSize')}>
                  {(props) => <input {...props} type="number" name="lineupSize" min={1} max={50} inputMode="numeric" defaultValue={textOf(posted, 'lineupSize')} className={`${control} max-w-32`} />}
                </Field>
              )}
              {asked('technicalNeeds') && (
                <Field name="technicalNeeds" label={t('apply.technicalNeeds')} hint={t('apply.technicalHint')} refusal={refusal('technicalNeeds')}>
                  {(props) => <textarea {...props} name="technicalNeeds" rows={3} maxLength={1000} defaultValue={textOf(posted, 'technicalNeeds')} className={`${control} py-2`} />}
                </Field>
              )}
              {asked('deal') && (
                <Field name="deal" label={t('apply.deal')} hint={t('apply.dealHint')} refusal={refusal('deal')}>
                  {(props) => <input {...props} name="deal" maxLength={300} defaultValue={textOf(posted, 'deal')} className={control} />}
                </Field>
              )}
            </fieldset>
          )}

          <div className="grid gap-1.5">
            <label className="flex items-start gap-3 text-stone-200">
              <input
                type="checkbox"
                name="consent"
                required
                defaultChecked={posted?.values.consent === true}
                aria-invalid={refusal('consent') ? true : undefined}
                aria-describedby={refusal('consent') ? 'consent-error' : undefined}
                className="mt-1 size-5 shrink-0 accent-amber-400"
              />
              <span>
                {t('apply.consent', { months: form.retentionMonths })}
              </span>
            </label>
            {refusal('consent') && (
              <p id="consent-error" className="text-sm font-semibold text-red-300">
                {refusal('consent')}
              </p>
            )}
          </div>
          <button type="submit" className="min-h-12 justify-self-start rounded-lg bg-accent px-6 text-lg font-bold text-stone-950 hover:brightness-110">
            {t('apply.send')}
          </button>
        </form>
      )}
    </div>
  );
}
