import { router } from '../../trpc/trpc';

export const eventRouter = router({});
