import type { Member, Team } from '../../../../../shared/schemas/member';
import { ResponsiveImage } from '../../../components/responsive-image';

/** Everyone is in "member": as a team on the page it would only repeat the whole list. */
const shownTeams = (teams: Team[]) => teams.filter((team) => team.name !== 'member');

function MemberCard({ member }: { member: Member }) {
  return (
    <li className="flex items-center gap-3">
      {member.profilePictureUrl ? (
        <ResponsiveImage src={member.profilePictureUrl} alt="" width={160} height={160} sizes="56px" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-stone-800 text-lg font-bold text-amber-300">
          {member.firstName[0]}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold text-white">
          {`${member.firstName} ${member.lastName}`}
        </p>
        {member.specialRole && <p className="text-sm text-amber-200">{member.specialRole}</p>}
      </div>
    </li>
  );
}

type TeamSectionProps = { teams: Team[]; members: Member[]; compact?: boolean; headingLevel?: 'h2' | 'h3' };

/**
 * The teams with their active members who agreed to be shown (docs/permissions.md). `compact` is the
 * landing page's "Mød holdet": teams with nobody to show are left out there.
 */
export function TeamSection({ teams, members, compact = false, headingLevel: Heading = 'h2' }: TeamSectionProps) {
  const membersOf = (team: Team) => members.filter((member) => member.teams.some((candidate) => candidate.id === team.id));
  const teamsShown = shownTeams(teams).filter((team) => !compact || membersOf(team).length > 0);

  return (
    <div className={`grid gap-6 ${compact ? 'sm:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2'}`}>
      {teamsShown.map((team) => (
        <section key={team.id} aria-labelledby={`team-${team.id}`} className="rounded-2xl bg-stone-900 p-5 ring-1 ring-white/10">
          <Heading id={`team-${team.id}`} className="text-xl font-extrabold tracking-tight text-white">
            {team.displayName}
          </Heading>
          {!compact && <p className="mt-1 text-stone-300">{team.description}</p>}
          {membersOf(team).length > 0 ? (
            <ul className="mt-4 space-y-3">
              {membersOf(team).map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-stone-400">Holdet præsenterer sig snart.</p>
          )}
        </section>
      ))}
    </div>
  );
}
