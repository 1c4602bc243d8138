import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { alreadyCheckedInText, type CheckInOutcome, type DoorEntry } from '../../../../../shared/schemas/door';
import { saveDoorName, useDoorName } from '../door-name';
import type { NewCheckIn } from '../door-sync';
import { counts, entryByCode, type QueuedCheckIn, searchEntries } from '../door-view';
import { keepDoorOffline } from '../door-offline';
import { useDoorSync } from '../use-door-sync';
import { DoorCount } from './door-count';
import { DoorEntryList } from './door-entry-list';
import { DoorNamePicker } from './door-name-picker';
import { QrScanner } from './qr-scanner';

/** What the door is told when the server says no more than its result. */
const RESULT_WORDS: Record<CheckInOutcome['result'], string> = {
  ok: 'Tjekket ind',
  partial: 'Kun en del kunne tjekkes ind',
  already: 'Allerede tjekket ind',
  full: 'Fuldt: ingen flere kan komme ind',
  unknown: 'Ukendt post på dørlisten',
  refused: 'Tjek-indet blev afvist',
};

const big = 'min-h-20 rounded-2xl text-4xl font-black focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-40';
const small = 'min-h-12 rounded-xl px-4 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * While the door is open, the admin's header and menu behind it are not reached by keyboard or screen
 * reader: everything beside the door's branch of the page is inert until it closes.
 */
function useInertOutside() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const made: Element[] = [];
    for (let node: Element | null = ref.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling !== node && !sibling.hasAttribute('inert') && sibling.tagName !== 'SCRIPT') {
          sibling.setAttribute('inert', '');
          made.push(sibling);
        }
      }
    }
    return () => made.forEach((element) => element.removeAttribute('inert'));
  }, []);
  return ref;
}

type Message = { id: number; text: string };

/**
 * Door mode (docs/door.md#door-mode): black and large for a dim doorway and one hand. The count inside
 * against the capacity, +1 and −1 for walk-ins and those who leave, the list to search or scan, and
 * undo of the last tap. Works on without network: the check-ins wait on the phone and are sent when it
 * is back, and what the server made of them is said here.
 */
