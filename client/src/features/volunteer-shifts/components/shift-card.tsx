import { useState } from 'react';
import type { Shift } from '../../../../../shared/schemas/shift';
import { beforeCutoff } from '../../../../../shared/shift-rules';
import { Button } from '../../../components/ui/button';
import { openPlaces, shiftWhen, takenText } from '../shift-text';
import { useShiftActions } from '../use-shift-actions';
import { AssignMember } from './assign-member';
import { ShiftForm } from './shift-form';

/** One shift on an event's plan: who has it, a place to take, and for managers edit, delete, assign and remove. */
export function ShiftCard({ shift, canManage }: { shift: Shift; canManage: boolean }) {
  const actions = useShiftActions();
  const [editing, setEditing] = useState(false);
  const mayTake = !shift.mine && openPlaces(shift) > 0 && (canManage || beforeCutoff(shift.startsAt));
  const mayGiveBack = shift.mine && (canManage || beforeCutoff(shift.startsAt));

  if (editing) {
    return (
      <li className="rounded-lg border border-amber-300 bg-white p-4">
        <ShiftForm
          initial={shift}
          submitLabel="Gem vagten"
          pending={actions.pending}
          onSubmit={(input) => actions.update(shift.id, input, () => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li aria-label={`${shift.role}, ${shiftWhen(shift)}`} className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{shift.role}</h2>
          <p className="text-sm text-stone-600">{shiftWhen(shift)}</p>
          {shift.note && <p className="mt-1 text-sm">{shift.note}</p>}
        </div>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${openPlaces(shift) > 0 ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}>
          {takenText(shift.volunteers.length, shift.capacity)}
        </span>
      </div>
      <ul aria-label={`Frivillige på ${shift.role}`} className="mt-3 space-y-1">
        {shift.volunteers.map((volunteer) => (
          <li key={volunteer.memberId} className="flex items-center justify-between gap-2">
            <span>
              {volunteer.firstName} {volunteer.lastName}
            </span>
            {canManage && (
              <Button variant="secondary" disabled={actions.pending} onClick={() => actions.giveBack(shift.id, volunteer.memberId)}>
                Tag af<span className="sr-only"> {volunteer.firstName} {volunteer.lastName}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {mayTake && (
          <Button disabled={actions.pending} onClick={() => actions.signUp(shift.id)}>
            Tag vagten
          </Button>
        )}
        {mayGiveBack && (
          <Button variant="secondary" disabled={actions.pending} onClick={() => actions.giveBack(shift.id)}>
            Giv vagten tilbage
          </Button>
        )}
        {canManage && (
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Ret<span className="sr-only"> {shift.role}</span>
            </Button>
            <Button variant="danger" disabled={actions.pending} onClick={() => actions.remove(shift.id)}>
              Slet<span className="sr-only"> {shift.role}</span>
            </Button>
          </>
        )}
      </div>
      {canManage && openPlaces(shift) > 0 && <AssignMember shift={shift} />}
    </li>
  );
}
