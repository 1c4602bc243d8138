import type { MikroORM } from '@mikro-orm/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TeamName } from '../../shared/constants';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createOrm, migrate } from '../orm';
import { createScratchDatabase } from '../db/scratch-database';
import type { PageRenderer } from '../http/page-renderer';
import { hashPassword } from '../modules/auth/password';
import { ensureFirstAdmin } from '../modules/member/first-admin';
import { Member } from '../modules/member/member.entity';
import { Team } from '../modules/team/team.entity';
import { ensureTeams } from '../modules/team/team.service';

export const ADMIN = { email: 'admin@spillested.test', password: 'admin-kode-1' } as const;
export const PUBLIC_URL = 'http://spillested.test';

/** `TEST_DATABASE=postgresql` runs the same suite on a scratch PostgreSQL database per file. */
const onPostgres = process.env.TEST_DATABASE === 'postgresql';
const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Response = { status: number; body: any; headers: Record<string, unknown>; text: string; raw: Buffer };
type RequestOptions = { body?: unknown; cookie?: string; headers?: Record<string, string> };

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

type TestAppOptions = {
  /** Render pages too (server/test/source-pages.ts); without, the app is the API alone. */
  pages?: PageRenderer;
};

async function startTestApp(overrides: Partial<Record<string, string>> = {}, { pages }: TestAppOptions = {}) {
  const scratch = onPostgres ? await createScratchDatabase(postgresUrl) : undefined;
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    DATABASE_URL: scratch?.url ?? ':memory:',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  });
  const orm: MikroORM = await createOrm(config.DATABASE_URL);
  await migrate(orm);
  await ensureTeams(orm.em.fork());
  const app = await buildApp({ config, orm, logger: false, pages });
  await ensureFirstAdmin(orm.em.fork(), config);

  async function request(method: InjectOptions['method'], url: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await app.inject({
      method,
      url,
      headers,
      payload:
        options.body === undefined || typeof options.body === 'string' || Buffer.isBuffer(options.body)
          ? (options.body as string | Buffer | undefined)
          : JSON.stringify(options.body),
    });
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body, headers: response.headers, text: response.body, raw: response.rawPayload };
  }

  /** Sends one file as multipart/form-data, as a browser form would. */
  async function upload(
    method: 'POST' | 'PUT',
    url: string,
    options: { field: string; file: Uint8Array; filename?: string; type?: string; cookie?: string },
  ): Promise<Response> {
    const form = new FormData();
    form.append(options.field, new Blob([new Uint8Array(options.file)], { type: options.type ?? 'application/octet-stream' }), options.filename ?? 'billede');
    const encoded = new Request('http://upload.test', { method: 'POST', body: form });
    return request(method, url, {
      cookie: options.cookie,
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
  }

  /** Logs in through the API and returns the cookie header to send. */
  async function login(email: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies[0]!;
    return `${cookie.name}=${cookie.value}`;
  }

  let memberCount = 0;
  /** A member made directly in the database, logged in; teams decide what they may do. Their address counts as verified unless told. */
  async function memberWith(teams: TeamName[], options: { active?: boolean; publicConsent?: boolean; emailVerified?: boolean } = {}) {
    const em = orm.em.fork();
    memberCount += 1;
    const email = `medlem${memberCount}@spillested.test`;
    const password = 'medlem-kode-1';
    const member = em.create(Member, {
      email,
      passwordHash: await hashPassword(password),
      firstName: `Medlem${memberCount}`,
      lastName: 'Testesen',
      active: options.active ?? true,
      emailVerifiedAt: options.emailVerified === false ? null : new Date(),
      publicConsent: options.publicConsent ?? false,
      teams: await em.find(Team, { name: { $in: ['member', ...teams] } }),
    });
    await em.flush();
    return { id: member.id, email, password, cookie: await login(email, password) };
  }

  return {
    app,
    orm,
    config,
    get: (url: string, options?: RequestOptions) => request('GET', url, options),
    post: (url: string, options?: RequestOptions) => request('POST', url, options),
    put: (url: string, options?: RequestOptions) => request('PUT', url, options),
    delete: (url: string, options?: RequestOptions) => request('DELETE', url, options),
    request,
    upload,
    login,
    loginAdmin: () => login(ADMIN.email, ADMIN.password),
    memberWith,
    close: async () => {
      await app.close();
      await orm.close(true);
      await scratch?.drop();
    },
  };
}

/** One app and database per test file, started before its tests and removed after. */
export function useTestApp(overrides?: Partial<Record<string, string>>, options?: TestAppOptions): TestApp {
  const holder = {} as { current: TestApp };
  beforeAll(async () => {
    holder.current = await startTestApp(overrides, options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return new Proxy({} as TestApp, {
    get: (_target, property) => holder.current[property as keyof TestApp],
  });
}

export { startTestApp };
