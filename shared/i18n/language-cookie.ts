/**
 * The cookie that remembers a visitor's chosen language (server/http/language-choice.ts). A module of
 * its own: a visitor's first script reads it, and must not carry the catalogues' runtime with it.
 */
export const LANGUAGE_COOKIE = 'sprog';
