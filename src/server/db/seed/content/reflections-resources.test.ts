import { describe, it, expect } from 'vitest';
import { reflectionCategories, reflectionPrompts, reflections } from './reflections';
import { resources } from './resources';
import type { Lang, ReflectionCategory, ResourceCategory, ResourceGroup, ResourceType } from './types';

// Records keyed by the union types: the compiler fails if a member is missing.
const REFLECTION_CATEGORIES = Object.keys({
  gratitude: true,
  resilience: true,
  self_awareness: true,
  self_esteem: true,
  self_compassion: true,
  mindfulness: true,
  growth: true,
  connection: true,
  flow: true,
} satisfies Record<ReflectionCategory, true>) as ReflectionCategory[];

const RESOURCE_CATEGORIES = Object.keys({
  anxiety: true,
  depression: true,
  mindfulness: true,
  sleep: true,
  stress: true,
  tools: true,
  guides: true,
  programs: true,
} satisfies Record<ResourceCategory, true>) as ResourceCategory[];

const RESOURCE_TYPES = Object.keys({
  article: true,
  exercise: true,
  meditation: true,
  video: true,
  course: true,
  program: true,
  workshop: true,
  technique: true,
  guide: true,
} satisfies Record<ResourceType, true>) as ResourceType[];

const RESOURCE_GROUPS = Object.keys({
  quick_tools: true,
  guides: true,
  programs: true,
} satisfies Record<ResourceGroup, true>) as ResourceGroup[];

const LANGS: Lang[] = ['it', 'en'];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const words = (text: string): number =>
  text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

const filled = (text: string | undefined): boolean => typeof text === 'string' && text.trim().length > 0;

const unique = <T>(items: T[]): boolean => new Set(items).size === items.length;

/** Every string reachable from a value, for the placeholder and emoji checks. */
const allStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
};

describe('reflection categories', () => {
  it('lists the nine categories with the exact Italian labels', () => {
    expect(reflectionCategories.map((c) => c.id).sort()).toEqual([...REFLECTION_CATEGORIES].sort());
    const itLabels = Object.fromEntries(reflectionCategories.map((c) => [c.id, c.label.it]));
    expect(itLabels).toEqual({
      gratitude: 'gratitudine',
      resilience: 'resilienza',
      self_awareness: 'auto-consapevolezza',
      self_esteem: 'auto-stima',
      self_compassion: 'auto-compassione',
      mindfulness: 'consapevolezza',
      growth: 'crescita',
      connection: 'connessione',
      flow: 'flow',
    });
    const enLabels = Object.fromEntries(reflectionCategories.map((c) => [c.id, c.label.en]));
    expect(enLabels).toEqual({
      gratitude: 'gratitude',
      resilience: 'resilience',
      self_awareness: 'self-awareness',
      self_esteem: 'self-esteem',
      self_compassion: 'self-compassion',
      mindfulness: 'mindfulness',
      growth: 'growth',
      connection: 'connection',
      flow: 'flow',
    });
  });

  it('has a description in both languages', () => {
    for (const category of reflectionCategories) {
      for (const lang of LANGS) expect(filled(category.description[lang]), category.id).toBe(true);
    }
  });
});

