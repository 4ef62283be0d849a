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
