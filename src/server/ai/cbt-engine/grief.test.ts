/**
 * A death told in everyday words (a pet put to sleep, «è mancato mio nonno») is met as a loss, and
 * questions after it are about grief: not an illness waited on, not a symptom for the doctor.
 */
import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

const SORRY = /[Mm]i dispiace|I’m (?:so |really )?sorry/;

describe('a death told in everyday words is met as a loss', () => {
  it.each([
    ['it', 'settimana scorsa abbiamo dovuto far addormentare il nostro gatto, aveva 16 anni'],
    ['it', 'il mese scorso è mancato mio nonno, aveva 92 anni'],
    ['en', 'we had to put our dog down on Saturday, he was 14'],
    ['en', 'my grandad died three weeks ago'],
  ] as const)('%s: %s', (lang, text) => {
    const [r] = converse(lang, 'chat', [text]);
    expect(r!.text).toMatch(SORRY);
    // About the one who died and the days since, not "since when has this been going on?".
    expect(r!.text).not.toMatch(/da quanto tempo|va avanti|mentre succedeva|how long|going on/i);
  });

  it('missing someone who is alive is no death', () => {
    const [r] = converse('it', 'chat', [
      'quando ero in erasmus mi è mancato tanto mio fratello, ora sono tornata',
    ]);
    expect(r!.text).not.toMatch(SORRY);
  });
});

describe('questions after a death are about grief', () => {
  it('a pet that died: its grief, not waiting for the vet', () => {
    const r = converse('it', 'chat', [
      'settimana scorsa abbiamo dovuto far addormentare il nostro gatto, aveva 16 anni',
      'è normale stare cosi per un animale? al lavoro non lo capiscono',
    ]).at(-1)!;
    expect(r.text).toMatch(/lutto/);
    expect(r.text).not.toMatch(/veterinario|attesa/);
  });

  it.each([
    [
      'it',
      'il mese scorso è mancato mio nonno',
      'è normale che il dolore torni cosi all improvviso dopo settimane?',
      /lutto|ondate/,
    ],
    [
      'en',
      'my grandma passed away in October',
      'is it normal that it still hurts this much?',
      /grief|waves/i,
    ],
  ] as const)('%s: the pain of a loss is not sent to the doctor', (lang, told, asked, grief) => {
    const r = converse(lang, 'chat', [told, asked]).at(-1)!;
    expect(r.text).toMatch(grief);
    expect(r.text).not.toMatch(/medico|112|\bGP\b|doctor/);
  });
});

describe('a death told with another trouble', () => {
  it('"non dormo da quando è morto mio marito" is met with the loss first, not with sleep advice', () => {
    const [r] = converse('it', 'chat', ['buonasera scusi se scrivo male, ho 70 anni e da quando è morto mio marito non dormo']);
    expect(r!.text).toMatch(SORRY);
    expect(r!.text).not.toMatch(/scrivi male|scusi/);
  });
});

describe('a pregnancy lost is a loss', () => {
  it.each([
    ['it', "a febbraio ho avuto un aborto spontaneo all'undicesima settimana", /Mi dispiace/],
    ['en', 'i had a miscarriage in march and everyone acts like it never happened', /sorry for your loss|really sorry/],
  ] as const)('%s: "%s" is met with condolence, not asked about "who you lost", and no trap is named', (lang, message, condolence) => {
    const [r] = converse(lang, 'chat', [message]);
    expect(r!.text).toMatch(condolence);
    expect(r!.text).not.toMatch(/chi hai perso|about them/);
    expect(r!.distortions).toEqual([]);
  });
});
