import { type AccessItem, accessItemMessage, type VenueAccess } from '../../../../shared/access';
import type { Locale } from '../../../../shared/i18n';
import { type TranslatedText, translated, type Translations } from '../../../../shared/translations';
import { useTranslator } from '../../lib/i18n';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-name.gen';
import { Translated } from '../translated';

const ICONS: Readonly<Record<AccessItem['key'], IconName>> = {
  stepFree: 'accessibility',
  accessibleToilet: 'toilet',
  hearingLoop: 'ear',
  seating: 'armchair',
  quietRoom: 'moon',
  disabledParking: 'circle-parking',
  companionCard: 'id-card',
  signLanguage: 'hand',
  relaxedPerformance: 'heart-handshake',
  strobeLight: 'zap',
  loudMusic: 'volume-2',
};

/** Each item and what it says has its message in the catalogues' "access." block ("access.hearingLoop.no"). */

/** A record with access, and the English of its note (docs/languages.md): a venue. */
type WithAccessNote = { access?: Pick<VenueAccess, 'note'>; translations?: Translations<'accessNote'> | null };

/** The note about getting in, in the page's language where the organisers wrote it so. */
export const accessNoteIn = ({ access, translations }: WithAccessNote, locale: Locale): TranslatedText =>
  translated({ accessNote: access?.note, translations }, 'accessNote', locale);

type AccessFeaturesProps = {
  /** The items set, as shared/access.ts words them: the night's before its venue's. */
  items: readonly AccessItem[];
  /** The free texts, the night's before its venue's. */
  notes: readonly TranslatedText[];
};

/**
 * "Tilgængelighed": each item told, an icon beside its words, then the organisers' own text.
 * Nothing at all when nothing is told: an item left out is not known, never a "no".
 */
export function AccessFeatures({ items, notes }: AccessFeaturesProps) {
  const { t } = useTranslator();
  const texts = notes.filter((note) => note.text !== '');
  if (items.length === 0 && texts.length === 0) return null;
  return (
    <section aria-labelledby="tilgaengelighed" className="mt-12">
      <h2 id="tilgaengelighed" className="mb-4 text-2xl font-extrabold tracking-tight text-white">
        {t('access.heading')}
      </h2>
      {items.length > 0 && (
        <ul className="grid gap-x-6 gap-y-2 text-stone-200 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-3">
              <Icon name={ICONS[item.key]} className={`size-5 shrink-0 ${item.positive ? 'text-accent' : 'text-stone-400'}`} />
              {t(accessItemMessage(item))}
            </li>
          ))}
        </ul>
      )}
      {texts.map((note) => (
        <p key={note.text} className="mt-3 flex items-start gap-3 whitespace-pre-line text-stone-200">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>
            <Translated value={note} />
          </span>
        </p>
      ))}
    </section>
  );
}
