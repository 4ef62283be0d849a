import { describe, expect, it } from 'vitest';
import { normalize } from '../text/normalize';
import { readEmotions } from './emotions';
import { KNOWLEDGE_ENTRIES } from './knowledge/index';
import { converse } from './test-helpers';

const TRAP_NAMES =
  /catastrofizz|ipergeneralizz|etichett|lettura del pensiero|catastrophi|overgeneraliz|labelling|mind reading|trappola|thinking trap/i;
/** Statements of eight words or more: the substance of a reply, before any question back. */
const statements = (text: string) =>
  text
    .split(/(?<=[.!…])\s+|\n+/u)
    .filter((s) => !s.trim().endsWith('?') && s.trim().split(/\s+/).length >= 8);
const questionParagraphs = (text: string) =>
  text.split(/\n{2,}/).filter((p) => p.trim().endsWith('?')).length;

function answered(lang: 'it' | 'en', before: string[], q: string) {
  const reply = converse(lang, 'chat', [...before, q]).at(-1)!;
  expect(statements(reply.text).length, `${q} -> ${reply.text}`).toBeGreaterThan(0);
  expect(
    reply.text
      .split(/\n{2,}/)[0]!
      .trim()
      .endsWith('?'),
    q,
  ).toBe(false);
  expect(questionParagraphs(reply.text), q).toBeLessThanOrEqual(1);
  expect(reply.distortions, q).toEqual([]);
  expect(reply.text, q).not.toMatch(TRAP_NAMES);
  return reply.text;
}

describe('questions put to a companion are answered with substance first', () => {
  it('"why" questions in Italian get a reason, never a broken echo', () => {
    expect(answered('it', ['ho attacchi di ansia da qualche settimana'], 'perché mi succede?')).toMatch(
      /fattori|causa|abitudini/,
    );
    expect(answered('it', [], 'perché non riesco a dormire?')).toMatch(/sveglia|letto|sonno/);
    expect(answered('it', [], 'come mai sono sempre stanca?')).toMatch(/medico di base/);
    const me = answered('it', [], 'ma perché proprio a me');
    expect(me).not.toMatch(/Se proprio a te/);
    expect(me).toMatch(/colpa|difetto|sbagliato/);
  });

  it('"is it normal", "how do I stop", "does it get better", "is it serious", "does breathing work"', () => {
    expect(answered('it', [], 'è normale che mi senta così?')).toMatch(/normale|comune/);
    expect(answered('it', [], 'come faccio a smettere di pensarci?')).toMatch(/rimugin|pensier/i);
    expect(answered('it', ['mi ha lasciata il mio ragazzo'], 'migliora con il tempo?')).toMatch(/miglior/);
    expect(answered('it', ['dormo male da settimane'], 'è grave?')).toMatch(/medico di base[\s\S]*112/);
    expect(answered('it', [], 'funziona davvero la respirazione?')).toMatch(/Funziona|aiuta/);
    expect(answered('en', [], 'is it normal to feel like this?')).toMatch(/normal|sense|common/i);
    expect(answered('en', [], 'how do I stop overthinking?')).toMatch(/rumination|thought/i);
    expect(answered('en', ['my girlfriend broke up with me'], 'does it get better?')).toMatch(
      /better|easier/,
    );
    expect(answered('en', ['I sleep badly'], 'is it serious?')).toMatch(/GP[\s\S]*112/);
    expect(answered('en', [], 'does breathing really work?')).toMatch(/breath/);
  });

  it('content-free questions get a concrete answer on the conversation’s theme, then at most one question', () => {
    for (const q of ['e quindi?', 'e adesso?', 'che ne pensi?', 'tu cosa faresti?', 'cosa dovrei fare?'])
      expect(answered('it', ['il lavoro mi schiaccia, ho troppe cose da fare'], q)).not.toMatch(
        /scelta giusta|Se fare/,
      );
    for (const q of ['so what now?', 'what do you think?', 'what would you do?', 'what should I do?'])
      answered('en', ['work is crushing me, I have too much to do'], q);
    expect(answered('it', ['sono in ansia per il lavoro'], 'e quindi?')).toMatch(/^Quindi/);
  });

  it('questions about the companion are honest: an AI, not a person nor a therapist', () => {
    const bot = converse('it', 'chat', ['sei un robot?', 'ma sei una persona vera?']);
    expect(bot[0]!.text).toMatch(/robot/);
    expect(bot[0]!.text).toMatch(/intelligenza artificiale/);
    expect(bot[0]!.text).toMatch(/professionista/);
    expect(bot[1]!.text).toMatch(/non sono una persona|non c’è una persona/);
    const en = converse('en', 'chat', ['are you a real therapist?', 'are you a bot?']);
    expect(en[0]!.text).toMatch(/not a therapist|a therapist is a person/);
    expect(en[0]!.text).toMatch(/AI/);
    expect(en[1]!.text).toMatch(/bot/);
    expect(answered('en', [], 'can you actually help me?')).toMatch(/not a substitute|isn’t therapy/);
  });

  it('questions with typos and no question mark are still answered', () => {
    expect(answered('it', [], 'come faccio a calmarmi')).toMatch(/cinque cose|espirazione|grounding/);
    expect(answered('en', [], 'how do i calm down')).toMatch(/five things|out-breath|grounding/);
    expect(
      answered('it', ['mi sento sola da quando mi sono trasferita'], 'sono io che ho qualcosa che non va?'),
    ).toMatch(/sbagliato|colpa/);
  });

  it('no thinking trap is named on a question without its mark, nor on a constructive statement', () => {
    for (const [lang, m] of [
      ['it', 'come mai rovino sempre tutto'],
      ['it', 'sto cercando di essere meno dura con me stessa, anche se sbaglio sempre tutto'],
      ['en', 'why do I always ruin everything'],
      ['en', 'I’m trying to be kinder to myself even though I always mess up'],
    ] as const)
      expect(converse(lang, 'chat', [m])[0]!.distortions, m).toEqual([]);
  });
});

describe('worry and gender', () => {
  it('"mi preoccupo" and "sono preoccupata per…" are read as worry', () => {
    expect(readEmotions(normalize('mi preoccupo per mia madre che sta male')).primary).toBe('anxiety');
    expect(readEmotions(normalize('sono preoccupata per l esame di domani')).primary).toBe('anxiety');
    expect(readEmotions(normalize('sono in pensiero per mio figlio')).primary).toBe('anxiety');
  });

  it('«solo» meaning "just" is not loneliness; «sola» meaning alone still is', () => {
    const read = (t: string) => readEmotions(normalize(t)).emotions;
    expect(read('sono solo stanca')).not.toContain('loneliness');
    expect(read('sono solo un po giù')).not.toContain('loneliness');
    expect(read('sono solo triste oggi')).not.toContain('loneliness');
    expect(read('sono sola a casa da giorni')).toContain('loneliness');
    expect(read('mi sento sola')).toContain('loneliness');
  });

  it('Italian knowledge addresses the reader without gendered adjectives', () => {
    const gendered =
      /ti fa sembrare fermo|sei sfinito|quanto sei stanco|quanto eri stanco|ti sei sentito|sei condannato|stai cercando di essere giusto|a te stesso\b/;
    for (const entry of KNOWLEDGE_ENTRIES)
      for (const line of [...entry.it.text.flat(), ...entry.it.followUp])
        expect(line, entry.id).not.toMatch(gendered);
  });
});
