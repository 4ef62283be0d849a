// @vitest-environment node
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCrisis, checkCrisisRules } from '../crisis';
import { decodeSparse, encodeSparse } from './codec';
import { DEFAULT_FEATURES, extractFeatures, featureTokens } from './features';
import { guessLanguage } from './language';
import modelFile from './crisis-model.json' with { type: 'json' };
import {
  createCrisisScorer,
  crisisLevel,
  crisisModelInfo,
  crisisThresholds,
  scoreCrisis,
  scoreMessage,
} from './score';

const CATEGORIES = ['suicide', 'self_harm', 'harm_to_others', 'abuse_violence', 'medical_emergency'];

// Messages written for these tests (not taken from any training or evaluation file).
const CLEAR_CRISIS: Array<[string, string]> = [
  ['it', 'ho scritto le lettere per tutti e stanotte vado al ponte, ho deciso'],
  ['it', 'ho ingoiato tutte le pastiglie della scatola mezz’ora fa'],
  ['en', 'wrote goodbye letters to everyone, tonight i end it, i have the pills ready'],
  ['en', 'i swallowed the whole bottle of pills twenty minutes ago'],
];
const CLEAR_NONE: Array<[string, string]> = [
  ['it', 'domani ho una riunione con il capo e sono un po’ in ansia, come posso prepararmi?'],
  ['it', 'oggi ho fatto una bella passeggiata al parco con mia sorella'],
  ['en', 'i have a job interview on thursday and i keep overthinking what they will ask'],
  // Hard negatives: the crisis vocabulary in an idiom, a denial, a loss told calmly.
  ['it', 'questo esame mi sta uccidendo ma lo passerò'],
  ['it', 'non ho mai pensato di farmi del male, sono solo stanca del lavoro'],
  ['en', "I'm dying to see the new movie"],
  ['en', 'this traffic is killing me lol'],
  ['en', 'my grandfather died peacefully last year and I still miss him'],
];

describe('features', () => {
  it('are deterministic and L2-normalised', () => {
    const a = extractFeatures('Non ce la faccio più, davvero 😞', DEFAULT_FEATURES);
    const b = extractFeatures('Non ce la faccio più, davvero 😞', DEFAULT_FEATURES);
    expect(Array.from(a.idx)).toEqual(Array.from(b.idx));
    expect(Array.from(a.val)).toEqual(Array.from(b.val));
    const norm = Math.sqrt(Array.from(a.val).reduce((s, v) => s + v * v, 0));
    expect(norm).toBeCloseTo(1, 9);
    for (const i of a.idx) expect(i).toBeGreaterThanOrEqual(0);
    for (const i of a.idx) expect(i).toBeLessThan(DEFAULT_FEATURES.buckets);
  });

  it('normalise like the rules, plus digits and emoji', () => {
    expect(featureTokens('Nooo, NN ce la faccio più!! ho 13 anni 🔪')).toEqual([
      'no',
      null,
      'non',
      'ce',
      'la',
      'facio',
      'piu',
      null,
      'ho',
      '00',
      'ani',
    ]);
    const withEmoji = extractFeatures('ciao 🔪');
    expect(withEmoji.idx.length).toBeGreaterThan(extractFeatures('ciao').idx.length);
    const ages = (t: string) => Array.from(extractFeatures(t).idx).sort().join(',');
    expect(ages('ho 13 anni')).toBe(ages('ho 14 anni'));
  });

  it('give a short message less weight when a norm floor is set', () => {
    const plain = extractFeatures('stanotte', DEFAULT_FEATURES);
    const floored = extractFeatures('stanotte', { ...DEFAULT_FEATURES, minSquaredNorm: 1000 });
    expect(Math.max(...floored.val)).toBeLessThan(Math.max(...plain.val));
  });

  it('count words after a negation apart when the window is on', () => {
    const slots = (t: string, negationWindow: number) =>
      new Set(extractFeatures(t, { ...DEFAULT_FEATURES, negationWindow }).idx);
    const plain = slots('i am not suicidal, just tired', 0);
    const negated = slots('i am not suicidal, just tired', 3);
    expect(negated.size).toBeGreaterThan(plain.size);
    for (const i of plain) expect(negated.has(i)).toBe(true);
    // Without a negation the window changes nothing.
    expect(slots('i am suicidal tonight', 3)).toEqual(slots('i am suicidal tonight', 0));
  });

  it('count words about someone else apart when the subject window is on', () => {
    const slots = (t: string, subjectWindow: number) =>
      new Set(extractFeatures(t, { ...DEFAULT_FEATURES, subjectWindow }).idx);
    const mum = 'my mum would be really hurt';
    const self = 'i would be really hurt';
    // With the window on, "my mum would be hurt" gains words of its own that "I would be hurt" lacks.
    const extra = (t: string) => [...slots(t, 6)].filter((i) => !slots(t, 0).has(i));
    expect(extra(mum).length).toBeGreaterThan(0);
    expect(extra(self)).toEqual([]);
    expect(extra('mia sorella non mangia da giorni').length).toBeGreaterThan(0);
    // The person speaking of themselves again ends the window: "he left and I want to die".
    expect(extra('he left and i want to die')).toEqual(extra('he left and'));
  });

  it('survive odd input', () => {
    for (const x of [
      undefined,
      null,
      42,
      {},
      '',
      ' ',
      '\u0000',
      '\ud800',
      '💀'.repeat(3),
      'a'.repeat(100_000),
    ])
      expect(() => extractFeatures(x)).not.toThrow();
    expect(extractFeatures('').idx.length).toBe(0);
  });
});

