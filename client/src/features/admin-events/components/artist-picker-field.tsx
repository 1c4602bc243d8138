import { Combobox, type ComboboxOption } from '../../../components/form/combobox';
import { FieldFrame } from '../../../components/form/fields';
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
  return (
    <FieldFrame label={label} error={error} composite>
      {(control, labelId) => (
        <Combobox
          labelledBy={labelId}
          name={name}
          placeholder="Søg eller opret kunstner"
          options={artists}
          selectedLabel={artists.find((artist) => artist.id === value)?.label}
          onPick={(artist) => onChange(artist.id)}
          onCreate={onCreate}
          invalid={control['aria-invalid']}
          describedBy={control['aria-describedby']}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
