import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHtmlRenderer, loadCatalogPreloads } from './html';

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
});
