import type { Genre as GenreDto } from '../../../shared/schemas/genre';
import type { Genre } from './genre.entity';

export function toGenreDto(genre: Genre): GenreDto {
  return { id: genre.id, name: genre.name, createdAt: genre.createdAt.toISOString(), updatedAt: genre.updatedAt.toISOString() };
}
