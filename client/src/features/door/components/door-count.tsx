import { DOOR_WARN_SHARE } from '../../../../../shared/schemas/door';
import { fullness } from '../door-view';

const LOOKS = {
  room: { panel: 'bg-stone-900 text-white', word: undefined },
  nearly: { panel: 'bg-amber-400 text-black', word: 'Næsten fuldt' },
  full: { panel: 'bg-red-700 text-white', word: 'Fuldt' },
} as const;

/** The biggest thing on the door's screen: how many are inside, the capacity under it, and a warning from 90 %. */
export function DoorCount({ inside, capacity }: { inside: number; capacity: number | undefined }) {
  const look = LOOKS[fullness(inside, capacity, DOOR_WARN_SHARE)];
  return (
    <section aria-label="Inde nu" className={`rounded-2xl px-4 py-3 text-center ${look.panel}`}>
      <p className="leading-none">
        <span className="block text-8xl font-black tabular-nums">{inside}</span>
        {capacity !== undefined && <span className="block text-2xl font-bold tabular-nums"> / {capacity}</span>}
      </p>
      <p className="mt-1 text-lg font-bold">{look.word ?? 'inde nu'}</p>
    </section>
  );
}
