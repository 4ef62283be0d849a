import { describe, expect, it } from 'vitest';
import { planTopic } from './plan-topic';
import { converse } from './test-helpers';

const planReply = (lang: 'it' | 'en', before: string[], plan: string) =>
  converse(lang, 'chat', [...before, plan]).at(-1)!.text;

describe('a plan gets a step and an obstacle that fit its own topic', () => {
  it('asking a sister for a loan is about a clear request and her possible no, not a budget office', () => {
    const it1 = planReply(
      'it',
      ['sono in difficoltà con i soldi questo mese'],
      'forse potrei chiedere un prestito a mia sorella',
    );
    expect(it1).toContain('chiedere un prestito a tua sorella');
    expect(it1).toMatch(/cifra|restituir/);
    expect(it1).toMatch(/se tua sorella ti rispondesse/);
    expect(it1).not.toMatch(/CAF|consumatori/);
    const en = planReply('en', ['money is tight this month'], 'I could try asking my sister for a loan');
    expect(en).toMatch(/amount|pay it back/);
    expect(en).toMatch(/if your sister said/);
  });

  it('sleep, study, exercise, talking to someone and joining something each get their own step', () => {
    expect(planReply('it', [], 'forse potrei andare a letto alle undici e spegnere il telefono')).toMatch(
      /regolarità|sera stessa/,
    );
    expect(planReply('it', [], 'magari provo a studiare due ore la mattina in biblioteca')).toMatch(
      /obiettivo piccolo|distrazioni/,
    );
    expect(planReply('en', [], 'I could try going for a run before work')).toMatch(
      /ten minutes|smaller version/,
    );
    expect(planReply('en', [], 'maybe I’ll talk to my teacher about the deadline')).toMatch(
      /first sentence|different turn/,
    );
    expect(planReply('en', [], 'I guess I could join a book club')).toMatch(/times and the address|show up/);
  });

  it('the person’s own words are kept: names, objects, times, a future tense, "provo ad…"', () => {
    expect(planReply('it', [], 'domani chiamo il mio amico Luca')).toContain(
      'chiamare il tuo amico Luca domani',
    );
    const gym = planReply('it', [], 'magari provo ad andare in palestra martedì');
    expect(gym).toContain('andare in palestra martedì');
    expect(gym).not.toMatch(/, ad andare/);
    expect(planReply('it', [], 'penso che ne parlerò con la mia psicologa')).toContain(
      'parlarne con la tua psicologa',
    );
    expect(planReply('en', [], 'maybe I’ll call my mum on Sunday')).toMatch(/on Sunday\./);
  });

  it('reads the topic of the plan itself', () => {
    expect(planTopic('chiedergli scusa stasera')).toBe('talk');
    expect(planTopic('ask my manager to prioritise my tasks')).toBe('ask');
    expect(planTopic('borrow some money from my brother')).toBe('loan');
    expect(planTopic('fare una lista la sera prima')).toBeNull();
  });

  it('making the bed is not a sleep plan, and an automatic reply is not a conversation to prepare', () => {
    expect(planTopic('start making my bed every morning')).not.toBe('sleep');
    expect(planTopic('rifare il letto ogni mattina')).not.toBe('sleep');
    expect(planTopic('go to bed at eleven')).toBe('sleep');
    expect(planTopic('andare a letto alle undici')).toBe('sleep');
    expect(planTopic('set an out of hours message on my email')).not.toBe('talk');
    expect(planTopic('mettere la risposta automatica fuori orario sulla mail')).not.toBe('talk');
    expect(planTopic('send my sister a message tonight')).toBe('talk');
  });
});

describe('a plan that opens on talking to someone', () => {
  it('is a talk, whatever it is about (a club, a course)', () => {
    expect(planTopic('talk to my head teacher about dropping one after-school club')).toBe('talk');
    expect(planTopic('parlare con il mio capo del corso di formazione')).toBe('talk');
    expect(planTopic('iscrivermi a un corso di ceramica')).toBe('social');
  });
});
