import type { SchemaObject } from 'openapi3-ts/oas31';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from '../trpc/router';

type Operation = { responses: Record<string, { description: string; content?: unknown }>; security?: unknown[] };

const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Every error: a message for people, in Danish where the product shows it.',
  properties: { message: { type: 'string', examples: ['Spillestedet findes ikke'] } },
  required: ['message'],
  additionalProperties: false,
};

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