describe('reflection prompts', () => {
  it('has at least 42 prompts with unique kebab-case slugs', () => {
    expect(reflectionPrompts.length).toBeGreaterThanOrEqual(42);
    expect(unique(reflectionPrompts.map((p) => p.slug))).toBe(true);
    for (const prompt of reflectionPrompts) expect(prompt.slug).toMatch(KEBAB);
  });

  it('numbers 1..15 each exactly once', () => {
    const numbers = reflectionPrompts
      .map((p) => p.number)
      .filter((n): n is number => n !== null)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('spreads the numbered prompts across the categories', () => {
    const numberedCategories = new Set(
      reflectionPrompts.filter((p) => p.number !== null).map((p) => p.category),
    );
    expect([...numberedCategories].sort()).toEqual([...REFLECTION_CATEGORIES].sort());
  });

  it('has at least 3 un-numbered prompts per category', () => {
    for (const category of REFLECTION_CATEGORIES) {
      const count = reflectionPrompts.filter((p) => p.category === category && p.number === null).length;
      expect(count, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('has text in both languages, phrased as a question or invitation', () => {
    for (const prompt of reflectionPrompts) {
      for (const lang of LANGS) {
        expect(filled(prompt.text[lang]), `${prompt.slug} ${lang}`).toBe(true);
        expect(prompt.text[lang].trim(), `${prompt.slug} ${lang}`).toMatch(/[?.]$/);
      }
    }
  });
});

describe('daily reflections', () => {
  it('has at least 3 reflections per category (27 or more) with unique slugs', () => {
    expect(reflections.length).toBeGreaterThanOrEqual(27);
    expect(unique(reflections.map((r) => r.slug))).toBe(true);
    for (const reflection of reflections) expect(reflection.slug).toMatch(KEBAB);
    for (const category of REFLECTION_CATEGORIES) {
      const count = reflections.filter((r) => r.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a title, a 60-120 word body and a closing question in both languages', () => {
    for (const reflection of reflections) {
      for (const lang of LANGS) {
        const { title, body, question } = reflection.text[lang];
        const where = `${reflection.slug} ${lang}`;
        expect(filled(title), where).toBe(true);
        expect(filled(body), where).toBe(true);
        expect(words(body), where).toBeGreaterThanOrEqual(60);
        expect(words(body), where).toBeLessThanOrEqual(120);
        expect(question.trim().endsWith('?'), where).toBe(true);
      }
    }
  });
});

describe('resources', () => {
  const byGroup = (group: ResourceGroup) => resources.filter((r) => r.group === group);

  it('has at least 32 resources with unique kebab-case slugs', () => {
    expect(resources.length).toBeGreaterThanOrEqual(32);
    expect(unique(resources.map((r) => r.slug))).toBe(true);
    for (const resource of resources) expect(resource.slug).toMatch(KEBAB);
  });

  it('fills every group with the required minimum', () => {
    expect(RESOURCE_GROUPS.every((g) => byGroup(g).length > 0)).toBe(true);
    expect(byGroup('quick_tools').length).toBeGreaterThanOrEqual(12);
    expect(byGroup('guides').length).toBeGreaterThanOrEqual(12);
    expect(byGroup('programs').length).toBeGreaterThanOrEqual(6);
  });

  it('covers every category and every type', () => {
    const categories = new Set(resources.map((r) => r.category));
    const types = new Set(resources.map((r) => r.type));
    for (const category of RESOURCE_CATEGORIES) expect(categories.has(category), category).toBe(true);
    for (const type of RESOURCE_TYPES) expect(types.has(type), type).toBe(true);
  });

  it('has non-empty title, summary and body, and 3-6 lowercase tags, in both languages', () => {
    for (const resource of resources) {
      for (const lang of LANGS) {
        const text = resource.text[lang];
        const where = `${resource.slug} ${lang}`;
        expect(filled(text.title), where).toBe(true);
        expect(filled(text.summary), where).toBe(true);
        expect(filled(text.body), where).toBe(true);
        expect(text.tags.length, where).toBeGreaterThanOrEqual(3);
        expect(text.tags.length, where).toBeLessThanOrEqual(6);
        expect(unique(text.tags), where).toBe(true);
        for (const tag of text.tags) {
          expect(tag, where).toBe(tag.toLowerCase());
          expect(tag, where).toMatch(/^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u);
        }
      }
    }
  });

  it('keeps reading times in range for each group', () => {
    for (const resource of byGroup('quick_tools')) {
      expect(resource.readingMinutes, resource.slug).toBeGreaterThanOrEqual(2);
      expect(resource.readingMinutes, resource.slug).toBeLessThanOrEqual(5);
    }
    for (const resource of byGroup('guides')) {
      expect(resource.readingMinutes, resource.slug).toBeGreaterThanOrEqual(6);
      expect(resource.readingMinutes, resource.slug).toBeLessThanOrEqual(15);
    }
    for (const resource of byGroup('programs')) {
      expect(resource.readingMinutes, resource.slug).toBeGreaterThan(0);
    }
  });

  it('writes complete guides of 400-900 words with headings and lists', () => {
    for (const resource of byGroup('guides')) {
      for (const lang of LANGS) {
        const body = resource.text[lang].body;
        const where = `${resource.slug} ${lang}`;
        expect(words(body), where).toBeGreaterThanOrEqual(400);
        expect(words(body), where).toBeLessThanOrEqual(900);
        expect(body, where).toMatch(/^## \S/m);
        expect(body, where).toMatch(/^- \S/m);
      }
    }
  });

  it('gives every program at least 5 days, the same in both languages, 60-150 words each', () => {
    for (const resource of byGroup('programs')) {
      const itDays = resource.text.it.days ?? [];
      const enDays = resource.text.en.days ?? [];
      expect(itDays.length, resource.slug).toBeGreaterThanOrEqual(5);
      expect(enDays.length, resource.slug).toBe(itDays.length);
      for (const lang of LANGS) {
        for (const [index, day] of (resource.text[lang].days ?? []).entries()) {
          const where = `${resource.slug} ${lang} day ${index + 1}`;
          expect(filled(day.title), where).toBe(true);
          expect(words(day.body), where).toBeGreaterThanOrEqual(60);
          expect(words(day.body), where).toBeLessThanOrEqual(150);
        }
      }
    }
  });

  it('only gives days to programs', () => {
    for (const resource of resources.filter((r) => r.group !== 'programs')) {
      for (const lang of LANGS) expect(resource.text[lang].days, resource.slug).toBeUndefined();
    }
  });

  it('animates video items with the breathing pacer and invents no URLs', () => {
    for (const resource of resources) {
      if (resource.type === 'video') expect(resource.visual, resource.slug).toBe('breathing-pacer');
      for (const text of allStrings(resource.text)) {
        expect(text, resource.slug).not.toMatch(/https?:\/\/|www\./i);
      }
    }
  });

  it('points depression items to professional help and emergency services', () => {
    const depression = resources.filter((r) => r.category === 'depression');
    expect(depression.length).toBeGreaterThan(0);
    for (const resource of depression) {
      const itBody = resource.text.it.body;
      const enBody = resource.text.en.body;
      expect(itBody, resource.slug).toContain('medico di base');
      expect(itBody, resource.slug).toMatch(/psicolog/);
      expect(itBody, resource.slug).toContain('112');
      expect(enBody, resource.slug).toContain('GP');
      expect(enBody, resource.slug).toMatch(/psycholog/);
      expect(enBody, resource.slug).toContain('112');
    }
  });

  it('makes about a third of the library premium, keeping some of every group free', () => {
    const premiumShare = resources.filter((r) => r.premium).length / resources.length;
    expect(premiumShare).toBeGreaterThanOrEqual(0.25);
    expect(premiumShare).toBeLessThanOrEqual(0.45);
    for (const group of RESOURCE_GROUPS) {
      expect(
        byGroup(group).some((r) => !r.premium),
        group,
      ).toBe(true);
    }
    const quickShare = byGroup('quick_tools').filter((r) => r.premium).length / byGroup('quick_tools').length;
    const programShare = byGroup('programs').filter((r) => r.premium).length / byGroup('programs').length;
    expect(programShare).toBeGreaterThan(quickShare);
  });
});

describe('all built-in text', () => {
  const everything = allStrings([reflectionCategories, reflectionPrompts, reflections, resources]);

  it('contains no placeholders', () => {
    for (const text of everything) {
      expect(text).not.toMatch(/\b(TODO|TBD|FIXME|lorem|ipsum|xxx)\b/i);
    }
  });

  it('contains no emoji', () => {
    for (const text of everything) expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('only mentions the verified helpline numbers', () => {
    const phoneLike = /\b\d{2,4}(?: \d{2,4}){1,3}\b/g;
    for (const text of everything) {
      for (const match of text.match(phoneLike) ?? []) {
        expect(['02 2327 2327']).toContain(match);
      }
    }
  });
});
