import { describe, expect, it } from 'vitest';
import { normalize } from '../text/normalize';
import { converse } from './test-helpers';

const stems = (t: string) => new Set((normalize(t).match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));
const shared = (a: string, b: string) => [...stems(b)].filter((w) => stems(a).has(w));
const questions = (t: string) => (t.match(/\?/g) ?? []).length;
const MENU = /tre strade|scegli tu|solo sfogarti|esercizio breve|three ways in|you choose|just vent|short exercise|pick between/i;

type Case = { lang: 'it' | 'en'; before: string[]; plan: string; turn: string; own: RegExp };

describe('a commitment right after a plan', () => {
  const cases: Case[] = [
    { lang: 'it', before: ['il lavoro mi prende anche le serate'], plan: 'pensavo di spegnere il portatile alle sette e fare una passeggiata', turn: 'ok, ci provo lunedì', own: /lunedì/ },
    { lang: 'it', before: ['non vedo mai le mie amiche'], plan: 'magari potrei scrivere a Giulia per un caffè', turn: 'va bene, domani', own: /domani/ },
    { lang: 'it', before: ['la casa è sempre in disordine'], plan: 'potrei riordinare la scrivania per dieci minuti', turn: 'lo faccio venerdì', own: /venerdì/ },
    { lang: 'it', before: ['ho lasciato perdere la corsa'], plan: 'forse potrei correre mezz’ora al parco', turn: 'sì dai, ci sto', own: /corr/ },
    { lang: 'en', before: ['work is eating my evenings'], plan: 'maybe I could switch off my laptop at 7 and take a walk', turn: "ok I'll try it on monday", own: /Monday/ },
    { lang: 'en', before: ["I haven't called my dad in ages"], plan: 'I guess I could call my dad after dinner', turn: 'deal, tomorrow then', own: /tomorrow/ },
    { lang: 'en', before: ['my room is a mess'], plan: 'I could tidy my desk for ten minutes', turn: 'sounds good, I will do it on Saturday', own: /Saturday/ },
  ];

  it('is acknowledged with their own day and the plan, and at most one question', () => {
    for (const { lang, before, plan, turn, own } of cases) {
      const reply = converse(lang, 'chat', [...before, plan, turn]).at(-1)!;
      expect(reply.text, turn).toMatch(own);
      expect(shared(plan, reply.text).length, `${turn} -> ${reply.text}`).toBeGreaterThanOrEqual(2);
      expect(questions(reply.text), reply.text).toBeLessThanOrEqual(1);
    }
  });

  it('never gets a menu of options or quick replies', () => {
    for (const { lang, before, plan, turn } of cases) {
      const reply = converse(lang, 'chat', [...before, plan, turn]).at(-1)!;
      expect(reply.text, turn).not.toMatch(MENU);
      expect(reply.quickReplies ?? [], turn).toEqual([]);
    }
  });

  it('a new plan after a plan is still a new plan', () => {
    const r = converse('it', 'chat', ['magari potrei scrivere a Giulia', 'ok, e domani chiamo anche il dentista per fissare la visita']).at(-1)!;
    expect(r.text).toMatch(/dentista/);
  });
});

describe('an obstacle to the plan', () => {
  const cases: Case[] = [
    { lang: 'it', before: ['il lavoro mi prende anche le serate'], plan: 'pensavo di spegnere il portatile alle sette e fare una passeggiata', turn: 'il problema è che il mio capo scrive anche la sera', own: /capo scrive anche la sera/ },
    { lang: 'it', before: ['vorrei muovermi di più'], plan: 'potrei andare in piscina il martedì', turn: 'però il martedì esco tardi dal lavoro', own: /esci tardi/ },
    { lang: 'it', before: ['mi sento solo ultimamente'], plan: 'pensavo di iscrivermi a un corso di ballo', turn: 'ma costa troppo per me adesso', own: /costa troppo/ },
    { lang: 'en', before: ['work is eating my evenings'], plan: 'maybe I could switch off my laptop at 7 and take a walk', turn: 'the thing is my boss texts me at night', own: /boss texts you at night/ },
    { lang: 'en', before: ['I want to read more'], plan: 'I could read for twenty minutes before bed', turn: "but I'm always exhausted by then", own: /exhausted/ },
    { lang: 'en', before: ['my flat is chaos'], plan: 'maybe I could ask my flatmate to split the chores', turn: "the problem is she's never home", own: /never home/ },
  ];

  it('is named in their words and the plan adapted, with one question', () => {
    for (const { lang, before, plan, turn, own } of cases) {
      const reply = converse(lang, 'chat', [...before, plan, turn]).at(-1)!;
      expect(reply.text, turn).toMatch(own);
      const adapt = lang === 'it' ? /nelle tue mani|confine|versione|adattare|più piccol/ : /in your hands|boundary|version|adapted|smaller/;
      expect(reply.text, reply.text).toMatch(adapt);
      expect(questions(reply.text), reply.text).toBe(1);
      expect(reply.text.trim().endsWith('?'), reply.text).toBe(true);
    }
  });

  it('is not answered as if it gave the plan its moment', () => {
    for (const { lang, before, plan, turn } of cases) {
      const reply = converse(lang, 'chat', [...before, plan, turn]).at(-1)!;
      expect(reply.text, turn).not.toMatch(/momento preciso|più concreto|set moment|more concrete|piano B|plan B/);
    }
  });
});

describe('a way the plan could go wrong, foreseen right after it', () => {
  it('"ho paura che si arrabbi" is about the other person’s reaction, not the plan’s time', () => {
    const it_ = converse('it', 'chat', [
      'discuto spesso con mio marito per i soldi',
      'potrei proporgli di sederci domenica con il foglio delle spese',
      'ho paura che si arrabbi',
    ]).at(-1)!.text;
    expect(it_).toMatch(/se si arrabbia/i);
    expect(it_).toMatch(/nelle tue mani/);
    expect(it_).not.toMatch(/momento preciso|piano B/);
    expect(questions(it_)).toBe(1);
    const en = converse('en', 'chat', [
      'my flatmate never does the dishes',
      'I could ask her to split the chores on Sunday',
      "I'm afraid she'll get annoyed",
    ]).at(-1)!.text;
    expect(en).toMatch(/if she gets annoyed/i);
    expect(en).toMatch(/in your hands/);
  });

  it('"probably I will get distracted" is met with an if-then for that moment, not taken for a new plan', () => {
    const en = converse('en', 'chat', [
      'my flat is a mess and I feel paralysed',
      'I could do ten minutes of tidying after dinner tonight',
      'probably I will get distracted by my phone',
    ]).at(-1)!.text;
    expect(en).toMatch(/you get distracted by your phone/);
    expect(en).toMatch(/if… then|small move for that moment/);
    expect(en).not.toMatch(/found a way yourself|step you can really take/);
    const it_ = converse('it', 'chat', [
      'rimando sempre la tesi',
      'potrei scrivere mezz’ora domattina prima del lavoro',
      'mi conosco, probabilmente rimando anche quella',
    ]).at(-1)!.text;
    expect(it_).toMatch(/se… allora|mossa piccola per quel momento/);
    expect(it_).not.toMatch(/idea concreta|hai trovato da te/i);
  });

  it('a plan that opens with "maybe" or puts the phone away stays a plan', () => {
    const en = converse('en', 'chat', [
      'I scroll in bed until 2am',
      'I could read before bed on Monday',
      'I might put my phone in a drawer at 10pm',
    ]).at(-1)!.text;
    expect(en).toMatch(/phone in a drawer/);
    expect(en).not.toMatch(/if… then/);
  });
});
