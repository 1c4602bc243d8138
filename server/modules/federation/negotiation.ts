/** What Mastodon and the others ask for: ActivityStreams, as activity+json or JSON-LD with its profile. */
export const wantsActivityJson = (accept: string | undefined) => accept !== undefined && /application\/(activity\+json|ld\+json)/i.test(accept);

const EVENT_PAGE = /^\/events\/\d+(\?|$)/;

/** The pages that are ActivityPub objects too: an event's. */
export const negotiatesActivityJson = (url: string) => EVENT_PAGE.test(url);
