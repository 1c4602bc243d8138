import { render as renderOnPage, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { eventAccessItems, venueAccessItems } from '../../../../shared/access';
import type { Locale } from '../../../../shared/i18n';
import { translatorFor } from '../../../../shared/i18n/translators';
import { TranslatorProvider } from '../../lib/i18n';
import { AccessFeatures } from './access-features';

const render = (element: ReactNode, locale: Locale = 'da') => renderOnPage(<TranslatorProvider translator={translatorFor(locale)}>{element}</TranslatorProvider>);

/** The organisers' own text, in the page's language. */
const note = (text: string) => ({ text, inDanish: false });
/** A Danish text shown on an English page. */
const danishNote = (text: string) => ({ text, inDanish: true });

describe('AccessFeatures', () => {
  it('says nothing at all when nothing is told', () => {
    const { container } = render(<AccessFeatures items={[...eventAccessItems(undefined), ...venueAccessItems({})]} notes={[note(''), note('')]} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: 'Tilgængelighed' })).toBeNull();
  });

  it('lists only the items told, a "no" as a no, the night before its venue, then the free texts', () => {
    render(
      <AccessFeatures
        items={[...eventAccessItems({ signLanguage: true, strobeLight: false }), ...venueAccessItems({ stepFree: 'partly', accessibleToilet: true, hearingLoop: false })]}
        notes={[note('Tolken står til venstre'), note('Rampe ved bagindgangen')]}
      />,
    );

    const section = screen.getByRole('region', { name: 'Tilgængelighed' });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Tegnsprogstolket', 'Intet stroboskoplys', 'Delvis trinfri adgang', 'Handicaptoilet', 'Ingen teleslynge']);
    // Not told: no word of seating, parking, companion cards, loud music or relaxed performances.
    expect(section.textContent).not.toMatch(/Siddepladser|parkering|Ledsagerkort|lyd|Afslappet/i);
    expect(screen.getByText('Tolken står til venstre')).toBeTruthy();
    expect(screen.getByText('Rampe ved bagindgangen')).toBeTruthy();
  });

  it('shows a note alone when only a note is told', () => {
    render(<AccessFeatures items={[]} notes={[note(''), note('Ring på 12 34 56 78')]} />);
    expect(screen.getByRole('heading', { name: 'Tilgængelighed' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Ring på 12 34 56 78')).toBeTruthy();
  });

  it('words the items in English on an English page, and marks a note written only in Danish', () => {
    render(<AccessFeatures items={venueAccessItems({ stepFree: 'partly', hearingLoop: false, companionCard: true })} notes={[danishNote('Rampe ved bagindgangen')]} />, 'en');

    expect(screen.getByRole('heading', { name: 'Accessibility' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Partly step-free access', 'No hearing loop', 'Companion cards accepted']);
    expect(screen.getByText('Rampe ved bagindgangen').getAttribute('lang')).toBe('da');
    expect(screen.getByText('(in Danish)')).toBeTruthy();
  });
});