export function DoorPage({ eventId }: { eventId: number }) {
  const door = useDoorName();
  const [messages, setMessages] = useState<Message[]>([]);
  const [last, setLast] = useState<{ checkIn: QueuedCheckIn; what: string }>();
  const [refused, setRefused] = useState<QueuedCheckIn>();
  const [search, setSearch] = useState('');
  const [scanning, setScanning] = useState(false);
  const ref = useInertOutside();
  const id = useId();
  const nextMessage = useRef(0);

  const say = useCallback((text: string) => setMessages((shown) => [{ id: (nextMessage.current += 1), text }, ...shown].slice(0, 3)), []);
  const entryNames = useRef(new Map<string, string>());

  const onOutcomes = useCallback(
    (outcomes: CheckInOutcome[], sent: QueuedCheckIn[]) => {
      const byId = new Map(sent.map((checkIn) => [checkIn.id, checkIn]));
      for (const outcome of outcomes) {
        const checkIn = byId.get(outcome.id);
        if (outcome.result === 'ok' && !outcome.message) continue;
        const who = checkIn?.key ? entryNames.current.get(checkIn.key) : undefined;
        say(`${who ? `${who}: ` : ''}${outcome.message ?? RESULT_WORDS[outcome.result]}`);
        if (outcome.result === 'full' && checkIn && !checkIn.override) setRefused(checkIn);
        if (!counts(outcome)) setLast((current) => (current?.checkIn.id === outcome.id ? undefined : current));
      }
    },
    [say],
  );
  const { sync, snapshot } = useDoorSync(eventId, door ?? '', onOutcomes);
  const { state, view, queue, online, problem } = snapshot;
  useEffect(() => {
    entryNames.current = new Map(state?.entries.map((entry) => [entry.key, entry.name]));
  }, [state?.entries]);
  useEffect(() => {
    if (state) keepDoorOffline();
  }, [state]);

  const found = useMemo(() => searchEntries(state?.entries ?? [], search), [state?.entries, search]);

  const make = async (checkIn: NewCheckIn, what: string) => {
    if (!sync) return;
    const made = await sync.add(checkIn);
    if (checkIn.type !== 'undo') setLast({ checkIn: made, what });
    setRefused(undefined);
  };

  const checkInEntry = (entry: DoorEntry, persons: number) => {
    const used = view?.used.get(entry.key) ?? 0;
    const left = entry.persons - used;
    if (left <= 0) {
      const first = state?.checkIns.find((checkIn) => checkIn.type === 'in' && checkIn.key === entry.key);
      say(`${entry.name}: ${first ? alreadyCheckedInText(first.at, first.door) : 'Allerede tjekket ind'}`);
      return;
    }
    const count = Math.min(persons, left);
    void make({ type: 'in', key: entry.key, persons: count }, entry.name);
    say(entry.persons === 1 ? `${entry.name}: tjekket ind` : `${entry.name}: ${used + count} af ${entry.persons} inde`);
  };

  const onCode = (code: string) => {
    const entry = entryByCode(state?.entries ?? [], code);
    if (entry) checkInEntry(entry, entry.persons);
    else say(`Ukendt kode: ${code.slice(0, 20)}`);
  };

  const undo = () => {
    if (!last) return;
    void make({ type: 'undo', undoes: last.checkIn.id, persons: 1 }, '');
    say(`Fortrudt: ${last.what}`);
    setLast(undefined);
  };

  const override = () => {
    if (!refused) return;
    const { type, key, persons } = refused;
    void make({ type, key, persons, override: true }, refused.key ? (entryNames.current.get(refused.key) ?? 'tjek-ind') : `+${persons} walk-in`);
    say('Lukket ind over kapaciteten');
  };

  const pending = queue.length;
  return (
    <div ref={ref} className="fixed inset-0 z-40 overflow-y-auto overscroll-contain bg-black text-white">
      <div className="mx-auto grid max-w-xl grid-cols-1 gap-4 px-3 pt-3 pb-10">
        <header className="flex items-center justify-between gap-2">
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold">Døren{state && `: ${state.event.title}`}</h1>
            {door && <p className="text-stone-300">{door}</p>}
          </div>
          <div className="flex shrink-0 gap-2">
            {door && (
              <button type="button" onClick={() => saveDoorName(null)} className={`${small} bg-stone-800 text-base`}>
                Skift dør
              </button>
            )}
            <a href={`/admin/events/${eventId}/edit`} className={`${small} inline-flex items-center bg-stone-800 text-base`}>
              Luk
            </a>
          </div>
        </header>

        {!online && (
          <p className="rounded-xl bg-amber-400 px-3 py-2 text-lg font-bold text-black">
            Offline: {pending} tjek-ind venter
          </p>
        )}
        {problem && <p className="rounded-xl bg-red-800 px-3 py-2 text-lg font-semibold">{problem}</p>}

        {!door ? (
          <DoorNamePicker onPick={saveDoorName} />
        ) : !state || !view ? (
          <p className="py-8 text-center text-xl">{online ? 'Henter dørlisten …' : 'Dørlisten er ikke hentet på denne telefon endnu: den kommer, når der er net.'}</p>
        ) : (
          <>
            <DoorCount inside={view.inside} capacity={state.capacity} />
            <div className="grid grid-cols-2 gap-3">
              <button type="button" onClick={() => void make({ type: 'walk-in', persons: 1 }, '+1 walk-in')} className={`${big} bg-emerald-500 text-black`}>
                +1<span className="sr-only"> walk-in</span>
              </button>
              <button type="button" onClick={() => void make({ type: 'exit', persons: 1 }, '−1 ud')} disabled={view.inside <= 0} className={`${big} bg-stone-200 text-black`}>
                −1<span className="sr-only"> ud</span>
              </button>
            </div>

            <div className="grid grid-cols-1 gap-2">
              <div role="status" className="min-h-8 text-xl font-bold">
                {messages[0]?.text}
              </div>
              {messages.slice(1).map((message) => (
                <p key={message.id} className="text-stone-400">
                  {message.text}
                </p>
              ))}
              <div className="flex flex-wrap gap-2">
                <button type="button" onClick={undo} disabled={!last} className={`${small} bg-stone-700 disabled:opacity-40`}>
                  Fortryd{last && <span className="font-normal">: {last.what}</span>}
                </button>
                {refused && state.mayOverride && (
                  <button type="button" onClick={override} className={`${small} bg-red-600`}>
                    Luk ind alligevel
                  </button>
                )}
              </div>
            </div>

            {scanning ? (
              <QrScanner onCode={onCode} onClose={() => setScanning(false)} />
            ) : null}
            <div className="grid grid-cols-1 gap-2">
              <label htmlFor={`${id}-search`} className="text-lg font-semibold">
                Søg på navn
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-search`}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  autoComplete="off"
                  className="min-h-14 min-w-0 flex-1 rounded-xl bg-stone-900 px-3 text-xl text-white ring-1 ring-stone-600 focus:ring-2 focus:ring-accent focus:outline-none"
                />
                {!scanning && (
                  <button type="button" onClick={() => setScanning(true)} className={`${small} min-h-14 bg-white text-black`}>
                    Scan
                  </button>
                )}
              </div>
            </div>
            <DoorEntryList entries={found} used={view.used} onCheckIn={checkInEntry} />
          </>
        )}
      </div>
    </div>
  );
}
