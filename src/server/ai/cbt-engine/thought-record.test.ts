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
  ])('%s -> %s', (input, expected) => {
    expect(parseIntensity(input)).toBe(expected);
  });

  it('returns null when there is no number', () => {
    expect(parseIntensity('tantissima')).toBeNull();
    expect(parseIntensity('a lot')).toBeNull();
    expect(parseIntensity('250')).toBeNull();
  });
});
