import { Link } from '@tanstack/react-router';
import type { CrewDetail } from '../../../../../shared/schemas/crew';
import { excerpt } from '../../../../../shared/rich-text';
import { DeleteButton, DeleteSection } from '../../../components/admin/delete-button';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { type CrewFormValues } from '../crew-form-schema';
import { useCrewActions } from '../use-crew-actions';
import { CrewForm } from './crew-form';
import { CrewMembersPicker } from './crew-members-picker';
import { countText } from '../../../../../shared/count-text';
import { englishFormValues } from '../../../components/form/language-tabs';

/** The crew form's fields, as a stale save names what someone else changed. */
const CREW_FORM_FIELDS = {
  values: ({ name, description, lead, imageUrl, translations }: CrewDetail): CrewFormValues => ({
    name,
    description,
    leadId: lead?.id ?? 0,
    imageUrl: imageUrl ?? '',
    translations: englishFormValues(['description'], translations),
  }),
  labels: { name: 'Navn', description: 'Beskrivelse', leadId: 'Leder', imageUrl: 'Billede', translations: 'Engelske tekster' },
};

const linkClass = 'inline-flex min-h-11 items-center rounded-md bg-accent px-4 font-semibold text-stone-950 hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent-strong';

/** "Hold": the association's crews with their leads and how many are on each; those who organise the volunteers make and change them. */
export function CrewListPage({ canManage }: { canManage: boolean }) {
  const [crews] = trpc.crews.list.useSuspenseQuery();
  return (
    <>
      <PageHeading title="Hold">
        {canManage && (
          <Link to="/admin/hold/ny" className={linkClass}>
            Opret hold
          </Link>
        )}
      </PageHeading>
      <p className="mb-6 max-w-2xl text-stone-700">
        Holdene er foreningens egne: Bar, Lyd, Dør og de andre. At være på et hold giver ingen adgang til administrationen; holdets leder
        planlægger holdets vagter og registrerer fremmøde, og holdets ledige vagter tilbydes dets medlemmer først.
      </p>
      {crews.length === 0 ? (
        <p className="text-stone-600">Der er ingen hold endnu.</p>
      ) : (
        <ul aria-label="Hold" className="grid gap-3 sm:grid-cols-2">
          {crews.map((crew) => (
            <li key={crew.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <h2 className="text-lg font-semibold">
                {canManage ? (
                  <Link to="/admin/hold/$crewId" params={{ crewId: crew.id }} className="underline decoration-accent-strong underline-offset-4">
                    {crew.name}
                  </Link>
                ) : (
                  crew.name
                )}
              </h2>
              <p className="text-sm text-stone-600">{countText(crew.memberCount, 'medlem', 'medlemmer')}</p>
              <p className="mt-1 text-stone-800">{excerpt(crew.description, 140)}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function CreateCrewPage() {
  const { create, pending } = useCrewActions();
  return (
    <>
      <PageHeading title="Opret hold" />
      <CrewForm submitLabel="Opret hold" onSubmit={create} pending={pending} />
    </>
  );
}

export function EditCrewPage({ crewId }: { crewId: number }) {
  const [crew, query] = trpc.crews.byId.useSuspenseQuery({ id: crewId });
  const { update, remove, pending } = useCrewActions();
  const utils = trpc.useUtils();
  const conflict = useEditConflict({
    loaded: crew,
    latest: () => utils.client.crews.byId.query({ id: crewId }),
    reload: () => query.refetch(),
    fields: CREW_FORM_FIELDS,
  });
  return (
    <>
      <PageHeading title={`Hold: ${crew.name}`} />
      <LastUpdated record={conflict.base} />
      {conflict.notice}
      <CrewForm
        // A newer version loaded after a conflict refills the form.
        key={crew.updatedAt}
        initialValues={CREW_FORM_FIELDS.values(crew)}
        submitLabel="Gem hold"
        onSubmit={(input) => update(conflict.base, input, conflict.onConflict)}
        pending={pending}
      />
      <CrewMembersPicker key={`members-${crew.updatedAt}`} crew={crew} />
      <DeleteSection>
        <DeleteButton name={crew.name} label="Slet hold" onDelete={() => remove(crew.id)} pending={pending}>
          Holdet slettes for altid. Dets vagter bliver stående uden hold, med dem, der har taget dem.
        </DeleteButton>
      </DeleteSection>
    </>
  );
}
