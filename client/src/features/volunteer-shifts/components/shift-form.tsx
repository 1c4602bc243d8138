import { type FormEvent, useId, useState } from 'react';
import type { Shift, ShiftInput } from '../../../../../shared/schemas/shift';
import { SHIFT_MAX_CAPACITY, SHIFT_ROLE_MAX, SHIFT_ROLE_SUGGESTIONS } from '../../../../../shared/shift-rules';
import { controlClass } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { fromCopenhagenLocal, toCopenhagenLocal } from '../../../lib/copenhagen-local-time';
import { activeMembersInput } from '../../../lib/admin-queries';
import { trpc } from '../../../lib/trpc';

type ShiftFormProps = {
  /** The shift edited, or the times a new one starts from (the event's). */
  initial: Pick<Shift, 'startsAt' | 'endsAt'> & Partial<Pick<Shift, 'role' | 'capacity' | 'note' | 'door' | 'requires' | 'lead' | 'crew'>>;
  /** The crews the member may give a shift to; a crew's lead only theirs, and then a crew is required. Left out: every crew, or none. */
  crews?: readonly { id: number; name: string }[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ShiftInput) => void;
  onCancel?: () => void;
};

/**
 * One shift's role (with the usual ones suggested), times in Copenhagen, places, note, whether it runs
 * the door, what it requires and who leads it. The server checks it all again and answers in Danish; the form only
 * keeps the browser from sending nonsense.
 */
export function ShiftForm({ initial, submitLabel, pending, onSubmit, onCancel, crews: onlyCrews }: ShiftFormProps) {
  const id = useId();
  const [role, setRole] = useState(initial.role ?? '');
  const [startsAt, setStartsAt] = useState(toCopenhagenLocal(initial.startsAt));
  const [endsAt, setEndsAt] = useState(toCopenhagenLocal(initial.endsAt));
  const [capacity, setCapacity] = useState(String(initial.capacity ?? 2));
  const [note, setNote] = useState(initial.note ?? '');
  const [door, setDoor] = useState(initial.door ?? false);
  const [requires, setRequires] = useState<number[]>(initial.requires ?? []);
  const [lead, setLead] = useState(initial.lead ? String(initial.lead.memberId) : '');
  const [crew, setCrew] = useState(initial.crew ? String(initial.crew.id) : onlyCrews?.[0] ? String(onlyCrews[0].id) : '');
  const { data: allCrews = [] } = trpc.crews.list.useQuery(undefined, { enabled: !onlyCrews });
  const crews = onlyCrews ?? allCrews;
  const { data: qualifications = [] } = trpc.qualifications.list.useQuery();
  const { data: members } = trpc.members.list.useQuery(activeMembersInput);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      role,
      startsAt: fromCopenhagenLocal(startsAt),
      endsAt: fromCopenhagenLocal(endsAt),
      capacity: Number(capacity),
      note,
      door,
      requires,
      leadId: lead ? Number(lead) : null,
      crewId: crew ? Number(crew) : null,
    });
  };
  const toggle = (id: number, on: boolean) => setRequires((ids) => (on ? [...ids, id] : ids.filter((one) => one !== id)));
  const label = 'mb-1 block text-sm font-medium text-stone-800';

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-role`} className={label}>
          Rolle
        </label>
        <input id={`${id}-role`} list={`${id}-roles`} required maxLength={SHIFT_ROLE_MAX} value={role} onChange={(e) => setRole(e.target.value)} className={controlClass} />
        <datalist id={`${id}-roles`}>
          {SHIFT_ROLE_SUGGESTIONS.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor={`${id}-capacity`} className={label}>
          Pladser
        </label>
        <input
          id={`${id}-capacity`}
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={SHIFT_MAX_CAPACITY}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-starts`} className={label}>
          Starter
        </label>
        <input id={`${id}-starts`} type="datetime-local" required value={startsAt} onChange={(e) => setStartsAt(e.target.value)} className={controlClass} />
      </div>
      <div>
        <label htmlFor={`${id}-ends`} className={label}>
          Slutter
        </label>
        <input id={`${id}-ends`} type="datetime-local" required value={endsAt} onChange={(e) => setEndsAt(e.target.value)} className={controlClass} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-note`} className={label}>
          Note (valgfri)
        </label>
        <input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} className={controlClass} />
      </div>
      <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
        <input type="checkbox" checked={door} onChange={(e) => setDoor(e.target.checked)} />
        Dørvagt (kører døren på aftenen)
      </label>
      {qualifications.length > 0 && (
        <fieldset className="sm:col-span-2">
          <legend className={label}>Kræver</legend>
          <div className="flex flex-wrap gap-2">
            {qualifications.map((qualification) => (
              <label key={qualification.id} className="flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-3">
                <input type="checkbox" checked={requires.includes(qualification.id)} onChange={(e) => toggle(qualification.id, e.target.checked)} />
                {qualification.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-lead`} className={label}>
          Leder (valgfri: registrerer fremmøde)
        </label>
        <select id={`${id}-lead`} value={lead} onChange={(e) => setLead(e.target.value)} className={controlClass}>
          <option value="">Ingen</option>
          {(members?.records ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.firstName} {member.lastName}
            </option>
          ))}
        </select>
      </div>
      {crews.length > 0 && (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-crew`} className={label}>
            Hold (tilbydes holdets medlemmer først)
          </label>
          <select id={`${id}-crew`} value={crew} onChange={(e) => setCrew(e.target.value)} className={controlClass}>
            {!onlyCrews && <option value="">Intet hold</option>}
            {crews.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </div>
      )}
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
