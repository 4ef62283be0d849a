// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EngineState } from '../types';
import { builtinReply, parseIntensity } from './index';
import { parseEngineState } from './state';
import { converse } from './test-helpers';

describe('thought record (Italian), with a reload between every turn', () => {
  const replies = converse('it', 'chat', [
    'Facciamo un diario dei pensieri',
    'Ieri in riunione il mio capo ha criticato la mia presentazione davanti a tutti',
    'Ho pensato: sono un incapace, mi licenzieranno',
    'ansia e vergogna',
    '80',
    'Ha detto che mancavano dei dati importanti',
    'La settimana scorsa mi ha fatto i complimenti per un altro progetto',
    'Ho fatto un errore, ma sono una persona competente e posso sistemarlo',
    'quaranta',
  ]);
  const steps = replies.map((r) => r.state.thoughtRecord?.step ?? null);

  it('walks the steps in order', () => {
    expect(steps).toEqual([
      'situation',
      'thought',
      'emotion',
      'emotion',
      'evidence_for',
      'evidence_against',
      'balanced',
      'rerate',
      null,
    ]);
  });

  it('asks for the intensity gently when it is missing', () => {
    expect(replies[3]!.text).toMatch(/0 .*100/);
    expect(replies[3]!.state.thoughtRecord?.emotion).toBe('ansia e vergogna');
    expect(replies[4]!.state.thoughtRecord?.intensityBefore).toBe(80);
  });

  it('quotes the automatic thought when asking for evidence', () => {
    expect(replies[4]!.text).toContain('sono un incapace');
  });

  it('ends with a summary comparing the two intensities', () => {
    const last = replies.at(-1)!;
    expect(last.text).toContain('da 80 a 40');
    expect(last.text).toContain('40 punti');
    expect(last.text).toContain('Pensiero equilibrato');
    expect(last.state.completedThoughtRecords).toBe(1);
    expect(last.state.thoughtRecord).toBeNull();
  });
});

