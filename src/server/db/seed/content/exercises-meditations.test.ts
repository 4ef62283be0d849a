import { describe, it, expect } from 'vitest';
import { exercises } from './exercises';
import { meditations } from './meditations';
import type { ExerciseCategory, Lang, MeditationCategory } from './types';

const LANGS: Lang[] = ['it', 'en'];

const EXERCISE_CATEGORIES: ExerciseCategory[] = [
  'breathing',
  'grounding',
  'cbt',
  'relaxation',
  'sleep',
  'self_compassion',
  'behavioural_activation',
  'worry_time',
];

const MEDITATION_CATEGORIES: MeditationCategory[] = [
  'breath',
  'body_scan',
  'loving_kindness',
  'sleep',
  'sos',
  'walking',
  'visualization',
  'gratitude',
  'mindfulness',
];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PLACEHOLDER = /\b(todo|tbd|fixme|lorem|ipsum|xxx)\b/i;
const EMOJI = /\p{Extended_Pictographic}/u;
// Spoken by speech synthesis: no markup characters.
const MARKUP = /[<>*_#`[\]{}|\\]/;

function nonEmpty(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

function allExerciseStrings(): string[] {
  return exercises.flatMap((e) =>
    LANGS.flatMap((lang) => {
      const t = e.text[lang];
      return [t.title, t.summary, t.goal, ...t.steps, ...(t.tip === undefined ? [] : [t.tip])];
    }),
  );
}

function allMeditationStrings(): string[] {
  return meditations.flatMap((m) =>
    LANGS.flatMap((lang) => {
      const t = m.text[lang];
      return [t.title, t.summary, ...t.script.map((s) => s.text)];
    }),
  );
}

describe('exercise seed content', () => {
  it('has enough exercises', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(24);
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = exercises.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug, slug).toMatch(KEBAB);
  });

  it('covers every category, with at least 3 for the core ones', () => {
    for (const category of EXERCISE_CATEGORIES) {
      expect(
        exercises.some((e) => e.category === category),
        `missing category ${category}`,
      ).toBe(true);
    }
    for (const category of ['breathing', 'grounding', 'cbt', 'relaxation'] as const) {
      expect(exercises.filter((e) => e.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps durations between 2 and 20 minutes', () => {
    for (const e of exercises) {
      expect(Number.isInteger(e.durationMinutes), e.slug).toBe(true);
      expect(e.durationMinutes, e.slug).toBeGreaterThanOrEqual(2);
      expect(e.durationMinutes, e.slug).toBeLessThanOrEqual(20);
    }
  });

  it('has a mix of free and premium, with the basics free', () => {
    const premium = exercises.filter((e) => e.premium).length;
    const share = premium / exercises.length;
    expect(share).toBeGreaterThanOrEqual(0.25);
    expect(share).toBeLessThanOrEqual(0.55);
    for (const slug of ['box-breathing', 'breathing-4-7-8', 'five-four-three-two-one', 'thought-record']) {
      const found = exercises.find((e) => e.slug === slug);
      expect(found, slug).toBeDefined();
      expect(found?.premium, slug).toBe(false);
    }
    for (const category of EXERCISE_CATEGORIES) {
      expect(
        exercises.some((e) => e.category === category && !e.premium),
        `no free exercise in ${category}`,
      ).toBe(true);
    }
  });

  it('has every field filled in both languages', () => {
    for (const e of exercises) {
      for (const lang of LANGS) {
        const t = e.text[lang];
        const where = `${e.slug}/${lang}`;
        expect(t, where).toBeDefined();
        expect(nonEmpty(t.title), `${where} title`).toBe(true);
        expect(nonEmpty(t.summary), `${where} summary`).toBe(true);
        expect(nonEmpty(t.goal), `${where} goal`).toBe(true);
        expect(t.steps.length, `${where} steps`).toBeGreaterThanOrEqual(4);
        expect(t.steps.length, `${where} steps`).toBeLessThanOrEqual(9);
        for (const step of t.steps) expect(nonEmpty(step), `${where} step`).toBe(true);
        if (t.tip !== undefined) expect(nonEmpty(t.tip), `${where} tip`).toBe(true);
      }
      // The two languages are written separately, never copied across.
      expect(e.text.it.summary, e.slug).not.toBe(e.text.en.summary);
    }
  });

  it('contains no placeholders or emoji', () => {
    for (const s of allExerciseStrings()) {
      expect(s, s).not.toMatch(PLACEHOLDER);
      expect(s, s).not.toMatch(EMOJI);
      expect(s, s).toBe(s.trim());
    }
  });
});

describe('meditation seed content', () => {
  it('has enough meditations', () => {
    expect(meditations.length).toBeGreaterThanOrEqual(12);
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = meditations.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug, slug).toMatch(KEBAB);
  });

  it('covers every category', () => {
    for (const category of MEDITATION_CATEGORIES) {
      expect(
        meditations.some((m) => m.category === category),
        `missing category ${category}`,
      ).toBe(true);
    }
  });

  it('keeps durations between 180 and 1200 seconds', () => {
    for (const m of meditations) {
      expect(Number.isInteger(m.durationSeconds), m.slug).toBe(true);
      expect(m.durationSeconds, m.slug).toBeGreaterThanOrEqual(180);
      expect(m.durationSeconds, m.slug).toBeLessThanOrEqual(1200);
    }
  });

  it('keeps about a third premium, with the short basics free', () => {
    const share = meditations.filter((m) => m.premium).length / meditations.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.45);
    const sos = meditations.find((m) => m.category === 'sos' && m.durationSeconds === 180);
    expect(sos, '3-minute anxiety SOS').toBeDefined();
    expect(sos?.premium).toBe(false);
    const breath = meditations.find((m) => m.category === 'breath' && m.durationSeconds === 300);
    expect(breath, '5-minute breath meditation').toBeDefined();
    expect(breath?.premium).toBe(false);
  });

  it('has title, summary and a script in both languages', () => {
    for (const m of meditations) {
      for (const lang of LANGS) {
        const t = m.text[lang];
        const where = `${m.slug}/${lang}`;
        expect(t, where).toBeDefined();
        expect(nonEmpty(t.title), `${where} title`).toBe(true);
        expect(nonEmpty(t.summary), `${where} summary`).toBe(true);
        expect(t.script.length, `${where} script`).toBeGreaterThanOrEqual(4);
        for (const step of t.script) expect(nonEmpty(step.text), `${where} @${step.at}`).toBe(true);
      }
      expect(m.text.it.summary, m.slug).not.toBe(m.text.en.summary);
    }
  });

  it('follows the script timing rules', () => {
    for (const m of meditations) {
      for (const lang of LANGS) {
        const { script } = m.text[lang];
        const where = `${m.slug}/${lang}`;
        expect(script[0]?.at, `${where} starts at 0`).toBe(0);
        script.forEach((cur, i) => {
          expect(Number.isInteger(cur.at), `${where} @${cur.at}`).toBe(true);
          const prev = script[i - 1];
          if (prev === undefined) return;
          expect(cur.at, `${where} strictly increasing`).toBeGreaterThan(prev.at);
          // Room for the words to be spoken slowly, plus a little silence.
          const gap = cur.at - prev.at;
          expect(gap, `${where} gap before @${cur.at}`).toBeGreaterThanOrEqual(12);
          expect(gap, `${where} gap before @${cur.at}`).toBeLessThanOrEqual(90);
        });
        const last = script.at(-1);
        expect(last, where).toBeDefined();
        if (last === undefined) continue;
        expect(last.at, `${where} last step before the end`).toBeLessThan(m.durationSeconds);
        // The closing words need time to be spoken, but should land near the end.
        expect(m.durationSeconds - last.at, `${where} closing`).toBeGreaterThanOrEqual(15);
        expect(m.durationSeconds - last.at, `${where} closing`).toBeLessThanOrEqual(90);
      }
    }
  });

  it('contains only plain spoken text: no markup, placeholders or emoji', () => {
    for (const s of allMeditationStrings()) {
      expect(s, s).not.toMatch(PLACEHOLDER);
      expect(s, s).not.toMatch(EMOJI);
      expect(s, s).toBe(s.trim());
    }
    for (const m of meditations) {
      for (const lang of LANGS) {
        for (const step of m.text[lang].script) {
          expect(step.text, `${m.slug}/${lang} @${step.at}`).not.toMatch(MARKUP);
          expect(step.text, `${m.slug}/${lang} @${step.at}`).not.toMatch(/\d/);
        }
      }
    }
  });
});
