import { describe, expect, it } from 'vitest';
import { sourcePages } from '../../test/source-pages';
import { useTestApp } from '../../test/test-app';

const app = useTestApp({}, { pages: sourcePages() });

describe('password-reset screens rendered on the server', () => {
  it('the login screen links to "Glemt adgangskode?"', async () => {
    const response = await app.get('/auth/login');
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<a [^>]*href="\/auth\/forgot"[^>]*>Glemt adgangskode\?<\/a>/);
  });

  it('/auth/forgot asks for the e-mail address, in Danish', async () => {
    const response = await app.get('/auth/forgot');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Glemt adgangskode · Vores spillested</title>');
    expect(response.text).toMatch(/<h1[^>]*>Glemt adgangskode<\/h1>/);
    expect(response.text).toMatch(/<label[^>]*>E-mail/);
    expect(response.text).toContain('Send link');
  });

  it('/auth/reset asks for the new password twice, and without a token says what to do', async () => {
    const withToken = await app.get('/auth/reset?token=abc');
    expect(withToken.status).toBe(200);
    expect(withToken.text).toMatch(/<label[^>]*>Ny adgangskode/);
    expect(withToken.text).toMatch(/<label[^>]*>Gentag adgangskode/);
    const without = await app.get('/auth/reset');
    expect(without.status).toBe(200);
    expect(without.text).toContain('Linket mangler sin kode');
    expect(without.text).not.toContain('Ny adgangskode');
  });
});
