import type { PathItemObject, SchemaObject } from 'openapi3-ts/oas31';
import { forEachOpenApiProcedure, generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { ERROR_DESCRIPTIONS, errorResponses } from '../trpc/openapi-meta';
import { appRouter } from '../router';
import { FEEDS } from './feeds';
import { UPLOADS } from './uploads';
import { shiftFilePaths } from '../modules/shift/shift-export';
import { doorFilePaths } from '../modules/door/door-report';
import { subscriptionFilePaths } from '../modules/subscription/subscription-routes';
import { offerContractPaths } from '../modules/offer/offer-contract';

type Operation = { responses: Record<string, { description: string; content?: unknown }>; security?: unknown[] };

/** A member is a browser's session or a script's API token (docs/permissions.md). */
const MEMBER = [{ session: [] }, { bearer: [] }];

const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Every error: a message for people, in Danish where the product shows it.',
  properties: { message: { type: 'string', examples: ['Spillestedet findes ikke'] } },
  required: ['message'],
  additionalProperties: false,
};

/** An upload route (plain Fastify, multipart) described like the generated operations. */
function uploadOperation(upload: (typeof UPLOADS)[number]) {
  const answersRecord = upload.path === '/content/landing-images';
  return {
    operationId: `upload${upload.path.replace(/[^a-z]+(\w)/gi, (_match, letter: string) => letter.toUpperCase())}`,
    summary: upload.summary,
    description: upload.accepts ?? `JPEG, PNG, WebP eller AVIF på højst 10 MB og 40 megapixel i feltet \`${upload.field}\`. Billedet gemmes som WebP uden metadata.`,
    tags: [upload.tag],
    security: upload.permission ? MEMBER : [{}, ...MEMBER],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [upload.field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [upload.field],
          },
        },
      },
    },
    responses: {
      200: answersRecord
        ? { description: 'Det nye forsidebillede', content: { 'application/json': { schema: { $ref: '#/components/schemas/LandingImage' } } } }
        : { description: 'Billedets absolutte URL', content: { 'text/plain': { schema: { type: 'string', format: 'uri' } } } },
      ...Object.fromEntries(Object.entries(errorResponses(upload.method, upload.errors)).map(([status, description]) => [status, { description }])),
    },
  };
}

/** A feed (plain Fastify, at the site's root): its own server entry takes it out of /api. */
function feedPath(feed: (typeof FEEDS)[number]): PathItemObject {
  // A path names at most one parameter: a record's id or a sitemap file's number.
  const parameter = /\{(\w+)\}/.exec(feed.path)?.[1];
  return {
    servers: [{ url: '/', description: 'Sitets rod (ikke /api)' }],
    get: {
      operationId: `feed${feed.path.replace(/[^a-z]+(\w)/gi, (_match, letter: string) => letter.toUpperCase()).replace(/\W/g, '')}`,
      summary: feed.summary,
      description: 'Offentlig; ikke-offentlige events er aldrig med. Caches i 5 minutter. Tider i UTC.',
      tags: ['feeds'],
      security: [{}],
      ...(parameter && { parameters: [{ name: parameter, in: 'path' as const, required: true, schema: { type: 'integer', minimum: 1 } }] }),
      responses: {
        200: { description: feed.summary, content: { [feed.type]: { schema: { type: 'string' } } } },
        ...(parameter && { 404: { description: ERROR_DESCRIPTIONS[404] } }),
      },
    },
  };
}

/**
 * Each call's own error descriptions, by "method path", from its meta: trpc-to-openapi makes one
 * response object per status and reuses it for every call, so the first call's words for a 403
 * (a read's "Ingen adgang") would stand for all (a change's "… eller fra et andet websted").
 */
function errorDescriptions(): Map<string, Record<string, string>> {
  const descriptions = new Map<string, Record<string, string>>();
  forEachOpenApiProcedure(appRouter._def.procedures, ({ meta: { openapi } }) => {
    descriptions.set(`${openapi.method.toLowerCase()} ${openapi.path}`, openapi.errorResponses as Record<string, string>);
  });
  return descriptions;
}

/**
 * The REST contract, generated from the routers. trpc-to-openapi describes errors as
 * `{ message, code, issues }`; the server sends `{ message }` (see api-errors.ts), so the document
 * says that, with one shared Error schema.
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Spillested API',
    version: '1.0.0',
    description:
      'REST-API for Spillested: spillesteder, kunstnere, events, medlemmer og forsidebilleder. ' +
      'Log ind med POST /api/auth/login; sessionen følger med som cookie. ' +
      'Et script sender i stedet en personlig API-nøgle (oprettes på "Min profil" eller med POST /api/profile/tokens) ' +
      'som "Authorization: Bearer spl_…": den handler som medlemmet, med højst medlemmets rettigheder og nøglens (read eller read og write), ' +
      'og højst 120 forespørgsler i minuttet pr. nøgle. ' +
      'Anonyme GET og HEAD på /api og feeds svarer "Access-Control-Allow-Origin: *" (uden credentials), så en side på et andet websted ' +
      'kan læse det offentlige med fetch; preflight tillades kun for GET og HEAD. Svar til et medlem (session eller nøgle) og ændringer ' +
      'har ingen CORS-headers. ' +
      'Lister svarer { page, perPage, pageCount, totalCount, records } og tager page, per_page, limit, ' +
      'order_by (gentageligt: "felt ASC", "felt:DESC" eller "felt") og filter ("felt OP værdi" adskilt af komma).',
    baseUrl: '/api',
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'spillested_session' },
      bearer: { type: 'http', scheme: 'bearer', description: 'Personlig API-nøgle, "spl_" og 43 tegn' },
    },
  });
  for (const upload of UPLOADS) {
    const path = (document.paths ??= {})[upload.path] ?? {};
    document.paths[upload.path] = { ...path, [upload.method.toLowerCase()]: uploadOperation(upload) };
  }
  for (const feed of FEEDS) document.paths![feed.path] = feedPath(feed);
  // Merged by method: the contract's DELETE is a generated call on the path of its plain PUT and GET.
  for (const [path, item] of Object.entries({ ...shiftFilePaths(), ...subscriptionFilePaths(), ...offerContractPaths(), ...doorFilePaths() })) {
    document.paths![path] = { ...document.paths![path], ...item };
  }
  // Calls that start work going on after the answer say 202 (subscription.router.ts).
  for (const [method, path] of [['post', '/subscriptions'], ['post', '/digest/send'], ['post', '/events/{id}/reservations']] as const) {
    const responses = (document.paths![path] as Record<string, Operation>)[method]!.responses;
    responses[202] = { ...responses[200]!, description: 'Modtaget' };
    delete responses[200];
  }
  const descriptions = errorDescriptions();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const { servers: _servers, ...operations } = item as Record<string, unknown>;
    for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
      // Public calls still read the session when there is one (a member sees more than a visitor).
      operation.security ??= [{}, ...MEMBER];
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) {
          operation.responses[status] = {
            description: descriptions.get(`${method} ${path}`)?.[status] ?? response.description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          };
        }
      }
    }
  }
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.')),
  );
  document.components = { ...document.components, schemas: { ...schemas, Error: ERROR_SCHEMA } };
  return document;
}
