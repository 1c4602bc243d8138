import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventAccessItems, venueAccessItems } from '../../../../shared/access';
import { AccessFeatures } from './access-features';

describe('AccessFeatures', () => {
  it('says nothing at all when nothing is told', () => {
    const { container } = render(<AccessFeatures items={[...eventAccessItems(undefined), ...venueAccessItems({})]} notes={[undefined, '']} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: 'Tilgængelighed' })).toBeNull();
  });

  it('lists only the items told, a "no" as a no, the night before its venue, then the free texts', () => {
    render(
      <AccessFeatures
        items={[...eventAccessItems({ signLanguage: true, strobeLight: false }), ...venueAccessItems({ stepFree: 'partly', accessibleToilet: true, hearingLoop: false })]}
        notes={['Tolken står til venstre', 'Rampe ved bagindgangen']}
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
    render(<AccessFeatures items={[]} notes={[undefined, 'Ring på 12 34 56 78']} />);
    expect(screen.getByRole('heading', { name: 'Tilgængelighed' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Ring på 12 34 56 78')).toBeTruthy();
  });
});
