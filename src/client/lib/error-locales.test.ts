import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorLocale } from '@shared/errors/locale';

describe('the client error catalogue', () => {
  it.each(['it', 'en'] as const)('is generated from shared/errors (%s): run `npm run i18n:errors` when this fails', (lang) => {
    const file = JSON.parse(readFileSync(`src/client/locales/errors/${lang}.json`, 'utf8'));
    expect(file).toEqual(errorLocale(lang));
  });
});
