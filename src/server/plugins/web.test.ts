import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDataMarker as marker } from '@shared/page-data';
import { allPagePaths } from '@shared/routes';
import { registerViaApi } from '../../../tests/factories';
import { seedContent } from '../db/seed';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('the web app as a crawler or link preview sees it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers every SPEC page path and alias with the app and status 200', async () => {
    for (const path of allPagePaths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown page path with the not-found page and status 404', async () => {
    const res = await get('/questa-pagina-non-esiste');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(titleOf(res.body)).toBe('Pagina non trovata · Serenamente');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('sends every visitor of a missing page the same page, naming no one else’s address', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const first = await get('/pagina-di-alice', { 'accept-encoding': encoding });
      const second = await get('/pagina-di-bruno', { 'accept-encoding': encoding });
      const bodyOf = (res: typeof first) =>
        encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
      expect(second.statusCode).toBe(404);
      expect(bodyOf(second)).not.toContain('pagina-di-alice');
      expect(bodyOf(first)).toBe(bodyOf(second));
      expect(metaOf(bodyOf(second), 'property', 'og:url')).toBeUndefined();
    }
  });

  it('answers a page path that cannot be decoded with the same not-found page, in the page language', async () => {
    for (const path of ['/%', '/chat%ZZ']) {
      const res = await get(path, { 'accept-language': 'en' });
      expect(res.statusCode, path).toBe(404);
      expect(titleOf(res.body), path).toBe('Page not found · Serenamente');
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it.each([
    ['/', 'it', 'Serenamente · Supporto per stress e ansia, ogni giorno'],
    ['/', 'en', 'Serenamente · Everyday support for stress and anxiety'],
    ['/chat', 'it', 'Chat di supporto CBT · Serenamente'],
    ['/chat', 'en', 'CBT support chat · Serenamente'],
    ['/exercises', 'it', 'Esercizi per ansia e stress · Serenamente'],
    ['/exercises', 'en', 'Exercises for anxiety and stress · Serenamente'],
    ['/meditations', 'it', 'Meditazioni guidate · Serenamente'],
    ['/meditations', 'en', 'Guided meditations · Serenamente'],
    ['/subscription', 'it', 'Premium · Serenamente'],
    ['/dashboard', 'it', 'La mia giornata · Serenamente'],
    ['/dashboard', 'en', 'My day · Serenamente'],
  ])('writes the %s tags in %s', async (path, lang, title) => {
    const res = await get(`${path}?lang=${lang}`);
    expect(titleOf(res.body)).toBe(title);
    expect(res.body).toContain(`<html lang="${lang}"`);
    expect(metaOf(res.body, 'name', 'description')).toBeTruthy();
    expect(metaOf(res.body, 'name', 'keywords')).toBeTruthy();
    expect(metaOf(res.body, 'property', 'og:title')).toBe(title);
    expect(metaOf(res.body, 'name', 'twitter:card')).toBe('summary_large_image');
    const canonical = `http://localhost:3000${path}${lang === 'en' ? '?lang=en' : ''}`;
    expect(res.body).toContain(`<link rel="canonical" href="${canonical}">`);
  });

  it('chooses the language from ?lang=, then the stored choice, then Accept-Language', async () => {
    const english = 'Serenamente · Everyday support for stress and anxiety';
    const italian = 'Serenamente · Supporto per stress e ansia, ogni giorno';
    expect(titleOf((await get('/', { 'accept-language': 'en-US,en;q=0.9' })).body)).toBe(english);
    expect(titleOf((await get('/', { 'accept-language': 'it-IT,it;q=0.9' })).body)).toBe(italian);
    expect(titleOf((await get('/', { 'accept-language': 'de-DE' })).body)).toBe(english);
    expect(titleOf((await get('/')).body)).toBe(italian);
    expect(titleOf((await get('/', { cookie: 'i18nextLng=en', 'accept-language': 'it' })).body)).toBe(
      english,
    );
    expect(titleOf((await get('/?lang=it', { cookie: 'i18nextLng=en' })).body)).toBe(italian);
  });

  it('sends security headers the app works under', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends JSON answers the headers that keep them from being sniffed or framed', async () => {
    const res = await get('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('inlines the theme script and allows exactly it by hash, never unsafe-inline', async () => {
    const res = await get('/');
    expect(res.body).not.toContain('src="/first-paint.js"');
    const code = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(code).toContain('serenamente_theme');
    const hash = createHash('sha256').update(code).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('sends compressed HTML to browsers that accept it', async () => {
    const res = await get('/chat', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      '<title>Chat di supporto CBT · Serenamente</title>',
    );
    const gz = await get('/chat', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
  });

  it('names as canonical the address that was asked for', async () => {
    const viaBrowser = await get('/chat', { 'accept-language': 'en-GB' });
    expect(viaBrowser.body).toContain('<link rel="canonical" href="http://localhost:3000/chat">');
  });

  it('sends HSTS in production only', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:2525' },
      database: t.database,
    });
    const res = await prod.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    await prod.app.close();
  });

  it('publishes an OpenAPI 3 document generated from the route schemas, and its docs UI', async () => {
    const doc = await get('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/api/health'].get.responses['200']).toBeDefined();
    const ui = await get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('serves the docs UI under a policy of its own: this origin only, never framed', async () => {
    const urls = ['/api/docs', '/api/docs/', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json'];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("script-src 'self';");
      // No outside host (Swagger UI's validator badge would send the document's address away).
      expect(policy, url).not.toMatch(/https:|\.io|\.com/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sends the docs UI to its plain address when a query string is added', async () => {
    for (const url of ['/api/docs?lang=en', '/api/docs/?utm_source=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(url.split('?')[0]);
    }
    // The document itself keeps its query-free address working.
    expect((await get('/api/docs/json')).json().openapi).toMatch(/^3\./);
  });
});

describe('pages rendered at build time', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serenamente-web-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(dir, 'client'));
    mkdirSync(join(dir, 'prerender'));
    writeFileSync(join(dir, 'client', 'index.html'), readFileSync('index.html', 'utf8'));
    writeFileSync(
      join(dir, 'prerender', 'pages.json'),
      JSON.stringify({
        'it|/': { html: '<main id="main"><h1>Un posto calmo</h1></main>', namespaces: ['common'] },
        'member|it|/': {
          html: '<main id="main"><div class="min-h-96"></div></main>',
          namespaces: ['common'],
        },
        // Rendered with today's reflection as a stand-in (shared/page-data.ts).
        ...Object.fromEntries(
          ['it|/reflections', 'member|it|/reflections'].map((key) => [
            key,
            {
              html: `<main id="main"><h2 id="today-title">${marker('title')}</h2><p>${marker('body')}</p><p>${marker('question')}</p></main>`,
              namespaces: ['common'],
            },
          ]),
        ),
        'en|/reflections': {
          html: `<main id="main"><p>${marker('author')}</p></main>`,
          namespaces: ['common'],
        },
      }),
    );
    t = await createTestApp({ clientDir: join(dir, 'client') });
    await seedContent(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('go to visitors; a browser that carries a session gets the member shell, never a visitor page', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/?lang=it' });
    expect(visitor.body).toContain('<h1>Un posto calmo</h1>');
    expect(visitor.body).not.toContain('data-member');
    for (const cookie of ['sid=abc', 'signed_in=1', 'theme=dark; __Host-sid=abc', '__Host-signed_in=1']) {
      const res = await t.app.inject({ method: 'GET', url: '/?lang=it', headers: { cookie } });
      expect(res.body, cookie).toContain(
        '<div id="root" data-ns="common" data-member=""><main id="main"><div class="min-h-96">',
      );
      expect(res.body, cookie).not.toContain('Un posto calmo');
      // A page the build made no member shell for: the bare page.
      const chat = await t.app.inject({ method: 'GET', url: '/chat?lang=it', headers: { cookie } });
      expect(chat.body, cookie).toContain('<div id="root"></div>');
    }
  });

  const escaped = (text: string) =>
    text
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;');
  const carried = (html: string) =>
    JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!) as {
      api: string;
      answer: { reflection: { title: string; body: string; question: string } };
    };

  it('carry today’s reflection: the one the API gives this visitor, written in and beside the page', async () => {
    const today = await t.app.inject({ method: 'GET', url: '/api/reflections/today?lang=it' });
    const { reflection } = today.json() as { reflection: { title: string; body: string; question: string } };
    const res = await t.app.inject({ method: 'GET', url: '/reflections?lang=it' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h2 id="today-title">${escaped(reflection.title)}</h2>`);
    expect(res.body).toContain(`<p>${escaped(reflection.body)}</p><p>${escaped(reflection.question)}</p>`);
    expect(res.body).not.toContain('@@page-data-');
    expect(carried(res.body)).toEqual({ api: '/api/reflections/today?lang=it', answer: today.json() });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Compressed for this answer alone, and the same page once unpacked.
    const br = await t.app.inject({
      method: 'GET',
      url: '/reflections?lang=it',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
  });

  it('carry a member’s own reflection of the day, asked with their session', async () => {
    const { cookie } = await registerViaApi(t.app, { username: 'giorno', email: 'giorno@example.com' });
    const today = await t.app.inject({
      method: 'GET',
      url: '/api/reflections/today?lang=it',
      headers: { cookie },
    });
    expect(today.json()).toMatchObject({ viewer: { signedIn: true } });
    const res = await t.app.inject({ method: 'GET', url: '/reflections?lang=it', headers: { cookie } });
    expect(res.body).toContain('data-member=""');
    expect(carried(res.body).answer).toEqual(today.json());
    expect(res.body).toContain(escaped(today.json<{ reflection: { title: string } }>().reflection.title));
  });

  it('go out bare when the page and the answer do not match: never with a marker showing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reflections?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('@@page-data-');
    expect(res.body).not.toContain('id="page-data"');
  });
});
