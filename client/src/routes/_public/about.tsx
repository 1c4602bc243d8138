import { createFileRoute } from '@tanstack/react-router';
import { publicMembersInput, teamsInput } from '../../features/about/about-queries';
import { AboutPage } from '../../features/about/components/about-page';
import { seoHead } from '../../lib/page-head';

export const Route = createFileRoute('/_public/about')({
  loader: ({ context }) => Promise.all([context.trpc.teams.list.ensureData(teamsInput), context.trpc.members.list.ensureData(publicMembersInput)]),
  head: ({ match }) =>
    seoHead({
      title: 'Om os',
      description: 'Spillested er en musikforening drevet af frivillige. Mød holdene og menneskene bag koncerterne.',
      path: '/about',
      siteUrl: match.context.siteUrl,
    }),
  component: AboutPage,
});
