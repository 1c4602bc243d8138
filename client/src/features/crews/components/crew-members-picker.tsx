import { type FormEvent, useId, useState } from 'react';
import type { CrewDetail } from '../../../../../shared/schemas/crew';
import { controlClass } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { activeMembersInput } from '../../../lib/admin-queries';
import { trpc } from '../../../lib/trpc';
import { useCrewActions } from '../use-crew-actions';

/**
 * Who is on the crew: every approved member as a checkbox, narrowed by a search as you type, saved
 * as a whole list. The lead stays on the crew they lead (the server keeps them).
 */
export function CrewMembersPicker({ crew }: { crew: CrewDetail }) {
  const id = useId();
  const { data: members } = trpc.members.list.useQuery(activeMembersInput);
  const { setMembers, pending } = useCrewActions();
  const [chosen, setChosen] = useState(() => new Set(crew.members.map((member) => member.id)));
  const [typed, setTyped] = useState('');
  const words = typed.trim().toLocaleLowerCase('da');
  const shown = (members?.records ?? []).filter((member) => `${member.firstName} ${member.lastName}`.toLocaleLowerCase('da').includes(words));
  const toggle = (memberId: number, on: boolean) =>
    setChosen((ids) => {
      const next = new Set(ids);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void setMembers(crew.id, [...chosen]);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 max-w-2xl">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Medlemmer på holdet ({chosen.size})
      </h2>
      <form onSubmit={submit} className="mt-3 space-y-3">
        <div>
          <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-stone-800">
            Find medlem
          </label>
          <input id={`${id}-search`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} className={controlClass} />
        </div>
        <fieldset>
          <legend className="sr-only">Medlemmer</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {shown.map((member) => (
              <li key={member.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-md border border-stone-200 bg-white px-3">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chosen.has(member.id) || member.id === crew.lead?.id}
                    disabled={member.id === crew.lead?.id}
                    onChange={(event) => toggle(member.id, event.target.checked)}
                  />
                  <span>
                    {member.firstName} {member.lastName}
                    {member.id === crew.lead?.id && <span className="text-sm text-stone-600"> (leder)</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className="text-stone-600">Ingen medlemmer passer på søgningen.</p>}
        </fieldset>
        <Button type="submit" disabled={pending}>
          Gem medlemmer
        </Button>
      </form>
    </section>
  );
}
