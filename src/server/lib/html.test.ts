import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHtmlRenderer, loadCatalogPreloads, type Manifest } from './html';

describe('the HTML sent with each page', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serenamente-html-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('preloads the page language’s catalogues named in the client build manifest', () => {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/client/locales/common/it.json': { file: 'assets/it-a.js' },
        'src/client/locales/pages/it.json': { file: 'assets/it-b.js' },
        'src/client/locales/common/en.json': { file: 'assets/en-a.js' },
        'src/client/locales/chat/it.json': { file: 'assets/it-chat.js' },
      }),
    );
    const preloads = loadCatalogPreloads(dir);
    expect(preloads).toEqual({ it: ['/assets/it-a.js', '/assets/it-b.js'], en: ['/assets/en-a.js'] });

    const render = createHtmlRenderer({
      template: '<html lang="it"><head><title>x</title><!--app-head--></head><body></body></html>',
      publicUrl: 'https://serenamente.example',
      preloads,
    });
    const english = render('/', 'en');
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/en-a.js">');
    expect(english).not.toContain('it-a.js');
    expect(render('/', 'it')).toContain('href="/assets/it-b.js"');
  });

  it('needs no manifest (sources, tests): nothing is preloaded', () => {
    expect(loadCatalogPreloads(join(dir, 'missing'))).toEqual({ it: [], en: [] });
  });

  describe('pages rendered at build time', () => {
    const template =
      '<html lang="it"><head><title>x</title><!--app-head--></head><body><div id="root"></div></body></html>';
    const manifest: Manifest = {
      'src/client/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'src/client/boot.tsx': { file: 'assets/boot.js', imports: ['_runtime.js', '_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
    };
    const render = createHtmlRenderer({
      template,
      publicUrl: 'https://serenamente.example',
      manifest,
      prerendered: {
        'it|/': { html: '<main id="main"><h1>Un posto calmo</h1></main>', namespaces: ['common', 'pages'] },
        'en|/': { html: '<main id="main"><h1>A calm place</h1></main>', namespaces: ['common', 'pages'] },
        'member|it|/chat': { html: '<main id="main"><h1>Chat</h1><div class="h-96"></div></main>', namespaces: ['common'] },
      },
    });

    it('sends a member the shell rendered for members, marked so the app starts at once', () => {
      const html = render('/chat', 'it', false, false, 'member');
      expect(html).toContain(
        '<div id="root" data-ns="common" data-member=""><main id="main"><h1>Chat</h1><div class="h-96"></div></main></div>',
      );
      // A visitor never gets a member's shell, nor a member a visitor's page.
      expect(render('/chat', 'it', false, false, 'visitor')).not.toContain('data-member');
      expect(render('/', 'it', false, false, 'member')).not.toContain('Un posto calmo');
    });

    it('sends a visitor the page already rendered, in their language, without preloading the app', () => {
      const italian = render('/', 'it', false, false, 'visitor');
      expect(italian).toContain(
        '<div id="root" data-ns="common,pages"><main id="main"><h1>Un posto calmo</h1></main></div>',
      );
      expect(italian).not.toContain('modulepreload');
      expect(render('/', 'en', false, false, 'visitor')).toContain('<h1>A calm place</h1>');
    });

    it('sends someone who may be signed in the bare page, with the app preloaded beside the entry', () => {
      const html = render('/', 'it', false, false, 'member');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('Un posto calmo');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/boot.js">');
      expect(html).toContain('href="/assets/framework.js"');
      // The entry's own imports are already in the built index.html.
      expect(html).not.toContain('href="/assets/runtime.js"');
    });

    it('never uses a rendered page for a path it was not rendered for, or for the not-found page', () => {
      expect(render('/chat', 'it', false, false, 'visitor')).toContain('<div id="root"></div>');
      expect(render('/', 'it', true, false, 'visitor')).toContain('<div id="root"></div>');
    });
  });
});
