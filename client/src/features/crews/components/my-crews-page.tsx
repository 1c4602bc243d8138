import type { CrewDetail } from '../../../../../shared/schemas/crew';
import { RichText } from '../../../components/rich-text';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** One crew: what it does, who leads it (with their address, as members see each other's) and who else is on it. */
function CrewCard({ crew, viewerId }: { crew: CrewDetail; viewerId: number }) {
  const others = crew.members.filter((member) => member.id !== crew.lead?.id);
  return (
    <li aria-label={crew.name} className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="text-xl font-semibold">{crew.name}</h2>
      {crew.lead ? (
        crew.lead.id === viewerId ? (
          <p className="mt-1 font-semibold text-amber-900">Du leder holdet: du planlægger dets vagter og registrerer fremmøde.</p>
        ) : (
          <p className="mt-1">
            Leder: <span className="font-semibold">{fullName(crew.lead)}</span> ·{' '}
            <a href={`mailto:${crew.lead.email}`} className="inline-flex min-h-11 items-center font-medium text-link underline">
              Skriv til {crew.lead.firstName}
            </a>
          </p>
        )
      ) : (
        <p className="mt-1 text-stone-600">Holdet har ingen leder lige nu.</p>
      )}
      <RichText html={crew.description} className="mt-2 text-stone-800" />
      {others.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-stone-700">På holdet</h3>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm">
            {others.map((member) => (
              <li key={member.id} className="rounded-full bg-stone-100 px-3 py-1">
                {member.id === viewerId ? 'Dig' : fullName(member)}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** "Mine hold": the crews the member is on or leads; their open shifts come first on "Mine vagter". */
export function MyCrewsPage({ viewerId }: { viewerId: number }) {
  const [crews] = trpc.crews.mine.useSuspenseQuery();
  return (
    <>
      <PageHeading title="Mine hold" />
      {crews.length === 0 ? (
        <p className="text-stone-700">Du er ikke på noget hold endnu. Spørg frivilligkoordineringen, hvis du gerne vil være med i baren, ved døren eller et andet sted.</p>
      ) : (
        <>
          <p className="mb-4 text-stone-700">Dine holds ledige vagter står først under "Dine hold" på Mine vagter.</p>
          <ul className="space-y-4">
            {crews.map((crew) => (
              <CrewCard key={crew.id} crew={crew} viewerId={viewerId} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
