import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPagePaths } from '@shared/routes';
import { defaultSeo } from '@shared/seo';
import { createTestApp, type TestApp } from './helpers/app';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('a page loaded directly carries its own title and description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it.each([
    ['/terms?lang=it', 'Termini e privacy · Serenamente', 'Le condizioni d’uso di Serenamente'],
    ['/terms?lang=en', 'Terms and privacy · Serenamente', 'Serenamente’s terms of use'],
    ['/privacy?lang=en', 'Terms and privacy · Serenamente', 'Serenamente’s terms of use'],
    ['/app-guide?lang=it', 'Guida all’app · Serenamente', 'Come usare ogni sezione'],
    ['/guida?lang=en', 'App guide · Serenamente', 'How to use every part'],
    ['/dashboard?lang=it', 'La mia giornata · Serenamente', 'Il saluto del giorno'],
    ['/dashboard?lang=en', 'My day · Serenamente', 'Your greeting for the day'],
    ['/meditations?lang=en', 'Guided meditations · Serenamente', 'Guided meditations with voice'],
  ])('%s → %s', async (url, title, description) => {
    const html = await page(url);
    expect(titleOf(html)).toBe(title);
    expect(descriptionOf(html)).toContain(description);
  });

  it('gives no page path and no alias the generic title, in either language', async () => {
    for (const lang of ['it', 'en'] as const) {
      const titles = new Set<string>();
      for (const path of allPagePaths) {
        const title = titleOf(await page(`${path}?lang=${lang}`));
        expect(title, path).not.toBe(defaultSeo[lang].title);
        titles.add(title!);
      }
      // Aliases share their page's title; otherwise pages differ (the payment results share one).
      expect(titles.size, lang).toBeGreaterThanOrEqual(28);
    }
  });
});
