import type { ListedTeam, Member } from '../../../../../shared/schemas/member';
import { ResponsiveImage } from '../../../components/responsive-image';
import { presentedTeams } from '../presented-teams';
import { Translated } from '../../../components/translated';
import { useTranslator } from '../../../lib/i18n';
import type { Locale } from '../../../../../shared/i18n';
import { translated } from '../../../../../shared/translations';

function MemberCard({ member }: { member: Member }) {
  return (
    <li className="flex items-center gap-3">
      {member.profilePictureUrl ? (
        <ResponsiveImage src={member.profilePictureUrl} alt="" width={160} height={160} sizes="56px" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-stone-800 text-lg font-bold text-accent-soft">
          {member.firstName[0]}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold text-white">
          {`${member.firstName} ${member.lastName}`}
        </p>
        {member.specialRole && <p className="text-sm text-accent-soft">{member.specialRole}</p>}
      </div>
    </li>
  );
}

/** The words a team presents itself with, in the page's language: its public description, else its description. */
function teamDescription(team: ListedTeam, locale: Locale) {
  const own = translated(team, 'publicDescription', locale);
  // A team's inner description has no English of its own (only the public one does).
  return own.text ? own : translated({ description: team.description }, 'description', locale);
}

type TeamSectionProps = { teams: ListedTeam[]; members: Member[]; compact?: boolean };

/**
 * The teams with their active members who agreed to be shown (docs/permissions.md), each with the
 * words it presents itself with (docs/settings.md); teams with nobody to show are left out.
 * `compact` is the landing page's "Mød holdet": names and faces only. Headings are h3, under the page's h2.
 */
export function TeamSection({ teams, members, compact = false }: TeamSectionProps) {
  const { locale } = useTranslator();
  const presented = presentedTeams(teams, members);
  return (
    <div className={`grid gap-6 ${compact ? 'sm:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2'}`}>
      {presented.map(({ team, members: shown }) => (
        <section key={team.id} aria-labelledby={`team-${team.id}`} className="rounded-2xl bg-stone-900 p-5 ring-1 ring-white/10">
          <h3 id={`team-${team.id}`} className="text-xl font-extrabold tracking-tight text-white">
            {team.displayName}
          </h3>
          {!compact && (
            <p className="mt-1 whitespace-pre-line text-stone-300">
              <Translated value={teamDescription(team, locale)} />
            </p>
          )}
          <ul className="mt-4 space-y-3">
            {shown.map((member) => (
              <MemberCard key={member.id} member={member} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
