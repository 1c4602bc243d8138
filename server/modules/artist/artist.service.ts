import type { Artist as ArtistDto } from '../../../shared/schemas/artist';
import { toGenreDto } from '../genre/genre.service';
import { optionalImageUrl } from '../image/image.service';
import type { Artist } from './artist.entity';

/** Relations an artist needs loaded before toArtistDto. */
export const ARTIST_POPULATE = ['genres', 'image'] as const;

/** Expects ARTIST_POPULATE loaded. Genres come ordered by name, case ignored. */
export function toArtistDto(artist: Artist, publicUrl: string): ArtistDto {
  return {
    id: artist.id,
    name: artist.name,
    imageUrl: optionalImageUrl(publicUrl, artist.image),
    description: artist.description,
    genres: [...artist.genres.getItems()]
      .sort((a, b) => a.nameSortKey.localeCompare(b.nameSortKey) || a.id - b.id)
      .map(toGenreDto),
    socials: artist.socials,
    previewUrl: artist.previewUrl ?? undefined,
    createdAt: artist.createdAt.toISOString(),
    updatedAt: artist.updatedAt.toISOString(),
    createdBy: artist.createdBy?.id,
    updatedBy: artist.updatedBy?.id,
  };
}
