/**
 * Development: one server on http://localhost:3000 that restarts on server changes (tsx watch)
 * and renders pages through Vite, so client changes hot-reload in the browser.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const bin = (name: string) => resolve(import.meta.dirname, '../node_modules/.bin', name);

// The child leads its own process group, so stopping it also stops what it started (esbuild).
const server = spawn(bin('tsx'), ['watch', '--clear-screen=false', '--exclude', 'client/**', 'server/main.ts'], {
  stdio: 'inherit',
  detached: true,
  env: { NODE_ENV: 'development', ...process.env },
});

function stop() {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  process.exitCode ||= code ?? 0;
});
