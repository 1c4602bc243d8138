import { describe, expect, it } from 'vitest';
import { pickRandomOther } from './pick-random-other';
import { socialLink } from './social-kind';
import { sortedGenres } from './sorted-genres';

describe('pickRandomOther (docs/product.md)', () => {
  it('never picks the one shown, whatever the random number', () => {
    for (const random of [0, 0.2, 0.5, 0.7, 0.9999]) {
      expect(pickRandomOther(['a', 'b', 'c'], 'b', () => random)).not.toBe('b');
    }
  });

  it('reaches every other item', () => {
    const picked = new Set([0, 0.4, 0.9].map((random) => pickRandomOther([1, 2, 3, 4], 2, () => random)));
    expect([...picked].sort()).toEqual([1, 3, 4]);
  });

  it('keeps the only item, and gives nothing for an empty list', () => {
    expect(pickRandomOther(['solo'], 'solo')).toBe('solo');
    expect(pickRandomOther([], undefined)).toBeUndefined();
  });
});

describe('sortedGenres (docs/product.md)', () => {
  it('shows each genre once, in Danish order with case ignored', () => {
    const genres = [
      { id: 3, name: 'Ørkenrock' },
      { id: 1, name: 'blues' },
      { id: 2, name: 'Aarhus-pop' },
      { id: 1, name: 'blues' },
      { id: 4, name: 'Zydeco' },
      { id: 5, name: 'Alt' },
    ];
    expect(sortedGenres(genres).map((genre) => genre.name)).toEqual(['Alt', 'blues', 'Zydeco', 'Ørkenrock', 'Aarhus-pop']);
  });
});

describe('socialLink (docs/product.md)', () => {
  it('knows the six hosts, with or without www, and names any other by its host', () => {
    const kinds = [
      'https://open.spotify.com/artist/1',
      'https://www.instagram.com/band',
      'https://music.apple.com/dk/artist/1',
      'https://facebook.com/band',
      'https://youtu.be/abc',
      'https://www.youtube.com/@band',
      'https://www.tiktok.com/@band',
      'https://band.dk/om',
    ].map((url) => socialLink(url));
    expect(kinds.map((link) => link.kind)).toEqual(['spotify', 'instagram', 'apple-music', 'facebook', 'youtube', 'youtube', 'tiktok', 'other']);
    expect(kinds.map((link) => link.label)).toEqual(['Spotify', 'Instagram', 'Apple Music', 'Facebook', 'YouTube', 'YouTube', 'TikTok', 'band.dk']);
  });
});
