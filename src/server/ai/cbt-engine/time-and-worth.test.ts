import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

const THANKS_ONLY = /^(?:Grazie|Thank|Thanks|Capisco|I hear you|Ti ascolto|Sono qui)/u;

describe('"how long does it take?" is answered with a timescale', () => {
  it('it: "quanto ci vuole?" after a sleep worry speaks of weeks, not a thank-you', () => {
    const r = converse('it', 'chat', [
      'non dormo bene da mesi',
      'quanto ci vuole per tornare a dormire normale?',
    ]);
    expect(r[1]!.text).toMatch(/settiman/);
    expect(r[1]!.text).toMatch(/sonno|sveglia/);
    expect(r[1]!.text).not.toMatch(THANKS_ONLY);
  });

  it('en: "how long does it take to feel better" speaks of weeks and of the GP if it lasts', () => {
    const r = converse('en', 'chat', [
      'ive been feeling low for a few weeks',
      'how long does it take to feel better',
    ]);
    expect(r[1]!.text).toMatch(/weeks/);
    expect(r[1]!.text).toMatch(/GP/);
    expect(r[1]!.text).not.toMatch(THANKS_ONLY);
  });

  it('a bare "quanto tempo ci vuole" takes its subject from the conversation', () => {
    const r = converse('it', 'chat', [
      'la mia amica mi ha consigliato la mindfulness',
      'come si inizia',
      'quanto tempo ci vuole',
    ]);
    expect(r[2]!.text).toMatch(/settiman/);
    expect(r[2]!.text).toMatch(/minuti al giorno/);
  });
});

describe('"does it really work?" is answered on what "it" was', () => {
  it('en: after a breathing exercise, the answer is about breathing and practice', () => {
    const r = converse('en', 'chat', ['my therapist taught me a breathing exercise', 'does it really work?']);
    expect(r[1]!.text).toMatch(/out-breath/);
    expect(r[1]!.text).toMatch(/work/);
  });

  it('it: "e funziona davvero?" after the five-minute rule is about starting small', () => {
    const r = converse('it', 'chat', [
      'devo scrivere la tesi ma apro il file e lo richiudo subito',
      'cos e la regola dei 5 minuti',
      'e funziona davvero?',
    ]);
    expect(r[2]!.text).toMatch(/^Funziona/);
    expect(r[2]!.text).toMatch(/inizi/);
  });
});

describe('asking for reassurance about checking', () => {
  it('it: "è normale ricontrollare?" is not answered with a plain yes, and says why reassurance feeds the cycle', () => {
    const r = converse('it', 'chat', [
      'prima di uscire controllo la porta quattro volte',
      'si ma e normale ricontrollare cosi tante volte?',
    ]);
    expect(r[1]!.text).not.toMatch(/^Sì|quindi sì, è normale/);
    expect(r[1]!.text).toMatch(/circolo|rassicura/);
  });

  it('en: "is it normal to check it that many times?" gets the checking loop, not a yes', () => {
    const r = converse('en', 'chat', [
      'i go back to check the stove like five times before leaving',
      'yes but is it normal to check it that many times?',
    ]);
    expect(r[1]!.text).not.toMatch(/^Yes|so yes, it’s normal/);
    expect(r[1]!.text).toMatch(/loop/);
  });
});

describe('a worry about health gets health-anxiety content, not panic content', () => {
  it('en: "how do I stop panicking" while waiting for a check-up points to the GP, not a panic attack', () => {
    const r = converse('en', 'chat', [
      'found a small lump on my neck and i have a doctor appointment next week',
      'how do i stop panicking until the appointment?',
    ]);
    expect(r[1]!.text).toMatch(/GP/);
    expect(r[1]!.text).toMatch(/112/);
    expect(r[1]!.text).not.toMatch(/panic attack/i);
  });

  it('it: "può essere ansia?" after a lump in the throat sends to the GP and names 112', () => {
    const r = converse('it', 'chat', [
      'da una settimana ho un nodo alla gola e mi sembra di non respirare bene',
      'puo essere ansia?',
    ]);
    expect(r[1]!.text).toMatch(/medico di base/);
    expect(r[1]!.text).toMatch(/112/);
    expect(r[1]!.text).not.toMatch(/attacco di panico/);
  });

  it('it: always fearing the worst about health is answered as health anxiety', () => {
    const r = converse('it', 'chat', [
      'ogni volta che sento un dolorino penso di avere qualcosa di grave',
      'perche penso sempre al peggio quando si tratta della salute',
    ]);
    expect(r[1]!.text).toMatch(/ansia per la salute/);
    expect(r[1]!.text).toMatch(/medico di base/);
  });
});
