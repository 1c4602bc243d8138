import { useState } from 'react';
import type { EventStatus } from '../../../../../shared/event-details';
import type { Shift } from '../../../../../shared/schemas/shift';
import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, attendanceOpen } from '../../../../../shared/shift-rules';
import { Button } from '../../../components/ui/button';
import { openPlaces, shiftWhen, takenText } from '../shift-text';
import { useShiftActions } from '../use-shift-actions';
import { AssignMember } from './assign-member';
import { ShiftForm } from './shift-form';
import { NightMark, RequirementChips, SignupActions } from './shift-parts';

type ShiftCardProps = { shift: Shift; eventStatus: EventStatus; canManage: boolean; viewerId: number };

/**
 * On the night, the manager or the shift's lead ticks off each volunteer: "Mødt" or "Udeblev", each a
 * 44 px toggle a thumb hits, pressed again to unmark.
 */
function AttendanceToggles({ shift }: { shift: Shift }) {
  const actions = useShiftActions();
  return (
    <ul aria-label={`Fremmøde på ${shift.role}`} className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-200">
      {shift.volunteers.map((volunteer) => {
        const name = `${volunteer.firstName} ${volunteer.lastName}`;
        return (
          <li key={volunteer.memberId} className="flex min-h-11 flex-wrap items-center justify-between gap-2 px-3 py-1">
            <span className="font-medium">{name}</span>
            <span className="flex gap-2">
              {ATTENDANCE_STATUSES.map((status) => {
                const pressed = volunteer.attendance === status;
                return (
                  <Button
                    key={status}
                    variant={pressed ? 'primary' : 'secondary'}
                    aria-pressed={pressed}
                    disabled={actions.pending}
                    onClick={() => void actions.markAttendance(shift.id, volunteer.memberId, pressed ? null : status)}
                  >
                    {ATTENDANCE_LABELS[status]}
                    <span className="sr-only"> {name}</span>
                  </Button>
                );
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Who holds the places: the lead marked, a missing qualification warned of, and who came once it is marked. */
function Volunteers({ shift, canManage }: { shift: Shift; canManage: boolean }) {
  const actions = useShiftActions();
  return (
    <ul aria-label={`Frivillige på ${shift.role}`} className="mt-3 space-y-1">
      {shift.volunteers.map((volunteer) => (
        <li key={volunteer.memberId} className="flex min-h-11 flex-wrap items-center justify-between gap-2">
          <span>
            {volunteer.firstName} {volunteer.lastName}
            {shift.lead?.memberId === volunteer.memberId && <span className="ml-2 text-sm font-semibold text-stone-700">(leder)</span>}
            {volunteer.attendance && <span className="ml-2 text-sm text-stone-700">· {ATTENDANCE_LABELS[volunteer.attendance]}</span>}
            {volunteer.missing && <span className="ml-2 text-sm font-semibold text-red-800">Mangler {volunteer.missing.join(', ')}</span>}
          </span>
          {canManage && (
            <Button variant="secondary" disabled={actions.pending} onClick={() => void actions.giveBack(shift.id, volunteer.memberId)}>
              Tag af<span className="sr-only"> {volunteer.firstName} {volunteer.lastName}</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One shift on an event's plan: who has it and who waits, what the member can do, and for managers edit, delete, assign and remove. */
export function ShiftCard({ shift, eventStatus, canManage, viewerId }: ShiftCardProps) {
  const actions = useShiftActions();
  const [editing, setEditing] = useState(false);
  const onTheNight = shift.marksAttendance && eventStatus !== 'cancelled' && attendanceOpen(shift.startsAt);

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
          <h2 className="text-lg font-semibold">
            {shift.role}
            {shift.door && <span className="ml-2 rounded-full bg-stone-900 px-2 py-0.5 align-middle text-xs font-semibold text-white">Dør</span>}
          </h2>
          <p className="text-sm text-stone-600">{shiftWhen(shift)}</p>
          {shift.crew && <p className="text-sm text-stone-700">Hold: {shift.crew.name}</p>}
          {shift.lead && (
            <p className="text-sm text-stone-700">
              Leder: {shift.lead.firstName} {shift.lead.lastName}
            </p>
          )}
          <RequirementChips shift={shift} />
          {shift.note && <p className="mt-1 text-sm">{shift.note}</p>}
        </div>
        {eventStatus === 'cancelled' || eventStatus === 'postponed' ? (
          <NightMark status={eventStatus} />
        ) : (
          <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${openPlaces(shift) > 0 ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}>
            {takenText(shift.volunteers.length, shift.capacity)}
          </span>
        )}
      </div>
      {onTheNight && shift.volunteers.length > 0 ? <AttendanceToggles shift={shift} /> : <Volunteers shift={shift} canManage={canManage} />}
      {shift.standby.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-stone-800">Venteliste</h3>
          <ol aria-label={`Venteliste til ${shift.role}`} className="list-inside list-decimal text-sm text-stone-700">
            {shift.standby.map((entry) => (
              <li key={entry.memberId}>
                {entry.firstName} {entry.lastName}
              </li>
            ))}
          </ol>
        </div>
      )}
      {shift.swaps.length > 0 && (
        <p className="mt-3 text-sm text-stone-700">Til bytte: {shift.swaps.map((swap) => `${swap.firstName} ${swap.lastName}`).join(', ')}</p>
      )}
      <SignupActions shift={shift} viewerId={viewerId} />
      {/* A crew's lead edits their crew's shifts too: the server says which (`plans`). */}
      {shift.plans && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Ret<span className="sr-only"> {shift.role}</span>
          </Button>
          <Button variant="danger" disabled={actions.pending} onClick={() => void actions.remove(shift.id)}>
            Slet<span className="sr-only"> {shift.role}</span>
          </Button>
        </div>
      )}
      {canManage && eventStatus !== 'cancelled' && openPlaces(shift) > 0 && <AssignMember shift={shift} />}
    </li>
  );
}
