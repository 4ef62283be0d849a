import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text/normalize';
import { parseEngineState } from './state';
import { builtinReply } from './index';
import { converse } from './test-helpers';
import { secondPerson } from './memory';
import { clauseToSecond } from './second-person-it';
import { classifyTurn } from './turns';

const PLAN_BACK_IT =
  /idea concreta|Quello che proponi|Hai trovato da te una strada|Mi piace la tua idea|Vale la pena provare/;
const PLAN_BACK_EN =
  /concrete idea|What you’re suggesting|You found a way yourself|I like your|It’s worth trying your/;

/** The reply to the last message of a conversation. */
const last = (lang: 'it' | 'en', ...messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('a plan is said back in the second person', () => {
  it('«darmi un limite di un ora» reads «darti un limite di un’ora»', () => {
    const text = last(
      'it',
      'rifaccio le slide cinque volte',
      'forse potrei darmi un limite di un ora per le slide',
    );
    expect(text).toMatch(/darti un limite di un’ora per le slide/);
    expect(text).not.toMatch(/darmi|un ora/);
  });

  it('«spiegargli che ero stanca» reads «che eri stanca»', () => {
    const text = last(
      'it',
      'mi sento in colpa perché ho urlato a mio figlio',
      'stasera potrei chiedergli scusa e spiegargli che ero stanca',
    );
    expect(text).toMatch(/spiegargli che eri stanca/);
    expect(text).not.toMatch(/ero stanca/);
  });

  it('a verb joined by «e» follows the first: «chiamare Elena e proporle un aperitivo»', () => {
    const text = last(
      'it',
      'i miei amici si sono sposati',
      'mi sa che chiamo Elena e le propongo un aperitivo',
    );
    expect(text).toMatch(/chiamare Elena e proporle un aperitivo/);
    expect(text).not.toMatch(/propongo/);
  });

  it('"I was wrong" and "myself" are said back as "you were wrong" and "yourself"', () => {
    expect(last('en', 'I snapped at my sister', 'maybe I could tell her I was wrong')).toMatch(
      /tell her you were wrong/,
    );
    expect(last('en', 'my report is never good enough', 'I think I’ll give myself a two hour limit')).toMatch(
      /give yourself a two hour limit/,
    );
  });

  it('a slipped "coud" does not leave the plan in the person’s own first-person words', () => {
    const text = last(
      'en',
      'i keep putting off my essay',
      'maybe i coud write just one paragraph tomorow morning',
    );
    expect(text).toMatch(/write just one paragraph tomorrow morning/);
    expect(text).not.toMatch(/“maybe i/);
  });

  it('words that cannot be turned are named, never quoted at length', () => {
    const it1 = last(
      'it',
      'con mia madre litighiamo',
      'mi sa che domani scrivo a mia madre che noi non ci siamo capiti',
    );
    expect(it1).toMatch(PLAN_BACK_IT);
    expect(it1).toMatch(/la tua idea/);
    expect(it1).not.toMatch(/ci siam/);
    const en1 = last('en', 'the project is late', 'I think I’ll tell them we need more time for the project');
    expect(en1).toMatch(/your plan for the project/);
    expect(en1).not.toMatch(/we need/);
    for (const text of [it1, en1]) {
      const quoted = /[«“]([^»”]+)[»”]/.exec(text)?.[1] ?? '';
      expect(quoted.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(6);
    }
  });

  it('of two acts, the one that can be turned is said back: «scrivere a tua madre domani»', () => {
    const text = last(
      'it',
      'con mia madre litighiamo',
      'mi sa che domani scrivo a mia madre e le dico che noi non ci siamo capiti',
    );
    expect(text).toMatch(/scrivere a tua madre domani/);
    expect(text).not.toMatch(/ci siam|le dic/);
  });

  it('a named plan is asked about in the next conversation without a verb it cannot carry', () => {
    const r = converse('it', 'chat', [
      'con mia madre litighiamo',
      'mi sa che domani scrivo a mia madre che noi non ci siamo capiti',
    ]);
    // The next conversation opens with the plan still open (as the chat service carries it over).
    const kept = r.at(-1)!.state.openPlan!;
    const state = parseEngineState({ openPlan: { ...kept, turn: -1 } });
    const next = builtinReply({ feature: 'chat', lang: 'it', message: 'oggi mi sento poco considerata', history: [], state });
    const all = next.text;
    expect(all).toMatch(/(?:Com’è andata, poi, con|E) la tua idea/);
    expect(all).not.toMatch(/volevi la tua idea|parlavi di la tua/);
  });
});

describe('a plan told with the person’s own present-tense verbs is said back as an action', () => {
  it('«esco dalla stanza quando sento che sto per arrabbiarmi» reads «uscire dalla stanza quando senti che stai per arrabbiarti»', () => {
    const text = last(
      'it',
      'mi arrabbio spesso con mio fratello',
      'la prossima volta esco dalla stanza quando sento che sto per arrabbiarmi',
    );
    expect(text).toMatch(/uscire dalla stanza quando senti che stai per arrabbiarti/);
    expect(text).not.toMatch(/esco|sento|sto per|arrabbiarmi/);
  });

  it.each([
    ['la prossima volta esco a fare due passi', /uscire a fare due passi/, /«?esco/],
    [
      'la prossima volta che mi sale la rabbia esco dalla stanza',
      /uscire dalla stanza la prossima volta che ti sale la rabbia/,
      /esco|mi sale/,
    ],
    ['forse la prossima volta gli scrivo invece di urlare', /scrivergli invece di urlare/, /scrivo/],
    ['magari domani gli scrivo', /scrivergli domani/, /«magari|scrivo/],
    [
      'la prossima volta chiedo aiuto alla mia collega',
      /chiedere aiuto alla tua collega/,
      /chiedo|mia collega/,
    ],
    ['la prossima volta faccio un respiro e poi parlo', /fare un respiro e poi parlare/, /faccio|parlo/],
    ['la prossima volta mi allontano e respiro', /allontanarti e respirare/, /allontano|respiro\b/],
    [
      'la prossima volta che lo vedo gli parlo con calma',
      /parlargli con calma la prossima volta che lo vedi/,
      /parlo|vedo/,
    ],
    ['magari la prossima volta provo a dirgli come mi sento', /dirgli come ti senti/, /ti sento|mi sento/],
  ])('%s', (plan, back, notBack) => {
    const text = last('it', 'mi arrabbio spesso con mio fratello', plan);
    expect(text).toMatch(PLAN_BACK_IT);
    expect(text).toMatch(back);
    expect(text).not.toMatch(notBack);
  });

  it('"next time I step out of the room" reads "step out of the room", with "my" as "your"', () => {
    const en1 = last(
      'en',
      'I get angry with my brother a lot',
      'next time I step out of the room when I feel my anger rising',
    );
    expect(en1).toMatch(PLAN_BACK_EN);
    expect(en1).toMatch(/step out of the room when you feel your anger rising/);
    expect(en1).not.toMatch(/\bI step|\bI feel|\bmy anger/);
    const en2 = last('en', 'I get angry with my brother a lot', 'maybe next time I just leave the room');
    expect(en2).toMatch(/leave the room/);
    expect(en2).not.toMatch(/\bI (?:just )?leave/);
  });

  it('words that are nouns too are not turned: «lo studio», «un passo»', () => {
    expect(last('it', 'non riesco a studiare', 'pensavo di dirgli che lo studio mi pesa')).toMatch(
      /dirgli che lo studio ti pesa/,
    );
    expect(last('it', 'litigo con mia madre', 'potrei fare un passo indietro e respirare')).toMatch(
      /fare un passo indietro e respirare/,
    );
  });

  it('a habit or a worry with a present verb is still not a plan', () => {
    const kind = (m: string) => classifyTurn(m, normalizeText(m).text, parseEngineState(null)).kind;
    for (const m of [
      'ogni mattina cammino venti minuti prima del lavoro',
      'next time I go there I panic',
      'next time I see him I cry',
    ])
      expect(kind(m), m).not.toBe('plan');
    expect(kind('next time I step out of the room')).toBe('plan');
  });
});

describe('small slips in what is said back', () => {
  it('«quattr occhi», «un po», «c è» get their apostrophe, and «il tuo capo» its article', () => {
    const capo = last(
      'it',
      'il mio capo mi ha criticato',
      'potrei chiedere al mio capo un incontro a quattr occhi',
    );
    expect(capo).toMatch(/quattr’occhi/);
    expect(capo).not.toMatch(/se tuo capo/);
    expect(capo).toMatch(/se il tuo capo non potesse/);
    expect(
      last(
        'it',
        'ho paura dei posti affollati',
        'e se provassi ad andarci di mattina presto quando c è meno gente?',
      ),
    ).toMatch(/quando c’è meno gente/);
  });

  it('a phone put away is not read as a conversation to prepare', () => {
    expect(
      last('it', 'la sera guardo il telefono', 'potrei provare a lasciare il telefono in cucina la sera'),
    ).not.toMatch(/preparare la prima frase/);
    expect(last('en', 'I scroll in bed', 'I guess I could leave my phone in the kitchen')).not.toMatch(
      /prepare your first sentence/,
    );
  });
});

describe('a description is not a plan', () => {
  const kind = (m: string) => classifyTurn(m, normalizeText(m).text, parseEngineState(null)).kind;

  it.each([
    'apro il libro e dopo dieci minuti sono sul telefono',
    'Oggi mi sento un po’ giù',
    'stasera mi sento solo',
    'la prossima volta mi sento più pronta, spero',
    'chiamo mia madre ogni domenica',
    'faccio la spesa il sabato',
    'I’m going to the gym every day and still feel bad',
    'I could never do that',
    'maybe I could just give up',
  ])('%s', (m) => {
    expect(kind(m)).not.toBe('plan');
  });

  it('gets no "you found a way" in either language', () => {
    expect(
      last('it', 'tra due settimane ho l esame', 'apro il libro e dopo dieci minuti sono sul telefono'),
    ).not.toMatch(PLAN_BACK_IT);
    expect(last('en', 'I go to the gym', 'I’m going to the gym every day and still feel bad')).not.toMatch(
      PLAN_BACK_EN,
    );
  });

  it('plans with an intention are still plans', () => {
    for (const m of [
      'domani chiamo Marco',
      'stasera la sento e le chiedo scusa',
      'mi prendo un giorno libero venerdì',
      'I’m going to call my mum',
      'I will call her tomorrow',
    ])
      expect(kind(m)).toBe('plan');
  });
});

describe('"will he change?"', () => {
  it('gets an honest answer on what they do, not what they promise', () => {
    const text = last('it', 'il mio ragazzo mi ha mentito di nuovo', 'è grave?', 'pensi che lui cambierà?');
    expect(text).toMatch(/Nessuno può sapere|nessuno può rispondere/);
    expect(text).toMatch(/promett|promesse/);
    expect(text).not.toMatch(/medico|112/);
  });

  it('in English too', () => {
    const text = last(
      'en',
      'my boyfriend lied to me again',
      'is it serious?',
      'do you think he will change?',
    );
    expect(text).toMatch(/Nobody can know|nobody can answer/);
    expect(text).toMatch(/promise/);
    expect(text).not.toMatch(/GP|112/);
  });
});

describe('a clause said back in the second person keeps its adverbs and nouns', () => {
  it.each([
    ['adesso sto meglio', 'adesso stai meglio'],
    ['tipo 7 su 10', 'tipo 7 su 10'],
    ['mi sentirei in colpa', 'ti sentiresti in colpa'],
    ['vorrei dormire di più', 'vorresti dormire di più'],
    ['mi blocco quando studio', 'ti blocchi quando studi'],
    ['gli stringo la mano e basta', 'gli stringi la mano e basta'],
    ['piango quando leggo le sue lettere', 'piangi quando leggi le sue lettere'],
    ['pago io la cena', 'paghi tu la cena'],
    ['ho appena ricevuto i risultati', 'hai appena ricevuto i risultati'],
    ['mio figlio ha appena ricevuto la lettera', 'tuo figlio ha appena ricevuto la lettera'],
    ['quando evito le feste sto meglio', 'quando eviti le feste stai meglio'],
  ])('«%s» reads «%s»', (clause, back) => {
    expect(clauseToSecond(clause)).toBe(back);
  });
});

describe('plans with a "we", a season or a future, said back', () => {
  const plan = (m: string) => converse('it', 'chat', ['sono giù in questo periodo', m]).at(-1)!.text;

  it('«dove andavamo» becomes «dove andavate», and a present «teniamo» is never garbled', () => {
    const lake = plan('forse quest estate torno al lago dove andavamo insieme, con mio padre');
    expect(lake).toMatch(/tornare al lago dove andavate insieme/);
    expect(lake).toMatch(/quest’estate/);
    expect(plan('forse le teniamo ancora un po’ e poi le portiamo al gattile')).not.toMatch(/teniami|portiami/);
  });

  it('«penso che chiederò», «questo weekend aggiorno» are plans said back as acts', () => {
    expect(plan('penso che chiederò un colloquio con la coordinatrice per parlare dei turni')).toMatch(
      /chiedere un colloquio con la coordinatrice/,
    );
    expect(plan('questo weekend aggiorno il curriculum e chiamo un ex collega')).toMatch(
      /aggiornare il curriculum/,
    );
  });
});

describe('«sono» of a plural subject stays «sono»', () => {
  it.each([
    ['queste sono cose piccole', 'queste sono cose piccole'],
    ['le mie coinquiline sono gentili', 'le tue coinquiline sono gentili'],
    ['loro sono bravi', 'loro sono bravi'],
    ['sono cose che capitano', 'sono cose che capitano'],
    ['tutte le sere sono stanca', 'tutte le sere sei stanca'],
    ['sono stanca', 'sei stanca'],
  ])('«%s» -> «%s»', (clause, back) => {
    expect(secondPerson(clause, 'it')).toBe(back);
    expect(clauseToSecond(clause)).toBe(back);
  });
});
