// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  collectReply,
  createAiService,
  type AiProvider,
  type AiRequest,
  type AiStreamEvent,
} from '../index';
import type { ChatTurn, CrisisCategory, Lang } from '../types';
import type { CrisisScore } from './classifier/score';
import { scoreInContext, SCORE_TURNS, type TurnScorer } from './crisis-context';
import { checkCrisis, checkCrisisRules } from './crisis';
import { buildCrisisResponse, crisisReplyCategory, misunderstoodText } from './crisis-response';

// Conversations written for these tests (not copied from any eval set).
const crisisReply = (category: CrisisCategory, lang: Lang): ChatTurn => ({
  role: 'assistant',
  content: buildCrisisResponse(category, lang).text,
});
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });
const user = (content: string): ChatTurn => ({ role: 'user', content });

describe('crisisReplyCategory', () => {
  it('recognises every stored crisis reply and "you misunderstood me" check-in, with or without the youth line', () => {
    for (const lang of ['it', 'en'] as const)
      for (const category of [
        'suicide',
        'self_harm',
        'harm_to_others',
        'abuse_violence',
        'medical_emergency',
      ] as const) {
        expect(crisisReplyCategory(buildCrisisResponse(category, lang).text)).toBe(category);
        expect(
          crisisReplyCategory(buildCrisisResponse(category, lang, { youth: true, repeat: true }).text),
        ).toBe(category);
        expect(crisisReplyCategory(misunderstoodText(category, lang))).toBe(category);
      }
    expect(
      crisisReplyCategory('Capisco, sembra una giornata pesante. Cosa ti ha pesato di più oggi al lavoro?'),
    ).toBeNull();
  });
});

// [why, history, message, category]
const IN_CONTEXT: Array<[string, ChatTurn[], string, CrisisCategory]> = [
  ['"sì" after the crisis reply', [crisisReply('suicide', 'it')], 'sì', 'suicide'],
  ['"yes" after the crisis reply', [crisisReply('suicide', 'en')], 'yes', 'suicide'],
  ['"no" to "are you safe right now?"', [crisisReply('suicide', 'en')], 'no', 'suicide'],
  ['"non lo so" to "sei al sicuro?"', [crisisReply('suicide', 'it')], 'boh non lo so', 'suicide'],
  ['a time after the crisis reply', [crisisReply('suicide', 'it')], 'stanotte', 'suicide'],
  ['a time, texting style', [crisisReply('suicide', 'it')], 'sì, stanotte credo', 'suicide'],
  ['a time in English', [crisisReply('suicide', 'en')], 'tonight probably', 'suicide'],
  ['"when they are asleep"', [crisisReply('suicide', 'en')], 'when everyones asleep', 'suicide'],
  ['the means at hand', [crisisReply('suicide', 'en')], "I've got them here", 'suicide'],
  ['a method named', [crisisReply('suicide', 'en')], 'the pills', 'suicide'],
  ['a method named (it)', [crisisReply('suicide', 'it')], 'con le pastiglie di mia madre', 'suicide'],
  ['already decided', [crisisReply('suicide', 'it')], 'ormai ho deciso', 'suicide'],
  ['a plan', [crisisReply('suicide', 'en')], 'i have a plan', 'suicide'],
  ['"not safe"', [crisisReply('abuse_violence', 'it')], 'no, non sono al sicuro', 'abuse_violence'],
  [
    'the category of the earlier reply is kept',
    [crisisReply('self_harm', 'en')],
    'yeah every night',
    'self_harm',
  ],
  [
    'a medical reply, then the pills',
    [crisisReply('medical_emergency', 'it')],
    'le pillole',
    'medical_emergency',
  ],
  [
    '"sì, a volte" to the "you misunderstood me" check-in',
    [assistant(misunderstoodText('suicide', 'it'))],
    'sì, a volte',
    'suicide',
  ],
  [
    'an external model asked about suicide',
    [user('sono stanco di tutto'), assistant('Mi dispiace. Ti capita di pensare di farla finita?')],
    'sì, spesso',
    'suicide',
  ],
  [
    'an external model asked about self-harm',
    [user('ugh'), assistant('Thanks for sharing. Have you been hurting yourself lately?')],
    'yeah kinda',
    'self_harm',
  ],
  [
    'a time after a turn that raised risk on its own',
    [user('ho comprato una corda'), assistant('Raccontami di più, ti ascolto.')],
    'stanotte',
    'suicide',
  ],
  [
    'warning signs spread over two turns',
    [
      user('a volte penso che sarebbe meglio non esserci, nessuno se ne accorgerebbe'),
      assistant('Ti ascolto. Vuoi dirmi di più?'),
    ],
    'ho messo in ordine tutte le mie cose e ho scritto una lettera a mia madre',
    'suicide',
  ],
];

