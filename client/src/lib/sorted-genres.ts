import { compareDanish } from './compare-danish';

/** Genres as shown (docs/product.md): each once (by id), in Danish order with case ignored. */
export function sortedGenres<T extends { id: number; name: string }>(genres: readonly T[]): T[] {
  const unique = [...new Map(genres.map((genre) => [genre.id, genre])).values()];
  return unique.sort((a, b) => compareDanish(a.name.toLocaleLowerCase('da'), b.name.toLocaleLowerCase('da')));
}
