import { router } from '../../trpc/trpc';

export const artistRouter = router({});
