import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_CHOICE, embedPreviewPath, embedSnippet } from './embed-snippet';

describe('the embed snippet', () => {
  it('is the placeholder and the script, with limit and theme written even at their defaults', () => {
    expect(embedSnippet('https://spillested.dk', DEFAULT_EMBED_CHOICE)).toBe(
      '<div data-spillested-programme data-limit="10" data-theme="light"></div>\n<script src="https://spillested.dk/embed.js" async></script>',
    );
  });

  it('names each chosen filter as the data attribute /embed.js reads, and the preview as the query the page reads', () => {
    const choice = { venueId: 3, genreId: 5, artistId: 8, limit: 25, theme: 'dark' } as const;
    expect(embedSnippet('http://localhost:3000/', choice)).toBe(
      '<div data-spillested-programme data-venue-id="3" data-genre-id="5" data-artist-id="8" data-limit="25" data-theme="dark"></div>\n' +
        '<script src="http://localhost:3000/embed.js" async></script>',
    );
    expect(embedPreviewPath(choice)).toBe('/embed/programme?venue_id=3&genre_id=5&artist_id=8&limit=25&theme=dark');
    expect(embedPreviewPath({ ...DEFAULT_EMBED_CHOICE, venueId: 2 })).toBe('/embed/programme?venue_id=2&limit=10&theme=light');
  });

  it('writes data-lang="en" for the English programme, and no language for the Danish one', () => {
    const english = { ...DEFAULT_EMBED_CHOICE, lang: 'en' } as const;
    expect(embedSnippet('https://spillested.dk', english)).toBe(
      '<div data-spillested-programme data-limit="10" data-theme="light" data-lang="en"></div>\n<script src="https://spillested.dk/embed.js" async></script>',
    );
    expect(embedPreviewPath(english)).toBe('/embed/programme?limit=10&theme=light&lang=en');
  });
});
