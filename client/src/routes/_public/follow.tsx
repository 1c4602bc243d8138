import { createFileRoute } from '@tanstack/react-router';
import { FollowAnswer } from '../../features/follow/components/follow-answer';
import { pageHead } from '../../lib/page-head';

/** What a "Følg" form posted to: the server's answer (the same for every address), or the form again with its refusal. */
export const Route = createFileRoute('/_public/follow')({
  head: ({ match }) => pageHead(match.context.translator.t('follow.title'))({ match }),
  component: FollowAnswer,
});
