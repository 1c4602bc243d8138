import { Combobox, type ComboboxOption } from '../../../components/form/combobox';
import { FieldFrame } from '../../../components/form/fields';
import { useFieldControl } from '../../../components/form/use-field-control';

type ArtistPickerFieldProps = {
  label: string;
  artists: readonly ComboboxOption[];
  /** Asked to create an artist with the name typed; the row gets it when it exists. */
  onCreate: (name: string) => void;
  /** Told when a pick takes the place of another artist already chosen. */
  onReplace: (previous: number, next: number) => void;
};

/** A concert's artist (`artistID`), searched by name, or created on the spot. */
export function ArtistPickerField({ label, artists, onCreate, onReplace }: ArtistPickerFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldControl<number>();
  return (
    <FieldFrame label={label} error={error} composite>
      {(control, labelId) => (
        <Combobox
          labelledBy={labelId}
          name={name}
          placeholder="Søg eller opret kunstner"
          options={artists}
          selectedLabel={artists.find((artist) => artist.id === value)?.label}
          onPick={(artist) => {
            if (value && value !== artist.id) onReplace(value, artist.id);
            onChange(artist.id);
          }}
          onCreate={onCreate}
          invalid={control['aria-invalid']}
          describedBy={control['aria-describedby']}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
