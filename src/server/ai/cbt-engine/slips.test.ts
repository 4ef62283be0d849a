import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', turns: string[]) => converse(lang, 'chat', turns).at(-1)!.text;

describe('what a partner or relative says about the person', () => {
  const cases: Array<['it' | 'en', string[]]> = [
    ['it', ['ho paura di avere qualcosa di grave, ogni dolore mi sembra un tumore', 'mia moglie dice che mi preoccupo troppo']],
    ['it', ['controllo i sintomi su internet tutte le sere', 'mio marito dice che esagero con queste paure']],
    ['it', ['non riesco a staccare dal lavoro', 'mia madre pensa che lavoro troppo']],
    ['en', ['I keep googling my symptoms every night', 'my wife says I worry too much']],
    ['en', ['I check my pulse all the time', "my mum thinks I'm overreacting"]],
    ['en', ['I can never switch off from work', 'my boyfriend keeps telling me I work too much']],
  ];

  it('is read as part of their worry, not as relationship trouble', () => {
    for (const [lang, turns] of cases) {
      const text = last(lang, turns);
      expect(text, turns[1]).not.toMatch(/relazione|coppia|cosa ha sbagliato l|l’altra persona|the relationship|the other person|your family is|la famiglia/i);
    }
  });

  it('is still relationship trouble when a conflict is named', () => {
    const it1 = converse('it', 'chat', ['mia moglie dice che sono egoista e litighiamo ogni sera']);
    const en1 = converse('en', 'chat', ['my husband says I never listen and we argue every night']);
    const both = [it1[0]!.text, en1[0]!.text].join(' ');
    expect(both).not.toMatch(/salute|health/);
  });
});

describe('example scripts fit the person’s domain', () => {
  const WORK = /restare oltre|orario|riunione|capo|stay late|meeting|boss|overtime/i;

  it('a sister borrowing money gets a script about money, not a boss', () => {
    const en = last('en', ['my sister keeps borrowing money from me and never pays it back', 'why do I feel so guilty saying no to her?']);
    const it1 = last('it', ['mia sorella mi chiede sempre soldi e non me li restituisce', 'perché mi sento così in colpa a dirle di no?']);
    for (const text of [en, it1]) expect(text).not.toMatch(WORK);
    expect(en).toMatch(/loan|money|lend/);
    expect(it1).toMatch(/prestito|soldi|prestare/);
  });

  it('a friend, a partner or a parent never gets an office example', () => {
    const talks: Array<['it' | 'en', string[]]> = [
      ['it', ['la mia amica cambia sempre i piani all’ultimo', 'cosa potrei dirle?']],
      ['it', ['mio padre commenta sempre le mie scelte davanti a tutti', 'come potrei dirglielo senza litigare?']],
      ['it', ['il mio ragazzo decide sempre lui i fine settimana', 'perché mi sento in colpa a dirgli di no?']],
      ['en', ['my friend always cancels at the last minute', 'what could I say to her?']],
      ['en', ['my dad comments on my choices in front of everyone', 'how could I say it without a fight?']],
      ['en', ['my girlfriend plans all our weekends', 'why do I feel guilty saying no to her?']],
    ];
    for (const [lang, turns] of talks) expect(last(lang, turns), turns[1]).not.toMatch(WORK);
  });
});

describe('after a decision answer', () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['il mio amico mi ha mentito su una cosa importante', 'secondo te dovrei dirglielo?'], /dirglielo/],
    ['it', ['mia madre vuole che torni a vivere vicino a lei', 'dovrei trasferirmi?'], /trasferirti/],
    ['en', ['my coworker keeps taking credit for my work', 'should I tell my manager?'], /tell your manager/],
    ['en', ['my brother lied to me about the money', 'do you think I should tell him?'], /tell him/],
  ];

  it('the one question back continues the decision, with no filler sentence', () => {
    for (const [lang, turns, focus] of cases) {
      const text = last(lang, turns);
      const question = text.split('\n\n').at(-1)!;
      expect(question.trim().endsWith('?'), text).toBe(true);
      expect(question, text).toMatch(focus);
      expect((text.match(/\?/g) ?? []).length, text).toBe(1);
      expect(text, text).not.toMatch(/A cosa stavi pensando|What were you thinking about when|momento preciso|one specific moment/);
    }
  });
});

describe('reflections name the topic with a verb that agrees', () => {
  it('never pairs a plural topic with a singular verb', () => {
    const talks: Array<['it' | 'en', string[]]> = [
      ['it', ['il mio amico mi ha mentito su una cosa importante', 'con gli amici ultimamente va così', 'alla festa non mi ha parlato nessuno']],
      ['it', ['i soldi non bastano mai', 'l’affitto è aumentato di nuovo', 'le bollette mi tolgono il sonno']],
      ['en', ['my friend lied to me about something important', 'with my friends it is always like this', 'nobody talked to me at the party']],
    ];
    for (const [lang, turns] of talks)
      for (const r of converse(lang, 'chat', turns)) {
        expect(r.text).not.toMatch(/(?<!con )\b(?:le|i|gli) \p{L}+ (?:occupa|stia|sta|ti sta|ti stia)\b/u);
        expect(r.text).not.toMatch(/\byour friendships is\b/);
      }
  });
});
