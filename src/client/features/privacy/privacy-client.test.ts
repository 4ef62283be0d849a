import { describe, expect, it } from 'vitest';
import { deleteAccountSchema, deleteConfirmWords, isDeleteConfirmWord } from '@shared/schemas/privacy';
import privacyEn from '@/locales/privacy/en.json';
import privacyIt from '@/locales/privacy/it.json';
import { fileNameOf } from './api/download-my-data';

/** Every path to a string, so both languages must have the same shape. */
const shape = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

describe('the “Your data” translations', () => {
  it('have exactly the same keys in Italian and English', () => {
    expect(shape(privacyEn).sort()).toEqual(shape(privacyIt).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const s of [...strings(privacyIt), ...strings(privacyEn)])
      expect(s.trim().length, s).toBeGreaterThan(0);
    const placeholders = (list: string[]) =>
      list.map((s) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join(','));
    expect(placeholders(strings(privacyEn))).toEqual(placeholders(strings(privacyIt)));
  });
});

describe('the deletion form asks for the word of its language, and either is accepted', () => {
  it.each([
    ['ELIMINA', true],
    ['DELETE', true],
    [' elimina ', true],
    ['Delete', true],
    ['ELIMINARE', false],
    ['', false],
  ])('%j → %s', (word, ok) => {
    expect(isDeleteConfirmWord(word)).toBe(ok);
    expect(deleteAccountSchema.safeParse({ password: 'x', confirm: word }).success).toBe(ok);
  });

  it('the Italian page asks for ELIMINA and the English page for DELETE', () => {
    expect(deleteConfirmWords).toEqual({ it: 'ELIMINA', en: 'DELETE' });
  });
});

describe('fileNameOf: the downloaded file keeps the server’s name', () => {
  it('reads it from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="serenamente-data-2026-03-10.json"')).toBe(
      'serenamente-data-2026-03-10.json',
    );
  });
  it('falls back to today’s date, and never takes a path', () => {
    const today = new Date('2026-04-02T10:00:00Z');
    expect(fileNameOf(null, today)).toBe('serenamente-data-2026-04-02.json');
    expect(fileNameOf('attachment; filename="../evil.json"', today)).toBe('serenamente-data-2026-04-02.json');
  });
});
