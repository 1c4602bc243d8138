import { type FormEvent, useId, useState } from 'react';
import type { Shift } from '../../../../../shared/schemas/shift';
import { controlClass } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { activeMembersInput } from '../../../lib/admin-queries';
import { trpc } from '../../../lib/trpc';
import { useShiftActions } from '../use-shift-actions';

/**
 * A manager puts any approved member on a shift, also after the start and without what it requires:
 * those who lack a requirement are marked in the list, and the plan warns of it afterwards.
 */
export function AssignMember({ shift }: { shift: Shift }) {
  const id = useId();
  const { data } = trpc.members.list.useQuery(activeMembersInput);
  const { data: qualifications = [] } = trpc.qualifications.list.useQuery(undefined, { enabled: shift.requirements.length > 0 });
  const [memberId, setMemberId] = useState('');
  const actions = useShiftActions();
  const taken = new Set(shift.volunteers.map((volunteer) => volunteer.memberId));
  const choices = (data?.records ?? []).filter((member) => !taken.has(member.id));
  const missingFor = (member: number) =>
    shift.requirements
      .filter((requirement) => !qualifications.find((one) => one.id === requirement.id)?.members.some((holder) => holder.memberId === member))
      .map((requirement) => requirement.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (memberId) void actions.assign(shift.id, Number(memberId));
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          Sæt et medlem på {shift.role}
        </label>
        <select id={id} value={memberId} onChange={(e) => setMemberId(e.target.value)} className={controlClass}>
          <option value="">Vælg medlem</option>
          {choices.map((member) => {
            const missing = shift.requirements.length > 0 ? missingFor(member.id) : [];
            return (
              <option key={member.id} value={member.id}>
                {member.firstName} {member.lastName}
                {missing.length > 0 ? ` (mangler ${missing.join(', ')})` : ''}
              </option>
            );
          })}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={!memberId || actions.pending}>
        Sæt på
      </Button>
    </form>
  );
}
