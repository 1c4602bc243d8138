import { describe, expect, it } from 'vitest';
import { sourcePages } from '../test/source-pages';
import { useTestApp } from '../test/test-app';

const app = useTestApp({}, { pages: sourcePages() });

/** The nonces on the page's script tags and the one its CSP allows must be the same, and fresh. */
function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]!);
}

describe('pages rendered on the server', () => {
  it('answers a page as complete Danish HTML, readable without JavaScript', async () => {
    const response = await app.get('/auth/login');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="da">/);
    expect(response.text).toContain('<title>Log ind · Spillested</title>');
    expect(response.text).toMatch(/<h1[^>]*>Log ind<\/h1>/);
    expect(response.text).toContain('href="/auth/register"');
  });

  it('stamps every inline script with a per-request nonce that the CSP allows, and nothing unsafe-inline', async () => {
    const [first, second] = [await app.get('/auth/login'), await app.get('/auth/login')];
    const nonces = scriptNonces(first.text);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces).size).toBe(1);
    const csp = String(first.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonces[0]}'`);
    expect(scriptNonces(second.text)[0]).not.toBe(nonces[0]);
    // Every <script> either has the nonce or is a JSON data block, which never runs.
    for (const tag of first.text.match(/<script[^>]*>/g) ?? []) {
      expect(tag.includes(`nonce="${nonces[0]}"`) || tag.includes('application/ld+json')).toBe(true);
    }
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await app.get('/findes/ikke');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Hov! Denne side findes desværre ikke...');
    expect(response.text).toContain('Lad os følge dig hjem igen...');
  });

  it('answers ids that are no ids with 404', async () => {
    for (const path of ['/events/abc', '/artists/0', '/events/1.5']) {
      const response = await app.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).toContain('Hov! Denne side findes desværre ikke...');
    }
  });

  it('redirects a visitor from the admin area to the login page, remembering where they were going', async () => {
    const response = await app.get('/admin/venues');
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe('/auth/login?redirect=%2Fadmin%2Fvenues');
  });

  it('renders the admin area for a member, with their session in the page', async () => {
    const cookie = await app.loginAdmin();
    const response = await app.get('/admin/venues', { cookie });
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<h1[^>]*>Spillesteder<\/h1>/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await app.get('/api/findes-ikke');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});
