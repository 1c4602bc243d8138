import type { GenreUsage } from '../../../../shared/schemas/genre';
import { countText } from '../../../../shared/count-text';

export const GENRES_PATH = '/admin/genres';

/** A genre as the admin list shows it: with how many artists have it. */
export type GenreRow = GenreUsage[number];

/** "1 kunstner", "3 kunstnere". */
export const artistCountText = (count: number) => countText(count, 'kunstner', 'kunstnere');
