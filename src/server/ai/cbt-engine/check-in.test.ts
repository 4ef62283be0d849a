// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectReply, createAiService } from '../index';
import type { AiFeature, AiReply, ChatTurn, EngineState, Lang, RiskLevel } from '../types';
import { checkInDisclosure, missingCheckIn } from './check-in';
import { builtinReply, createBuiltinProvider } from './index';
import { Composer, parseEngineState } from './state';
import { CHECK_IN } from './templates/check-in';
import { findElevated } from './test-helpers';

type Turn = [message: string, risk?: RiskLevel];

/** A conversation through the built-in engine, each turn with the level the crisis check gave it. */
function talk(lang: Lang, turns: Turn[], feature: AiFeature = 'chat'): AiReply[] {
  const history: ChatTurn[] = [];
  let state: EngineState | null = null;
  return turns.map(([message, riskLevel = 'none']) => {
    const reply = builtinReply({ feature, lang, message, history: [...history], state, riskLevel });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.text });
    state = JSON.parse(JSON.stringify(reply.state)) as EngineState;
    return reply;
  });
}

const asked = (lang: Lang, text: string) => CHECK_IN[lang].questions.filter((q) => text.includes(q));
const HEAVY: Record<Lang, string> = { it: findElevated('it'), en: findElevated('en') };

