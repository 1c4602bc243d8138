import { createFileRoute } from '@tanstack/react-router';
import { richTextToPlainText } from '../../../../../shared/rich-text';
import { EventPage } from '../../../features/events/components/event-page';
import { musicEventJsonLd } from '../../../features/events/event-json-ld';
import { formatEventDates } from '../../../lib/format-date';
import { seoHead } from '../../../lib/page-head';
import { notFoundOn404, parseId } from '../../../lib/route-params';
import { siteName } from '../../../../../shared/site-identity';

export const Route = createFileRoute('/_public/events/$eventId')({
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  loader: ({ context, params }) => notFoundOn404(context.api.events.byId.query({ id: params.eventId })),
  head: ({ match, loaderData: event }) =>
    event
      ? seoHead(match.context, {
          title: event.title,
          // A shared link shows the date and place first, then what the evening is.
          description: `${formatEventDates(event.from, event.to)}, ${event.venue.name}, ${event.venue.city}. ${richTextToPlainText(event.description)}`.slice(0, 300),
          path: `/events/${event.id}`,
          image: event.imageUrl,
          imageFocus: event.imageFocus,
          type: 'article',
          jsonLd: [musicEventJsonLd(event, match.context.siteUrl, siteName(match.context.site), match.context.translator)],
        })
      : {},
  component: function EventRoute() {
    const event = Route.useLoaderData();
    const { siteUrl } = Route.useRouteContext();
    return <EventPage event={event} pageUrl={`${siteUrl}/events/${event.id}`} />;
  },
});
