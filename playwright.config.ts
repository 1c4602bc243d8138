import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run browser tests at once; the mail catcher takes the next port.
const port = Number(process.env.E2E_PORT ?? 3100);
/** The site's address in the browser tests, as its mails write links. */
export const e2eSiteUrl = `http://localhost:${port}`;
export const e2eAdmin = { email: 'e2e-admin@spillested.test', password: 'e2e-hemmelig' } as const;
/** Every message the site sends, one JSON line each (e2e/mail-catcher.ts). */
export const e2eMailboxFile = join(tmpdir(), `spillested-e2e-mailbox-${port}.jsonl`);
const smtpPort = port + 1;

/**
 * Browser flows in Debian's Chromium (no browser downloads here) against the built site served by
 * the real server on a fresh SQLite database holding the demo programme.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // A cap, not a measure: CI machines are shared and slow.
  timeout: 60_000,
  use: {
    baseURL: e2eSiteUrl,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/mail-catcher.ts',
      port: smtpPort,
      reuseExistingServer: false,
      env: { MAILBOX_PORT: String(smtpPort), MAILBOX_FILE: e2eMailboxFile },
    },
    {
      command: 'npm run -s build && node --import tsx scripts/demo-server.ts',
      url: `http://localhost:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Spillested <noreply@spillested.test>',
        // The webhook flow's receiver listens on this machine.
        WEBHOOK_ALLOW_PRIVATE: 'true',
        // As behind the deploy guide's Caddy: the tests' X-Forwarded-For is each test's own address (e2e/support.ts).
        TRUST_PROXY: 'loopback',
      },
    },
  ],
});
