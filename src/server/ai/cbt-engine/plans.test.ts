import { describe, expect, it } from 'vitest';
import { DEV_DIALOGUES } from './dev-dialogues';
import { converse } from './test-helpers';

// Lower case without accents, not normalize(): its squeezed letters turn "call" into "cal".
const plain = (t: string) => t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const stems = (t: string) => new Set((plain(t).match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));
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
    // A plan of "we", a decision said as a present, a present after "maybe" or after a day.
    ['it', ['io e mia sorella litighiamo per la casa dei nonni'], 'forse possiamo chiedere aiuto a un mediatore familiare'],
    ['it', ['il bambino si sveglia ogni ora'], 'forse potremmo dividerci le notti, una a testa'],
    ['it', ['i vicini fanno festa ogni sabato fino alle 3'], 'allora scrivo al proprietario, con le date segnate'],
    ['it', ['le bollette sono raddoppiate'], 'e per un mese mi segno ogni spesa sul quaderno'],
    ['en', ['my inbox has 400 unread emails'], 'maybe i set a timer and clear twenty of them'],
    ['en', ['my tax return is overdue'], 'and sunday afternoon i sort the receipts into months'],
    // An act with its purpose ("…, così non mi blocco"), a next session as its time, a plan of "we".
    ['it', ['domani ho il primo colloquio con la psicologa'], 'mi scrivo tre cose su un foglio da portare, cosi non mi blocco'],
    ['it', ['in metro mi viene il panico'], 'e mi porto le cuffie con un podcast, cosi ho qualcosa su cui concentrarmi'],
    ['it', ['il mio cane è morto due settimane fa'], 'forse stampo qualche foto e faccio un piccolo album con i suoi anni'],
    ['it', ['rimugino tanto la sera'], 'e alla prossima seduta chiedo alla psicologa qualche esercizio da fare a casa'],
    ['en', ['we live in different countries and fight on the phone'], 'maybe we could do one proper long video call on sundays'],
    ['en', ['court hearing tomorrow and i cannot sleep'], "i'm going to write out what i want to say at the hearing tomorrow so it's on paper not in my head"],
  ];

  it('gives the plan back in the person’s own words', () => {
    for (const [lang, before, plan] of cases) {
      const text = replyTo(lang, before, plan);
      expect(shared(plan, text).length, `${plan} -> ${text}`).toBeGreaterThanOrEqual(2);
    }
  });

  const STEP = { it: /quando|primo|giorno|momento/i, en: /when|first|day|moment/i };
  const OBSTACLE = {
    it: /ostacolo|di traverso|piano b|voglia|se (?:dice|lei|lui|ti)|non andasse/i,
    en: /obstacle|get in the way|plan b|feel like it|if (?:she|he|they|it)|doesn.t go/i,
  };
  const question = (text: string) => text.split(/\n{2,}/).filter((p) => p.trim().endsWith('?'));

  it('asks one question: a concrete next step (when, the first move) or what might get in the way', () => {
    for (const [lang, before, plan] of cases) {
      const text = replyTo(lang, before, plan);
      const asked = question(text);
      expect(asked, `${plan} -> ${text}`).toHaveLength(1);
      expect(asked[0]!, plan).toMatch(new RegExp(`${STEP[lang].source}|${OBSTACLE[lang].source}`, 'i'));
    }
  });

  it('asks the other one on the next turn: a time given after the step is met with the obstacle', () => {
    for (const [lang, before, plan] of cases) {
      const replies = converse(lang, 'chat', [...before, plan, lang === 'it' ? 'domani sera' : 'tomorrow evening']);
      const [first, next] = replies.slice(-2).map((r) => r.text);
      if (OBSTACLE[lang].test(question(first!)[0] ?? '')) continue;
      expect(next, `${plan} -> ${next}`).toMatch(OBSTACLE[lang]);
    }
  });

  it('acknowledges a time the plan already has, without asking "when" again', () => {
    const [r] = converse('it', 'chat', ['stasera provo a chiamare mia sorella']);
    expect(r!.text).toMatch(/stasera/);
    expect(question(r!.text).join(' ')).not.toMatch(/quando|in che giorno/);
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

describe('a plan that tells its own first move', () => {
  it('is not asked for the first move again, but what might get in the way', () => {
    const en = converse('en', 'chat', ['phone calls make me so anxious', 'tomorrow I’ll call the dentist, I’ll write down what to say first']).at(-1)!.text;
    expect(en).not.toMatch(/what will you do first|very first small move/i);
    expect(en).toMatch(/obstacle|get in the way|plan b|feel like it/i);
  });
});
