import type { SchemaObject } from 'openapi3-ts/oas31';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { ERROR_DESCRIPTIONS } from '../trpc/openapi-meta';
import { appRouter } from '../trpc/router';
import { UPLOADS } from './uploads';

type Operation = { responses: Record<string, { description: string; content?: unknown }>; security?: unknown[] };

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
    description: `JPEG, PNG, WebP eller AVIF på højst 10 MB og 40 megapixel i feltet \`${upload.field}\`. Billedet gemmes som WebP uden metadata.`,
    tags: [upload.tag],
    security: upload.permission ? [{ session: [] }] : [{}, { session: [] }],
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
      ...Object.fromEntries(upload.errors.map((status) => [status, { description: ERROR_DESCRIPTIONS[status] }])),
    },
  };
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
      'Lister svarer { page, perPage, pageCount, totalCount, records } og tager page, per_page, limit, ' +
      'order_by (gentageligt: "felt ASC", "felt:DESC" eller "felt") og filter ("felt OP værdi" adskilt af komma).',
    baseUrl: '/api',
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'spillested_session' } },
  });
  for (const upload of UPLOADS) {
    const path = (document.paths ??= {})[upload.path] ?? {};
    document.paths[upload.path] = { ...path, [upload.method.toLowerCase()]: uploadOperation(upload) };
  }
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations as Record<string, Operation>)) {
      // Public calls still read the session when there is one (a member sees more than a visitor).
      operation.security ??= [{}, { session: [] }];
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) {
          operation.responses[status] = {
            description: response.description,
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
