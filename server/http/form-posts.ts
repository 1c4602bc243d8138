import { localeOfPath, localisedPath, pathWithoutLocale } from '../../shared/i18n';
import { rm } from 'node:fs/promises';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { ZodError, type z } from 'zod';
import type { PostedForm } from '../../shared/posted-form';
import { redirectTarget } from '../../shared/redirect-target';
import { refusedField } from '../../shared/refusals';
import { emailVerificationInputSchema, forgotPasswordInputSchema, loginInputSchema, registerInputSchema, resetPasswordInputSchema } from '../../shared/schemas/auth';
import { followsOfForm, subscribeInputSchema, subscriptionFormSchema } from '../../shared/schemas/subscription';
import { APPLICATION_FORM_LIMITS, applicationInputOfForm, applicationInputSchema, applicationTokenSchema } from '../../shared/schemas/application';
import { offerAnswerFormSchema } from '../../shared/schemas/offer';
import { reservationFormSchema, reservationInputSchema } from '../../shared/schemas/reservation';
import { guestLinkFormSchema } from '../../shared/schemas/guest-list';
import type { Context } from '../trpc/trpc';
import type { ImagePurpose } from '../modules/image/image-encoding';
import { appRouter } from '../router';
import { saveToDisk, storeFormPicture, UPLOAD_LIMITS, uploadError } from './uploads';

type Caller = ReturnType<typeof appRouter.createCaller>;
type Fields = Record<string, string>;

type FormPost<Schema extends z.ZodType> = {
  schema: Schema;
  /** The input the form's scripts would send, from the fields as posted and the page's own address. */
  input: (fields: Fields, query: Fields) => z.input<Schema>;
  /** The fields the page shows again as typed: never a password. */
  echoed: readonly (keyof z.input<Schema> & string)[];
  /** The field whose picture is sent with the form (multipart) and stored first; the field gets its URL. */
  picture?: keyof z.input<Schema> & string;
  /** How the picture is stored: a profile picture unless said. */
  purpose?: ImagePurpose;
  /** A multipart body's limits, when the form has more or longer fields than a registration. */
  limits?: typeof UPLOAD_LIMITS;
  /** Sends it as the form's scripts would: where to go next, or the message to show in the page. */
  send: (api: Caller, input: z.output<Schema>, query: Fields) => Promise<{ to: string } | { done: string }>;
};

const formPost = <Schema extends z.ZodType>(post: FormPost<Schema>) => post as unknown as FormPost<z.ZodType>;

/**
 * The forms of the auth screens and of following by e-mail, answered when they are posted before the page's scripts ran
 * (JavaScript off, or slow to load): the same procedures as the scripts call, the same answers.
 */