// [why, history, message]
const NOT_IN_CONTEXT: Array<[string, ChatTurn[], string]> = [
  ['"sì" with no history', [], 'sì'],
  ['"stanotte" with no history', [], 'stanotte'],
  [
    'a retraction after the crisis reply',
    [crisisReply('suicide', 'it')],
    'mi hai frainteso, parlavo del lavoro',
  ],
  ['"yes, I\'m safe"', [crisisReply('suicide', 'en')], "yes I'm safe, thanks"],
  ['"sì sto bene"', [crisisReply('suicide', 'it')], 'sì, sto bene, era un modo di dire'],
  ['"just joking"', [crisisReply('harm_to_others', 'en')], 'lol no i was joking'],
  ['an acknowledgement', [crisisReply('suicide', 'it')], 'ok grazie'],
  ['"no" to the "you misunderstood me" check-in', [assistant(misunderstoodText('self_harm', 'it'))], 'no'],
  [
    'a longer ordinary answer to the check-in',
    [assistant(misunderstoodText('suicide', 'it'))],
    'no, volevo dire che il lavoro mi sta sfinendo ma per il resto sto bene',
  ],
  ['"no" to a risk question', [assistant('Are you having thoughts of killing yourself?')], 'no'],
  ['"sì" to an exercise offer', [user('sono giù'), assistant('Vuoi provare un esercizio di respiro?')], 'sì'],
  ['a time for an exam', [user('ho un esame di chimica'), assistant('Quando?')], 'domani'],
  [
    'a time after grief, not after risk',
    [user('mia nonna è morta la settimana scorsa'), assistant('Mi dispiace tanto. Quando è il funerale?')],
    'venerdì',
  ],
  ['pills for a headache', [user('ho mal di testa'), assistant('Cosa hai preso?')], 'le pillole'],
  [
    '"yes" to someone else\'s "are you safe?"',
    [assistant('That sounds scary. Are you safe right now?')],
    'yes',
  ],
  ['"sì" to an ordinary safety check', [assistant('Capisco. Adesso sei al sicuro?')], 'sì'],
  ['help being called', [crisisReply('medical_emergency', 'it')], 'ok, ho chiamato il 112'],
  ['someone is here', [crisisReply('suicide', 'en')], 'my sister is here with me now'],
  ['"sì grazie" to the exercise offer', [crisisReply('self_harm', 'it')], 'sì, grazie'],
  ['ready for the exercise', [crisisReply('self_harm', 'it')], 'sono pronta'],
  ['the window opened to breathe', [crisisReply('suicide', 'it')], 'ho aperto la finestra e sto respirando'],
];

describe('checkCrisis with the conversation (second layer)', () => {
  it.each(IN_CONTEXT)('crisis (%s)', (_why, history, message, category) => {
    expect(checkCrisisRules(message).crisis).toBe(false);
    const r = checkCrisis(message, undefined, { history });
    expect(r).toMatchObject({ crisis: true, category, source: 'context' });
  });

  it.each(NOT_IN_CONTEXT)('no alarm (%s)', (_why, history, message) => {
    expect(checkCrisis(message, undefined, { history })).toMatchObject({ crisis: false, category: null });
  });

  it('the engine state can say the previous reply was a crisis reply', () => {
    expect(checkCrisis('sì', 'it', { previousCrisis: 'self_harm' })).toMatchObject({
      crisis: true,
      category: 'self_harm',
    });
    expect(checkCrisis('sì', 'it', { previousCrisis: null, history: [] }).crisis).toBe(false);
  });

  it('never cancels what the rules found, and keeps the rules as the source', () => {
    const r = checkCrisis('voglio morire', 'it', { history: [assistant('Vuoi provare un esercizio?')] });
    expect(r).toMatchObject({ crisis: true, category: 'suicide', source: 'rules' });
  });

  it('without context the conversation adds nothing', () => {
    expect(checkCrisis('sì', 'it')).toMatchObject({ crisis: false, category: null });
    expect(checkCrisis('sì', 'it', null)).toMatchObject({ crisis: false, category: null });
    expect(checkCrisis('sì', 'it').source).toBeUndefined();
  });

  it('reads only a few recent turns and tolerates odd history', () => {
    const long: ChatTurn[] = [
      crisisReply('suicide', 'it'),
      ...Array.from({ length: 30 }, (_, i) => (i % 2 ? assistant('Come va oggi?') : user('tutto normale'))),
    ];
    expect(checkCrisis('sì', 'it', { history: long }).crisis).toBe(false);
    const odd = [{ role: 'assistant', content: null }, { role: 'user' }] as unknown as ChatTurn[];
    expect(() => checkCrisis('sì', 'it', { history: odd })).not.toThrow();
  });
  // Speed (with and without a history) is measured by bench/ai-engine.ts, not asserted here.
});

