import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '../../../components/in-language';
import { describe, expect, it } from 'vitest';
import { spotifyEmbedUrl } from '../spotify-embed';
import { SpotifyPreview } from './spotify-preview';

describe('the Spotify preview (docs/rendering.md)', () => {
  it('loads nothing from Spotify until the visitor asks, then shows the player in the link\'s place', async () => {
    render(<SpotifyPreview previewUrl="https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" artistName="Efterklang" />, inLanguage('da'));
    const link = screen.getByRole('link', { name: 'Lyt til en smagsprøve' });
    // Without scripts the link opens the track at Spotify.
    expect(link.getAttribute('href')).toBe('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    expect(document.querySelector('iframe')?.hasAttribute('src')).toBe(false);
    await userEvent.click(link);
    const player = screen.getByTitle('Smagsprøve på Efterklang fra Spotify');
    expect(player.getAttribute('src')).toBe('https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC');
    expect(player.hidden).toBe(false);
    expect(document.activeElement).toBe(player);
    expect(screen.queryByRole('link', { name: 'Lyt til en smagsprøve' })).toBeNull();
  });

  it('makes embed addresses from the links Spotify hands out, and none from others', () => {
    expect(spotifyEmbedUrl('https://open.spotify.com/intl-da/album/1a2B?si=x')).toBe('https://open.spotify.com/embed/album/1a2B');
    expect(spotifyEmbedUrl('https://www.open.spotify.com/artist/9')).toBe('https://open.spotify.com/embed/artist/9');
    expect(spotifyEmbedUrl('https://open.spotify.com/')).toBeUndefined();
    expect(spotifyEmbedUrl('https://evil.example/track/1')).toBeUndefined();
  });
});
