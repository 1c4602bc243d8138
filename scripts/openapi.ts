/**
 * `write`: regenerates openapi.json from the routers. `check`: fails when the committed file is
 * stale, so integrators never read a document that differs from what the server does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from '../server/http/openapi-document';

const file = resolve(import.meta.dirname, '../openapi.json');
const generated = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
const command = process.argv[2];

if (command === 'write') {
  writeFileSync(file, generated);
  console.log('openapi.json written');
} else if (command === 'check') {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // A missing file is as stale as a wrong one.
  }
  if (committed !== generated) {
    console.error('openapi.json is out of date with the routers: run `npm run openapi` and commit it.');
    process.exitCode = 1;
  } else {
    console.log('openapi.json is up to date');
  }
} else {
  console.error('usage: openapi.ts write | check');
  process.exitCode = 2;
}
