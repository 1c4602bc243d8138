import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import type { Qualification } from '../../../../../shared/schemas/qualification';
import { DeleteButton } from '../../../components/admin/delete-button';
import { controlClass } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { activeMembersInput } from '../../../lib/admin-queries';
import { trpc } from '../../../lib/trpc';
import { useQualificationActions } from '../use-qualification-actions';
import { countText } from '../../../../../shared/count-text';

const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

/** Name and description, to create a qualification or change one. */
function QualificationForm({ initial, submitLabel, pending, onSubmit, onCancel }: {
  initial?: Qualification;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: { name: string; description: string }) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, description });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Navn
        </label>
        <input id={`${id}-name`} required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} className={controlClass} />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={labelClass}>
          Beskrivelse (valgfri)
        </label>
        <input id={`${id}-description`} maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} className={controlClass} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Annullér
          </Button>
        )}
      </div>
    </form>
  );
}

/** The ids of the qualifications a member has, read from the list. */
const heldBy = (qualifications: readonly Qualification[], memberId: number) =>
  qualifications.filter((qualification) => qualification.members.some((member) => member.memberId === memberId)).map((qualification) => qualification.id);

/** A manager confirms the qualification for a member, who is told by e-mail. */
function ConfirmForMember({ qualification, qualifications }: { qualification: Qualification; qualifications: readonly Qualification[] }) {
  const id = useId();
  const { data } = trpc.members.list.useQuery(activeMembersInput);
  const actions = useQualificationActions();
  const [memberId, setMemberId] = useState('');
  const holders = new Set(qualification.members.map((member) => member.memberId));
  const choices = (data?.records ?? []).filter((member) => !holders.has(member.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!memberId) return;
    const member = Number(memberId);
    void actions.setOfMember(member, [...heldBy(qualifications, member), qualification.id], `${qualification.name} er bekræftet`).then(() => setMemberId(''));
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className={labelClass}>
          Bekræft {qualification.name} for
        </label>
        <select id={id} value={memberId} onChange={(e) => setMemberId(e.target.value)} className={controlClass}>
          <option value="">Vælg medlem</option>
          {choices.map((member) => (
            <option key={member.id} value={member.id}>
              {member.firstName} {member.lastName}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={!memberId || actions.pending}>
        Bekræft
      </Button>
    </form>
  );
}

function QualificationCard({ qualification, qualifications, canManage }: { qualification: Qualification; qualifications: readonly Qualification[]; canManage: boolean }) {
  const actions = useQualificationActions();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="rounded-lg border border-amber-300 bg-white p-4">
        <QualificationForm
          initial={qualification}
          submitLabel="Gem"
          pending={actions.pending}
          onSubmit={(input) => void actions.update(qualification.id, input, () => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  const required = qualification.comingShifts;
  return (
    <li aria-label={qualification.name} className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{qualification.name}</h2>
      {qualification.description && <p className="text-sm text-stone-700">{qualification.description}</p>}
      <p className="text-sm text-stone-600">Kræves af {countText(required, 'kommende vagt', 'kommende vagter')}</p>
      {qualification.members.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Ingen har fået den bekræftet endnu.</p>
      ) : (
        <ul aria-label={`Har ${qualification.name}`} className="mt-2 flex flex-wrap gap-2">
          {qualification.members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.memberId} className={`flex min-h-11 items-center gap-1 rounded-full border border-stone-300 bg-stone-50 pl-3 text-sm ${canManage ? '' : 'pr-3'}`}>
                {name}
                {canManage && (
                  <button
                    type="button"
                    disabled={actions.pending}
                    onClick={() =>
                      void actions.setOfMember(
                        member.memberId,
                        heldBy(qualifications, member.memberId).filter((id) => id !== qualification.id),
                        `${name} har ikke længere ${qualification.name}`,
                      )
                    }
                    className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-accent-strong"
                  >
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">
                      Fjern {qualification.name} fra {name}
                    </span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canManage && (
        <>
          <ConfirmForMember qualification={qualification} qualifications={qualifications} />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Ret<span className="sr-only"> {qualification.name}</span>
            </Button>
            {required > 0 ? (
              <Button variant="danger" disabled title="Fjern kravet fra de kommende vagter først">
                Slet<span className="sr-only"> {qualification.name} (kræves af kommende vagter)</span>
              </Button>
            ) : (
              <DeleteButton name={qualification.name} onDelete={() => actions.remove(qualification.id)} pending={actions.pending}>
                Kvalifikationen slettes, også for {qualification.members.length === 1 ? 'det ene medlem' : `de ${countText(qualification.members.length, 'medlem', 'medlemmer')}`}, der har den.
              </DeleteButton>
            )}
          </div>
        </>
      )}
    </li>
  );
}

/**
 * "Kvalifikationer": what shifts may require ("Bartenderkursus", "Over 18", "Førstehjælp") and who has
 * each. Shift managers add, change and delete them and confirm them for members; everyone reads them.
 */
export function QualificationsPage({ canManage }: { canManage: boolean }) {
  const [qualifications] = trpc.qualifications.list.useSuspenseQuery();
  const actions = useQualificationActions();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeading title="Kvalifikationer">
        <Link to="/admin/vagter" className="inline-flex min-h-11 items-center text-sm font-medium text-link underline">
          Alle vagtplaner
        </Link>
      </PageHeading>
      <p className="mb-6 max-w-prose text-stone-700">
        En vagt kan kræve en eller flere kvalifikationer. Et medlem uden dem kan ikke selv tage vagten, men en vagtansvarlig kan sætte dem på.
      </p>
      {qualifications.length === 0 ? (
        <p className="mb-6 text-stone-600">Der er ingen kvalifikationer endnu.</p>
      ) : (
        <ul aria-label="Kvalifikationer" className="mb-6 space-y-3">
          {qualifications.map((qualification) => (
            <QualificationCard key={qualification.id} qualification={qualification} qualifications={qualifications} canManage={canManage} />
          ))}
        </ul>
      )}
      {canManage &&
        (adding ? (
          <section aria-label="Ny kvalifikation" className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 className="mb-3 text-lg font-semibold">Ny kvalifikation</h2>
            <QualificationForm submitLabel="Opret kvalifikation" pending={actions.pending} onSubmit={(input) => void actions.create(input, () => setAdding(false))} onCancel={() => setAdding(false)} />
          </section>
        ) : (
          <Button onClick={() => setAdding(true)}>Ny kvalifikation</Button>
        ))}
    </>
  );
}
