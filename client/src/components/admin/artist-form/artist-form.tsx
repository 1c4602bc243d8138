import type { ArtistInput } from '../../../../../shared/schemas/artist';
import { inScreenWords } from '../../../../../shared/messages';
import { allGenresInput } from '../../../lib/admin-queries';
import { httpStatusOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';
import { UPLOAD_TARGETS } from '../../form/upload-image';
import { useSchemaForm } from '../../form/use-schema-form';
import { RichTextField } from '../../rich-text-editor/rich-text-field';
import { GenreField } from '../genre-field';
import { artistFormSchema, type ArtistFormValues, emptyArtist, newArtistSchema } from './artist-form-schema';
import { SocialLinksEditor } from '../social-links-editor';
import type { ImageFocus } from '../../../../../shared/schemas/image-focus';
import { LanguageTabs } from '../../form/language-tabs';

type ArtistFormProps = {
  /** An artist being edited; a new one when absent (then a picture is required). */
  initialValues?: ArtistFormValues;
  submitLabel: string;
  onSubmit: (artist: ArtistInput) => Promise<unknown>;
  pending?: boolean;
  readOnly?: boolean;
  /** The few fields a new artist needs (the event form creates one on the spot): no socials, no preview. */
  essentialsOnly?: boolean;
  /** A new artist's name as already typed elsewhere. */
  defaultName?: string;
  /** The picture's focal point as stored. */
  imageFocus?: ImageFocus;
};

/** Name, description, picture, genres, socials and Spotify preview, checked by the server's own rules (docs/product.md). */
export function ArtistForm({
  initialValues,
  submitLabel,
  onSubmit,
  pending,
  readOnly,
  essentialsOnly,
  defaultName = '',
  imageFocus,
}: ArtistFormProps) {
  const utils = trpc.useUtils();
  const form = useSchemaForm({
    schema: initialValues ? artistFormSchema : newArtistSchema,
    defaultValues: initialValues ?? { ...emptyArtist, name: defaultName },
    onSubmit: async ({ genreIds: picks, ...artist }) => {
      let genreIds: number[];
      try {
        genreIds = await genreIdsOf(picks);
      } catch (error) {
        // Refused by the server (a lost session, say): its message says why, and the form keeps what was typed.
        if (httpStatusOf(error) === undefined || !(error instanceof Error)) throw error;
        showToast({ title: 'Noget gik galt...', message: inScreenWords(error.message), severity: 'error' });
        return;
      }
      // Should saving the artist fail, the genres made stay chosen by id and are not made again.
      form.setFieldValue('genreIds', genreIds);
      return onSubmit({ ...artist, genreIds });
    },
  });

  /**
   * The genres' ids, new names created first (only now, as the artist is saved): a name that exists
   * by now, case ignored, is that genre. If the artist's save then fails, the new genres remain.
   */
  async function genreIdsOf(picks: readonly (number | string)[]): Promise<number[]> {
    if (picks.every((pick) => typeof pick === 'number')) return [...new Set(picks)];
    const { records: known } = await utils.client.genres.list.query(allGenresInput);
    const byName = new Map(known.map((genre) => [genre.name.toLocaleLowerCase('da'), genre.id]));
    const ids: number[] = [];
    for (const pick of picks) {
      if (typeof pick === 'number') ids.push(pick);
      else ids.push(byName.get(pick.toLocaleLowerCase('da')) ?? (await utils.client.genres.create.mutate({ name: pick })).id);
    }
    await utils.genres.list.invalidate();
    return [...new Set(ids)];
  }

  return (
    <form.AppForm>
      <form.Form className="max-w-2xl" readOnly={readOnly} warnOnLeave={!essentialsOnly}>
        <form.AppField name="name">{(field) => <field.TextField label="Navn" autoComplete="off" />}</form.AppField>
        <LanguageTabs
          danish={<form.AppField name="description">{() => <RichTextField label="Beskrivelse" />}</form.AppField>}
          english={<form.AppField name="translations.en.description">{() => <RichTextField label="Beskrivelse (engelsk)" />}</form.AppField>}
        />
        <form.AppField name="imageUrl">
          {(field) => <field.ImageField label="Billede" upload={UPLOAD_TARGETS.artistImage} previewAlt="Kunstnerens billede" focus={{ initial: imageFocus }} />}
        </form.AppField>
        <form.AppField name="genreIds">{() => <GenreField label="Genrer" />}</form.AppField>
        {!essentialsOnly && (
          <>
            <SocialLinksEditor form={form} fields={{ socials: 'socials' }} />
            <form.AppField name="previewUrl">
              {(field) => (
                <field.TextField
                  label="Spotify-smagsprøve"
                  hint="Et link til open.spotify.com, fx et nummer eller et album. Kan udelades."
                  type="url"
                  inputMode="url"
                />
              )}
            </form.AppField>
          </>
        )}
        {!readOnly && <form.SubmitButton pending={pending}>{submitLabel}</form.SubmitButton>}
      </form.Form>
    </form.AppForm>
  );
}
