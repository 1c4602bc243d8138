/**
 * Development: the API server restarts on change (tsx watch) and Vite serves the client with hot
 * reload on http://localhost:5173, proxying /api and /trpc to the server.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const bin = (name: string) => resolve(import.meta.dirname, '../node_modules/.bin', name);

// Each child leads its own process group, so stopping it also stops what it started (esbuild, the server).
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', detached: true }),
  spawn(bin('vite'), [], { stdio: 'inherit', detached: true }),
];

function stop() {
  for (const child of children) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
}
