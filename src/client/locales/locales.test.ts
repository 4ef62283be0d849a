import { describe, expect, it } from 'vitest';
import { aiModuleIds, relationshipPeople, sleepHabits, tensionAreas } from '@shared/schemas/ai-modules';
import { thoughtRecordSteps } from '@shared/schemas/chat';
import { exerciseCategories } from '@shared/schemas/exercises';
import { meditationCategories } from '@shared/schemas/meditations';
import { quoteCategories, quoteMoods } from '@shared/schemas/quotes';

type Catalog = Record<string, unknown>;

const files = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });
const catalog = (ns: string, lang: 'it' | 'en'): Catalog => {
  const found = files[`./${ns}/${lang}.json`];
  if (!found) throw new Error(`locales/${ns}/${lang}.json is missing`);
  return found;
};
const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[1]!))].sort();

/** Every leaf by its path (arrays by index): a string, or the type of anything else. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [[path, value]];
}

/** i18next's `{{name}}` and `{{name, format}}` placeholders, and `$t(key)` nestings. */
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^),]+)/g)].map((m) => m[1] ?? `$t(${m[2]})`).sort();

describe('every catalogue says the same in Italian and English', () => {
  it('finds every namespace, each with both languages', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(18);
    expect(Object.keys(files).sort()).toEqual(namespaces.flatMap((ns) => [`./${ns}/en.json`, `./${ns}/it.json`]));
  });

  describe.each(namespaces)('%s', (ns) => {
    const it_ = new Map(leaves(catalog(ns, 'it')));
    const en = new Map(leaves(catalog(ns, 'en')));

    it('has the same keys in the same shape', () => {
      expect([...en.keys()].sort()).toEqual([...it_.keys()].sort());
      for (const [path, value] of it_) expect(typeof en.get(path), path).toBe(typeof value);
    });

    it('has no empty text', () => {
      const empty = [...it_, ...en].filter(([, value]) => typeof value === 'string' && !value.trim());
      expect(empty.map(([path]) => path)).toEqual([]);
    });

    it('uses the same interpolation variables in each text', () => {
      for (const [path, value] of it_) {
        const other = en.get(path);
        if (typeof value !== 'string' || typeof other !== 'string') continue;
        expect(variables(other), path).toEqual(variables(value));
      }
    });
  });
});

describe('the catalogues name everything the API can send', () => {
  it('every AI module, answer choice and thought-record step', () => {
    for (const lang of ['it', 'en'] as const) {
      const modules = catalog('aiModules', lang).modules as Record<string, Catalog>;
      for (const id of aiModuleIds) expect(modules[id]?.title, `${lang} ${id}`).toBeTruthy();
      for (const p of relationshipPeople) expect((modules.relationships?.person as Catalog)[p]).toBeTruthy();
      for (const a of tensionAreas) expect((modules.muscle_relaxation?.areas as Catalog)[a]).toBeTruthy();
      for (const h of sleepHabits) expect((modules.sleep?.habits as Catalog)[h]).toBeTruthy();
      const steps = (catalog('chatMore', lang).thoughtRecord as Catalog).steps as Catalog;
      for (const step of thoughtRecordSteps) expect(steps[step], `${lang} ${step}`).toBeTruthy();
    }
  });

  it('every category and mood of exercises, meditations and quotes', () => {
    const named = (ns: string, group: string) => catalog(ns, 'it')[group] as Catalog;
    for (const c of exerciseCategories) expect(named('exercises', 'categories')).toHaveProperty(c);
    for (const c of meditationCategories) expect(named('meditation', 'categories')).toHaveProperty(c);
    for (const c of quoteCategories) expect(named('quotes', 'categories')).toHaveProperty(c);
    for (const m of quoteMoods) expect(named('quotes', 'moods')).toHaveProperty(m);
  });

  it('the same section anchors in the guide and the terms', () => {
    const anchors = (ns: string, lang: 'it' | 'en') => (catalog(ns, lang).sections as { id: string }[]).map((s) => s.id);
    expect(anchors('guide', 'en')).toEqual(anchors('guide', 'it'));
    expect(anchors('legal', 'en')).toEqual(anchors('legal', 'it'));
  });
});