describe('thought record (English)', () => {
  it('starts from a quoted thought, parses "70%" and word numbers', () => {
    const r = converse('en', 'chat', [
      'Help me challenge this thought: I am going to fail my driving test',
      'My test is on Friday and I stalled the car twice in my last lesson',
      'anxious, 70%',
      'I stalled twice',
      'My instructor says I am nearly ready',
      'I had a bad lesson, but I have been improving and I can prepare',
      'thirty five',
    ]);
    expect(r[0]!.state.thoughtRecord?.thought).toBe('I am going to fail my driving test');
    expect(r[1]!.state.thoughtRecord?.step).toBe('emotion');
    expect(r[2]!.state.thoughtRecord?.intensityBefore).toBe(70);
    expect(r.at(-1)!.text).toContain('from 70 to 35');
    expect(r.at(-1)!.text).toMatch(/dropped by 35 points|35 points lower/);
  });

  it('can be stopped at any time', () => {
    const r = converse('en', 'chat', ['thought record please', 'At work today', 'stop']);
    expect(r[2]!.state.thoughtRecord).toBeNull();
    expect(r[2]!.text).toMatch(/stop/i);
  });

  it('a goodbye halfway keeps the record aside; "riprendiamo" picks it up at the same step', () => {
    const r = converse('it', 'chat', [
      'facciamo il diario dei pensieri',
      'ieri il capo mi ha ripreso in riunione',
      'ho pensato che sono un incapace',
      'ok grazie, ora devo andare, ciao',
      'eccomi, riprendiamo',
      'vergogna, 80',
    ]);
    // The goodbye is a goodbye, not the emotion's answer, and says how to come back.
    expect(r[3]!.text).not.toMatch(/da 0 a 100/);
    expect(r[3]!.text).toMatch(/«riprendiamo»/);
    expect(r[3]!.state.thoughtRecord).toBeNull();
    // Picked up where it was: the emotion is asked, not the situation from the start.
    expect(r[4]!.text).toMatch(/riprendiamo da dove eravamo|Ripartiamo da lì/);
    expect(r[4]!.state.thoughtRecord?.step).toBe('emotion');
    expect(r[4]!.state.thoughtRecord?.situation).toBe('ieri il capo mi ha ripreso in riunione');
    expect(r[5]!.state.thoughtRecord?.step).toBe('evidence_for');
    expect(r[5]!.text).toContain('«ho pensato che sono un incapace»');
  });

  it('an emotion with its rating given at the thought step is kept for its step, and the thought is asked', () => {
    const it = converse('it', 'chat', [
      'facciamo il diario dei pensieri',
      'ieri il capo mi ha ripreso in riunione',
      'vergogna 8 su 10',
      'ho pensato che sono un incapace',
    ]);
    expect(it[2]!.text).toMatch(/«vergogna», 8 su 10/);
    expect(it[2]!.text).toMatch(/pensiero/);
    expect(it[2]!.state.thoughtRecord).toMatchObject({
      step: 'thought',
      emotion: 'vergogna',
      intensityBefore: 80,
    });
    // The emotion is not asked twice: the thought leads to the evidence.
    expect(it[3]!.state.thoughtRecord).toMatchObject({
      step: 'evidence_for',
      thought: 'ho pensato che sono un incapace',
    });
    const en = converse('en', 'chat', [
      'thought record please',
      'my friend did not reply',
      'anxious, 70',
      'she must hate me',
    ]);
    expect(en[2]!.state.thoughtRecord).toMatchObject({
      step: 'thought',
      emotion: 'anxious',
      intensityBefore: 70,
    });
    expect(en[3]!.state.thoughtRecord?.step).toBe('evidence_for');
    // A thought that names a feeling is still the thought.
    const thought = converse('it', 'chat', [
      'diario dei pensieri',
      'al lavoro oggi',
      'ho pensato che sono triste per colpa mia',
    ]);
    expect(thought[2]!.state.thoughtRecord?.step).toBe('emotion');
  });

  it('"where were we?" after a goodbye resumes in English; with nothing paused it is an ordinary turn', () => {
    const r = converse('en', 'chat', [
      'can we do a thought record',
      'my boss criticised me in the meeting',
      'ok thanks, I have to go now, bye',
      'hi, where were we?',
    ]);
    expect(r[2]!.text).toMatch(/let’s continue/);
    expect(r[3]!.text).toMatch(/^(?:Back to the thought record|Let’s start again from there)/);
    expect(r[3]!.state.thoughtRecord?.step).toBe('thought');
    const fresh = converse('en', 'chat', ['I feel tense today', 'where were we?']);
    expect(fresh[1]!.state.thoughtRecord).toBeNull();
    expect(fresh[1]!.text).not.toMatch(/thought record/i);
  });

  it('offers a balanced thought when the person is stuck, and accepts it with "yes"', () => {
    const r = converse('en', 'chat', [
      'thought record',
      'I sent a message to a friend and she did not reply',
      'She must be angry with me',
      'sad 60',
      'She has not replied for five hours',
      'She is often busy at work',
      "I don't know",
      'yes',
      '30',
    ]);
    expect(r[6]!.text).toContain('really know what they');
    expect(r[7]!.state.thoughtRecord?.balanced).toMatch(/really know/);
    expect(r.at(-1)!.text).toContain('from 60 to 30');
  });

  it('explains a step when asked, without moving on', () => {
    const r = converse('it', 'chat', ['diario dei pensieri', 'cosa significa?']);
    expect(r[1]!.state.thoughtRecord?.step).toBe('situation');
    expect(r[1]!.text).toContain('La situazione');
  });

  it('survives a damaged or partial state', () => {
    const first = builtinReply({
      feature: 'chat',
      lang: 'it',
      message: 'facciamo un diario dei pensieri',
      history: [],
      state: null,
    });
    const partial = JSON.parse(JSON.stringify(first.state)) as Record<string, unknown>;
    delete partial.used;
    delete partial.suggested;
    const next = builtinReply({
      feature: 'chat',
      lang: 'it',
      message: 'Al lavoro, stamattina',
      history: [],
      state: partial as unknown as EngineState,
    });
    expect(next.state.thoughtRecord?.step).toBe('thought');
    expect(parseEngineState({ v: 99, nonsense: true }).turn).toBe(0);
    expect(parseEngineState('garbage').thoughtRecord).toBeNull();
  });
});

describe('parseIntensity', () => {
  it.each([
    ['70', 70],
    ['70%', 70],
    ['ansia, 80', 80],
    ['settanta', 70],
    ['settantacinque', 75],
    ['ventotto', 28],
    ['cento', 100],
    ['seventy five', 75],
    ['a hundred', 100],
    ['8/10', 80],
    ['7 su 10', 70],
    ['60-70', 65],
    ['metà', 50],
    ['zero', 0],
    ['seven', 7],
    ['7', 7],
    ['sette su dieci', 70],
    ['seven out of ten', 70],
  ])('%s -> %s', (input, expected) => {
    expect(parseIntensity(input)).toBe(expected);
  });

  it('returns null when there is no number', () => {
    expect(parseIntensity('tantissima')).toBeNull();
    expect(parseIntensity('a lot')).toBeNull();
    expect(parseIntensity('250')).toBeNull();
    expect(parseIntensity('un po\u2019 in ansia')).toBeNull();
    expect(parseIntensity('molto')).toBeNull();
  });
});

/** Acknowledgement of each step: the first sentence of the reply, without the person's quoted words. */
const frame = (text: string): string => text.split(/(?<=[.!?])\s/)[0]!.replace(/«[^»]*»|"[^"]*"/g, '«»');

