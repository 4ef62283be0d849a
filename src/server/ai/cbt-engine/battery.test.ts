import { describe, expect, it } from 'vitest';
import { DEV_BATTERY_2 } from './dev-battery-2';
import { DEV_BATTERY_3 } from './dev-battery-3';
import { DEV_BATTERY_4 } from './dev-battery-4';
import { DEV_BATTERY_5 } from './dev-battery-5';
import { DEV_BATTERY_6 } from './dev-battery-6';
import { DEV_BATTERY_7 } from './dev-battery-7';
import { DEV_BATTERY_8 } from './dev-battery-8';
import { DEV_BATTERY_9 } from './dev-battery-9';
import { DEV_BATTERY_10 } from './dev-battery-10';
import { DEV_BATTERY_11 } from './dev-battery-11';
import { DEV_BATTERY_12 } from './dev-battery-12';
import { DEV_BATTERY } from './dev-dialogues';
import { measureDialogues } from './dev-measure';
import { converse } from './test-helpers';

const rate = ([a, b]: [number, number]) => a / b;
const both = (tally: { it: [number, number]; en: [number, number] }) =>
  rate([tally.it[0] + tally.en[0], tally.it[1] + tally.en[1]]);

describe.each([
  { name: 'the question and plan battery', set: DEV_BATTERY, questions: 0.75, plans: 0.9 },
  {
    name: 'the second development set (everyday topics, written as people type)',
    set: DEV_BATTERY_2,
    questions: 0.92,
    plans: 0.95,
  },
  {
    name: 'the third development set (questions in general: how long, does it work, it/questo, health, checking)',
    set: DEV_BATTERY_3,
    questions: 0.9,
    plans: 0.95,
  },
  {
    name: 'the fourth development set (a new hand who never read the engine)',
    set: DEV_BATTERY_4,
    questions: 0.93,
    plans: 0.85,
  },
  {
    // Measured as first run, before any tuning on it: 84 of 112 questions, 41 of 46 plans.
    name: 'the fifth development set (another new hand; thanks, pushback and opinions asked)',
    set: DEV_BATTERY_5,
    questions: 0.85,
    plans: 0.87,
  },
  {
    // Measured as first run, before any tuning on it: 52 of 67 questions, 35 of 54 plans.
    name: 'the sixth development set (a third new hand; plans said in the present and by "we")',
    set: DEV_BATTERY_6,
    questions: 0.85,
    plans: 0.85,
  },
  {
    // Measured as first run, before any tuning on it: 54 of 70 questions, 44 of 54 plans.
    name: 'the seventh development set (a fourth new hand; health, care, the formal "Lei", books and names of fears)',
    set: DEV_BATTERY_7,
    questions: 0.85,
    plans: 0.9,
  },
  {
    // Measured as first run, before any tuning on it: 63 of 78 questions, 43 of 58 plans.
    name: 'the eighth development set (a fifth new hand; scans and dentists, unwanted thoughts, carers, coming out, the news)',
    set: DEV_BATTERY_8,
    questions: 0.88,
    plans: 0.78,
  },
  {
    // Measured as first run, before any tuning on it: 77 of 90 questions, 47 of 68 plans.
    name: 'the ninth development set (a sixth new hand; carers, money, a brother drinking, a pet’s last months, therapy and the app)',
    set: DEV_BATTERY_9,
    questions: 0.88,
    plans: 0.82,
  },
  {
    // Measured as first run, before any tuning on it: 87 of 104 questions, 52 of 69 plans.
    name: 'the tenth development set (a seventh new hand; tests and stages, new managers, money, a rescue dog, «Lei»)',
    set: DEV_BATTERY_10,
    questions: 0.9,
    plans: 0.88,
  },
  {
    // Measured as first run, before any tuning on it: 89 of 110 questions, 59 of 70 plans.
    name: 'the eleventh development set (an eighth new hand; night shifts, a thesis defence, a shop, an audition, first therapy)',
    set: DEV_BATTERY_11,
    questions: 0.92,
    plans: 0.9,
  },
  {
    // Measured as first run, before any tuning on it: 86 of 111 questions, 54 of 72 plans.
    name: 'the twelfth development set (a ninth new hand; a hard class, in-laws, paperwork, captains, envy)',
    set: DEV_BATTERY_12,
    questions: 0.85,
    plans: 0.82,
  },
])('$name', ({ set, questions, plans }) => {
  const t = measureDialogues(set);

  it(`answers at least ${Math.round(questions * 100)}% of questions with a new statement on their words, and says nothing twice`, () => {
    expect(both(t.questions)).toBeGreaterThanOrEqual(questions);
    expect(t.repeated).toBe(0);
  });

  it(`says at least ${Math.round(plans * 100)}% of plans back with two of the person’s words`, () => {
    expect(both(t.plans)).toBeGreaterThanOrEqual(plans);
  });
});

describe('follow-ups on the companion’s own words', () => {
  it('"in che senso?" says the last point again in other words, and stays on it', () => {
    const r = converse('it', 'chat', [
      'la sera ripenso a tutto',
      'come faccio a smettere di rimuginare la sera?',
      'in che senso?',
    ]);
    expect(r[2]!.text).toMatch(
      /^(?:Te lo dico in modo più semplice|In altre parole|Provo a spiegarmi meglio):/,
    );
    // A second sentence of the same answer carries it on, not an everyday example of another theme.
    const [body] = r[2]!.text.split(/\n{2,}/);
    expect(body!.split(/[.?!] /).length).toBeGreaterThanOrEqual(2);
    expect(body).toMatch(/«perché mi succede sempre\?»/);
    expect(body).not.toMatch(/sistemare la mia vita|andrà tutto male/);
    expect(r[2]!.distortions).toEqual([]);
  });

  it('"what do you mean?" is a question, not pushback, and keeps the techniques on offer', () => {
    const r = converse('en', 'chat', [
      'I always feel like everyone is better than me',
      'how do I stop comparing myself to others?',
      'what do you mean?',
    ]);
    expect(r[2]!.text).toMatch(/Being happy for someone/);
    expect(r[2]!.text).not.toMatch(/sort my life out|going to go wrong/);
    expect(r[2]!.state.rejected).toEqual([]);
  });

  it('"e se non funziona?" after breathing gets a plan B for the breath, not an apology', () => {
    const r = converse('it', 'chat', [
      'sono agitata prima del colloquio',
      'come si fa la respirazione lenta?',
      'e se non funziona?',
    ]);
    expect(r[2]!.text).toMatch(/^Se non funziona/);
    expect(r[2]!.text).toMatch(/espirazione|respiro/);
    expect(r[2]!.text).not.toMatch(/Hai ragione/);
  });

  it('"what if it doesn’t work?" after a sleep answer gets a plan B for sleep', () => {
    const r = converse('en', 'chat', [
      'I keep waking up at 4am',
      'what can I do when I wake up at night?',
      'and what if it doesn’t work?',
    ]);
    expect(r[2]!.text).toMatch(/sleep|bed/i);
    expect(r[2]!.text).not.toMatch(/Fair point/);
  });

  it('a definition starts from the words asked', () => {
    const [r] = converse('it', 'chat', ['cosa vuol dire leggere nel pensiero?']);
    expect(r!.text).toMatch(/^Leggere nel pensiero è /);
  });
});
