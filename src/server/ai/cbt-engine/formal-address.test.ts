import { describe, expect, it } from 'vitest';
import { writesFormally } from './formal-address';
import { converse } from './test-helpers';

const NOTE = /darLe del tu|do del tu a tutti/;

describe('«Lei» read as the courtesy form, not as "she"', () => {
  it.each([
    'Mi scusi, ma Lei è una persona vera o un computer?',
    "Lei crede che sia normale provare anche un po' di rabbia? Mi vergogno a dirlo.",
    'Buonasera. Mi scusi se scrivo così tardi.',
    'La ringrazio, mi è stato utile.',
    'Mi perdoni, ma i consigli sul «ritagliarsi del tempo» li ho sentiti mille volte.',
    'Secondo Lei devo parlarne con mio figlio?',
    'Lei come mi consiglierebbe di imparare senza farmi prendere dal panico?',
    'Però non mi dica di fare gli esercizi di respirazione',
    'scusi ma non ho capito',
  ])('formal: %s', (text) => expect(writesFormally(text)).toBe(true));

  it.each([
    'lei mi ha lasciato due mesi fa',
    'secondo lei sono pigra e non faccio niente',
    'domani le chiedo scusa',
    'Lei mi ha detto che non vuole più vedermi',
    'mia sorella dice che lei è stanca',
    'scusa ma non ho capito',
    'La mia collega mi ignora',
    'Lei è sempre stata così, mia madre intendo',
    'per lei è facile',
  ])('not formal: %s', (text) => expect(writesFormally(text)).toBe(false));
});

describe('someone who writes with «Lei» is told once that the companion says «tu»', () => {
  it('the note comes on the first formal turn, before the reply, and never again', () => {
    const replies = converse('it', 'chat', [
      'Buongiorno. Ho 78 anni e mia figlia mi ha regalato uno smartphone per Natale',
      'Mi scusi, Lei crede che alla mia età si possa ancora imparare?',
      'Secondo Lei quanto tempo ci vuole per prenderci la mano?',
    ]).map((r) => r.text);
    expect(replies[0]).not.toMatch(NOTE);
    expect(replies[1]!.split('\n\n')[0]).toMatch(NOTE);
    expect(replies[1]!.split('\n\n').length).toBeGreaterThan(1);
    expect(replies[2]).not.toMatch(NOTE);
  });

  it('an informal conversation, and an English one, never get it', () => {
    const it = converse('it', 'chat', [
      'ciao, mia madre mi critica sempre',
      'secondo lei sono pigra, tu che ne pensi?',
    ]);
    const en = converse('en', 'chat', ['Excuse me, do you think it is normal to be this nervous?']);
    for (const r of [...it, ...en]) expect(r.text).not.toMatch(NOTE);
  });
});
