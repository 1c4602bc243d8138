import { createFileRoute } from '@tanstack/react-router';
import { richTextToPlainText } from '../../../../../shared/rich-text';
import { EventPage } from '../../../features/events/components/event-page';
import { musicEventJsonLd } from '../../../features/events/event-json-ld';
import { formatEventDates } from '../../../lib/format-date';
import { seoHead } from '../../../lib/page-head';
import { notFoundOn404, parseId } from '../../../lib/route-params';
import { localisedPath } from '../../../../../shared/i18n';
import { siteName } from '../../../../../shared/site-identity';
import { translated } from '../../../../../shared/translations';

export const Route = createFileRoute('/_public/events/$eventId')({
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  loader: ({ context, params }) => notFoundOn404(context.api.events.byId.query({ id: params.eventId })),
  head: ({ match, loaderData: event }) => {
    if (!event) return {};
    const { locale } = match.context.translator;
    const description = translated(event, 'description', locale).text;
    return seoHead(match.context, {
      title: translated(event, 'title', locale).text,
      // A shared link shows the date and place first, then what the evening is.
      description: `${formatEventDates(event.from, event.to, locale)}, ${event.venue.name}, ${event.venue.city}. ${richTextToPlainText(description)}`.slice(0, 300),
      path: `/events/${event.id}`,
      image: event.imageUrl,
      imageFocus: event.imageFocus,
      type: 'article',
      jsonLd: [musicEventJsonLd(event, match.context.siteUrl, siteName(match.context.site), match.context.translator)],
    });
  },
  component: function EventRoute() {
    const event = Route.useLoaderData();
    const { siteUrl, translator } = Route.useRouteContext();
    // Shared from an English page, the link opens the English page.
    return <EventPage event={event} pageUrl={`${siteUrl}${localisedPath(`/events/${event.id}`, translator.locale)}`} />;
  },
});
