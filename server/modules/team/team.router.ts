import { router } from '../../trpc/trpc';

export const teamRouter = router({});
