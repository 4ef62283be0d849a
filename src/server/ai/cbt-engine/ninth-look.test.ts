/**
 * What another reading of the development conversations showed, each fixed and held here: a
 * diagnosis someone else received is told, not asked for.
 */
import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('a diagnosis given to someone close is news told, not a request for one', () => {
  it.each([
    [
      'it',
      'la settimana scorsa alla nostra bambina di 4 anni hanno diagnosticato un disturbo dello spettro autistico',
      /autismo/,
    ],
    ['it', 'a mio padre hanno diagnosticato il Parkinson a marzo', /famiglia|padre|diagnosi/],
    ['en', 'my son was diagnosed with autism last month', /autism/],
  ] as const)('%s: «%s»', (lang, message, met) => {
    const text = last(lang, [message]);
    expect(text).not.toMatch(/Non posso fare diagnosi|I can’t (?:make|give) (?:a )?diagnos/);
    expect(text).toMatch(met);
  });

  it('asking for one still gets the honest no', () => {
    expect(last('it', ['secondo te ho un disturbo d’ansia? mi fai una diagnosi?'])).toMatch(
      /Non posso fare diagnosi/,
    );
  });
});
