import { Link } from '@tanstack/react-router';
import type { Crew } from '../../../../../shared/schemas/crew';
import type { ListedTeam, Member } from '../../../../../shared/schemas/member';
import { RichText } from '../../../components/rich-text';
import { Translated } from '../../../components/translated';
import { useTranslator } from '../../../lib/i18n';
import type { TranslatedText } from '../../../../../shared/translations';
import { presentedTeams } from '../presented-teams';
import { CrewSection } from './crew-section';
import { TeamSection } from './team-section';

type AboutPageProps = {
  /** The association's name, and its own text about itself (sanitized HTML) in the page's language, from its settings (docs/settings.md). */
  name: string;
  about?: TranslatedText;
  teams: ListedTeam[];
  members: Member[];
  /** The association's own crews, with their members who agreed to be shown. */
  crews: Crew[];
};

/** /about: what the association is, in its own words, then its volunteer crews, then the teams that have someone to show and their members. */
export function AboutPage({ name, about, teams, members, crews }: AboutPageProps) {
  const { t } = useTranslator();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      <h1 className="text-4xl font-black tracking-tight text-white sm:text-5xl">{t('about.title')}</h1>
      {about ? (
        <Translated value={about} block>
          {(html) => <RichText html={html} className="mt-4" />}
        </Translated>
      ) : (
        <div className="mt-4 max-w-2xl space-y-3 text-lg text-stone-200">
          <p>{t('about.intro', { name })}</p>
          <p>{t('about.everyone')}</p>
        </div>
      )}
      <Link
        to="/auth/register"
        className="mt-6 inline-flex min-h-12 items-center rounded-full bg-accent px-6 font-bold text-stone-950 transition-colors hover:bg-accent-soft"
      >
        {t('about.join')}
      </Link>
      {crews.length > 0 && (
        <>
          <h2 className="mt-12 mb-6 text-3xl font-black tracking-tight text-white">{t('about.crews')}</h2>
          <CrewSection crews={crews} />
        </>
      )}
      {presentedTeams(teams, members).length > 0 && (
        <>
          <h2 className="mt-12 mb-6 text-3xl font-black tracking-tight text-white">{t('about.teams')}</h2>
          <TeamSection teams={teams} members={members} />
        </>
      )}
    </div>
  );
}
