import { describe, expect, it } from 'vitest';
import guideEn from '@/locales/guide/en.json';
import guideIt from '@/locales/guide/it.json';
import legalEn from '@/locales/legal/en.json';
import legalIt from '@/locales/legal/it.json';
import qrcodeEn from '@/locales/qrcode/en.json';
import qrcodeIt from '@/locales/qrcode/it.json';
import resourcesEn from '@/locales/resources/en.json';
import resourcesIt from '@/locales/resources/it.json';
import supportEn from '@/locales/support/en.json';
import supportIt from '@/locales/support/it.json';

/** Every path to a string (arrays by index), so both languages must have the same shape. */
function shape(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => shape(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  }
  return [`${prefix}:${typeof value}`];
}
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const catalogs = {
  resources: [resourcesIt, resourcesEn],
  support: [supportIt, supportEn],
  guide: [guideIt, guideEn],
  legal: [legalIt, legalEn],
  qrcode: [qrcodeIt, qrcodeEn],
} as const;

describe('the library, support, guide, legal and download translations', () => {
  for (const [ns, [it_, en]] of Object.entries(catalogs)) {
    it(`${ns}: Italian and English have exactly the same keys and structure`, () => {
      expect(shape(en)).toEqual(shape(it_));
    });

    it(`${ns}: no empty text and the same placeholders in both languages`, () => {
      const itStrings = strings(it_);
      const enStrings = strings(en);
      for (const s of [...itStrings, ...enStrings]) expect(s.trim().length, s).toBeGreaterThan(0);
      const placeholders = (list: string[]) =>
        list.map((s) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join(','));
      expect(placeholders(enStrings)).toEqual(placeholders(itStrings));
    });
  }

  it('keeps the section anchors of the guide and the terms the same in both languages', () => {
    expect(guideEn.sections.map((s) => s.id)).toEqual(guideIt.sections.map((s) => s.id));
    expect(legalEn.sections.map((s) => s.id)).toEqual(legalIt.sections.map((s) => s.id));
  });
});
