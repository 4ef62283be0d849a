/**
 * What a tenth reading of the development conversations showed, each fixed and held here: a name
 * said back keeps its capital when the person writes everything else in lower case.
 */
import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('a name said back keeps its capital', () => {
  it('after messages written in lower case, «Marta» stays «Marta»', () => {
    const text = last('it', [
      'tra 12 giorni volo a lisbona con le mie amiche e adesso me ne pento',
      'ogni volta che immagino il decollo vedo l’aereo che si inclina',
      'Marta si siede vicino a me, lei dorme appena chiude la cintura',
    ]);
    expect(text).toMatch(/Marta si siede vicino a te/);
    expect(text).not.toMatch(/\bmarta\b/);
  });

  it('from someone who starts every message with a capital, the capital of a sentence start is lowered', () => {
    const text = last('it', [
      'Tra 12 giorni volo a Lisbona con le mie amiche e adesso me ne pento.',
      'Ogni volta che immagino il decollo vedo l’aereo che si inclina.',
      'Lei si siede vicino a me, dorme appena chiude la cintura.',
    ]);
    expect(text).toMatch(/, lei si siede vicino a te/);
  });
});
