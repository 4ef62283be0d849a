import { describe, expect, it } from 'vitest';
import { normalize } from '../text/normalize';
import { DEV_DIALOGUES } from './dev-dialogues';
import { converse } from './test-helpers';

const stems = (t: string) => new Set((normalize(t).match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));
const TRAP_NAMES = /catastrofizz|pensiero tutto o niente|lettura del pensiero|etichett|generalizzazione|catastrophi|all-or-nothing|mind reading|labelling|overgeneraliz|thinking trap|trappola/i;
/** The first paragraph of a reply, as the person reads it first. */
const first = (text: string) => text.split(/\n{2,}/)[0]!;

describe('a direct question gets an answer first', () => {
  const cases: Array<['it' | 'en', string, RegExp]> = [
    ['it', 'secondo te dovrei cambiare lavoro?', /cambiare lavoro/],
    ['it', 'è normale che ci penso ancora dopo tre giorni?', /normale che ci pensi ancora dopo tre giorni/],
    ['it', 'come faccio a dire di no ai colleghi?', /dire di no/i],
    ['it', 'perché mi blocco quando studio?', /ti blocchi quando studi/],
    ['it', 'sono una cattiva madre?', /cattiva madre|ci tieni/],
    ['en', 'should I quit my job?', /quit your job/],
    ['en', 'is it normal to dread Mondays this much?', /normal to dread mondays/i],
    ['en', 'how do I say no to people?', /say no to people/],
    ['en', 'why do I freeze when my boss talks to me?', /you freeze when your boss talks to you/],
  ];

  it('opens with a statement that takes up the question’s own words, then at most one question', () => {
    for (const [lang, q, expected] of cases) {
      const [r] = converse(lang, 'chat', [q]);
      const lead = first(r!.text);
      expect(lead, `${q} -> ${r!.text}`).toMatch(expected);
      expect(lead.trim().endsWith('?'), q).toBe(false);
      expect(r!.text.split(/\n{2,}/).filter((p) => p.includes('?')).length, q).toBeLessThanOrEqual(1);
      expect(r!.text, q).not.toMatch(TRAP_NAMES);
      expect(r!.distortions, q).toEqual([]);
    }
  });

  it('a life decision gets a way to think it through, not a verdict', () => {
    const [it1] = converse('it', 'chat', ['secondo te dovrei lasciare l università?']);
    expect(it1!.text).toMatch(/guadagni e cosa perdi|amico/);
    expect(it1!.text).not.toMatch(/\b(?:sì, dovresti|no, non dovresti|devi lasciare)\b/i);
    const [en1] = converse('en', 'chat', ['should I move back in with my parents?']);
    expect(en1!.text).toMatch(/gain and what you lose|friend/);
  });

  it('every question of the development dialogues is answered with a statement on its words', () => {
    let asked = 0;
    let answered = 0;
    for (const d of DEV_DIALOGUES) {
      const replies = converse(d.lang, 'chat', d.turns.map((t) => t[1]));
      d.turns.forEach(([tag, text], i) => {
        if (tag !== 'q') return;
        asked++;
        const own = stems(text);
        const statements = replies[i]!.text.split(/(?<=[.!…])\s+|\n+/u).filter((s) => !s.trim().endsWith('?') && s.split(/\s+/).length >= 8);
        if (statements.some((s) => [...stems(s)].some((w) => own.has(w)))) answered++;
      });
    }
    expect(answered / asked).toBeGreaterThanOrEqual(0.85);
  });
});

describe('health questions', () => {
  it('point to the GP or pharmacist and to 112, with no advice on medicines', () => {
    for (const [lang, q] of [
      ['it', 'posso prendere le gocce di mia sorella per dormire?'],
      ['it', 'e se fosse qualcosa di grave?'],
      ['en', 'can I take my husband’s sleeping pills tonight?'],
      ['en', 'could it be something serious?'],
    ] as const) {
      const text = converse(lang, 'chat', [lang === 'it' ? 'ho fatto gli esami del sangue e aspetto i risultati' : 'I had blood tests and I am waiting for the results', q]).at(-1)!.text;
      expect(text, q).toMatch(lang === 'it' ? /medico|farmacista/ : /\bGP\b|doctor|pharmacist/);
      expect(text, q).toMatch(/\b112\b/);
      expect(text, q).not.toMatch(/\b(?:\d+\s?mg|mezza compressa|half a (?:pill|tablet)|puoi prenderne|you can take (?:one|it|them))\b/i);
    }
  });

  it('medical tests are not school exams, and a passing mention of a spouse is not relationship trouble', () => {
    const it1 = converse('it', 'chat', ['ho fatto gli esami e aspetto i risultati dal medico', 'come faccio a non pensarci tutto il giorno?']).at(-1)!.text;
    expect(it1).not.toMatch(/studi|ripasso|università|bocciat/i);
    const it2 = converse('it', 'chat', ['sono andata al cinema con mio marito ma pensavo sempre al lavoro']).at(-1)!.text;
    expect(it2).not.toMatch(/relazione|coppia|l’altra persona|ha sbagliato l’altro/i);
  });
});
