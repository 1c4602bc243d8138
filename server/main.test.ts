import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';

/** Runs the real entry point (`npm start` runs the same code, bundled) and collects what it prints. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: ':memory:', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Waits for what the process prints; a failure says what it printed, so CI shows why. */
async function waitFor(check: () => boolean, { child, output }: ReturnType<typeof start>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (child.exitCode !== null) throw new Error(`process exited early (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`timed out; it printed:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server/main.ts', () => {
  it('stops at once with a message naming a wrong variable', async () => {
    const { child, output } = start({ PORT: 'lots' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
  });

  it('prints the generated first admin once, listens, and shuts down cleanly on SIGTERM', async () => {
    const server = start({ LOG_LEVEL: 'info' });
    const { child, output } = server;
    await waitFor(() => output().includes('Adgangskoden vises kun denne ene gang'), server);
    // The address to open is PUBLIC_URL, whatever interface Node lists.
    expect(output()).toContain('Spillested kører på http://localhost:');
    // The password comes last, below every line of the start-up, so nothing scrolls it away.
    expect(output()).toMatch(/Første administrator oprettet[\s\S]*e-mail: +admin@spillested\.local[\s\S]*adgangskode: +\S{16}\n[^{]*$/);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output()).toContain('shutting down');
  }, 60_000);

  it('creates the admin from ADMIN_EMAIL, who can log in as soon as the server listens', async () => {
    // The login's Origin must be PUBLIC_URL's, so the port is chosen here.
    const address = `http://127.0.0.1:${40_000 + Math.floor(Math.random() * 10_000)}`;
    const server = start({
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: new URL(address).port,
      PUBLIC_URL: address,
      ADMIN_EMAIL: 'Chef@Spillested.dk',
      ADMIN_PASSWORD: 'hemmelig-42',
    });
    const { child, output } = server;
    await waitFor(() => output().includes('Administrator oprettet fra ADMIN_EMAIL') && output().includes(`Spillested kører på ${address}`), server);
    const login = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: address },
      body: JSON.stringify({ email: 'chef@spillested.dk', password: 'hemmelig-42' }),
    });
    expect(login.status).toBe(200);
    expect(output()).not.toContain('Første administrator oprettet');
    child.kill('SIGTERM');
    await once(child, 'exit');
  }, 60_000);

  it('ends within its shutdown grace on SIGTERM, whatever a request under way is waiting for', async () => {
    const port = 3471;
    const server = start({ NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), SHUTDOWN_GRACE_SECONDS: '1' });
    const { child, output } = server;
    await waitFor(() => output().includes(`:${port}`), server);
    // A request whose body never finishes arriving: app.close() alone would wait for it until the
    // request timeout (120 s).
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => {});
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    const seconds = (Date.now() - signalled) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThan(5);
    expect(code).toBe(1);
    expect(output()).toContain('requests still under way after the shutdown grace');
    socket.destroy();
  }, 60_000);
});
