import { type FormEvent, useId, useState } from 'react';

const DOORS = ['Dør 1', 'Dør 2', 'Dør 3'];

/** Asked once per phone: the door's name goes with every check-in ("Allerede tjekket ind … (dør 2)"). */
export function DoorNamePicker({ onPick }: { onPick: (door: string) => void }) {
  const [other, setOther] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (other.trim()) onPick(other.trim());
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Hvilken dør står telefonen ved?
      </h2>
      <div className="grid grid-cols-3 gap-3">
        {DOORS.map((door) => (
          <button key={door} type="button" onClick={() => onPick(door)} className="min-h-16 rounded-xl bg-white text-xl font-bold text-black focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent">
            {door}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="grid grid-cols-1 gap-2">
        <label htmlFor={`${id}-other`} className="font-semibold">
          Anden dør
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-other`}
            value={other}
            maxLength={30}
            onChange={(event) => setOther(event.target.value)}
            className="min-h-12 min-w-0 flex-1 rounded-lg bg-stone-900 px-3 text-lg text-white ring-1 ring-stone-600 focus:ring-2 focus:ring-accent focus:outline-none"
          />
          <button type="submit" className="min-h-12 rounded-lg bg-stone-700 px-4 font-bold text-white focus-visible:outline-4 focus-visible:outline-accent">
            Vælg
          </button>
        </div>
      </form>
    </section>
  );
}
