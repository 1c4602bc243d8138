/**
 * A form's answer when it was posted without JavaScript (server/http/form-posts.ts): its page comes
 * back with what was typed (never a password) and each refusal at its field, or with the success.
 */
export type PostedForm = {
  /** A list for a group of fields (an application's links, genres, months). */
  values: Record<string, string | boolean | number | string[]>;
  /** Field name → the message shown under it. */
  refusals: Record<string, string>;
  /** A refusal about the whole form: a link that expired, too many tries. */
  message?: string;
  /** What the server said when it took the form ("Hvis adressen hører til et medlem …"). */
  done?: string;
};
