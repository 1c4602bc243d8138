import type { MessageId, Translator } from './i18n';
import { translated, type Translations } from './translations';

/**
 * Access information (issue 47, item 4): what a venue and a night offer people with a disability,
 * each item optional. A yes/no item is tri-state: unset says nothing at all (never a false "no"),
 * so only what the organisers filled in is ever shown, sent or filtered on.
 */

/** Whether one gets in without a step: "partly" is a ramp at a side door, a lift that needs a key. */
export const STEP_FREE = ['yes', 'partly', 'no'] as const;
export type StepFree = (typeof STEP_FREE)[number];

export const VENUE_ACCESS_FLAGS = ['accessibleToilet', 'hearingLoop', 'seating', 'quietRoom', 'disabledParking', 'companionCard'] as const;
export type VenueAccessFlag = (typeof VENUE_ACCESS_FLAGS)[number];

export const EVENT_ACCESS_FLAGS = ['signLanguage', 'relaxedPerformance', 'strobeLight', 'loudMusic'] as const;
export type EventAccessFlag = (typeof EVENT_ACCESS_FLAGS)[number];

/** The free text beside the items: "Rampe ved bagindgangen, ring på 12 34 56 78". */
export const ACCESS_NOTE_MAX = 500;

export type VenueAccess = { stepFree?: StepFree; note?: string } & { [flag in VenueAccessFlag]?: boolean };
export type EventAccess = { note?: string } & { [flag in EventAccessFlag]?: boolean };

/** Every key an access object may hold, flags and note, in the order they are shown. */
export const VENUE_ACCESS_KEYS = ['stepFree', ...VENUE_ACCESS_FLAGS, 'note'] as const;
export const EVENT_ACCESS_KEYS = [...EVENT_ACCESS_FLAGS, 'note'] as const;

type Wording = {
  /** The admin form's label. */
  label: string;
  /** The form's line under the label, where the word alone may be read more ways than one. */
  hint?: string;
  /** What a visitor reads when it is so, and when it is not. */
  yes: string;
  no: string;
};

/** The one wording of each item, on the pages, in the form, in the fediverse and in the JSON-LD. */
export const ACCESS_WORDING: Readonly<Record<VenueAccessFlag | EventAccessFlag, Wording>> = {
  accessibleToilet: { label: 'Handicaptoilet', yes: 'Handicaptoilet', no: 'Intet handicaptoilet' },
  hearingLoop: { label: 'Teleslynge', yes: 'Teleslynge', no: 'Ingen teleslynge' },
  seating: { label: 'Siddepladser', yes: 'Siddepladser', no: 'Ingen siddepladser' },
  quietRoom: { label: 'Stille rum', hint: 'Et rum at trække sig tilbage i', yes: 'Stille rum', no: 'Intet stille rum' },
  disabledParking: { label: 'Handicapparkering', yes: 'Handicapparkering', no: 'Ingen handicapparkering' },
  companionCard: { label: 'Ledsagerkort', hint: 'Ledsageren går gratis ind', yes: 'Ledsagerkort gælder', no: 'Ledsagerkort gælder ikke' },
  signLanguage: { label: 'Tegnsprogstolkning', yes: 'Tegnsprogstolket', no: 'Ikke tegnsprogstolket' },
  relaxedPerformance: {
    label: 'Afslappet forestilling',
    hint: 'Dæmpet lys og lyd, frit at gå ud og ind',
    yes: 'Afslappet forestilling',
    no: 'Ikke afslappet forestilling',
  },
  strobeLight: { label: 'Stroboskoplys', yes: 'Stroboskoplys', no: 'Intet stroboskoplys' },
  loudMusic: { label: 'Høj lyd', hint: 'Høreværn anbefales', yes: 'Høj lyd', no: 'Dæmpet lydniveau' },
};

export const STEP_FREE_LABEL = 'Trinfri indgang';
export const STEP_FREE_WORDING: Readonly<Record<StepFree, string>> = {
  yes: 'Trinfri adgang',
  partly: 'Delvis trinfri adgang',
  no: 'Trin ved indgangen',
};

/**
 * One item a visitor reads: which it is (the page picks its icon by it), said as it is, and what it
 * says (an English page words it from its catalogue by key and this: "access.stepFree.partly").
 */
export type AccessItem = { key: VenueAccessFlag | EventAccessFlag | 'stepFree'; text: string; positive: boolean; says: 'yes' | 'no' | StepFree };

const flagItems = <Flag extends VenueAccessFlag | EventAccessFlag>(flags: readonly Flag[], access: Partial<Record<Flag, boolean>>): AccessItem[] =>
  flags.flatMap((key) => {
    const value = access[key];
    const says = value ? 'yes' : 'no';
    return value === undefined ? [] : [{ key, text: ACCESS_WORDING[key][says], positive: value, says }];
  });

/** The venue's items that are set, in order; the note apart. */
export function venueAccessItems(access: VenueAccess | undefined): AccessItem[] {
  if (!access) return [];
  const stepFree: AccessItem[] = access.stepFree ? [{ key: 'stepFree', text: STEP_FREE_WORDING[access.stepFree], positive: access.stepFree !== 'no', says: access.stepFree }] : [];
  return [...stepFree, ...flagItems(VENUE_ACCESS_FLAGS, access)];
}

/** The night's items that are set, in order; the note apart. */
export const eventAccessItems = (access: EventAccess | undefined): AccessItem[] => (access ? flagItems(EVENT_ACCESS_FLAGS, access) : []);

/** The catalogue's id of an item's words on an English page: "access.stepFree.partly" (shared/i18n). */
export const accessItemMessage = (item: AccessItem) => `access.${item.key}.${item.says}` as MessageId;

/** How a language words the items, and the notes in it (a record's English where it has one). */
export type AccessWords = { item: (item: AccessItem) => string; notes: (string | undefined)[] };

/**
 * The items and notes as one line of text, for where there is nothing but text (an ActivityPub
 * note, a feed, schema.org's summary): "Trinfri adgang. Handicaptoilet. Rampe ved bagindgangen." In
 * Danish unless `words` says otherwise. Empty when nothing is set.
 */
export function accessText(event: EventAccess | undefined, venue: VenueAccess | undefined, words: AccessWords = { item: (item) => item.text, notes: [event?.note, venue?.note] }): string {
  const sentences = [...eventAccessItems(event), ...venueAccessItems(venue)].map(words.item);
  for (const note of words.notes) if (note) sentences.push(note);
  return sentences.map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`)).join(' ');
}

type WithAccessNote = { access?: { note?: string }; translations?: Translations<'accessNote'> };

/** A language's words for accessText: the catalogue's items, and each note in it where the record has it. */
export function accessWordsIn({ t, locale }: Translator, event: WithAccessNote & { venue: WithAccessNote }): AccessWords {
  const note = ({ access, translations }: WithAccessNote) => translated({ accessNote: access?.note, translations }, 'accessNote', locale).text || undefined;
  return { item: locale === 'da' ? (item) => item.text : (item) => t(accessItemMessage(item)), notes: [note(event), note(event.venue)] };
}
