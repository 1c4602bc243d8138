import { PageSection } from '../../../components/ui/page-section';
import { formatDate } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';

/** "Mine kvalifikationer" on "Min profil": what a shift manager has confirmed the member has, and since when. */
export function MyQualificationsSection({ memberId }: { memberId: number }) {
  const [qualifications] = trpc.qualifications.ofMember.useSuspenseQuery({ id: memberId });
  return (
    <PageSection title="Mine kvalifikationer">
      {qualifications.length === 0 ? (
        <p className="max-w-prose text-sm text-stone-600">
          Du har ingen bekræftede kvalifikationer. Nogle vagter kræver fx et bartenderkursus; en vagtansvarlig bekræfter dem for dig.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {qualifications.map((qualification) => (
            <li key={qualification.id} className="rounded-full border border-sky-300 bg-sky-50 px-3 py-1 text-sm text-sky-900">
              <span className="font-semibold">{qualification.name}</span> · bekræftet {formatDate(qualification.confirmedAt)}
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
