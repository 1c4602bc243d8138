import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config';
import { hasEnglish, isPublicPagePath, LANGUAGE_COOKIE, LOCALES, localeOfPath, localisedPath } from '../../shared/i18n';
import { redirectTarget } from '../../shared/redirect-target';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const choiceQuery = z.object({
  til: z.enum(LOCALES, { error: 'Vælg sproget "da" eller "en"' }),
  side: z.string().optional(),
});

/**
 * The language switch (docs/languages.md): `GET /sprog?til=en&side=/events?genre=3` remembers the
 * choice in a cookie and goes on to the same page in that language, filters and all; a plain link,
 * so it works without JavaScript. A visitor who chose English and then opens a Danish page (a shared
 * link, the address typed) is sent to its English counterpart, before the public cache, which keys
 * on the path alone. The browser's Accept-Language never redirects anyone: it only suggests.
 */
export const languageChoice = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.get('/sprog', async (request, reply) => {
      const query = choiceQuery.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ message: query.error.issues[0]!.message });
      const page = redirectTarget(query.data.side) ?? '/';
      // Readable by the page's script: a visitor who chose is not offered the other language again.
      reply.setCookie(LANGUAGE_COOKIE, query.data.til, { path: '/', httpOnly: false, sameSite: 'lax', secure: config.secureCookies, maxAge: ONE_YEAR_SECONDS });
      return reply.header('cache-control', 'no-store').redirect(hasEnglish(page) ? localisedPath(page, query.data.til) : page, 303);
    });

    app.addHook('onRequest', async (request, reply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || request.cookies[LANGUAGE_COOKIE] !== 'en') return;
      const { pathname, search } = new URL(request.url, 'http://localhost');
      if (localeOfPath(pathname) === 'en' || !isPublicPagePath(pathname) || /activity\+json|ld\+json/.test(request.headers.accept ?? '')) return;
      return reply.header('cache-control', 'no-store').header('vary', 'cookie').redirect(localisedPath(`${pathname}${search}`, 'en'), 302);
    });
  },
  { name: 'language-choice', dependencies: ['@fastify/cookie'] },
);
