import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { PathItemObject } from 'openapi3-ts/oas31';
import { formatDate } from '../../../shared/danish-date';
import type { Config } from '../../config';
import { plainErrorResponses } from '../../trpc/openapi-meta';
import { loadViewer } from '../auth/viewer';
import { requirePermission } from '../../lib/viewer';
import { csvFile } from '../../lib/csv';
import { confirmedAddresses, leaveQuietly } from './subscription.service';

/** Where a mail provider's "Afmeld" posts (List-Unsubscribe): no cookie, no Origin, only the link's secret. */
export const ONE_CLICK_PATH = '/api/subscriptions/one-click';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The plain routes of e-mail subscriptions: the one-click unsubscribe of RFC 8058, a form body
 * "List-Unsubscribe=One-Click" that a mail provider posts from its own servers, and the admins'
 * CSV of confirmed addresses, written a page at a time.
 */
export async function subscriptionRoutes(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, String(body)));
  app.post<{ Querystring: { token?: string } }>(ONE_CLICK_PATH, async (request, reply) => {
    const token = request.query.token ?? '';
    // An unknown or used link is no error to a mail provider: the address is gone either way.
    if (TOKEN.test(token)) await leaveQuietly(orm.em.fork(), token);
    return reply.header('cache-control', 'no-store').send({ message: 'Du er afmeldt, og din adresse er slettet.' });
  });

  app.get('/api/subscriptions/export.csv', async (request, reply) => {
    const em = orm.em.fork();
    requirePermission(await loadViewer(em, request, config), 'exportSubscribers');
    const lines = [['E-mail', 'Bekræftet', 'Følger']];
    for await (const row of confirmedAddresses(em)) lines.push([row.email, formatDate(row.confirmedAt), row.follows]);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="foelgere.csv"')
      .type('text/csv; charset=utf-8')
      .send(csvFile(lines));
  });
}


/** The plain routes in the OpenAPI document (http/openapi-document.ts). */
export function subscriptionFilePaths(): Record<string, PathItemObject> {
  return {
    '/subscriptions/one-click': {
      post: {
        operationId: 'subscriptionOneClick',
        summary: 'Ét-kliks-afmelding (RFC 8058) fra mailudbyderen',
        description:
          'Adressen i hver mails List-Unsubscribe; List-Unsubscribe-Post: List-Unsubscribe=One-Click. Brødteksten er "List-Unsubscribe=One-Click" (application/x-www-form-urlencoded), uden cookie. Adressen og alt om den slettes; et ukendt link svarer også 200.',
        tags: ['subscriptions'],
        security: [],
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' }, description: 'Nøglen fra mailens link' }],
        responses: {
          200: { description: 'Afmeldt', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } } } } },
          ...plainErrorResponses([413, 415]),
        },
      },
    },
    '/subscriptions/export.csv': {
      get: {
        operationId: 'subscribersCsv',
        summary: 'De bekræftede adresser som CSV (kun administratorer)',
        description:
          'Personoplysninger (GDPR): kun til foreningens egne udsendelser, slettes efter brug og deles ikke. UTF-8 med byte order mark, semikolon mellem felterne: e-mail, bekræftet, hvad der følges. Caches ikke.',
        tags: ['subscriptions'],
        responses: { 200: { description: 'Adresserne', content: { 'text/csv': { schema: { type: 'string' } } } }, ...plainErrorResponses([401, 403]) },
      },
    },
  };
}
