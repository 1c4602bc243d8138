import type { Crew } from '../../../../../shared/schemas/crew';
import type { ListedTeam, Member } from '../../../../../shared/schemas/member';
import { presentedTeams } from '../presented-teams';
import { CrewSection } from './crew-section';
import { TeamSection } from './team-section';
import { useTranslator } from '../../../lib/i18n';

/** The landing page's "Mød holdet": the crews, then the udvalg, with the faces of those who agreed to be shown. */
export function MeetThePeople({ crews, teams, members }: { crews: Crew[]; teams: ListedTeam[]; members: Member[] }) {
  const { t } = useTranslator();
  const shownCrews = crews.filter((crew) => crew.members.length > 0);
  if (shownCrews.length === 0 && presentedTeams(teams, members).length === 0) {
    return <p className="text-stone-300">{t('about.comingSoon')}</p>;
  }
  return (
    <div className="space-y-6">
      <CrewSection crews={shownCrews} compact />
      <TeamSection teams={teams} members={members} compact />
    </div>
  );
}