describe('an elevated turn asks a gentle check-in question', () => {
  for (const lang of ['it', 'en'] as Lang[]) {
    it(`${lang}: a warm, direct question about self-harm, with the SOS button, and no exercise offered`, () => {
      const [reply] = talk(lang, [[HEAVY[lang], 'elevated']]);
      expect(asked(lang, reply!.text)).toHaveLength(1);
      expect(reply!.text).toMatch(
        lang === 'it' ? /farti del male,? o di non voler più vivere\?/ : /hurting yourself/,
      );
      expect(reply!.text).toMatch(/SOS/);
      expect(reply!.state.pendingOffer).toBeNull();
      expect(reply!.state.elevatedAt).toBe(0);
    });
  }

  it.each([
    ['it', 'sono tornata a casa e ho pianto in macchina nel parcheggio sotto casa', /casa|pianto|macchina/],
    ['en', 'got home and sat in the car crying in the car park for an hour', /home|car|crying|sad/],
  ] as const)(
    '%s: a statement is said back before the question, so the person is heard first',
    (lang, message, own) => {
      const [reply] = talk(lang, [[message, 'elevated']]);
      expect(asked(lang, reply!.text)).toHaveLength(1);
      const [first] = reply!.text.split(/\n{2,}/);
      // The first paragraph is theirs: not the question, and it says back their words or their feeling.
      expect(CHECK_IN[lang].questions).not.toContain(first);
      expect(first).toMatch(own);
    },
  );

  it('the same words without the elevated level get an ordinary reply', () => {
    const [reply] = talk('it', [[HEAVY.it]]);
    expect(asked('it', reply!.text)).toHaveLength(0);
    expect(reply!.text).not.toMatch(/SOS/);
  });

  it('stays attentive for the next turns instead of asking again, and never repeats a phrasing', () => {
    const filler = (n: number): Turn[] =>
      Array.from({ length: n }, (_, i): Turn => [`Oggi ho lavorato ${i} ore`]);
    const replies = talk('it', [
      [HEAVY.it, 'elevated'],
      ['Non riesco a smettere di pensarci', 'elevated'],
      ...filler(3),
      ...Array.from({ length: 4 }, (): Turn[] => [[HEAVY.it, 'elevated'], ...filler(3)]).flat(),
      [HEAVY.it, 'elevated'],
    ]);
    // The turn right after a check-in is attentive: the SOS button again, no second question.
    expect(asked('it', replies[1]!.text)).toHaveLength(0);
    expect(CHECK_IN.it.attentive.some((line) => replies[1]!.text.includes(line))).toBe(true);
    const questions = replies.flatMap((r) => asked('it', r.text));
    expect(questions).toHaveLength(CHECK_IN.it.questions.length);
    expect(new Set(questions).size).toBe(questions.length);
    // Every phrasing has been asked: a further heavy turn is met with attention, not a repeat.
    expect(replies.at(-1)!.text).toMatch(/SOS/);
    expect(asked('it', replies.at(-1)!.text)).toHaveLength(0);
  });

  it.each([
    ['it', 'tu cosa faresti al mio posto?', 'Mi sento un fallito, non ce la faccio più'],
    ['en', 'should i tell her or keep it to myself?', 'I feel like such a failure, I can’t do this'],
  ] as const)(
    '%s: a turn with no heaviness in it is asked the routine way, once per conversation',
    (lang, light, heavy) => {
      const routine = (text: string) => CHECK_IN[lang].routine.filter((q) => text.includes(q));
      const filler: Turn[] = Array.from({ length: 3 }, (_, i): Turn => [
        lang === 'it' ? `Oggi ho cucinato ${i} volte` : `I cooked ${i} times today`,
      ]);
      const replies = talk(lang, [
        [light, 'elevated'],
        ...filler,
        [light, 'elevated'],
        ...filler,
        [heavy, 'elevated'],
      ]);
      // The question is asked, with the SOS button, but nothing is read into the person's words.
      expect(routine(replies[0]!.text)).toHaveLength(1);
      expect(asked(lang, replies[0]!.text)).toHaveLength(0);
      expect(replies[0]!.text).toMatch(/SOS/);
      expect(replies[0]!.text).not.toMatch(/pesant|fatica|heavy|strain/);
      // A second light turn is not asked again; a heavy one later is, in the heavy turn's words.
      expect(routine(replies[4]!.text).length + asked(lang, replies[4]!.text).length).toBe(0);
      expect(asked(lang, replies[8]!.text)).toHaveLength(1);
    },
  );

  it('a reply from the external model gets the same two phrasings', () => {
    const add = (message: string) =>
      missingCheckIn(
        new Composer('en', parseEngineState(null), 1),
        { feature: 'chat', message },
        'Here is an idea.',
      );
    expect(CHECK_IN.en.routine.some((q) => add('should i tell her or keep it to myself?')!.includes(q))).toBe(
      true,
    );
    expect(asked('en', add('I feel like such a failure, I can’t do this')!)).toHaveLength(1);
  });

  it('right after a crisis reply the question is the personal one, not the routine one', () => {
    const state = {
      ...talk('it', [['Oggi ho cucinato']])[0]!.state,
      lastCrisis: { category: 'suicide' as const, turn: 0 },
    };
    const reply = builtinReply({
      feature: 'chat',
      lang: 'it',
      message: 'tu cosa faresti al mio posto?',
      history: [],
      state,
      riskLevel: 'elevated',
    });
    expect(asked('it', reply.text)).toHaveLength(1);
  });

  it('heaviness in the turn just before is enough for the heavy phrasing', () => {
    const [, reply] = talk('it', [['Sono a pezzi, mi sento inutile'], ['mah', 'elevated']]);
    expect(asked('it', reply!.text)).toHaveLength(1);
  });

  it('a module that gets a heavy message says the same care at the end of its answer', () => {
    const [reply] = talk(
      'en',
      [['I want to write about my week, nothing makes sense anymore', 'elevated']],
      'writing',
    );
    expect(CHECK_IN.en.statement.some((s) => reply!.text.endsWith(s))).toBe(true);
  });
});