/** A scorer with fixed scores, so the decay is tested apart from the trained weights. */
function fakeScorer(scores: Record<string, number>, thresholds = { high: 0.8, low: 0.5 }): TurnScorer {
  return {
    thresholds,
    score: (text: string): CrisisScore => {
      const score = scores[text] ?? 0;
      return {
        score,
        level: score >= thresholds.high ? 'crisis' : score >= thresholds.low ? 'elevated' : 'none',
        category: text.includes('botte') ? 'abuse_violence' : 'suicide',
      };
    },
  };
}

describe('the local model over turns (decaying maximum)', () => {
  const scorer = fakeScorer({
    'non ne posso più di niente e di nessuno': 0.9,
    'mi riempie di botte quando beve': 0.95,
    'e stanotte lo faccio': 0.6,
    'cosa cucino stasera?': 0.1,
    'forse domani': 0.55,
  });
  const own = (text: string): CrisisScore => scorer.score(text);
  const ctx = (...turns: ChatTurn[]) => ({ history: turns });

  it('a message with some risk of its own after a risky turn is a crisis, in the earlier turn’s category', () => {
    const hit = scoreInContext(
      'e stanotte lo faccio',
      own('e stanotte lo faccio'),
      ctx(user('non ne posso più di niente e di nessuno'), assistant('Ti ascolto.')),
      scorer,
    );
    expect(hit).toMatchObject({ level: 'crisis', category: 'suicide' });
    expect(hit!.carried).toBeCloseTo(0.63, 5);
    const abuse = scoreInContext(
      'forse domani',
      own('forse domani'),
      ctx(user('mi riempie di botte quando beve'), assistant('Sei al sicuro?')),
      scorer,
    );
    expect(abuse).toMatchObject({ level: 'crisis', category: 'abuse_violence' });
  });

  it('an ordinary message after a risky turn is only elevated (a check-in, not a second crisis reply)', () => {
    const hit = scoreInContext(
      'cosa cucino stasera?',
      own('cosa cucino stasera?'),
      ctx(user('non ne posso più di niente e di nessuno')),
      scorer,
    );
    expect(hit).toMatchObject({ level: 'elevated' });
  });

  it('the earlier score fades: 0.7 per turn of the person', () => {
    const history = [user('non ne posso più di niente e di nessuno'), user('ok'), user('ok')];
    // 0.9 * 0.7^3 = 0.31: below low.
    expect(
      scoreInContext('e stanotte lo faccio', own('e stanotte lo faccio'), ctx(...history), scorer),
    ).toMatchObject({
      level: 'elevated',
    });
    expect(
      scoreInContext('cosa cucino stasera?', own('cosa cucino stasera?'), ctx(...history), scorer),
    ).toBeNull();
  });

  it(`reads only the last ${SCORE_TURNS} turns of the person`, () => {
    const old = [
      user('non ne posso più di niente e di nessuno'),
      ...Array.from({ length: SCORE_TURNS }, () => user('ok')),
    ];
    const calls: string[] = [];
    const spy: TurnScorer = { ...scorer, score: (t) => (calls.push(t), scorer.score(t)) };
    scoreInContext('e stanotte lo faccio', own('e stanotte lo faccio'), ctx(...old), spy);
    expect(calls).not.toContain('non ne posso più di niente e di nessuno');
  });

  it('a retraction or help being taken adds nothing', () => {
    const history = ctx(user('non ne posso più di niente e di nessuno'));
    for (const text of ['mi hai frainteso, parlavo del lavoro', 'ok, ho chiamato il 112', "I'm fine now"])
      expect(
        scoreInContext(text, { score: 0.6, level: 'elevated', category: 'suicide' }, history, scorer),
      ).toBeNull();
  });

  it('through checkCrisis it only adds: a rules hit keeps its source, a quiet turn stays quiet', () => {
    const history = [user('voglio morire'), assistant(buildCrisisResponse('suicide', 'it').text)];
    expect(checkCrisis('mi sono tagliata di nuovo', 'it', { history })).toMatchObject({
      crisis: true,
      category: 'self_harm',
      source: 'rules',
    });
    const calm = checkCrisis('oggi ho fatto una bella passeggiata al parco con mia sorella', 'it', {
      history: [user('domani ho un esame e sono in ansia'), assistant('Cosa ti preoccupa di più?')],
    });
    expect(calm).toMatchObject({ crisis: false, level: 'none' });
  });

  it('through checkCrisis: an elevated level from the conversation, never an alarm on its own', () => {
    const history = [user('non ha più senso niente, sono solo un peso per tutti e presto non ci sarò più')];
    const r = checkCrisis('oggi ho fatto una bella passeggiata al parco con mia sorella', 'it', { history });
    expect(r.crisis).toBe(false);
    expect(r.level).toBe('elevated');
  });
});

