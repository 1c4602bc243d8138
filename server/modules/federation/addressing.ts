/**
 * The association's one actor. Its address never changes, whatever handle the settings give it: a
 * new handle is found by WebFinger, and followers keep following the same actor.
 */
export const ACTOR = 'forening';
export const ACTOR_PATH = `/ap/actors/${ACTOR}`;
export const SHARED_INBOX_PATH = '/ap/inbox';

/** The actor's own addresses, as activities name them. */
export const addressing = (publicUrl: string) => ({
  actor: new URL(ACTOR_PATH, publicUrl),
  followers: new URL(`${ACTOR_PATH}/followers`, publicUrl),
});
