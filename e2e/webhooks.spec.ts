import { createHmac } from 'node:crypto';
import { expect } from '@playwright/test';
import { startReceiver } from '../server/test/webhook-test-receiver';
import { expectNoAccessibilityViolations, logIn, test } from './support';

test('a project leader adds a webhook, keeps its secret, sends a ping that arrives signed, and deletes it', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await logIn(page);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Webhooks – admin · Spillested');
    await expect(page.getByText('Der er ingen webhooks endnu.')).toBeVisible();

    await page.getByLabel('Adresse').fill(receiver.url);
    // Every change, or some: unticking "all" offers each kind.
    await page.getByRole('checkbox', { name: /^Alle ændringer/ }).uncheck();
    const events = page.getByRole('group', { name: 'Events' });
    await events.getByRole('checkbox', { name: 'oprettet' }).check();
    await events.getByRole('checkbox', { name: 'slettet' }).check();
    await page.getByRole('button', { name: 'Opret webhook' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Webhooken er oprettet' })).toBeVisible();
    const secretBox = page.getByRole('status').filter({ hasText: 'vises ikke igen' });
    const secret = (await secretBox.locator('code').textContent())!;
    expect(secret).toMatch(/^[\w-]{43}$/);
    const webhook = page.getByRole('listitem').filter({ hasText: receiver.url });
    await expect(webhook).toContainText('Events: oprettet, Events: slettet');
    await expectNoAccessibilityViolations(page, 'webhook list');

    await webhook.getByRole('button', { name: `Send ping til ${receiver.url}` }).click();
    const [ping] = await receiver.waitFor(1);
    expect(ping!.body.type).toBe('ping');
    expect(ping!.headers['x-spillested-signature']).toBe(`sha256=${createHmac('sha256', secret).update(ping!.raw).digest('hex')}`);
    const delivery = webhook.getByRole('row').filter({ hasText: 'Ping' });
    // The list asks again every few seconds: the ping leaves in the background.
    await expect(delivery).toContainText('Leveret', { timeout: 10_000 });
    await expect(delivery.getByRole('cell').last()).toHaveText('200');

    await webhook.getByRole('button', { name: `Slet ${receiver.url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Webhooken er slettet' })).toBeVisible();
    await expect(page.getByText('Der er ingen webhooks endnu.')).toBeVisible();
  } finally {
    await receiver.close();
  }
});