function spyProvider(): AiProvider & { calls: number } {
  const p = {
    name: 'openai' as const,
    calls: 0,
    stream(): AsyncIterable<AiStreamEvent> {
      p.calls++;
      return (async function* () {
        yield { type: 'delta', text: 'ok' } as AiStreamEvent;
      })();
    },
  };
  return p;
}

describe('createAiService with the conversation', () => {
  const base: AiRequest = { feature: 'chat', lang: 'it', message: 'sì', history: [], state: null };

  it('answers "sì" after a crisis reply with the crisis reply again, without the provider', async () => {
    const p = spyProvider();
    const svc = createAiService({ provider: p, clock: () => 1_000 });
    const first = await collectReply(svc.respond({ ...base, message: 'voglio farla finita' }));
    const history: ChatTurn[] = [{ role: 'assistant', content: first.reply!.text }];
    const next = await collectReply(svc.respond({ ...base, history, state: first.reply!.state }));
    expect(next.reply?.crisis?.category).toBe('suicide');
    expect(next.text).toMatch(/ancora qui/);
    expect(p.calls).toBe(0);
    // The state alone is enough (a history the caller could not load).
    const fromState = await collectReply(svc.respond({ ...base, history: [], state: first.reply!.state }));
    expect(fromState.reply?.crisis?.category).toBe('suicide');
  });

  it('a crisis found by the caller (crisisHint) is answered as a crisis; it never cancels one', async () => {
    const p = spyProvider();
    const svc = createAiService({ provider: p });
    const hinted = await collectReply(
      svc.respond({ ...base, message: 'è tutto così buio', crisisHint: 'abuse_violence' }),
    );
    expect(hinted.reply?.crisis?.category).toBe('abuse_violence');
    const plain = await collectReply(
      svc.respond({ ...base, message: 'è tutto così buio', crisisHint: null }),
    );
    expect(plain.reply?.crisis).toBeUndefined();
    expect(p.calls).toBe(1);
  });
});

describe('the crisis panel’s way out with the local model', () => {
  it('a retraction or help being taken right after a crisis reply is not answered with another one', () => {
    for (const [history, message] of [
      [[crisisReply('suicide', 'it')], 'ho aperto la finestra e sto respirando'],
      [[crisisReply('medical_emergency', 'it')], 'ok, ho chiamato il 112'],
      [[assistant(misunderstoodText('suicide', 'it'))], 'mi hai frainteso, parlavo del lavoro'],
    ] as Array<[ChatTurn[], string]>) {
      const r = checkCrisis(message, 'it', { history });
      expect(r.crisis).toBe(false);
    }
  });

  it('the rules still read such a message', () => {
    const r = checkCrisis('mi hai frainteso: voglio morire davvero', 'it', {
      history: [crisisReply('suicide', 'it')],
    });
    expect(r).toMatchObject({ crisis: true, source: 'rules' });
  });
});
