import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import type { ArtistInput } from '../../../../../shared/schemas/artist';
import { EVENT_ACCESS_FLAGS } from '../../../../../shared/access';
import { EVENT_STATUS_LABELS, EVENT_STATUSES } from '../../../../../shared/event-details';
import { ADMISSION_LABELS, ADMISSIONS, DOOR_PRICE_MAX, EVENT_KIND_LABELS, EVENT_KINDS } from '../../../../../shared/event-night';
import type { EventInput, EventRepeatInput } from '../../../../../shared/schemas/event';
import { RESERVATION_CAPACITY_MAX } from '../../../../../shared/schemas/reservation';
import type { VenueInput } from '../../../../../shared/schemas/venue';
import { ArtistForm } from '../../../components/admin/artist-form/artist-form';
import { AccessFieldset, FlagField } from '../../../components/admin/access-fieldset/access-fieldset';
import { VenueForm } from '../../../components/admin/venue-form/venue-form';
import { UPLOAD_TARGETS } from '../../../components/form/upload-image';
import { OptionalWholeNumberField } from '../../../components/form/whole-number-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { type EventFormValues, emptyEvent, eventFormSchema, newEventSchema } from '../event-form-values';
import { ConcertsEditor } from './concerts-editor';
import { SeriesPlanButton } from './event-series-dialogs';
import type { ImageFocus } from '../../../../../shared/schemas/image-focus';
import { LanguageTabs } from '../../../components/form/language-tabs';

type Option = { id: number; name: string };

type EventFormProps = {
  /** An event being edited; a new one when absent (then a cover is required). */
  initialValues?: EventFormValues;
  venues: readonly Option[];
  artists: readonly Option[];
  /** Make a venue or an artist from inside the form; each answers the new record. */
  createVenue: (input: VenueInput) => Promise<Option | undefined>;
  createArtist: (input: ArtistInput) => Promise<Option | undefined>;
  submitLabel: string;
  /** Gets the series chosen with "Gentag …" too, when the form offers it (`repeatable`). */
  onSubmit: (event: EventInput, series?: EventRepeatInput) => Promise<unknown>;
  pending?: boolean;
  readOnly?: boolean;
  /** A new event may be made a series at once ("Gentag …"); a saved one has the button on its edit screen. */
  repeatable?: boolean;
  /** The cover's focal point as stored. */
  imageFocus?: ImageFocus;
};

/**
 * Title, kind, description, admission (with the ticket link or the door price it needs), status, doors,
 * price, age limit, venue, cover, public flag, the running order, the night's own times when it has
 * no concerts, and its access information (docs/product.md, docs/screens.md).
 */
