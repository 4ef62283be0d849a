import { describe, expect, it } from 'vitest';
import { deleteAccountSchema, deleteConfirmWords, isDeleteConfirmWord } from '@shared/schemas/privacy';
import { fileNameOf } from './api/download-my-data';

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
