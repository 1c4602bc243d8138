import type { ComboboxOption } from '../../../components/form/combobox';
import { FieldError } from '../../../components/form/fields';
import { withFieldGroup } from '../../../components/form/form-hook';
import { useFormReadOnly } from '../../../components/form/form-context';
import { firstMessage } from '../../../components/form/use-field-control';
import { Button } from '../../../components/ui/button';
import { useState } from 'react';
import { type ConcertRow, nextConcertRow, sortedByStart } from '../concert-rows';
import { ArtistPickerField } from './artist-picker-field';

type ConcertsEditorProps = {
  artists: readonly ComboboxOption[];
  /** Create an artist named so, then give it to the concert at `row`. */
  onCreateArtist: (name: string, row: number) => void;
};

/**
 * The running order: one row per concert with its artist and its start and end in Copenhagen time.
 * Rows are kept in start order, re-sorted when the focus leaves the running order: while a row is
 * being edited it stays put, or the next click would land in another concert. A new row starts
 * where the last one ended, and an end before its start is told at once, under the end. A concert
 * has one artist: picking another where one was chosen says so, and offers to keep both (the new
 * one as the next concert) or to undo.
 */
export const ConcertsEditor = withFieldGroup({
  defaultValues: { concerts: [] as ConcertRow[] },
  props: { artists: [], onCreateArtist: () => {} } as ConcertsEditorProps,
  render: function Render({ group, artists, onCreateArtist }) {
    const readOnly = useFormReadOnly();
    const [replaced, setReplaced] = useState<{ row: number; previous: number; next: number }>();
    const artistName = (id: number) => artists.find((artist) => artist.id === id)?.label ?? 'Kunstneren';
    function keepInStartOrder() {
      const sorted = sortedByStart(group.getFieldValue('concerts'));
      if (sorted) group.setFieldValue('concerts', sorted);
    }

    return (
      <group.AppField name="concerts" mode="array">
        {(concerts) => (
          <fieldset
            className="min-w-0 space-y-4"
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) keepInStartOrder();
            }}
          >
            <legend className="mb-2">
              <h2 className="text-lg font-semibold">Koncerter</h2>
            </legend>
            <ol className="space-y-4">
              {concerts.state.value.map((_, index) => (
                // Rows have no identity of their own but their place in the running order.
                <li key={index} className="rounded-md border border-stone-200 bg-white p-4">
                  <div className="mb-3 flex items-center justify-between gap-3">
                    <h3 className="font-semibold">Koncert {index + 1}</h3>
                    {!readOnly && (
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setReplaced(undefined);
                          concerts.removeValue(index);
                          // Removing the last one is told at once: an event needs a concert.
                          concerts.setMeta((meta) => ({
                            ...meta,
                            isTouched: true,
                          }));
                        }}
                      >
                        Fjern<span className="sr-only"> koncert {index + 1}</span>
                      </Button>
                    )}
                  </div>
                  <div className="grid gap-4 md:grid-cols-3">
                    <group.AppField name={`concerts[${index}].artistID`}>
                      {() => (
                        <ArtistPickerField
                          label={`Kunstner, koncert ${index + 1}`}
                          artists={artists}
                          onCreate={(name) => onCreateArtist(name, index)}
                          onReplace={(previous, next) => setReplaced({ row: index, previous, next })}
                        />
                      )}
                    </group.AppField>
                    <group.AppField
                      name={`concerts[${index}].from`}
                      listeners={{
                        // The end's message may change with the start: show it at once.
                        onChange: () => group.setFieldMeta(`concerts[${index}].to`, (meta) => ({ ...meta, isTouched: true })),
                      }}
                    >
                      {(field) => <field.DateTimeField label={`Start, koncert ${index + 1}`} hint="dansk tid" />}
                    </group.AppField>
                    <group.AppField name={`concerts[${index}].to`}>
                      {(field) => <field.DateTimeField label={`Slut, koncert ${index + 1}`} hint="dansk tid" />}
                    </group.AppField>
                  </div>
                  <div role="status">
                    {replaced?.row === index && (
                      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-stone-300 bg-stone-50 p-3 text-sm text-stone-800">
                        <p className="min-w-0 flex-1">
                          {artistName(replaced.previous)} er skiftet ud med {artistName(replaced.next)}. En koncert har én kunstner.
                        </p>
                        <Button
                          variant="secondary"
                          onClick={() => {
                            group.setFieldValue(`concerts[${index}].artistID`, replaced.previous);
                            concerts.insertValue(index + 1, { ...nextConcertRow([concerts.state.value[index]!]), artistID: replaced.next });
                            setReplaced(undefined);
                          }}
                        >
                          Behold begge
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => {
                            group.setFieldValue(`concerts[${index}].artistID`, replaced.previous);
                            setReplaced(undefined);
                          }}
                        >
                          Fortryd
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            <FieldError
              error={concerts.state.meta.isTouched || concerts.state.meta.isBlurred ? firstMessage(concerts.state.meta.errors) : undefined}
            />
            {!readOnly && (
              <Button
                variant="secondary"
                name={concerts.name}
                onClick={() => {
                  setReplaced(undefined);
                  concerts.pushValue(nextConcertRow(concerts.state.value));
                }}
              >
                Tilføj koncert
              </Button>
            )}
          </fieldset>
        )}
      </group.AppField>
    );
  },
});
