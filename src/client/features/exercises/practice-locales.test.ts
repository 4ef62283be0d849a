import { describe, expect, it } from 'vitest';
import exercisesEn from '../../locales/exercises/en.json';
import exercisesIt from '../../locales/exercises/it.json';
import meditationEn from '../../locales/meditation/en.json';
import meditationIt from '../../locales/meditation/it.json';
import quotesEn from '../../locales/quotes/en.json';
import quotesIt from '../../locales/quotes/it.json';
import reflectionsEn from '../../locales/reflections/en.json';
import reflectionsIt from '../../locales/reflections/it.json';
import { exerciseCategories } from '@shared/schemas/exercises';
import { meditationCategories } from '@shared/schemas/meditations';
import { quoteCategories, quoteMoods } from '@shared/schemas/quotes';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();

describe('daily-practice translations', () => {
  it.each([
    ['exercises', exercisesIt, exercisesEn],
    ['meditation', meditationIt, meditationEn],
    ['reflections', reflectionsIt, reflectionsEn],
    ['quotes', quotesIt, quotesEn],
  ])('%s has the same keys in Italian and English, none empty', (_ns, it_, en) => {
    expect(keys(it_)).toEqual(keys(en));
    for (const catalogue of [it_, en]) {
      expect(JSON.stringify(catalogue)).not.toMatch(/:""/);
    }
  });

  it('names every category and mood the API can send', () => {
    for (const c of exerciseCategories) expect(exercisesIt.categories).toHaveProperty(c);
    for (const c of meditationCategories) expect(meditationIt.categories).toHaveProperty(c);
    for (const c of quoteCategories) expect(quotesIt.categories).toHaveProperty(c);
    for (const m of quoteMoods) expect(quotesIt.moods).toHaveProperty(m);
  });
});
