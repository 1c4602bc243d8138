/**
 * `write`: regenerates openapi.json from the routers. `check`: fails when the committed file is
 * stale, so integrators never read a document that differs from what the server does.
 */
import { resolve } from 'node:path';
import { buildOpenApiDocument } from '../server/http/openapi-document';
import { writeOrCheck } from './generated-files';

writeOrCheck(
  { [resolve(import.meta.dirname, '../openapi.json')]: `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n` },
  { command: process.argv[2], regenerate: 'npm run openapi' },
);
