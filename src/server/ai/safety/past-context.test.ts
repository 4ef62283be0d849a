// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCrisis, checkCrisisRules } from './crisis';
import { isPastAndOver } from './past-context';
import { normalizeText } from '../text/normalize';

/**
 * A person's own past told as history raises no alarm from the rules; the same past with a sign
 * that it is back, or that risk is present now, still does. Messages written for these tests.
 */
const RECOVERED: Array<[string, string]> = [
  ['it', 'anni fa mi tagliavo, ora sto bene e ne parlo per aiutare gli altri'],
  ['it', 'due anni fa ho provato a togliermi la vita, adesso sto molto meglio e sono fiera di me'],
  ['it', 'a 17 anni ho preso una scatola di pillole, oggi ne ho 34 e due figli'],
  ['it', 'pulita dall autolesionismo da 3 anni 🎉'],
  ['it', 'sono passati sei anni da quando volevo farla finita'],
  ['it', 'da ragazza mi bruciavo con l accendino, ne sono uscita con la terapia'],
  ['it', 'il mio ex mi picchiava, sono scappata quattro anni fa e ora sono al sicuro'],
  ['en', "two years ago i tried to kill myself, now i'm doing much better and i'm proud of it"],
  ['en', 'back in college i overdosed once, therapy saved me'],
  ['en', "when i was 16 i used to cut, i'm 30 now and doing well"],
  ['en', '4 years self harm free today'],
  ['en', "haven't cut in two years and i'm proud of myself"],
  ['en', "overdosed at 19, i'm 35 now with a family"],
];

const BACK_NOW: Array<[string, string]> = [
  ['it', "l'anno scorso ci ho provato e stasera ci riprovo"],
  ['it', 'anni fa mi tagliavo, ora sto bene ma ieri mi sono tagliata di nuovo'],
  ['it', 'due anni fa ho tentato il suicidio e ultimamente ci sto pensando ancora'],
  ['it', 'pulita da 3 anni, ma stanotte mi sono fatta del male'],
  ['it', 'anni fa ho preso troppe pillole e ora sto bene, ma voglio morire'],
  ['en', "i tried once before and i'm thinking about it again"],
  ['en', 'i relapsed yesterday and cut again'],
  ['en', 'years ago i tried to kill myself, therapy helped, but lately i want to die again'],
  ['en', "3 years self harm free and tonight i cut myself, i'm scared"],
  ['en', "back in college i overdosed, now i'm fine but i want to kill myself"],
];

describe('a past that is over', () => {
  it.each(RECOVERED)('[%s] no rule alarm: %s', (_lang, text) => {
    expect(checkCrisisRules(text)).toMatchObject({ crisis: false });
    expect(checkCrisis(text).source).not.toBe('rules');
  });

  it.each(BACK_NOW)('[%s] the past with a current-risk cue still alarms: %s', (_lang, text) => {
    expect(checkCrisisRules(text).crisis).toBe(true);
    expect(checkCrisis(text).crisis).toBe(true);
  });

  it('reads the cue anywhere in the message, and the wish in the matched sentence', () => {
    const over = (t: string) => isPastAndOver(normalizeText(t).text);
    expect(over('anni fa mi tagliavo, ora sto bene')).toBe(true);
    expect(over('anni fa mi tagliavo, ora sto bene, ma la voglia di farlo è tornata')).toBe(false);
    expect(over('years ago i cut, i am fine now')).toBe(true);
    expect(over("years ago i cut, i'm fine now, still have the urges")).toBe(false);
    // The time of the telling is not a current-risk cue: "at group tonight I shared how…".
    expect(over('at group tonight i shared how i got through self harm years ago, felt good')).toBe(true);
    expect(over('years ago i got through self harm and tonight i cut')).toBe(false);
  });

  it('a current act said as relief is not a past that is over', () => {
    expect(checkCrisis('mi sono tagliata, ora sto meglio').crisis).toBe(true);
    expect(checkCrisis('i cut myself and now i feel better').crisis).toBe(true);
  });
});