const FORM_POSTS: Record<string, FormPost<z.ZodType>> = {
  '/auth/login': formPost({
    schema: loginInputSchema,
    input: ({ email = '', password = '' }) => ({ email, password }),
    echoed: ['email'],
    send: async (api, input, query) => {
      await api.auth.login(input);
      return { to: redirectTarget(query.redirect) ?? '/admin' };
    },
  }),
  '/auth/register': formPost({
    schema: registerInputSchema,
    input: ({ email = '', firstName = '', lastName = '', password = '', passwordConfirm = '', profilePictureUrl = '', publicConsent }) => ({
      email,
      firstName,
      lastName,
      password,
      passwordConfirm,
      profilePictureUrl,
      // A ticked checkbox is sent as "on", an unticked one not at all.
      publicConsent: publicConsent !== undefined,
    }),
    echoed: ['email', 'firstName', 'lastName', 'profilePictureUrl', 'publicConsent'],
    picture: 'profilePictureUrl',
    send: async (api, input) => {
      await api.auth.register(input);
      return { to: '/admin' };
    },
  }),
  '/auth/forgot': formPost({
    schema: forgotPasswordInputSchema,
    input: ({ email = '' }) => ({ email }),
    echoed: ['email'],
    send: async (api, input) => ({ done: (await api.auth.forgotPassword(input)).message }),
  }),
  '/auth/reset': formPost({
    schema: resetPasswordInputSchema,
    // The token is in the page's address (/auth/reset?token=…), which the form posts to.
    input: ({ password = '', passwordConfirm = '' }, { token = '' }) => ({ token, password, passwordConfirm }),
    echoed: [],
    send: async (api, input) => {
      await api.auth.resetPassword(input);
      return { to: '/admin' };
    },
  }),
  // The button of a "Bekræft din e-mail" link's page; the token is in the page's address.
  '/auth/verify': formPost({
    schema: emailVerificationInputSchema,
    input: (_fields, { token = '' }) => ({ token }),
    echoed: [],
    send: async (api, input) => ({ done: (await api.auth.verifyEmail(input)).message }),
  }),
  // "Følg" on an artist's or venue's page and /events (docs/mail.md): what is followed is in the address or the checkboxes.
  '/follow': formPost({
    schema: subscribeInputSchema,
    // The form's hidden `language` is its page's: a follow from an English page is mailed in English.
    input: (fields, query) => ({ email: fields.email ?? '', follows: followsOfForm(fields, query), ...(fields.language && { language: fields.language as 'da' }) }),
    echoed: ['email'],
    send: async (api, input) => ({ done: (await api.subscriptions.subscribe(input)).message }),
  }),
  // The page a subscriber's mail links to: confirm, keep some follows, or leave.
  '/subscription': formPost({
    schema: subscriptionFormSchema,
    input: (fields, { token = '' }) => ({
      token,
      action: (fields.action ?? '') as 'confirm',
      follows: followsOfForm(fields),
      ...(fields.language && { language: fields.language as 'da' }),
    }),
    echoed: [],
    send: async (api, { token, action, follows, language }) => {
      if (action === 'confirm') await api.subscriptions.confirm({ token });
      else if (action === 'update' && follows.length > 0) await api.subscriptions.update({ token, follows, language });
      else return { done: (await api.subscriptions.leave({ token })).message };
      // The page thanks for what was done (SUBSCRIPTION_THANKS); a reload only shows it again.
      return { to: `/subscription?token=${token}&tak=${action === 'confirm' ? 'bekraeftet' : 'gemt'}` };
    },
  }),
  // Places on a reservation night (docs/door.md#reservations); the night is in the page's address.
  '/reserver': formPost({
    schema: reservationInputSchema,
    input: ({ name = '', email = '', places = '', language }, { event = '' }) => ({ id: Number(event), name, email, places: Number(places), ...(language && { language: language as 'da' }) }),
    echoed: ['name', 'email', 'places'],
    send: async (api, input) => ({ done: (await api.reservations.reserve(input)).message }),
  }),
  // The page the reservation mails link to: confirm, or cancel; the token is in the page's address.
  '/reservation': formPost({
    schema: reservationFormSchema,
    input: ({ action = '' }, { token = '' }) => ({ token, action: action as 'confirm' }),
    echoed: [],
    send: async (api, { token, action }) => {
      if (action === 'cancel') return { done: (await api.reservations.cancel({ token })).message };
      await api.reservations.confirm({ token });
      return { to: `/reservation?token=${token}` };
    },
  }),
  // An act's own guest list (docs/door.md#guest-lists): a name with +N added, or one of its own removed; the token is in the page's address.
  '/gaesteliste': formPost({
    schema: guestLinkFormSchema,
    input: ({ action = '', name = '', plus = '0', entryId = '' }, { token = '' }) =>
      action === 'remove' ? { token, action: 'remove' as const, entryId: Number(entryId) } : { token, action: action as 'add', name, plus: Number(plus) },
    // The add form's fields: keys of one side of the union, which its type cannot name.
    echoed: ['name', 'plus'] as never[],
    send: async (api, input) => {
      if (input.action === 'remove') await api.guestList.removeByLink({ token: input.token, entryId: input.entryId });
      else await api.guestList.addByLink({ token: input.token, name: input.name, plus: input.plus });
      return { to: `/gaesteliste?token=${input.token}` };
    },
  }),
  // "Spil hos os" (docs/applications.md): a plain form, with JavaScript or without; the press photo goes with it.
  '/spil-hos-os': formPost({
    schema: applicationInputSchema,
    input: (fields) => applicationInputOfForm(fields),
    echoed: ['actName', 'contactName', 'email', 'phone', 'town', 'genres', 'links', 'text', 'pictureUrl', 'months', 'dates', 'lineupSize', 'technicalNeeds', 'deal', 'consent'],
    picture: 'pictureUrl',
    purpose: 'picture',
    limits: APPLICATION_FORM_LIMITS,
    send: async (api, input) => ({ done: (await api.applications.create(input)).message }),
  }),
  // The act's offer (docs/applications.md#offers): "Accepter tilbuddet" or "Afslå", the token in the page's address.
  '/spil-hos-os/tilbud': formPost({
    schema: offerAnswerFormSchema,
    input: ({ answer = '' }, { token = '' }) => ({ token, answer: answer as 'accept' }),
    echoed: [],
    send: async (api, { token, answer }) => {
      await (answer === 'accept' ? api.offers.accept({ token }) : api.offers.decline({ token }));
      return { to: `/spil-hos-os/tilbud?token=${token}` };
    },
  }),
  // The act's status page, from its confirmation mail; the token is in the page's address.
  '/spil-hos-os/status': formPost({
    schema: applicationTokenSchema,
    input: (_fields, { token = '' }) => ({ token }),
    echoed: [],
    send: async (api, input) => {
      await api.applications.withdraw(input);
      return { to: `/spil-hos-os/status?token=${input.token}` };
    },
  }),
};

