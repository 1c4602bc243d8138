import { router } from '../../trpc/trpc';

export const genreRouter = router({});
