/**
 * The mail server of the browser tests (playwright.config.ts starts it beside the site): every
 * message the site sends is appended to MAILBOX_FILE as one JSON line, for the tests to read.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { startMailbox } from '../server/test/mailbox';

const file = process.env.MAILBOX_FILE!;
writeFileSync(file, '');
await startMailbox(Number(process.env.MAILBOX_PORT), (mail) => appendFileSync(file, `${JSON.stringify(mail)}\n`));
