import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { ShiftHours } from '../../../../../shared/schemas/shift';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';

type MemberHours = ShiftHours['members'][number];

const number = (value: number) => value.toLocaleString('da-DK');

/** One member's season as a card on a phone and a row on a wide screen. */
function MemberRow({ member, perks }: { member: MemberHours; perks: ShiftHours['perks'] }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <tr className="block border-b border-stone-200 p-3 md:table-row md:p-0">
      <th scope="row" className="block text-left font-semibold md:table-cell md:px-3 md:py-2">
        {name}
        {member.idle && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Ingen vagt i 60 dage</span>}
      </th>
      <td className="inline-block pr-4 md:table-cell md:px-3 md:py-2">
        <span className="md:sr-only">Timer: </span>
        {number(member.hours)}
      </td>
      <td className="inline-block pr-4 md:table-cell md:px-3 md:py-2">
        <span className="md:sr-only">Vagter: </span>
        {member.shifts}
      </td>
      <td className="inline-block pr-4 md:table-cell md:px-3 md:py-2">
        <span className="md:sr-only">Udeblevet: </span>
        {member.noShows}
      </td>
      <td className="block text-sm text-stone-700 md:table-cell md:px-3 md:py-2">
        <span className="md:sr-only">Seneste vagt: </span>
        {member.lastShiftAt ? formatDate(member.lastShiftAt) : 'aldrig'}
      </td>
      {perks.map((perk, index) => (
        <td key={perk.text} className="inline-block pr-4 md:table-cell md:px-3 md:py-2">
          <span className="md:sr-only">{perk.reward}: </span>
          {member.perks[index]?.earned ?? 0}
        </td>
      ))}
    </tr>
  );
}

/**
 * "Timer" for the coordinators: every active member's hours, shifts and no-shows in a season, what they
 * have earned by the association's rule, and who has not had a shift in 60 days; "Hent CSV" for Excel.
 */
export function ShiftHoursPage({ season }: { season?: number }) {
  const [hours] = trpc.shifts.hours.useSuspenseQuery({ season });
  const [idleOnly, setIdleOnly] = useState(false);
  const filterId = useId();
  const shown = idleOnly ? hours.members.filter((member) => member.idle) : hours.members;
  const year = hours.season.year;
  return (
    <>
      <PageHeading title={`Timer: sæson ${hours.season.name}`}>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/vagter/timer" search={{ season: year - 1 }} className={buttonClass('secondary')}>
            <span aria-hidden="true">‹</span> Forrige sæson
          </Link>
          <Link to="/admin/vagter/timer" search={{ season: year + 1 }} className={buttonClass('secondary')}>
            Næste sæson <span aria-hidden="true">›</span>
          </Link>
          <a href={`/api/shifts/hours.csv?season=${year}`} download className={buttonClass('secondary')}>
            Hent CSV
          </a>
        </div>
      </PageHeading>
      <p className="mb-4 text-stone-700">
        Fra {formatDate(hours.season.from)} til {formatDate(new Date(Date.parse(hours.season.to) - 1).toISOString())}. Timer tæller fra vagter markeret
        &quot;Mødt&quot; og, indtil de er markeret, fra vagter, der er slut på et event, der blev holdt.
        {hours.perks.length > 0 && ` Goder: ${hours.perks.map((perk) => perk.text).join(', ')}.`}
      </p>
      <label htmlFor={filterId} className="mb-4 flex min-h-11 items-center gap-2">
        <input id={filterId} type="checkbox" checked={idleOnly} onChange={(e) => setIdleOnly(e.target.checked)} />
        Kun dem uden en vagt i 60 dage ({hours.members.filter((member) => member.idle).length})
      </label>
      <table className="block w-full rounded-lg border border-stone-200 bg-white md:table">
        <caption className="sr-only">Medlemmernes timer i sæson {hours.season.name}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b-2 border-stone-300 text-left text-sm">
            <th scope="col" className="px-3 py-2">Medlem</th>
            <th scope="col" className="px-3 py-2">Timer</th>
            <th scope="col" className="px-3 py-2">Vagter</th>
            <th scope="col" className="px-3 py-2">Udeblevet</th>
            <th scope="col" className="px-3 py-2">Seneste vagt</th>
            {hours.perks.map((perk) => (
              <th key={perk.text} scope="col" className="px-3 py-2 first-letter:uppercase">
                {perk.reward}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {shown.map((member) => (
            <MemberRow key={member.memberId} member={member} perks={hours.perks} />
          ))}
        </tbody>
      </table>
    </>
  );
}
