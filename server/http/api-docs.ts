import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenAPIObject } from 'trpc-to-openapi';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="da">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Spillested API</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

// A separate file rather than an inline script, so a strict Content-Security-Policy can apply.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', withCredentials: true });`;

/** GET /api/openapi.json and /api/docs, Swagger UI served from node_modules: no CDN. */
export const apiDocs = fp(
  async (app: FastifyInstance, { document }: { document: () => OpenAPIObject }) => {
    // Made when first asked for: generating it from the routers costs start-up time and memory.
    let made: OpenAPIObject | undefined;
    app.get('/api/openapi.json', async () => (made ??= document()));
    app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
    app.get('/api/docs/init.js', async (_request, reply) => reply.type('text/javascript').send(DOCS_INIT));
    await app.register(fastifyStatic, {
      root: swaggerUiDir,
      prefix: '/api/docs/assets/',
      decorateReply: false,
      allowedPath: (path) => /^\/(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(path),
      maxAge: '1d',
    });
  },
  { name: 'api-docs' },
);
