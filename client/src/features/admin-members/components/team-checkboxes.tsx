import type { Team } from '../../../../../shared/schemas/member';
import { FieldError } from '../../../components/form/fields';
import { useFormReadOnly } from '../../../components/form/form-context';
import { useFieldControl } from '../../../components/form/use-field-control';

/** The member's teams as checkboxes with their descriptions; a team the viewer may not grant is shown, disabled. */
export function TeamCheckboxes({ teams, mayGrant }: { teams: Team[]; mayGrant: (team: Team) => boolean }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<number[]>();
  const readOnly = useFormReadOnly();
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((teamId) => teamId !== id));
  const someLocked = !readOnly && teams.some((team) => !mayGrant(team));

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 block text-sm font-medium text-stone-800">Udvalg</legend>
      {someLocked && (
        <p className="text-sm text-stone-600">
          De låste udvalg kan du ikke ændre: kun en administrator sætter nogen i admin-udvalget eller ændrer sine egne udvalg, kun
          administratorer og projektledelsen sætter nogen i projektledelsen, og et medlem i et udvalg, du ikke kan tildele, kan du ikke
          ændre udvalg for.
        </p>
      )}
      {teams.map((team) => (
        <label key={team.id} className="flex items-start gap-3 text-sm text-stone-800">
          <input
            type="checkbox"
            name={name}
            checked={chosen.has(team.id)}
            disabled={readOnly || !mayGrant(team)}
            onChange={(event) => toggle(team.id, event.target.checked)}
            onBlur={onBlur}
            className="mt-0.5 size-5 shrink-0 accent-accent-strong"
          />
          <span>
            <span className="font-medium">{team.displayName}</span>
            <span className="block text-stone-600">{team.description}</span>
          </span>
        </label>
      ))}
      <FieldError error={error} />
    </fieldset>
  );
}
