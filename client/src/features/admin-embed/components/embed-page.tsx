import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../../../shared/i18n';
import { EMBED_MAX_LIMIT, EMBED_MIN_LIMIT, type EmbedTheme } from '../../../../../shared/schemas/embed';
import { controlClass, FieldError, FieldFrame } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSection } from '../../../components/ui/page-section';
import { allArtistsInput, allGenresInput, allVenuesInput } from '../../../lib/admin-queries';
import { trpc } from '../../../lib/trpc';
import { DEFAULT_EMBED_CHOICE, type EmbedChoice, embedPreviewPath, embedSnippet } from '../embed-snippet';

const THEMES: { value: EmbedTheme; label: string }[] = [
  { value: 'light', label: 'Lyse (til hvide sider)' },
  { value: 'dark', label: 'Mørke (som vores egen side)' },
];

/** Danish leaves data-lang out, so a Danish snippet is the one partners have always pasted. */
const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'da', label: 'Dansk' },
  { value: 'en', label: 'Engelsk' },
];

/** A choice of a few, as radio buttons side by side. */
function RadioChoice<Value extends string>({ legend, name, options, value, onChange }: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-10 items-center gap-2 text-sm text-stone-800">
            <input type="radio" name={name} className="size-5 accent-accent-strong" checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One filter: everything, or one record. */
function FilterSelect({ label, all, records, value, onChange }: {
  label: string;
  all: string;
  records: readonly { id: number; name: string }[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  return (
    <FieldFrame label={label}>
      {(control) => (
        <select {...control} className={controlClass} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}>
          <option value="">{all}</option>
          {records.map((record) => (
            <option key={record.id} value={record.id}>
              {record.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The height the programme in the preview reports, as /embed.js reads it on a partner's page. */
function useReportedHeight(frame: RefObject<HTMLIFrameElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === 'spillested:height' && event.data.height > 0) setHeight(Math.ceil(event.data.height));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  return height;
}

/** What happened to the last copy, said in a live region. */
function CopyButton({ text }: { text: string }) {
  const [message, setMessage] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setMessage('Koden er kopieret');
    } catch {
      setMessage('Koden kunne ikke kopieres: markér den og kopiér den selv');
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => void copy()}>Kopiér koden</Button>
      <span role="status" className="text-sm text-stone-700">
        {message}
      </span>
    </div>
  );
}

/**
 * "Indlejr programmet" (docs/screens.md): a partner's snippet built from a venue, genre or artist,
 * how many concerts and which colours, with the programme as it will look beside it. The preview is
 * the page the snippet frames, so what is shown here is what the partner's visitors see.
 */
export function EmbedPage({ siteUrl }: { siteUrl: string }) {
  const [{ records: venues }] = trpc.venues.list.useSuspenseQuery(allVenuesInput);
  const [{ records: genres }] = trpc.genres.list.useSuspenseQuery(allGenresInput);
  const [{ records: artists }] = trpc.artists.list.useSuspenseQuery(allArtistsInput);
  const [choice, setChoice] = useState<EmbedChoice>(DEFAULT_EMBED_CHOICE);
  const [limitText, setLimitText] = useState(String(DEFAULT_EMBED_CHOICE.limit));
  const frame = useRef<HTMLIFrameElement>(null);
  const height = useReportedHeight(frame);
  const choose = (change: Partial<EmbedChoice>) => setChoice({ ...choice, ...change });
  const limit = Number(limitText);
  const limitValid = Number.isInteger(limit) && limit >= EMBED_MIN_LIMIT && limit <= EMBED_MAX_LIMIT;
  const snippet = embedSnippet(siteUrl, choice);

  return (
    <>
      <PageHeading title="Indlejr programmet" />
      <p className="mb-8 max-w-prose text-stone-700">
        Vis de kommende offentlige koncerter på en anden hjemmeside, fx et spillesteds, kommunens kulturkalender eller en festivals. Vælg hvad
        programmet skal vise, og sæt koden ind på siden, hvor det skal stå. Hver koncert linker til sin side her hos os, i en ny fane.
      </p>
      <PageSection title="Hvad skal vises?">
        <div className="grid gap-4 sm:grid-cols-2">
          <FilterSelect label="Spillested" all="Alle spillesteder" records={venues} value={choice.venueId} onChange={(venueId) => choose({ venueId })} />
          <FilterSelect label="Genre" all="Alle genrer" records={genres} value={choice.genreId} onChange={(genreId) => choose({ genreId })} />
          <FilterSelect label="Kunstner" all="Alle kunstnere" records={artists} value={choice.artistId} onChange={(artistId) => choose({ artistId })} />
          <FieldFrame label="Antal koncerter" hint={`Fra ${EMBED_MIN_LIMIT} til ${EMBED_MAX_LIMIT}`} error={limitValid ? undefined : `Skriv et helt tal fra ${EMBED_MIN_LIMIT} til ${EMBED_MAX_LIMIT}`}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={EMBED_MIN_LIMIT}
                max={EMBED_MAX_LIMIT}
                className={controlClass}
                value={limitText}
                onChange={(event) => {
                  setLimitText(event.target.value);
                  const typed = Number(event.target.value);
                  if (Number.isInteger(typed) && typed >= EMBED_MIN_LIMIT && typed <= EMBED_MAX_LIMIT) choose({ limit: typed });
                }}
              />
            )}
          </FieldFrame>
        </div>
        <RadioChoice legend="Farver" name="embed-theme" options={THEMES} value={choice.theme} onChange={(theme) => choose({ theme })} />
        <RadioChoice legend="Sprog" name="embed-lang" options={LANGUAGES} value={choice.lang ?? 'da'} onChange={(lang) => choose({ lang: lang === 'en' ? lang : undefined })} />
      </PageSection>
      <PageSection title="Koden">
        <FieldFrame label="Kode til hjemmesiden" hint="Sæt den ind i sidens HTML, der hvor programmet skal stå.">
          {(control) => (
            <textarea {...control} readOnly rows={3} value={snippet} onFocus={(event) => event.target.select()} className={`${controlClass} mb-3 font-mono text-sm`} />
          )}
        </FieldFrame>
        <CopyButton text={snippet} />
        {!limitValid && <FieldError error={`Koden viser ${choice.limit} koncerter, til antallet er rettet.`} />}
      </PageSection>
      <PageSection title="Forhåndsvisning">
        <div className={`max-w-xl rounded-lg p-3 ring-1 ring-stone-200 ${choice.theme === 'dark' ? 'bg-stone-950' : 'bg-white'}`}>
          <iframe
            ref={frame}
            title="Forhåndsvisning af programmet"
            src={embedPreviewPath(choice)}
            className="block w-full border-0"
            style={{ height: height ?? 480 }}
          />
        </div>
      </PageSection>
    </>
  );
}
