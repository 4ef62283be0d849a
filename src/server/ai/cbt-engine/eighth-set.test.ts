/**
 * What reading the conversations again showed and the eighth development set (dev-battery-8.ts)
 * confirmed, each fixed and held here: a breakup met as a loss, a child's school that is not the
 * person's studying, a formal thank-you, worrying more than the one it concerns.
 */
import { describe, expect, it } from 'vitest';
import { readTopics } from './emotions';
import { normalize } from '../text/normalize';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('a relationship that has ended is met as a loss', () => {
  it.each([
    ['it', 'ci siamo lasciati dopo sette anni, ha deciso lui', /fine di una storia|finisce una relazione/],
    ['en', 'my girlfriend dumped me yesterday', /end of a relationship|relationship ends/],
  ] as const)('%s: «%s»', (lang, message, loss) => {
    const text = last(lang, [message]);
    expect(text).toMatch(loss);
    expect(text).not.toMatch(/^(?:Ti seguo|I’m with you)/);
  });

  it('says it once: the next turn about the breakup does not repeat it', () => {
    const [, second] = converse('it', 'chat', ['ci siamo lasciati ieri', 'mi ha lasciata per un\'altra']);
    expect(second!.text).not.toMatch(/fine di una storia|finisce una relazione/);
  });
});

describe('a child\'s school is a family matter, not the person\'s studying', () => {
  it.each([
    ["theres a stomach bug going round my son's class", 'family'],
    ['mio figlio non vuole andare a scuola', 'family'],
  ])('«%s» is about %s', (message, topic) => {
    expect(readTopics(normalize(message))).toEqual([topic]);
  });

  it('the person\'s own exam beside the child\'s school stays studying', () => {
    expect(readTopics(normalize('i have to pick up my kids from school and study for my exam'))).toContain('study');
  });

  it('the reply to a bug in the son\'s class speaks of no exam', () => {
    const text = last('en', ["i'm terrified of throwing up", "theres a stomach bug going round my son's class and i've stopped eating properly"]);
    expect(text).not.toMatch(/exam|studying/i);
  });
});

describe('worrying more than the one it concerns', () => {
  it.each([
    ['it', ['mio figlio ha preso voti bassi alla maturità', 'Secondo Lei è normale che io sia più in ansia di lui?'], /succede spesso|molto comune/],
    ['en', ['my daughter failed her driving test', 'is it normal that i\'m more worried than she is?'], /happens a lot|very common/],
  ] as const)('%s: %j', (lang, messages, answer) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/interruttore|switch/);
  });
});
