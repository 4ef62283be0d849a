import { describe, expect, it } from 'vitest';
import { normalize } from '../text/normalize';
import { DEV_DIALOGUES } from './dev-dialogues';
import { parseEngineState } from './state';
import { converse } from './test-helpers';
import { builtinReply } from './index';

const sentences = (t: string) =>
  t
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => normalize(s).replace(/[^a-z0-9 ]/g, '').trim())
    .filter((s) => s.split(' ').length >= 4);

// Lower case without accents, not normalize(): its squeezed letters turn "call" into "cal".
const plain = (t: string) => t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const words = (t: string) => new Set((plain(t).match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));

describe('the companion converses (development dialogues)', () => {
  it('never says the same sentence twice in any development conversation', () => {
    for (const d of DEV_DIALOGUES) {
      const said = new Set<string>();
      for (const r of converse(d.lang, 'chat', d.turns.map((t) => t[1]))) {
        for (const s of sentences(r.text)) {
          expect(said.has(s), `${d.id}: ${s}`).toBe(false);
          said.add(s);
        }
      }
    }
  });

  it('says every plan back with the person’s own words', () => {
    for (const d of DEV_DIALOGUES) {
      const replies = converse(d.lang, 'chat', d.turns.map((t) => t[1]));
      d.turns.forEach(([tag, text], i) => {
        if (tag !== 'p') return;
        const echoed = [...words(replies[i]!.text)].filter((w) => words(text).has(w));
        expect(echoed.length, `${d.id}: ${text} -> ${replies[i]!.text}`).toBeGreaterThanOrEqual(2);
      });
    }
  });

  it('"boh", "idk" and bare yes/no get the menu of quick replies once, then other replies, never twice the same', () => {
    for (const d of DEV_DIALOGUES.filter((x) => x.id.startsWith('sino') || x.id.startsWith('yesno'))) {
      const replies = converse(d.lang, 'chat', d.turns.map((t) => t[1]));
      const low = replies.filter((_, i) => d.turns[i]![0] === 'l');
      expect(low[0]!.quickReplies!.length).toBe(3);
      // The menu of three choices once; later quick replies are a yes and a no.
      expect(low.filter((r) => r.quickReplies?.length === 3)).toHaveLength(1);
      for (const r of low) {
        expect(r.quickReplies?.length ?? 2).toBeGreaterThanOrEqual(2);
        expect(r.text).not.toMatch(/^(Grazie|Thank)/);
      }
      expect(new Set(low.map((r) => r.text)).size).toBe(low.length);
    }
  });

  it('no sentence repeats across a 12-turn conversation of short, similar messages', () => {
    for (const [lang, msgs] of [
      ['it', ['sono stanco', 'boh', 'sono stanco', 'non so', 'oggi male', 'sono triste', 'boh', 'ok', 'sono stanco', 'mah', 'sono triste', 'boh']],
      ['en', ['I am tired', 'idk', 'I am tired', 'meh', 'bad day', 'I feel sad', 'idk', 'ok', 'I am tired', 'dunno', 'I feel sad', 'idk']],
    ] as const) {
      const said = new Set<string>();
      for (const r of converse(lang, 'chat', [...msgs]))
        for (const s of sentences(r.text)) {
          expect(said.has(s), s).toBe(false);
          said.add(s);
        }
    }
  });
});