export function EventForm(props: EventFormProps) {
  const { initialValues, venues, artists, submitLabel, onSubmit, pending, readOnly, repeatable } = props;
  const [series, setSeries] = useState<EventRepeatInput>();
  const form = useSchemaForm({
    schema: initialValues ? eventFormSchema : newEventSchema,
    defaultValues: initialValues ?? emptyEvent,
    onSubmit: (event) => onSubmit(event, series),
  });
  // The series counts from the first concert as typed so far, or the night's own start.
  const firstStart = useStore(form.store, (state) => firstConcertStart(state.values.concerts) || (state.values.from ?? ''));
  const admission = useStore(form.store, (state) => state.values.admission);
  const withoutConcerts = useStore(form.store, (state) => state.values.concerts.length === 0);
  const [venueDialog, setVenueDialog] = useState(false);
  const [artistDialog, setArtistDialog] = useState<{
    name: string;
    row: number;
  }>();

  async function addVenue(input: VenueInput) {
    const venue = await props.createVenue(input);
    if (!venue) return;
    form.setFieldValue('venueId', venue.id);
    setVenueDialog(false);
  }

  async function addArtist(input: ArtistInput) {
    const artist = await props.createArtist(input);
    if (!artist || !artistDialog) return;
    form.setFieldValue(`concerts[${artistDialog.row}].artistID`, artist.id);
    setArtistDialog(undefined);
  }

  return (
    <>
      <form.AppForm>
        <form.Form className="max-w-3xl" readOnly={readOnly} warnOnLeave>
          <LanguageTabs
            danish={<form.AppField name="title">{(field) => <field.TextField label="Titel" autoComplete="off" />}</form.AppField>}
            english={<form.AppField name="translations.en.title">{(field) => <field.TextField label="Titel (engelsk)" autoComplete="off" lang="en" />}</form.AppField>}
          />
          <LanguageTabs
            danish={<form.AppField name="description">{() => <RichTextField label="Beskrivelse" />}</form.AppField>}
            english={<form.AppField name="translations.en.description">{() => <RichTextField label="Beskrivelse (engelsk)" />}</form.AppField>}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField
              name="kind"
              listeners={{
                // A new night of another kind starts without the blank concert a concert starts with, so its own times show.
                onChange: ({ value }) => {
                  const concerts = form.getFieldValue('concerts');
                  if (value !== 'concert' && concerts.length === 1 && !concerts[0]!.artistID) form.setFieldValue('concerts', []);
                },
              }}
            >
              {(field) => (
                <field.SelectField
                  label="Art"
                  hint="En koncert har kunstnere på programmet; andre events kan være uden."
                  options={EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }))}
                />
              )}
            </form.AppField>
            <form.AppField name="admission">
              {(field) => (
                <field.SelectField
                  label="Entré"
                  hint="Kun billet via link viser »Køb billet«."
                  options={ADMISSIONS.map((one) => ({ value: one, label: ADMISSION_LABELS[one] }))}
                />
              )}
            </form.AppField>
          </div>
          {admission === 'ticket' && (
            <form.AppField name="ticketUrl">
              {(field) => <field.TextField label="Billet-URL" type="url" inputMode="url" placeholder="https://" />}
            </form.AppField>
          )}
          {admission === 'door' && (
            <form.AppField name="doorPrice">
              {() => <OptionalWholeNumberField label="Entré i døren (kr.)" hint="Hele kroner, fx 60. 0 er gratis." max={DOOR_PRICE_MAX} />}
            </form.AppField>
          )}
          {admission === 'reservation' && (
            <form.AppField name="reservationCapacity">
              {() => (
                <OptionalWholeNumberField
                  label="Pladser til reservation"
                  hint="Pladser i alt, gæsterne kan reservere; er de taget, kommer de på en venteliste. Tomt: ingen grænse."
                  max={RESERVATION_CAPACITY_MAX}
                />
              )}
            </form.AppField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="status">
              {(field) => (
                <field.SelectField
                  label="Status"
                  hint="Udsolgt fjerner billetknappen. Aflyst og Udsat fjerner også »Tilføj til kalender« og vises på eventets side, til det er forbi."
                  options={EVENT_STATUSES.map((status) => ({ value: status, label: EVENT_STATUS_LABELS[status] }))}
                />
              )}
            </form.AppField>
            <form.AppField name="doorsAt">
              {(field) => <field.DateTimeField label="Dørene åbner" hint="Senest ved starten. Kan udelades." />}
            </form.AppField>
            <form.AppField name="price">
              {(field) => <field.TextField label="Pris" hint="Fri tekst, fx 120 kr. / 100 kr. for medlemmer. Kan udelades." autoComplete="off" />}
            </form.AppField>
            <form.AppField name="ageLimit">{() => <OptionalWholeNumberField label="Aldersgrænse" hint="I hele år, fx 18. Kan udelades." max={99} />}</form.AppField>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-56 flex-1">
              <form.AppField name="venueId">
                {(field) => (
                  <field.SelectField
                    label="Spillested"
                    placeholder="Vælg spillested"
                    options={venues.map((venue) => ({
                      value: String(venue.id),
                      label: venue.name,
                    }))}
                  />
                )}
              </form.AppField>
            </div>
            {!readOnly && (
              <Button variant="secondary" onClick={() => setVenueDialog(true)}>
                Nyt spillested
              </Button>
            )}
          </div>
          <form.AppField name="imageUrl">
            {(field) => <field.ImageField label="Cover" upload={UPLOAD_TARGETS.eventCover} previewAlt="Eventets cover" focus={{ initial: props.imageFocus }} />}
          </form.AppField>
          <form.AppField name="isPublic">
            {(field) => (
              <field.CheckboxField
                label="Offentligt"
                description="Vises for alle. Uden flueben ser kun foreningens medlemmer eventet."
              />
            )}
          </form.AppField>
          <ConcertsEditor
            form={form}
            fields={{ concerts: 'concerts' }}
            artists={artists.map((artist) => ({
              id: artist.id,
              label: artist.name,
            }))}
            onCreateArtist={(name, row) => setArtistDialog({ name, row })}
          />
          {withoutConcerts && (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">Tidspunkt</legend>
              <form.AppField name="from">{(field) => <field.DateTimeField label="Starter" />}</form.AppField>
              <form.AppField name="to">{(field) => <field.DateTimeField label="Slutter" />}</form.AppField>
            </fieldset>
          )}
          <AccessFieldset hint="Aftenens egne forhold; spillestedets (trinfri adgang, handicaptoilet …) står på spillestedet og vises med. Det, der står som Ikke oplyst, vises ikke.">
            {EVENT_ACCESS_FLAGS.map((flag) => (
              <form.AppField key={flag} name={`access.${flag}`}>
                {() => <FlagField flag={flag} />}
              </form.AppField>
            ))}
            <div className="sm:col-span-2">
              <LanguageTabs
                danish={
                  <form.AppField name="access.note">
                    {(field) => <field.TextareaField label="Mere om tilgængelighed" hint="Fx Tegnsprogstolk ved scenens venstre side. Kan udelades." rows={3} />}
                  </form.AppField>
                }
                english={
                  <form.AppField name="translations.en.accessNote">
                    {(field) => <field.TextareaField label="Mere om tilgængelighed (engelsk)" hint="Fx Sign language interpreter stage left. Uden engelsk vises den danske." rows={3} lang="en" />}
                  </form.AppField>
                }
              />
            </div>
          </AccessFieldset>
          {repeatable && !readOnly && <SeriesPlanButton from={firstStart} plan={series} onPlan={setSeries} />}
          {!readOnly && <form.SubmitButton pending={pending}>{series ? `Opret ${series.count + 1} events` : submitLabel}</form.SubmitButton>}
        </form.Form>
      </form.AppForm>
      <FormDialog open={venueDialog} title="Nyt spillested" onClose={() => setVenueDialog(false)}>
        <VenueForm submitLabel="Opret spillested" onSubmit={addVenue} warnOnLeave={false} />
      </FormDialog>
      <FormDialog open={Boolean(artistDialog)} title="Ny kunstner" onClose={() => setArtistDialog(undefined)}>
        <ArtistForm essentialsOnly defaultName={artistDialog?.name} submitLabel="Opret kunstner" onSubmit={addArtist} />
      </FormDialog>
    </>
  );
}

/** The earliest start among the concerts that have one, or '' while none has. */
function firstConcertStart(concerts: readonly { from: string }[]): string {
  const starts = concerts.map((concert) => Date.parse(concert.from)).filter((start) => !Number.isNaN(start));
  return starts.length ? new Date(Math.min(...starts)).toISOString() : '';
}