describe('the answer to the check-in question', () => {
  const afterQuestion = (lang: Lang) => talk(lang, [[HEAVY[lang], 'elevated']])[0]!.state;

  it('"sì", "a volte", "non lo so", "yes", "sometimes" disclose a crisis; "no" does not', () => {
    for (const answer of ['sì', 'Sì, a volte', 'a volte', 'non lo so', 'forse'])
      expect(checkInDisclosure(answer, afterQuestion('it'))).toBe('suicide');
    for (const answer of ['yes', 'sometimes', 'I think so', "I don't know"])
      expect(checkInDisclosure(answer, afterQuestion('en'))).toBe('suicide');
    for (const answer of ['no', 'No, sto bene', 'non proprio', 'nope', "no, I'm fine"])
      expect(checkInDisclosure(answer, afterQuestion('it'))).toBeNull();
  });

  it('a "maybe" that opens a plan of the person’s is the conversation going on, not an answer', () => {
    for (const answer of [
      'forse potrei studiare in biblioteca con la mia amica',
      'magari domani vado a correre',
    ])
      expect(checkInDisclosure(answer, afterQuestion('it'))).toBeNull();
    for (const answer of ['maybe I should just go for a walk', 'maybe I could call my sister tonight'])
      expect(checkInDisclosure(answer, afterQuestion('en'))).toBeNull();
    // Alone, or with a yes, it is still an answer: the help is offered.
    for (const answer of ['forse', 'forse sì', 'forse un po'])
      expect(checkInDisclosure(answer, afterQuestion('it'))).toBe('suicide');
    expect(checkInDisclosure('maybe, sometimes', afterQuestion('en'))).toBe('suicide');
  });

  it('a crisis written as a "maybe" after the question still gets the crisis reply from the service', async () => {
    const svc = createAiService({ provider: createBuiltinProvider() });
    for (const [lang, message] of [
      ['it', 'forse dovrei farla finita stanotte'],
      ['en', 'maybe I should just kill myself tonight'],
    ] as const) {
      const first = await collectReply(
        svc.respond({ feature: 'chat', lang, message: HEAVY[lang], history: [], state: null }),
      );
      const history: ChatTurn[] = [
        { role: 'user', content: HEAVY[lang] },
        { role: 'assistant', content: first.text },
      ];
      const { reply } = await collectReply(
        svc.respond({ feature: 'chat', lang, message, history, state: first.reply!.state }),
      );
      expect(reply!.crisis?.category).toBe('suicide');
    }
  });

  it('a "yes" means nothing when no check-in question was asked just before', () => {
    const state = talk('it', [[HEAVY.it, 'elevated'], ['Oggi ho mangiato con mia sorella']])[1]!.state;
    expect(checkInDisclosure('sì', state)).toBeNull();
    expect(checkInDisclosure('sì', talk('it', [['Ciao']])[0]!.state)).toBeNull();
  });

  it('"sì" to the question gets the crisis reply with the helplines, from the AI service', async () => {
    const svc = createAiService({ provider: createBuiltinProvider() });
    for (const [lang, yes] of [
      ['it', 'sì'],
      ['en', 'yes'],
    ] as const) {
      // The service's own crisis check finds the message elevated: no crisis yet, a question.
      const first = await collectReply(
        svc.respond({ feature: 'chat', lang, message: HEAVY[lang], history: [], state: null }),
      );
      expect(first.reply!.crisis).toBeUndefined();
      expect(asked(lang, first.text)).toHaveLength(1);
      const history: ChatTurn[] = [
        { role: 'user', content: HEAVY[lang] },
        { role: 'assistant', content: first.text },
      ];
      const { reply } = await collectReply(
        svc.respond({ feature: 'chat', lang, message: yes, history, state: first.reply!.state }),
      );
      expect(reply!.crisis?.category).toBe('suicide');
      expect(reply!.crisis!.helplines.map((h) => h.href)).toContain('tel:112');
    }
  });

  it('"no" is thanked and the conversation goes on, without asking again', () => {
    for (const lang of ['it', 'en'] as Lang[]) {
      const [, no, next] = talk(lang, [
        [HEAVY[lang], 'elevated'],
        ['no'],
        [lang === 'it' ? 'Oggi al lavoro mi sono sentita sola' : 'At work today I felt lonely'],
      ]);
      expect(CHECK_IN[lang].thanksForNo.some((t) => no!.text.startsWith(t))).toBe(true);
      expect(no!.text).toMatch(/\?$/);
      expect(asked(lang, no!.text + next!.text)).toHaveLength(0);
      expect(next!.text.length).toBeGreaterThan(60);
    }
  });

  it('in a thought record, "no" goes back to the step it was on', () => {
    const replies = talk('it', [
      ['Facciamo un diario dei pensieri'],
      ['Ieri mi hanno lasciata sola a cena e sono tornata a casa piangendo', 'elevated'],
      ['no'],
    ]);
    expect(asked('it', replies[1]!.text)).toHaveLength(1);
    expect(replies[1]!.state.thoughtRecord?.step).toBe('situation');
    expect(replies[2]!.text).toMatch(/Cosa è successo, in poche righe\?/);
    expect(replies[2]!.state.thoughtRecord?.step).toBe('situation');
  });
});
