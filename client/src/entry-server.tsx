import type { Manifest } from '@tanstack/react-router';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { createTRPCClient } from '@trpc/client';
import type { PostedForm } from '../../shared/posted-form';
import type { AppRouter } from '../../server/router';
import type { ApiLink } from './lib/api';
import { appStart } from './lib/app-start';
import { deferHydrationData } from './lib/deferred-hydration-data';
import { createAppRouter } from './router';
import { createTranslator, localeOfPath, loadMessages } from '../../shared/i18n';

export type RenderPageOptions = {
  request: Request;
  /** In-process tRPC with the request's own viewer: loaders cost no HTTP round trip. */
  link: ApiLink;
  siteUrl: string;
  nonce: string;
  /** The scripts, styles and preloads of the build, per route. */
  manifest: Manifest;
  /** The answer to a form posted without JavaScript, shown in the page. */
  postedForm?: PostedForm;
};

/**
 * Renders one page request to a complete HTML response: loaders fill this request's own router
 * (and query cache), their data is dehydrated into the page, and the status is the page's (404 for an unknown
 * path or record, 3xx for a redirect). A visitor's page hydrates on intent, so its data waits, inert, until then.
 */
export async function renderPage({ request, link, siteUrl, nonce, manifest, postedForm }: RenderPageOptions): Promise<Response> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const translator = createTranslator(locale, await loadMessages(locale));
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ api: createTRPCClient<AppRouter>({ links: [link] }), queryLinks: () => [link], siteUrl, nonce, postedForm, translator }),
    getRouterManifest: async () => manifest,
  });
  return handler(async ({ router, responseHeaders }) => {
    const response = await renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
    if (appStart(router.stores.matches.get()) === 'at-once') return response;
    return new Response(deferHydrationData(await response.text()), response);
  });
}
