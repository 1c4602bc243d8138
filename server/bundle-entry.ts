/**
 * The entry of the bundle `npm start` runs (scripts/build-server.ts). Node keeps the code V8
 * compiles for the bundle's files on disk and reuses it at the next start, instead of parsing and
 * compiling megabytes of minified source again. Only modules loaded after the cache is on use it,
 * so the server is imported from here rather than alongside.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./main');
