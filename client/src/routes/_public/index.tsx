import { createFileRoute } from '@tanstack/react-router';
import { publicMembersInput, teamsInput } from '../../features/about/about-queries';
import { TeamSection } from '../../features/about/components/team-section';
import { EventCard } from '../../features/events/components/event-card';
import { LandingPage } from '../../features/landing/components/landing-page';
import { seoHead } from '../../lib/page-head';
import { upcomingPublicEventsInput } from '../../lib/public-events';
import { trpc } from '../../lib/trpc';

const landingImagesInput = { per_page: 0 } as const;

export const Route = createFileRoute('/_public/')({
  loader: async ({ context: { trpc: utils } }) => {
    const [images] = await Promise.all([
      utils.landingImages.list.ensureData(landingImagesInput),
      utils.events.list.ensureData(upcomingPublicEventsInput()),
      utils.teams.list.ensureData(teamsInput),
      utils.members.list.ensureData(publicMembersInput),
    ]);
    // The first landing image is the page's largest: link previews show it too.
    return { previewImage: images[0]?.url };
  },
  head: ({ match, loaderData }) =>
    seoHead({
      title: 'Koncerter og frivillige',
      description: 'Spillested er en dansk musikforening drevet af frivillige. Se de kommende koncerter, kunstnerne og holdet bag.',
      path: '/',
      siteUrl: match.context.siteUrl,
      image: loaderData?.previewImage,
    }),
  component: function LandingRoute() {
    const [images] = trpc.landingImages.list.useSuspenseQuery(landingImagesInput);
    const [{ records: events }] = trpc.events.list.useSuspenseQuery(upcomingPublicEventsInput());
    return (
      <LandingPage
        images={images}
        events={events}
        renderEvent={(event, options) => <EventCard event={event} {...options} />}
        team={<TeamSection compact headingLevel="h3" />}
      />
    );
  },
});
