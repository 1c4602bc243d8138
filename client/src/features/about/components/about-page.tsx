import { Link } from '@tanstack/react-router';
import type { Member, Team } from '../../../../../shared/schemas/member';
import { TeamSection } from './team-section';

/** /about: what the association is, then every team and its members who agreed to be shown. */
export function AboutPage({ teams, members }: { teams: Team[]; members: Member[] }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      <h1 className="text-4xl font-black tracking-tight text-white sm:text-5xl">Om os</h1>
      <div className="mt-4 max-w-2xl space-y-3 text-lg text-stone-200">
        <p>Spillested er en musikforening drevet af frivillige. Vi booker kunstnerne, bygger scenen, står i baren og sørger for, at hver koncert bliver en god aften.</p>
        <p>Alle kan være med. Bliv medlem, og vær med til at skabe levende musik tæt på.</p>
      </div>
      <Link
        to="/auth/register"
        className="mt-6 inline-flex min-h-12 items-center rounded-full bg-amber-400 px-6 font-bold text-stone-950 transition-colors hover:bg-amber-300"
      >
        Bliv medlem
      </Link>
      <h2 className="mt-12 mb-6 text-3xl font-black tracking-tight text-white">Holdene</h2>
      <TeamSection teams={teams} members={members} headingLevel="h3" />
    </div>
  );
}
