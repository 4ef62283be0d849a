import { describe, expect, it } from 'vitest';
import { normalize } from '../text/normalize';
import { DEV_DIALOGUES } from './dev-dialogues';
import { converse } from './test-helpers';

const stems = (t: string) => new Set((normalize(t).match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));
const shared = (a: string, b: string) => [...stems(b)].filter((w) => stems(a).has(w));
const TRAP_NAMES = /catastrofizz|pensiero tutto o niente|lettura del pensiero|etichett|generalizzazione|doverizzazione|catastrophi|all-or-nothing|mind reading|labelling|labeling|overgeneraliz|should statements|trappola|thinking trap/i;
const GENERIC = /bicchiere d.acqua|glass of water|respira(?:zione)? quadrata|box breathing|cinque cose che vedi|five things you can see/i;

function replyTo(lang: 'it' | 'en', before: string[], plan: string): string {
  return converse(lang, 'chat', [...before, plan]).at(-1)!.text;
}

describe('a plan the person proposes is built on', () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['le spese per mia madre le pago tutte io'], 'Forse potrei chiedere a mio fratello di contribuire… non ci avevo mai pensato'],
    ['it', [], 'magari domani faccio due passi dopo pranzo'],
    ['it', [], 'pensavo di iscrivermi a un corso di yoga vicino casa'],
    ['it', ['ho paura dei posti affollati'], 'e se provassi ad andare al supermercato di mattina presto?'],
    ['it', [], 'mi sa che devo parlarne con Chiara stasera'],
    ['it', [], 'avevo in mente di chiamare la mia amica Sara'],
    ['it', ['litigo con la coinquilina'], 'sì, potrei anche proporle un turno settimanale scritto sul frigo'],
    ['it', [], 'magri potrei fare una lista la sera prima'],
    ['en', [], 'what if I asked my sister to take the weekends?'],
    ['en', [], 'I was thinking of calling my sister on Sunday evening'],
    ['en', [], 'I guess I could leave my phone in the kitchen'],
    ['en', [], 'one idea is to read a paper book instead'],
    ['en', [], 'ok, I might just update my CV this weekend'],
    ['en', [], 'maybe i coud write just one paragraph tomorow morning'],
  ];

  it('gives the plan back in the person’s own words', () => {
    for (const [lang, before, plan] of cases) {
      const text = replyTo(lang, before, plan);
      expect(shared(plan, text).length, `${plan} -> ${text}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('asks for one concrete next step (when, the first move) and what might get in the way', () => {
    for (const [lang, before, plan] of cases) {
      const text = replyTo(lang, before, plan);
      const step = lang === 'it' ? /quando|primo|giorno|momento/i : /when|first|day|moment/i;
      const obstacle = lang === 'it' ? /ostacolo|di traverso|piano b|voglia/i : /obstacle|get in the way|plan b|feel like it/i;
      expect(text, plan).toMatch(/\?/);
      expect(text, plan).toMatch(step);
      expect(text, plan).toMatch(obstacle);
    }
  });

  it('never answers a plan with a thinking-trap label or a generic exercise', () => {
    for (const [lang, before, plan] of cases) {
      const reply = converse(lang, 'chat', [...before, plan]).at(-1)!;
      expect(reply.distortions, plan).toEqual([]);
      expect(reply.text, plan).not.toMatch(TRAP_NAMES);
      expect(reply.text, plan).not.toMatch(GENERIC);
    }
  });

  it('a worry that sounds like a plan is not taken for one', () => {
    const [r] = converse('it', 'chat', ['e se non ci riuscissi?']);
    expect(r!.text).not.toMatch(/idea concreta|strada|passo che puoi fare/);
    const [e] = converse('en', 'chat', ['what if I fail the exam?']);
    expect(e!.text).not.toMatch(/concrete idea|found a way|step you can really take/);
  });

  it('"what if I tried…" after an earlier plan is a new plan, not a report on the old one', () => {
    const r = converse('en', 'chat', ['maybe I could write one paragraph tomorrow', 'what if I tried working in the library with a friend?']);
    expect(shared('working in the library with a friend', r[1]!.text).length).toBeGreaterThanOrEqual(2);
  });

  it('every plan turn of the development dialogues is said back with at least two of its words', () => {
    for (const d of DEV_DIALOGUES) {
      const replies = converse(d.lang, 'chat', d.turns.map((t) => t[1]));
      d.turns.forEach(([tag, text], i) => {
        if (tag === 'p') expect(shared(text, replies[i]!.text).length, `${d.id}: ${text}`).toBeGreaterThanOrEqual(2);
      });
    }
  });
});