/** What a posted form gets: a page to go on to, or its own page again with the answer and its status. */
export type FormPostAnswer = { to: string } | { page: PostedForm; status: number };

/** The form's page whatever its language: /en/follow posts the form of /follow. */
const pathOf = (url: string) => pathWithoutLocale(url.split('?')[0]!);

/** Whether the page at this address has a form answered here. */
export const isFormPost = (url: string) => pathOf(url) in FORM_POSTS;

/** Each field's first message. */
function refusalsOf(error: ZodError): Record<string, string> {
  const refusals: Record<string, string> = {};
  for (const issue of error.issues) refusals[String(issue.path[0] ?? '')] ??= issue.message;
  return refusals;
}

type Posted = { fields: Fields; refusedPicture?: DomainError };

/**
 * The fields as posted: a urlencoded body as Fastify parsed it, or a multipart one read here. A
 * picture the form sends (registration) is stored on the way and its field gets the URL; one the
 * server refuses is answered at that field. Files of forms that send none are drained unread.
 */
async function readFields(request: FastifyRequest, post: FormPost<z.ZodType>, context: Context): Promise<Posted> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Fields };
  const posted: Posted = { fields: {} };
  let file: string | undefined;
  try {
    for await (const part of request.parts({ limits: post.limits ?? UPLOAD_LIMITS })) {
      if (part.type === 'field') posted.fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== post.picture || !part.filename) part.file.resume();
      else {
        // saveToDisk refuses only in the domain's words (too large, empty).
        file = await saveToDisk(part).catch((error: DomainError) => {
          posted.refusedPicture = error;
          return undefined;
        });
      }
    }
  } catch (error) {
    if (file) await rm(file, { force: true });
    throw uploadError(error);
  }
  if (file && post.picture) {
    try {
      // A picture chosen now wins over the one the page came back with (its URL in a hidden field).
      posted.fields[post.picture] = await storeFormPicture(context.em, context.config, request.ip, file, post.purpose ?? 'profile');
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      posted.refusedPicture = error;
    }
  }
  return posted;
}

/** The form's input checked as the procedure will, then sent; a refusal comes back with the typed values at its field. */
export async function answerFormPost(request: FastifyRequest, context: Context): Promise<FormPostAnswer> {
  const post = FORM_POSTS[pathOf(request.url)]!;
  const query = request.query as Fields;
  const { fields, refusedPicture } = await readFields(request, post, context);
  const input = post.input(fields, query) as Record<string, unknown>;
  const page = (refusals: Record<string, string>, message?: string): PostedForm => ({
    values: Object.fromEntries(post.echoed.map((name) => [name, input[name] as PostedForm['values'][string]])),
    refusals,
    message,
  });
  if (refusedPicture && post.picture) return { page: page({ [post.picture]: refusedPicture.message }), status: refusedPicture.status };
  const checked = post.schema.safeParse(input);
  if (!checked.success) return { page: page(refusalsOf(checked.error)), status: 400 };
  try {
    const answer = await post.send(appRouter.createCaller({ ...context, recordJson: null }), checked.data, query);
    // Onwards in the language the form was posted in.
    return 'to' in answer ? { to: localisedPath(answer.to, localeOfPath(request.url)) } : { page: { ...page({}), done: answer.done }, status: 200 };
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof ZodError) return { page: page(refusalsOf(error.cause)), status };
    const field = refusedField(error.message);
    return { page: field ? page({ [field]: error.message }) : page({}, error.message), status };
  }
}