describe('ratings in the person\u2019s scale, feelings in the person\u2019s words', () => {
  const it10 = converse('it', 'chat', [
    'Facciamo un diario dei pensieri',
    'Ieri sera mia madre mi ha detto che non combino niente',
    'Non valgo niente, deludo sempre tutti',
    'Mi sentivo schiacciata, 7/10',
    'Ho lasciato l\u2019università',
    'Lavoro e mi mantengo da sola',
    'Ho fatto scelte diverse dalle sue, ma valgo lo stesso',
    '4',
  ]);

  it('a 7/10 that drops to 4 is said back as 7 to 4 out of 10, never as 70 to 4', () => {
    expect(it10[6]!.text).toContain('da 0 a 10');
    const last = it10.at(-1)!.text;
    expect(last).toContain('da 7 a 4 su 10');
    expect(last).toContain('tre punti in meno');
    expect(last).not.toMatch(/\b70\b|66/);
  });

  it('quotes the feeling word as written in later steps and in the summary, never a synonym', () => {
    expect(it10[3]!.state.thoughtRecord?.emotion).toBe('schiacciata');
    expect(it10[6]!.text).toContain('«schiacciata»');
    expect(it10.at(-1)!.text).toContain('Emozione: «schiacciata», da 7 a 4 su 10');
    expect(it10.at(-1)!.text).not.toMatch(/tristezza|stanchezza/);
  });

  it('acknowledges each step in the person\u2019s words, never with the same phrasing twice', () => {
    const said = [
      'Ieri sera mia madre',
      'Non valgo niente, deludo sempre tutti',
      '«schiacciata», 7 su 10',
      'Ho lasciato l\u2019università',
      'Lavoro e mi mantengo da sola',
      'valgo lo stesso',
    ];
    const acks = it10.slice(1, 7).map((r) => frame(r.text));
    said.forEach((words, i) => expect(it10[i + 1]!.text.split(/(?<=[.!?])\s/)[0]).toContain(words));
    expect(new Set(acks).size).toBe(acks.length);
  });

  it('in English too: "wound up", 7 out of 10, then 4', () => {
    const r = converse('en', 'chat', [
      'thought record please',
      'My sister did not call me back',
      'She does not care about me',
      'I felt wound up, 7 out of 10',
      'She ignored two calls',
      'She texted me last week',
      'She may just be busy',
      '4',
    ]);
    const last = r.at(-1)!.text;
    expect(last).toContain('Emotion: "wound up", from 7 to 4 out of 10');
    expect(last).toContain('From 7 to 4 out of 10: three points lower');
    const acks = r.slice(1, 7).map((x) => frame(x.text));
    expect(new Set(acks).size).toBe(acks.length);
    expect(r[4]!.text).toContain('"She ignored two calls"');
  });

  it.each([
    [
      'it',
      [
        'diario dei pensieri',
        'In riunione',
        'Farò una figuraccia',
        'ansia, 70%',
        'Ho balbettato',
        'Mi hanno fatto i complimenti',
        'Posso essere agitata e cavarmela',
        '40%',
      ],
      'Dal 70% al 40%: 30 punti in meno',
    ],
    [
      'en',
      [
        'thought record',
        'In a meeting',
        'I will embarrass myself',
        'anxious 70%',
        'I stumbled',
        'They praised me',
        'I can be nervous and still manage',
        '40%',
      ],
      'From 70% to 40%: 30 points lower',
    ],
  ] as const)('%s: a percentage is said back as a percentage', (lang, messages, change) => {
    const last = converse(lang, 'chat', [...messages]).at(-1)!;
    expect(last.text).toContain(change);
    expect(last.state.scale).toBe(100);
  });

  it('asks once whether a bare "7" after a 0-100 question is out of 10, then reads "4" on 0-10', () => {
    const r = converse('it', 'chat', [
      'diario dei pensieri',
      'Al lavoro oggi',
      'Sono un disastro',
      'in colpa, 7',
      'su 10',
      'Ho sbagliato il report',
      'Il capo era contento ieri',
      'Ho sbagliato una cosa, non tutto',
      '4',
    ]);
    expect(r[3]!.text).toContain('7 su 10 o 7 su 100?');
    expect(r[4]!.state.thoughtRecord?.intensityBefore).toBe(70);
    expect(r[7]!.text).toContain('«in colpa», da 0 a 10');
    expect(r.at(-1)!.text).toContain('da 7 a 4 su 10');
  });

  it('after a 0-10 question, a bare "7" and "4" are out of 10 without asking', () => {
    const first = [
      'thought record',
      'At work',
      'I am useless',
      'ashamed, 6/10',
      'I was late',
      'I am usually on time',
      'I was late once, that is all',
      '3',
    ];
    const second = [
      'thought record please',
      'At the gym',
      'Everyone is looking at me',
      'embarrassed, 7',
      'someone laughed',
      'nobody said anything',
      'people are busy with themselves',
      '4',
    ];
    const r = converse('en', 'chat', [...first, ...second]);
    expect(r[10]!.text).toContain('from 0 to 10');
    expect(r[11]!.text).not.toContain('out of 100?');
    expect(r[11]!.state.thoughtRecord?.intensityBefore).toBe(70);
    expect(r.at(-1)!.text).toContain('From 7 to 4 out of 10: three points lower');
  });

  it('asks for a number when the answer is "molto", quoting it', () => {
    const r = converse('it', 'chat', ['diario dei pensieri', 'A casa', 'Nessuno mi capisce', 'tanta rabbia']);
    expect(r[3]!.state.thoughtRecord?.emotion).toBe('rabbia');
    expect(r[3]!.text).toContain('«tanta»');
    expect(r[3]!.text).toMatch(/numero da 0 a 100|da 0 a 100/);
  });
});