describe('weight encoding', () => {
  it('keeps signs, zeros and order within the quantisation error', () => {
    const w = new Float64Array(5000);
    w[0] = 2;
    w[7] = -0.5;
    w[300] = 0.01;
    w[4999] = -2;
    const back = decodeSparse(encodeSparse(w), w.length);
    expect(back[0]).toBeCloseTo(2, 5);
    expect(back[4999]).toBeCloseTo(-2, 5);
    expect(back[7]!).toBeLessThan(0);
    expect(Math.abs(back[7]! + 0.5)).toBeLessThan(0.02);
    expect(back[300]!).toBeGreaterThan(0);
    expect(back[1]).toBe(0);
  });

  it('rejects a damaged encoding', () => {
    const enc = encodeSparse(Float64Array.from([1, 0, -1]));
    expect(() => decodeSparse({ ...enc, count: 5 }, 3)).toThrow();
    expect(() => decodeSparse(enc, 1)).toThrow();
  });
});

describe('the committed model', () => {
  it('has thresholds and metadata', () => {
    const info = crisisModelInfo();
    expect(info.loaded).toBe(true);
    const t = crisisThresholds()!;
    expect(t.low).toBeGreaterThan(0);
    expect(t.low).toBeLessThanOrEqual(t.high);
    expect(t.high).toBeLessThan(1);
    expect(info.thresholds.rule).toMatch(/recall/);
    expect(info.created).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const training = info.training as { sha256: string; rows: number; counts: Record<string, number> };
    expect(training.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(training.rows).toBeGreaterThan(1000);
    expect(Object.keys(training.counts).sort()).toEqual([
      'en_crisis',
      'en_everyday',
      'en_none',
      'it_crisis',
      'it_everyday',
      'it_none',
    ]);
    const validation = info.validation as Record<string, unknown>;
    for (const key of ['rules', 'model', 'rules OR model', 'elevated', 'perFamily'])
      expect(validation).toHaveProperty(key);
    expect(info.features.buckets & (info.features.buckets - 1)).toBe(0);
  });

  it('is small enough to ship (at most 2 MB)', () => {
    const path = fileURLToPath(new URL('./crisis-model.json', import.meta.url));
    expect(statSync(path).size).toBeLessThanOrEqual(2 * 1024 * 1024);
  });
});

describe('scoreCrisis / crisisLevel', () => {
  it('returns a probability and never throws on odd input', () => {
    const odd: unknown[] = [
      undefined,
      null,
      42,
      {},
      [],
      '',
      '   ',
      '\u0000',
      'voglio\u0000morire',
      '\ud800\udfff\ud800',
      '💀💀💀🔪🪦',
      'a'.repeat(100_000),
      'morire '.repeat(20_000),
      '\u202e\u200b\ufeff',
    ];
    for (const x of odd) {
      expect(() => scoreCrisis(x)).not.toThrow();
      const s = scoreCrisis(x);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
      expect(['none', 'elevated', 'crisis']).toContain(crisisLevel(x));
    }
    expect(scoreCrisis('')).toBe(0);
  });

  it.each(CLEAR_CRISIS)('crisis [%s]: %s', (_lang, text) => {
    expect(crisisLevel(text)).toBe('crisis');
    expect(CATEGORIES).toContain(scoreMessage(text).category);
  });

  it.each(CLEAR_NONE)('none [%s]: %s', (_lang, text) => {
    expect(crisisLevel(text)).toBe('none');
  });

  it('falls back to score 0 with a missing or damaged model', () => {
    const broken = [
      null,
      {},
      { ...modelFile, format: 'other' },
      { ...modelFile, thresholds: { high: 0.2, low: 0.5, rule: '' } },
      {
        ...modelFile,
        crisis: { ...modelFile.crisis, weights: { ...modelFile.crisis.weights, values: '!!' } },
      },
    ];
    for (const file of broken) {
      const scorer = createCrisisScorer(file);
      expect(scorer.thresholds()).toBeNull();
      expect(scorer.score('voglio morire')).toMatchObject({ score: 0, level: 'none' });
    }
  });
});

describe('per-language thresholds', () => {
  const EN = 'i have a job interview on thursday and i keep overthinking what they will ask';
  const EN_OTHER = 'went for a long walk by the river with my sister this afternoon';
  const IT = 'oggi ho fatto una bella passeggiata al parco con mia sorella';
  const { high, low } = modelFile.thresholds;
  const common = { ...modelFile, thresholds: { high, low, rule: 'one pair' } };

  it('read the language from the words, Italian when nothing tells', () => {
    expect(guessLanguage(featureTokens('non ce la faccio più, stasera basta'))).toBe('it');
    expect(guessLanguage(featureTokens("i can't do this anymore, tonight is the end"))).toBe('en');
    expect(guessLanguage(featureTokens('relapsed last night after 8 months clean'))).toBe('en');
    expect(guessLanguage(featureTokens('💀💀'))).toBe('it');
    expect(extractFeatures(EN).lang).toBe('en');
  });

  it("map a language's own pair onto the common one, leaving the other language alone", () => {
    const plain = createCrisisScorer(common);
    const raw = plain.score(EN).score;
    expect(plain.score(EN).level).toBe('none');
    // An English pair far below the common one: the same message now reaches `high`.
    const lowEnglish = createCrisisScorer({
      ...modelFile,
      thresholds: { high, low, rule: 'per language', byLanguage: { en: { high: raw / 2, low: raw / 4 } } },
    });
    expect(lowEnglish.thresholds()).toEqual({ high, low });
    const mapped = lowEnglish.score(EN);
    expect(mapped.level).toBe('crisis');
    expect(mapped.score).toBeGreaterThanOrEqual(high);
    expect(lowEnglish.score(IT)).toEqual(plain.score(IT));
    // The order of two English messages is kept.
    const [a, b] = [plain.score(EN).score, plain.score(EN_OTHER).score];
    const [ma, mb] = [lowEnglish.score(EN).score, lowEnglish.score(EN_OTHER).score];
    expect(Math.sign(ma - mb)).toBe(Math.sign(a - b));
  });

  it('refuse a damaged language pair (the rules then decide alone)', () => {
    for (const byLanguage of [
      { en: { high: 0.2, low: 0.5 } },
      { en: { high: 1, low: 0.5 } },
      { xx: { high: 0.5, low: 0.2 } },
    ]) {
      const scorer = createCrisisScorer({ ...modelFile, thresholds: { high, low, rule: '', byLanguage } });
      expect(scorer.thresholds()).toBeNull();
    }
  });
});

describe('checkCrisis with the local model', () => {
  // Indirect wording the rules do not know, written for this test.
  const MODEL_ONLY = 'ho regalato il gatto a mia sorella, dove vado io non serve';

  it('a model-only hit is a crisis, with a category from the rules’ set', () => {
    expect(checkCrisisRules(MODEL_ONLY).crisis).toBe(false);
    const r = checkCrisis(MODEL_ONLY, 'it');
    expect(r).toMatchObject({ crisis: true, source: 'model-local', level: 'crisis' });
    expect(CATEGORIES).toContain(r.category);
    expect(r.score).toBeGreaterThanOrEqual(crisisThresholds()!.high);
    expect(r.matched).toBe(MODEL_ONLY);
  });

  it('never cancels what the rules found, whatever the model says', () => {
    for (const text of [
      'voglio morire',
      'mi sono tagliata di nuovo stanotte',
      'I want to kill myself',
      'my husband hit me again tonight',
    ]) {
      const rules = checkCrisisRules(text);
      expect(rules.crisis).toBe(true);
      const r = checkCrisis(text, 'en');
      expect(r).toMatchObject({ crisis: true, category: rules.category, source: 'rules', level: 'crisis' });
      expect(typeof r.score).toBe('number');
    }
  });

  it('reports level and score when nothing fires', () => {
    const r = checkCrisis('oggi ho fatto una bella passeggiata al parco con mia sorella', 'it');
    expect(r).toMatchObject({ crisis: false, category: null, level: 'none' });
    expect(r.score).toBeGreaterThanOrEqual(0);
  });
});
