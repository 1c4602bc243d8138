import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox, until } from '../../test/mailbox';
import { samplePicture } from '../../test/sample-images';
import { sourcePages } from '../../test/source-pages';
import { startTestApp, type TestApp } from '../../test/test-app';
import { Application } from './application.entity';

let mailbox: Mailbox;
let t: TestApp;

/** The form as a browser sends it, with JavaScript or without: multipart, the photo's file in its field, chosen or empty. */
async function postApplication(url: string, fields: Record<string, string>, picture?: Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('pictureUrl', new Blob([new Uint8Array(picture ?? [])], { type: picture ? 'image/png' : 'application/octet-stream' }), picture ? 'presse.png' : '');
  const encoded = new Request('http://form.test', { method: 'POST', body: form });
  return t.post(url, { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } });
}

/** The message tied to a control by aria-describedby. */
function messageAt(html: string, name: string): string | undefined {
  const control = new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const ids = /aria-describedby="([^"]*)"/.exec(control ?? '')?.[1]?.split(' ') ?? [];
  for (const id of ids) {
    const message = new RegExp(`<p id="${id}" class="[^"]*text-red-300[^"]*">([^<]*)</p>`).exec(html)?.[1];
    if (message) return message;
  }
  return undefined;
}

const valueOf = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
const decoded = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('"Spil hos os" without JavaScript (issue 49)', () => {
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' }, { pages: sourcePages() });
    const admin = await t.loginAdmin();
    const settings = (await t.get('/api/applications/settings', { cookie: admin })).body as object;
    await t.put('/api/applications/settings', { cookie: admin, body: { ...settings, intro: 'Vi booker rock og folk' } });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  it('shows the venue’s intro, the fields, the hidden field and when the form was shown, never from a shared cache', async () => {
    const page = await t.get('/spil-hos-os');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*>Spil hos os<\/h1>/);
    expect(page.text).toContain('Vi booker rock og folk');
    const form = /<form[^>]*>/.exec(page.text)?.[0];
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    for (const name of ['actName', 'contactName', 'email', 'link0', 'text', 'lineupSize', 'deal', 'consent', 'website']) expect(page.text).toContain(`name="${name}"`);
    expect(Math.abs(Number(valueOf(page.text, 'startedAt')) - Date.now())).toBeLessThan(30_000);
    expect(page.headers['cache-control']).not.toMatch(/public/);
  });

  it('comes back with each refusal at its field and what was typed, consent required', async () => {
    const response = await postApplication('/spil-hos-os', { actName: 'Kaja Kvartet', contactName: '', email: 'kaja', link0: 'spotify', startedAt: String(Date.now() - 60_000) });
    expect(response.status).toBe(400);
    expect(messageAt(response.text, 'contactName')).toBe('Skriv navnet på en kontaktperson');
    expect(messageAt(response.text, 'email')).toBe('Skriv en gyldig e-mailadresse');
    expect(messageAt(response.text, 'link0')).toMatch(/^Et link skal være en gyldig adresse/);
    expect(messageAt(response.text, 'consent')).toBe('Sæt flueben, hvis vi må gemme oplysningerne, mens vi behandler ansøgningen');
    expect(valueOf(response.text, 'actName')).toBe('Kaja Kvartet');
    expect(valueOf(response.text, 'link0')).toBe('spotify');
    expect(await t.orm.em.fork().count(Application, {})).toBe(0);
  });

  it('takes the application with its press photo, thanks the act, mails the status link, and the status page withdraws it', async () => {
    const response = await postApplication(
      '/spil-hos-os',
      {
        actName: 'Kaja Kvartet',
        contactName: 'Kaja Holm',
        email: 'kaja@example.dk',
        genres: 'Jazz, folk',
        link0: 'https://kaja.bandcamp.com/',
        link1: 'https://soundcloud.com/kaja',
        'month-2027-03': 'on',
        lineupSize: '4',
        consent: 'on',
        website: '',
        startedAt: String(Date.now() - 60_000),
      },
      await samplePicture(),
    );
    expect(response.status, response.text.slice(0, 500)).toBe(200);
    expect(response.text).toContain('Tak for jeres ansøgning!');
    const [stored] = await t.orm.em.fork().find(Application, {}, { populate: ['picture'] });
    expect(stored).toMatchObject({ actName: 'Kaja Kvartet', genres: ['jazz', 'folk'], months: ['2027-03'], lineupSize: 4, links: ['https://kaja.bandcamp.com/', 'https://soundcloud.com/kaja'] });
    expect(stored!.picture).not.toBeNull();

    await until(() => mailbox.messages.length > 0);
    const link = /(\/spil-hos-os\/status\?token=[A-Za-z0-9_-]{43})/.exec(mailbox.messages[0]!.text)![1]!;
    const status = await t.get(link);
    expect(status.status).toBe(200);
    expect(decoded(status.text)).toContain('Ny');
    const withdrawn = await postApplication(link, {});
    expect(withdrawn.status).toBe(303);
    expect(withdrawn.headers.location).toBe(link);
    expect((await t.get(link)).text).toContain('Trukket tilbage');
    expect((await t.orm.em.fork().findOneOrFail(Application, { id: stored!.id })).status).toBe('withdrawn');
  });
});
