import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { startDemoServer } from '../scripts/demo-server';
import { loadConfig } from '../server/config';
import { logIn, test } from './support';

/**
 * The example Caddyfile of docs/deploy.md in front of the built site, which runs with the example
 * settings of deploy/spillested.env (HOST, TRUST_PROXY, PUBLIC_URL). Only names and ports are
 * replaced, by localhost and ports of this machine, and Caddy's own certificate authority stands in
 * for Let's Encrypt (it does for localhost by itself); the options put before the Caddyfile keep
 * Caddy off the machine's trust store, its admin port and port 80.
 */
const APP_PORT = 4250;
const HTTPS_PORT = 4251;
const HTTP_PORT = 4252;
const site = `https://localhost:${HTTPS_PORT}`;
const testOptions = `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${HTTP_PORT}\n}\n\n`;

/** Caddy's Caddyfile, certificates and authority (its XDG_DATA_HOME). */
let folder: string;
let caddy: ChildProcess | undefined;
let caddyOutput = '';
let stopApp: (() => Promise<void>) | undefined;

/** deploy/spillested.env as systemd reads it: `NAME=value` lines, quotes around a value removed. */
function exampleSettings(): Record<string, string> {
  const lines = readFileSync(resolve(import.meta.dirname, '../deploy/spillested.env'), 'utf8').split('\n');
  const pairs = lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => line.split(/=(.*)/, 2) as [string, string]);
  return Object.fromEntries(pairs.map(([name, value]) => [name, value.replace(/^"(.*)"$/, '$1')]));
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request through Caddy's TLS, from a loopback address of our choosing, trusting Caddy's own authority. */
function throughCaddy(
  path: string,
  { method = 'GET', headers = {}, body, from = '127.0.0.1', host = 'localhost' }: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string; host?: string } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        servername: host,
        localAddress: from,
        method,
        path,
        ca: readFileSync(join(folder, 'data/caddy/pki/authorities/local/root.crt')),
        headers: { host: `${host}:${HTTPS_PORT}`, ...(payload && { 'content-type': 'application/json' }), ...headers },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => done({ status: answer.statusCode!, headers: answer.headers, body: text }));
      },
    );
    outgoing.on('error', fail).end(payload);
  });
}

test.use({ baseURL: site, ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  if (spawnSync('caddy', ['version']).error) {
    throw new Error('caddy is not installed: the example Caddyfile of docs/deploy.md is tested through it (apt-get install caddy)');
  }
  folder = mkdtempSync(join(tmpdir(), 'spillested-caddy-'));
  // The settings are valid as they stand, and name the site and the address the Caddyfile does.
  const settings = exampleSettings();
  expect(() => loadConfig(settings)).not.toThrow();
  const siteName = new URL(settings.PUBLIC_URL!).host;
  const upstream = `${settings.HOST}:${settings.PORT}`;
  const example = readFileSync(resolve(import.meta.dirname, '../deploy/Caddyfile'), 'utf8');
  expect(example).toContain(`\n${siteName} {`);
  expect(example).toContain(`reverse_proxy ${upstream}\n`);

  const { HOST, TRUST_PROXY } = settings as Record<'HOST' | 'TRUST_PROXY', string>;
  ({ stop: stopApp } = await startDemoServer(APP_PORT, { HOST, TRUST_PROXY, PUBLIC_URL: settings.PUBLIC_URL!.replace(siteName, `localhost:${HTTPS_PORT}`) }));
  const caddyfile = example.replaceAll(siteName, `localhost:${HTTPS_PORT}`).replace(upstream, `${HOST}:${APP_PORT}`);
  writeFileSync(join(folder, 'Caddyfile'), testOptions + caddyfile);
  caddy = spawn('caddy', ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: folder, XDG_DATA_HOME: join(folder, 'data'), XDG_CONFIG_HOME: join(folder, 'config') },
  });
  caddy.stdout!.on('data', (chunk) => (caddyOutput += chunk));
  caddy.stderr!.on('data', (chunk) => (caddyOutput += chunk));
  for (const deadline = Date.now() + 20_000; ; ) {
    if (caddy.exitCode !== null) throw new Error(`caddy stopped (exit ${caddy.exitCode}):\n${caddyOutput}`);
    const answer = await throughCaddy('/healthz').catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`caddy did not answer within 20 s:\n${caddyOutput}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
});

test.afterAll(async () => {
  if (caddy?.exitCode === null) {
    caddy.kill('SIGTERM');
    await new Promise((done) => caddy!.once('exit', done));
  }
  await stopApp?.();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('the example Caddyfile serves the site over HTTPS and sends http:// and www. to it', async () => {
  const page = await throughCaddy('/');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers.server).toBe('Caddy');
  // PUBLIC_URL's https:// tells browsers to come back only over HTTPS.
  expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);

  const www = await throughCaddy('/events?fra=2027-03', { host: 'www.localhost' });
  expect(www.status).toBe(301);
  expect(www.headers.location).toBe(`${site}/events?fra=2027-03`);
  const plain = await fetch(`http://localhost:${HTTP_PORT}/events`, { redirect: 'manual' });
  expect(plain.status).toBe(308);
  expect(plain.headers.get('location')).toBe(`${site}/events`);
});

test('a member logs in through Caddy: the site accepts its own origin and the session cookie is Secure', async ({ page }) => {
  await logIn(page);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__Host-spillested_session');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  // The cookie comes back through Caddy: the admin area opens instead of sending her to the login.
  await page.goto('/admin/events');
  expect(new URL(page.url()).pathname).toBe('/admin/events');

  const foreign = await throughCaddy('/api/auth/login', {
    method: 'POST',
    headers: { origin: 'https://andet-sted.example' },
    body: { email: 'anne.kristensen@spillested.demo', password: 'demo-kode-1' },
  });
  expect(foreign.status).toBe(403);
});

test('the app counts each visitor by the address Caddy saw, whatever X-Forwarded-For the visitor sends', async () => {
  // Ten wrong passwords per account and address a quarter hour, then 429 (docs/permissions.md).
  const wrongPassword = (from: string, forged: string) =>
    throughCaddy('/api/auth/login', { method: 'POST', from, headers: { 'x-forwarded-for': forged }, body: { email: 'ingen@spillested.test', password: 'forkert-kode' } });
  for (let attempt = 1; attempt <= 10; attempt += 1) expect((await wrongPassword('127.0.0.2', `203.0.113.${attempt}`)).status).toBe(401);
  expect((await wrongPassword('127.0.0.2', '203.0.113.99')).status).toBe(429);
  // Another visitor has guesses of their own: the app did not take Caddy's own address for everyone's.
  expect((await wrongPassword('127.0.0.3', '127.0.0.2')).status).toBe(401);
});
