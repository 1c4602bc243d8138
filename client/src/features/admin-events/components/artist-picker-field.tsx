import { useId } from 'react';
import { Combobox, type ComboboxOption } from '../../../components/form/combobox';
import { FieldError } from '../../../components/form/fields';
import { useFieldControl } from '../../../components/form/use-field-control';

type ArtistPickerFieldProps = {
  label: string;
  artists: readonly ComboboxOption[];
  /** Asked to create an artist with the name typed; the row gets it when it exists. */
  onCreate: (name: string) => void;
};

/** A concert's artist (`artistID`), searched by name, or created on the spot. */
export function ArtistPickerField({ label, artists, onCreate }: ArtistPickerFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldControl<number>();
  const id = useId();
  return (
    <div className="space-y-1">
      <span id={`${id}-label`} className="block text-sm font-medium text-stone-800">
        {label}
      </span>
      <Combobox
        labelledBy={`${id}-label`}
        name={name}
        placeholder="Søg eller opret kunstner"
        options={artists}
        selectedLabel={artists.find((artist) => artist.id === value)?.label}
        onPick={(artist) => onChange(artist.id)}
        onCreate={onCreate}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        onBlur={onBlur}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
