import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a first start and no default secret', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATABASE_URL: './data/spillested.db', PUBLIC_URL: 'http://localhost:3000' });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.REQUEST_TIMEOUT_SECONDS).toBe(120);
  });

  it('turns on Secure cookies and pins the allowed origin for an HTTPS PUBLIC_URL', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://spillested.dk/' });
    expect(config.secureCookies).toBe(true);
    expect(config.allowedOrigins).toEqual(['https://spillested.dk']);
  });

  it('takes the other loopback names on the same port as the site itself when PUBLIC_URL is loopback', () => {
    expect(loadConfig({ PORT: '4000' }).allowedOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).allowedOrigins).toContain('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).allowedOrigins).not.toContain('http://localhost:3001');
  });

  it('accepts a mail server given with its sender', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://user:kode@mail.example.dk:465', MAIL_FROM: 'Spillested <noreply@example.dk>' });
    expect(config).toMatchObject({ SMTP_URL: 'smtps://user:kode@mail.example.dk:465', MAIL_FROM: 'Spillested <noreply@example.dk>' });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 10.1.0.0/16,fd00::/8, loopback', ['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%j as Fastify’s trustProxy takes it: %j', (value, trusted) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(trusted);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ TRUST_PROXY: 'proxy.example.dk' }, /TRUST_PROXY: must be true, false, a number of proxy hops or proxy addresses separated by commas; "proxy.example.dk"/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ ADMIN_EMAIL: 'admin@example.dk' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ ADMIN_EMAIL: 'admin@example.dk', ADMIN_PASSWORD: 'kort' }, /ADMIN_PASSWORD/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ SMTP_URL: 'smtp://mail.example.dk:587' }, /SMTP_URL and MAIL_FROM must be set together/],
    [{ MAIL_FROM: 'noreply@example.dk' }, /SMTP_URL and MAIL_FROM must be set together/],
    [{ SMTP_URL: 'http://mail.example.dk', MAIL_FROM: 'noreply@example.dk' }, /SMTP_URL/],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /REQUEST_TIMEOUT_SECONDS/],
  ])('fails fast on %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