describe('turn by turn', () => {
  it('a question gets its answer, in both languages', () => {
    const [it1] = converse('it', 'chat', ['quante ore dovrei dormire?']);
    expect(it1!.text).toMatch(/svegli/i);
    const [en1] = converse('en', 'chat', ['how many hours of sleep do I need?']);
    expect(en1!.text).toMatch(/wake|alarm/i);
  });

  it('a question with no entry gets a general answer on the conversation’s theme and one question, never a stock paragraph', () => {
    const r = converse('it', 'chat', ['il mio capo mi ha spostato di reparto', 'ma tu cosa ne pensi della mia situazione?']);
    expect(r[1]!.text).toMatch(/lavoro/);
    expect(r[1]!.text).not.toMatch(/risposta pronta|frase fatta|di circostanza|il perché o il come/);
    expect(r[1]!.text.match(/\?/g)).toHaveLength(1);
    expect(r[1]!.text).not.toMatch(/grazie/i);
  });

  it('a plan is said back in the person’s words, and not asked about before it can have happened', () => {
    const r = converse('it', 'chat', ['Forse potrei chiedere a mio fratello di aiutarmi', 'sabato mattina', 'sono stanco', 'il lavoro mi pesa', 'oggi riunione lunga']);
    expect(r[0]!.text).toContain('chiedere a tuo fratello di aiutarti');
    expect(r[0]!.text).not.toMatch(/Previsione negativa/);
    expect(r[1]!.text).toContain('chiedere a tuo fratello di aiutarti');
    // Saturday has not come yet: "how did it go?" waits for the next conversation.
    expect(r.slice(2).some((x) => /com’è andata|provarci/.test(x.text))).toBe(false);
    const en = converse('en', 'chat', ['Maybe I could ask my brother for help']);
    expect(en[0]!.text).toContain('ask your brother for help');
  });

  it('in English the plan is asked about in a sentence that reads right, whatever form it was kept in', () => {
    for (const text of ['calling your supervisor tomorrow', 'step out of the room when you feel your anger rising']) {
      const seen = new Set<string>();
      // Both wordings of the question, each for a plan kept as an action and as turned words.
      for (let i = 0; i < 8 && seen.size < 2; i++) {
        const state = parseEngineState({ openPlan: { text, turn: -1, asked: false } });
        const r = builtinReply({ feature: 'chat', lang: 'en', message: `I feel a bit low today ${'.'.repeat(i)}`, history: [], state });
        const line = r.text.split('\n').find((l) => l.includes(text));
        expect(line, r.text).toBeDefined();
        expect(line).not.toMatch(/\bto (?:calling|step out)|you’d (?:calling|step)/);
        seen.add(line!);
      }
    }
  });

  it('an open plan from the last conversation is asked about in a new one', () => {
    const state = parseEngineState({ openPlan: { text: 'chiamare tua sorella', turn: -1, asked: false } });
    const r = builtinReply({ feature: 'chat', lang: 'it', message: 'oggi sono un po giù', history: [], state });
    expect(r.text).toContain('chiamare tua sorella');
    expect(r.state.openPlan!.asked).toBe(true);
  });

  it('pushback changes approach and the rejected technique is never offered again', () => {
    for (const [lang, msgs, word] of [
      ['it', ['sono in ansia per tutto', 'non voglio esercizi di respirazione, voglio capire perché sto così', 'sono in ansia', 'ho ansia al lavoro', 'ansia anche a casa', 'sono agitata'], /respir|inspira/i],
      ['en', ['I am anxious about everything', 'I don’t want breathing exercises, I want to understand why', 'I feel anxious', 'anxious at work', 'anxious at home', 'so nervous'], /breath|inhale/i],
    ] as const) {
      const r = converse(lang, 'chat', [...msgs]);
      expect(r[1]!.text).toMatch(lang === 'it' ? /Hai ragione|Giusto/ : /right|Fair point/);
      expect(r[1]!.quickReplies).toHaveLength(3);
      for (const x of r.slice(2)) expect(x.text).not.toMatch(word);
    }
  });

  it('"sembrano le risposte di un opuscolo" is pushback, not thanks', () => {
    const r = converse('it', 'chat', ['sono stressata', 'sembrano le risposte di un opuscolo']);
    expect(r[1]!.text).not.toMatch(/grazie per la fiducia/i);
    expect(r[1]!.text).toMatch(/^(?:Hai ragione, ti ho dato risposte da manuale|Giusto, ti ho risposto in modo troppo generico)/);
  });

  it('"you\u2019re not listening" is met with an apology, not with "textbook answers"', () => {
    const it = converse('it', 'chat', ['sono stressata', 'non mi stai ascoltando']);
    expect(it[1]!.text).toMatch(/^Hai ragione, (?:e grazie|scusami)/);
    const en = converse('en', 'chat', ['I am stressed', 'sounds like a leaflet']);
    expect(en[1]!.text).toMatch(/^(?:You’re right, I gave you textbook answers|Fair point, my replies were too generic)/);
  });

  it('no thinking trap is named in a question or a plan', () => {
    for (const [lang, m] of [
      ['it', 'perché penso sempre che andrà tutto male?'],
      ['it', 'forse potrei dire a tutti che ho sempre bisogno di una pausa'],
      ['en', 'why do I always think everyone hates me?'],
      ['en', 'maybe I could tell everyone I always need a break'],
    ] as const)
      expect(converse(lang, 'chat', [m])[0]!.distortions).toEqual([]);
  });

  it('«esami del sangue» points to the GP and 112, not to studying', () => {
    const [r] = converse('it', 'chat', ['ho fatto gli esami del sangue e aspetto i risultati, ho paura']);
    expect(r!.text).toMatch(/medico/);
    expect(r!.text).toMatch(/112/);
    expect(r!.text).not.toMatch(/esami mette alla prova|studi/);
    const [e] = converse('en', 'chat', ['I had blood tests and I am waiting for the results']);
    expect(e!.text).toMatch(/GP|doctor/);
  });

  it('«mia moglie mi ha consigliato» is not relationship trouble', () => {
    const [r] = converse('it', 'chat', ['mia moglie mi ha consigliato di dormire di più']);
    expect(r!.text).not.toMatch(/coppia/);
  });
});
