// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CrisisCategory, Lang } from '../types';
import { buildCrisisResponse, GROUNDING, misunderstoodText } from './crisis-response';
import { helplinesFor } from './helplines';
import { emptySafetyPlan, SAFETY_PLAN_SECTIONS, safetyPlanSchema } from './safety-plan';

const CATEGORIES: CrisisCategory[] = [
  'suicide',
  'self_harm',
  'harm_to_others',
  'abuse_violence',
  'medical_emergency',
];
const LANGS: Lang[] = ['it', 'en'];
const EMOJI = /\p{Extended_Pictographic}/u;

describe('crisis response', () => {
  for (const lang of LANGS) {
    for (const category of CATEGORIES) {
      it(`${lang} ${category}: warm text, helplines, grounding, check-in`, () => {
        const { text, support } = buildCrisisResponse(category, lang);
        expect(text.length).toBeGreaterThan(150);
        expect(text).not.toMatch(EMOJI);
        expect(text).toContain('112');
        expect(support.category).toBe(category);
        expect(support.helplines.length).toBeGreaterThanOrEqual(2);
        for (const h of support.helplines) {
          expect(h.href).toMatch(/^tel:\+?\d+$/);
          expect(h.name && h.hours && h.description).toBeTruthy();
        }
        expect(support.grounding.steps.length).toBeGreaterThanOrEqual(4);
        expect(support.misunderstood).toMatch(/\?/);
        expect(support.misunderstood).toBe(misunderstoodText(category, lang));
        expect(support.misunderstoodLabel.length).toBeGreaterThan(3);
        const again = buildCrisisResponse(category, lang, { repeat: true }).text;
        expect(again).not.toBe(text);
      });
    }
  }

  it('abuse puts 1522 first, medical puts 112 first', () => {
    expect(helplinesFor('abuse_violence', 'it')[0]!.number).toBe('1522');
    expect(helplinesFor('medical_emergency', 'en')[0]!.number).toBe('112');
    expect(helplinesFor('suicide', 'it').map((h) => h.number)).toEqual([
      '112',
      '02 2327 2327',
      '06 77208977',
    ]);
  });

  it('young people get Telefono Azzurro first (after 112 for a medical emergency)', () => {
    expect(helplinesFor('suicide', 'it', true)[0]!.number).toBe('19696');
    expect(helplinesFor('abuse_violence', 'en', true)[0]!.number).toBe('19696');
    expect(
      helplinesFor('medical_emergency', 'it', true)
        .map((h) => h.number)
        .slice(0, 2),
    ).toEqual(['112', '19696']);
    expect(helplinesFor('suicide', 'it', false).some((h) => h.number === '19696')).toBe(false);
    const r = buildCrisisResponse('self_harm', 'it', { youth: true });
    expect(r.text).toContain('19696');
    expect(r.support.youth).toBe(true);
  });

  it('Telefono Amico has its WhatsApp line', () => {
    const ta = helplinesFor('suicide', 'it').find((h) => h.id === 'telefono_amico')!;
    expect(ta.href).toBe('tel:+390223272327');
    expect(ta.whatsapp?.href).toBe('https://wa.me/393240117252');
  });

  it('grounding exercises exist in both languages', () => {
    for (const g of Object.values(GROUNDING))
      for (const lang of LANGS) expect(g[lang].steps.length).toBeGreaterThan(3);
  });
});

describe('safety plan', () => {
  it('has the Stanley-Brown sections with bilingual labels and hints', () => {
    const ids = SAFETY_PLAN_SECTIONS.map((s) => s.id);
    expect(ids).toEqual([
      'warning_signs',
      'coping_strategies',
      'social_distractions',
      'help_contacts',
      'professionals',
      'safe_environment',
      'reasons_for_living',
    ]);
    for (const s of SAFETY_PLAN_SECTIONS)
      for (const lang of LANGS) {
        expect(s.text[lang].label.length).toBeGreaterThan(5);
        expect(s.text[lang].hint.length).toBeGreaterThan(20);
        expect(s.text[lang].examples.length).toBeGreaterThan(0);
      }
  });

  it('validates plans', () => {
    const plan = emptySafetyPlan();
    expect(safetyPlanSchema.safeParse(plan).success).toBe(true);
    plan.sections.help_contacts.push({ text: 'Mia sorella', phone: '+39 333 123 4567' });
    expect(safetyPlanSchema.safeParse(plan).success).toBe(true);
    plan.sections.help_contacts.push({ text: 'x', phone: 'call me maybe' });
    expect(safetyPlanSchema.safeParse(plan).success).toBe(false);
  });
});
