import type { GenreUsage } from '../../../../shared/schemas/genre';

export const GENRES_PATH = '/admin/genres';

/** A genre as the admin list shows it: with how many artists have it. */
export type GenreRow = GenreUsage[number];

/** "1 kunstner", "3 kunstnere". */
export const artistCountText = (count: number) => (count === 1 ? '1 kunstner' : `${count} kunstnere`);
