import { DOOR_ENTRY_KIND_LABELS, type DoorEntry } from '../../../../../shared/schemas/door';

/** More rows than a phone shows in a few screens are found by searching instead. */
const SHOWN_MAX = 60;
/** Ticks for every person up to a party this big; a larger one says its numbers only. */
const TICKS_MAX = 12;

const action = 'min-h-12 min-w-12 rounded-xl px-3 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-40';

function Ticks({ used, persons }: { used: number; persons: number }) {
  if (persons < 2 || persons > TICKS_MAX) return null;
  return (
    <span aria-hidden className="flex gap-1">
      {Array.from({ length: persons }, (_, index) => (
        <span key={index} className={`size-3 rounded-sm ${index < used ? 'bg-emerald-400' : 'ring-1 ring-stone-500'}`} />
      ))}
    </span>
  );
}

function EntryRow({ entry, used, onCheckIn }: { entry: DoorEntry; used: number; onCheckIn: (entry: DoorEntry, persons: number) => void }) {
  const left = Math.max(0, entry.persons - used);
  const inside = used >= entry.persons;
  return (
    <li className={`flex items-center gap-3 border-b border-stone-800 py-3 ${inside ? 'text-stone-400' : ''}`}>
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-bold">{entry.name}</p>
        <p className="truncate text-sm text-stone-300">
          {DOOR_ENTRY_KIND_LABELS[entry.kind]}
          {entry.label && ` · ${entry.label}`}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <Ticks used={used} persons={entry.persons} />
          <span className={inside ? 'font-semibold text-emerald-300' : 'text-stone-200'}>
            {entry.persons === 1 ? (inside ? 'Inde' : 'Ikke kommet') : `${used} af ${entry.persons} inde`}
          </span>
        </div>
      </div>
      {left > 0 && entry.persons > 1 && (
        <button type="button" onClick={() => onCheckIn(entry, 1)} aria-label={`+1: tjek 1 af ${entry.name} ind`} className={`${action} bg-stone-700 text-white`}>
          +1
        </button>
      )}
      {left > 0 && (
        <button
          type="button"
          onClick={() => onCheckIn(entry, left)}
          aria-label={entry.persons === 1 ? `Tjek ${entry.name} ind` : `Alle ${left}: tjek ${entry.name} ind`}
          className={`${action} bg-emerald-500 text-black`}
        >
          {entry.persons === 1 ? 'Ind' : `Alle ${left}`}
        </button>
      )}
    </li>
  );
}

/** The door list below the count: each entry's name, kind and label, how many of it are in, and a tap to let in one or all. */
export function DoorEntryList({
  entries,
  used,
  onCheckIn,
}: {
  entries: readonly DoorEntry[];
  used: ReadonlyMap<string, number>;
  onCheckIn: (entry: DoorEntry, persons: number) => void;
}) {
  if (entries.length === 0) return <p className="py-4 text-lg text-stone-300">Ingen på listen hedder det.</p>;
  const shown = entries.slice(0, SHOWN_MAX);
  return (
    <>
      <ul aria-label="Dørlisten">
        {shown.map((entry) => (
          <EntryRow key={entry.key} entry={entry} used={used.get(entry.key) ?? 0} onCheckIn={onCheckIn} />
        ))}
      </ul>
      {entries.length > shown.length && <p className="py-3 text-stone-300">{entries.length - shown.length} flere: søg efter navnet.</p>}
    </>
  );
}
