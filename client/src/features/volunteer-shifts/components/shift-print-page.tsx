import { useHydrated } from '@tanstack/react-router';
import { formatEventDates, formatTimeRange } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';

/**
 * The plan for the night on paper: one table, a line per place, taken or blank to write a name on.
 * The browser's print dialog opens from the button; the button itself is not printed.
 */
export function ShiftPrintPage({ eventId }: { eventId: number }) {
  const [plan] = trpc.shifts.plan.useSuspenseQuery({ id: eventId });
  const hydrated = useHydrated();
  return (
    <article data-print-page className="text-stone-950">
      <h1 className="text-2xl font-bold">Vagtplan: {plan.event.title}</h1>
      <p className="mb-4">
        {formatEventDates(plan.event.from, plan.event.to)} · {plan.event.venueName}
      </p>
      <button type="button" disabled={!hydrated} onClick={() => window.print()} className="mb-4 rounded-md bg-accent px-4 py-2 font-semibold disabled:opacity-50 print:hidden">
        Udskriv
      </button>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b-2 border-stone-900">
            <th scope="col" className="py-1 pr-2">Rolle</th>
            <th scope="col" className="py-1 pr-2">Tid</th>
            <th scope="col" className="py-1 pr-2">Navn</th>
            <th scope="col" className="py-1">Note</th>
          </tr>
        </thead>
        <tbody>
          {plan.shifts.flatMap((shift) =>
            Array.from({ length: shift.capacity }, (_, place) => {
              const volunteer = shift.volunteers[place];
              return (
                <tr key={`${shift.id}-${place}`} className="border-b border-stone-300">
                  <td className="py-2 pr-2">{place === 0 ? shift.role : ''}</td>
                  <td className="py-2 pr-2 whitespace-nowrap">{place === 0 ? formatTimeRange(shift.startsAt, shift.endsAt) : ''}</td>
                  <td className="py-2 pr-2">{volunteer ? `${volunteer.firstName} ${volunteer.lastName}` : <span className="text-stone-500">ledig</span>}</td>
                  <td className="py-2">{place === 0 ? (shift.note ?? '') : ''}</td>
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
    </article>
  );
}
