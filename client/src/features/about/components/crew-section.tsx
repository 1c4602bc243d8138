import type { Crew } from '../../../../../shared/schemas/crew';
import { ResponsiveImage } from '../../../components/responsive-image';
import { RichText } from '../../../components/rich-text';
import { Translated } from '../../../components/translated';
import { useTranslator } from '../../../lib/i18n';
import { translated } from '../../../../../shared/translations';

/**
 * The association's crews (Bar, Lyd, Dør …) on /about, each with its picture, its words and the members
 * on it who agreed to be shown (the API gives no others: docs/permissions.md); its lead marked.
 * `compact` is the landing page's "Mød holdet": names and faces only.
 */
export function CrewSection({ crews, compact = false }: { crews: Crew[]; compact?: boolean }) {
  const { t, locale } = useTranslator();
  return (
    <div className={`grid gap-6 ${compact ? 'sm:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2'}`}>
      {crews.map((crew) => (
        <section key={crew.id} aria-labelledby={`crew-${crew.id}`} className="overflow-hidden rounded-2xl bg-stone-900 ring-1 ring-white/10">
          {!compact && crew.imageUrl && <ResponsiveImage src={crew.imageUrl} alt="" width={1200} height={800} sizes="(min-width: 768px) 480px, 100vw" className="aspect-[3/2] w-full object-cover" />}
          <div className="p-5">
            <h3 id={`crew-${crew.id}`} className="text-xl font-extrabold tracking-tight text-white">
              {crew.name}
            </h3>
            {!compact && (
              <div className="mt-1 text-stone-300">
                <Translated value={translated(crew, 'description', locale)} block>
                  {(html) => <RichText html={html} />}
                </Translated>
              </div>
            )}
            {crew.members.length > 0 && (
              <ul aria-label={t('about.onCrew', { name: crew.name })} className="mt-4 flex flex-wrap gap-x-4 gap-y-3">
                {crew.members.map((member) => (
                  <li key={member.id} className="flex items-center gap-2">
                    {member.profilePictureUrl ? (
                      <ResponsiveImage src={member.profilePictureUrl} alt="" width={160} height={160} sizes="40px" className="size-10 shrink-0 rounded-full object-cover" />
                    ) : (
                      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-800 font-bold text-accent-soft">
                        {member.firstName[0]}
                      </span>
                    )}
                    <span className="font-semibold text-white">
                      {member.firstName} {member.lastName}
                      {member.lead && <span className="block text-sm font-normal text-accent-soft">{t('about.crewLead')}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
