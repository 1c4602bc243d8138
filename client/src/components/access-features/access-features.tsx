import type { AccessItem } from '../../../../shared/access';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-name.gen';

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

type AccessFeaturesProps = {
  /** The items set, as shared/access.ts words them: the night's before its venue's. */
  items: readonly AccessItem[];
  /** The free texts, the night's before its venue's. */
  notes: readonly (string | undefined)[];
};

/**
 * "Tilgængelighed": each item told, an icon beside its words, then the organisers' own text.
 * Nothing at all when nothing is told: an item left out is not known, never a "no".
 */
export function AccessFeatures({ items, notes }: AccessFeaturesProps) {
  const texts = notes.filter((note): note is string => Boolean(note));
  if (items.length === 0 && texts.length === 0) return null;
  return (
    <section aria-labelledby="tilgaengelighed" className="mt-12">
      <h2 id="tilgaengelighed" className="mb-4 text-2xl font-extrabold tracking-tight text-white">
        Tilgængelighed
      </h2>
      {items.length > 0 && (
        <ul className="grid gap-x-6 gap-y-2 text-stone-200 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-3">
              <Icon name={ICONS[item.key]} className={`size-5 shrink-0 ${item.positive ? 'text-accent' : 'text-stone-400'}`} />
              {item.text}
            </li>
          ))}
        </ul>
      )}
      {texts.map((text) => (
        <p key={text} className="mt-3 flex items-start gap-3 whitespace-pre-line text-stone-200">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-accent" />
          {text}
        </p>
      ))}
    </section>
  );
}
