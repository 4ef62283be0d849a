import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { pathOf } from '@shared/routes';
import { sitemapPages } from './sitemap';

describe(`GET /sitemap.xml, the share QR code and the PWA files (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://serenamente.example' } });
  });
  afterAll(() => t.close());

  it('points crawlers at the sitemap by its absolute address and keeps them out of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Sitemap: https://serenamente.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('lists every public page in Italian and English with hreflang alternates, from PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(sitemapPages.length * 2);
    for (const path of [
      '/',
      '/resources',
      '/app-guide',
      '/support',
      '/qrcode',
      '/terms',
      '/exercises',
      '/meditation',
    ]) {
      expect(locs).toContain(`https://serenamente.example${path}`);
      expect(locs).toContain(`https://serenamente.example${path}?lang=en`);
    }
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://serenamente.example/resources?lang=en"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://serenamente.example/support"/>',
    );
    // Each <url> carries its three alternates.
    expect(xml.match(/<xhtml:link /g)).toHaveLength(locs.length * 3);
  });

  it('leaves out admin, test, payment and signed-in-only pages, and aliases', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const path of [
      '/admin',
      '/admin-dashboard',
      '/test',
      '/checkout',
      '/simple-payment',
      '/payment-success',
      '/payment-complete',
      '/test-payment',
      '/manage-subscription',
      '/dashboard',
      '/profile',
      '/reset-password',
      '/guida',
      '/download',
      '/privacy',
    ]) {
      expect(xml, path).not.toContain(`example${path}<`);
      expect(xml, path).not.toContain(`example${path}?`);
    }
    expect(sitemapPages.map(pathOf)).toContain('/sitemap');
  });

  it('answers a QR code as SVG, cacheable, different for each language', async () => {
    const it = await t.app.inject({ method: 'GET', url: '/api/share/qr.svg?lang=it' });
    expect(it.statusCode).toBe(200);
    expect(it.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(it.headers['cache-control']).toBe('public, max-age=86400');
    expect(it.body.startsWith('<svg')).toBe(true);
    expect(it.body).toContain('viewBox');
    const en = await t.app.inject({ method: 'GET', url: '/api/share/qr.svg?lang=en' });
    expect(en.body).not.toBe(it.body);
    expect((await t.app.inject({ method: 'GET', url: '/api/share/qr.svg?lang=de' })).statusCode).toBe(400);
  });

  describe('the PWA files of the built client', () => {
    let web: TestApp;
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'serenamente-pwa-'));
      writeFileSync(
        join(dir, 'index.html'),
        '<!doctype html><html lang="it"><head><title>x</title><!--app-head--></head><body></body></html>',
      );
      writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
      writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Serenamente' }));
      // The same database: only the client directory differs.
      web = await createTestApp({ clientDir: dir, database: t.database });
    });
    afterAll(async () => {
      await web.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('serves the service worker as JavaScript that browsers always revalidate', async () => {
      const res = await web.app.inject({ method: 'GET', url: '/sw.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('serves the web manifest with its own media type', async () => {
      const res = await web.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  });
});
