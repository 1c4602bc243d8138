import { useRouter } from '@tanstack/react-router';
import type { PostedForm } from '../../../../shared/posted-form';

/** The answer to the form this page was posted with before its scripts ran, if it was. */
export function usePostedForm(): PostedForm | undefined {
  // Outside a router (a form tested on its own) nothing was posted.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  return router?.options.context.postedForm();
}
