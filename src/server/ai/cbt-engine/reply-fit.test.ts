/**
 * Replies that fit what the person said: a plan's step and obstacle fit what the plan does, a plan's
 * own verbs are said back in the second person, a "what if" about someone else's reaction is
 * answered as such, a knowledge answer that fits has no general lead before it, a first turn that
 * tells a situation is met as that situation, and a change already made is taken as a step.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { planTopic } from './plan-topic';
import { converse } from './test-helpers';

const last = (lang: Lang, turns: string[]): string => converse(lang, 'chat', turns).at(-1)!.text;
const questions = (text: string): number => (text.match(/\?/g) ?? []).length;

const TALK_LINES =
  /conversazione prenda una piega|preparare la prima frase|conversation taking a different turn|prepare your first sentence/;

describe('a plan’s step and obstacle fit what the plan does', () => {
  it('checking once and saying it aloud is a limit, not a conversation', () => {
    const text = last('it', [
      'prima di uscire controllo la porta quattro volte',
      'magari provo a controllarla una volta sola e dire ad alta voce chiusa',
    ]);
    expect(text).toMatch(/controllarla una volta sola/);
    expect(text).not.toMatch(TALK_LINES);
    expect(text).toMatch(/spinta a fare ancora un po’/);
  });

  it('deleting a number to stop texting is dropping a habit, not a conversation', () => {
    const text = last('en', [
      'my boyfriend left me last week',
      'i’m going to delete his number so i stop texting him at night',
    ]);
    expect(text).not.toMatch(TALK_LINES);
    expect(text).toMatch(/old habit coming back/);
  });

  it('writing thoughts every evening for a week is a routine; rehearsing twice is no run', () => {
    const it_ = last('it', [
      'vorrei capire la cbt',
      'magari provo a scrivere i pensieri la sera per una settimana',
    ]);
    expect(it_).not.toMatch(TALK_LINES);
    expect(it_).toMatch(/giornata storta/);
    const en = last('en', [
      'i have to present to the board tomorrow',
      'tonight ill run through it twice and then stop',
    ]);
    expect(en).not.toMatch(/low-energy day/);
    expect(en).toMatch(/pull to do a bit more/);
  });

  it('a plan that talks to someone keeps the conversation’s step and obstacle', () => {
    const text = last('it', [
      'il mio capo mi chiede sempre di fare straordinari',
      'potrei dirgli che questa settimana posso fermarmi solo il giovedi',
    ]);
    expect(text).toMatch(TALK_LINES);
    expect(planTopic('I could tell my flatmate I need a quiet evening')).toBe('talk');
    expect(planTopic('scrivere a Luca domani')).toBe('talk');
    expect(planTopic('go for a run tomorrow')).toBe('exercise');
    expect(planTopic('non aprire google fino al giorno dei risultati')).toBe('quit');
    expect(planTopic('stop texting him at night')).not.toBe('talk');
  });
});

describe('the person’s own verbs inside a plan or a question are said back in the second person', () => {
  it('it: "posso fermarmi" becomes "puoi fermarti"', () => {
    const text = last('it', [
      'il capo mi chiede di restare',
      'potrei dirgli che questa settimana posso fermarmi solo il giovedi',
    ]);
    expect(text).toMatch(/dirgli che questa settimana puoi fermarti solo il giovedi/);
    expect(text).not.toMatch(/posso fermarti/);
  });

  it('en: "our last conversation" becomes "your last conversation"', () => {
    const text = last('en', [
      'my boyfriend left me',
      'is it normal that i keep replaying our last conversation?',
    ]);
    expect(text).toMatch(/you keep replaying your last conversation/);
    expect(text).not.toMatch(/\bour\b/);
  });
});

describe('a "what if" about another person’s reaction', () => {
  const cases: Array<[Lang, string[], RegExp]> = [
    [
      'it',
      [
        'il mio capo mi chiede sempre di fare straordinari e non riesco a dire di no',
        'potrei dirgli che questa settimana posso fermarmi solo il giovedi',
        'e se si arrabbia',
      ],
      /per me questo punto resta importante/,
    ],
    [
      'en',
      ['my boss sent me a passive aggressive email in front of the whole team', 'what if he does it again?'],
      /we see this differently/,
    ],
    [
      'en',
      [
        'my flatmate never cleans and eats my food',
        'i was thinking of putting a cleaning rota on the fridge',
        'what if she just laughs it off',
      ],
      /share the housework/,
    ],
  ];
  it.each(cases)(
    '%s: their reaction is not in the person’s hands, the answer is (%#)',
    (lang, turns, example) => {
      const text = last(lang, turns);
      expect(text).toMatch(/nelle tue mani|in your hands/);
      expect(text).toMatch(/frase calma|calm sentence/);
      expect(text).toMatch(example);
      expect(text).toMatch(/non un verdetto|non di quanto vali|not a verdict|not about what you’re worth/);
      expect(text).toMatch(
        /rispondere, se succedesse\?|suonerebbe la tua risposta|answer if it happened\?|your answer sound/,
      );
      expect(text).not.toMatch(/non sarebbe la fine|wouldn’t be the end|Al lavoro pesa|Guilt is useful/);
      expect(questions(text)).toBe(1);
    },
  );

  it('a "no" is met by accepting it calmly', () => {
    expect(last('en', ['i want to ask my sister for a loan', 'and if she says no'])).toMatch(
      /thanks for telling me straight/,
    );
  });
});

describe('a knowledge answer that fits has no general lead before it', () => {
  it('"how do I respond without making it worse?" gets the assertive answer, with no "smallest step" before it', () => {
    const text = last('en', [
      'my boss sent me a passive aggressive email in front of the whole team',
      'how do I respond without making it worse?',
    ]);
    expect(text).not.toMatch(/smallest concrete step|no single recipe/);
    expect(text).toMatch(/three parts|Before you speak/);
  });

  it.each([
    [
      'en',
      ['my flatmate never cleans and eats my food', 'how do i confront someone when i hate conflict'],
      /three parts: the fact, how you feel, the request/,
    ],
    [
      'it',
      ['il mio coinquilino non pulisce mai', 'come affronto qualcuno se odio i conflitti?'],
      /tre parti: il fatto, quello che provi, la richiesta/,
    ],
  ] as const)('%s: confronting someone reaches the three-part message', (lang, turns, three) => {
    const text = last(lang, [...turns]);
    expect(text).toMatch(three);
    expect(text).not.toMatch(
      /one specific moment|un momento preciso|smallest concrete step|passo più piccolo/,
    );
  });
});

describe('a first turn that tells a situation is met as that situation', () => {
  const STOCK =
    /let’s stay with work|Okay, I’m here|teniamo al centro|Ti seguo|resto qui con te|Cosa hai pensato di te|what weighs on you most|What would help a little|Cosa ti aiuterebbe un po’/;
  const cases: Array<[Lang, string, RegExp]> = [
    ['en', 'my boss sent me a passive aggressive email in front of the whole team', /in front of others/],
    ['en', 'my flatmate never cleans and eats my food', /doesn’t do their part/],
    [
      'it',
      'il mio capo mi chiede sempre di fare straordinari e non riesco a dire di no',
      /dire di no.*ore e impegni in più/,
    ],
    [
      'it',
      'prima di uscire controllo la porta quattro volte, a volte torno indietro dalla macchina',
      /riporta a controllare/,
    ],
    [
      'it',
      'mi hanno parlato della cbt ma non ho capito bene',
      /Vuoi che ti spieghi in parole semplici cos’è la CBT/,
    ],
    ['en', 'I keep waking up at 4am', /you keep waking up at 4am.*sleep won’t come/],
  ];
  it.each(cases)('%s: %s', (lang, message, fits) => {
    const text = last(lang, [message]);
    expect(text).toMatch(fits);
    expect(text).not.toMatch(STOCK);
    expect(questions(text)).toBe(1);
  });

  it('a "sì" to the offer to explain gets the explanation', () => {
    const text = last('it', ['mi hanno parlato della cbt ma non ho capito bene', 'sì']);
    expect(text).toMatch(/cognitivo-comportamentale/);
  });

  it('a feeling named with the situation is named back', () => {
    expect(last('it', ['mio fratello non risponde ai messaggi da una settimana e sono preoccupata'])).toMatch(
      /il silenzio lascia tanto spazio ai pensieri.*si sente la preoccupazione/,
    );
  });
});

describe('a change the person already made is taken as a step', () => {
  it('it: "ho smesso di bere caffe dopo pranzo" in a talk about sleep', () => {
    const text = last('it', [
      'non dormo bene da mesi',
      'quanto ci vuole per tornare a dormire normale?',
      'ho smesso di bere caffe dopo pranzo',
    ]);
    expect(text).toMatch(
      /hai smesso di bere caffe dopo pranzo: è (?:un cambiamento vero|un passo concreto)/i,
    );
    expect(text).toMatch(/Per il sonno/);
    expect(text).toMatch(/Da quanto tempo l’hai fatto|Da quando hai fatto questo cambiamento/);
    expect(text).not.toMatch(/resto qui con te/);
  });

  it('en: "I\'ve cut out coffee after lunch" and "I started walking"', () => {
    expect(last('en', ['i cant sleep well lately', 'I’ve cut out coffee after lunch'])).toMatch(
      /You’ve cut out coffee after lunch: that’s a real change|So you’ve cut out coffee after lunch/,
    );
    expect(last('en', ['work is so stressful', 'i started walking after work'])).toMatch(
      /(?:You|So you) started walking after work.*(?:pressure|What have you noticed|what have you noticed)/s,
    );
  });

  it('a habit that helps, dropped, is not praised', () => {
    expect(last('it', ['sono giù', 'ho smesso di uscire'])).not.toMatch(/cambiamento vero|passo concreto/);
    expect(last('en', ['I stopped exercising months ago'])).not.toMatch(/real change|step already taken/);
  });
});

describe('a teacher’s school is their work', () => {
  it('is not answered with exam or study steps, however many turns later', () => {
    const r = converse('en', 'chat', [
      'I’m a primary school teacher and by sunday afternoon I already dread monday',
      'I’m going to talk to my head teacher about dropping one after-school club',
      'honestly I don’t think anything will change though',
    ]);
    expect(r[0]!.text).not.toMatch(/stud(?:y|ying)/i);
    for (const reply of r) expect(reply.text).not.toMatch(/exam|twenty-five minutes/i);
  });
});

describe('small slips a new hand found', () => {
  it('"every time a notification pops up my stomach drops" is a reaction, not an overgeneralisation', () => {
    const r = converse('en', 'chat', ['my credit card balance is at 4k', 'every time a notification pops up my stomach drops']);
    expect(r[1]!.distortions).toEqual([]);
    expect(r[1]!.text).not.toMatch(/Overgeneralization/);
  });

  it('"dovrei bloccarla o sarebbe infantile?" weighs blocking her, not "sarebbe infantile" as a second way', () => {
    const text = last('it', ['la mia ragazza mi ha lasciato', 'dovrei bloccarla o sarebbe infantile?']);
    expect(text).toMatch(/bloccarla/);
    expect(text).not.toMatch(/o sarebbe infantile/);
  });

  it('«penso che la silenzio per un mese» is a plan; a feeling after it is not its place', () => {
    const r = converse('it', 'chat', [
      'la mia ragazza mi ha lasciato',
      'penso che la silenzio per un mese',
      'il silenzio della casa mi pesa',
    ]);
    expect(r[1]!.text).toMatch(/silenziarla per un mese/);
    expect(r[2]!.text).not.toMatch(/momento preciso/);
  });

  it('«ok grz» closes', () => {
    expect(last('it', ['mi ha lasciato', 'ok grz'])).toMatch(/Di niente|Grazie a te|Qui trovi|Sono qui|Quando vuoi/);
  });
});

describe('more slips a new hand found', () => {
  it('"tutte sono più felici di me" is a painful comparison, never good news', () => {
    const text = last('it', ['ho 17 anni e quando apro tiktok mi sembra che tutte siano piu belle e piu felici di me']);
    expect(text).not.toMatch(/Che bello|meritano di essere notati/);
  });

  it('"tipo cosa potrei fare invece la sera" asks for an idea: it is not said back as a plan', () => {
    const text = last('it', ['apro tiktok tutte le sere e sto peggio', 'tipo cosa potrei fare invece la sera']);
    expect(text).not.toMatch(/idea concreta|hai trovato da te|fare invece la sera/);
  });

  it('"breathing exercises don\'t do anything for me" is pushback: no breathing follows', () => {
    const text = last('en', ['my driving test is next thursday', 'breathing exercises don’t do anything for me']);
    expect(text).not.toMatch(/slow breaths|Respirazione quadrata/);
  });

  it('"my driving test is next thursday and I failed the first one" still gets luck wished at the goodbye', () => {
    const text = last('en', ['my driving test is next thursday and I failed the first one because of nerves', 'thanks, wish me luck']);
    expect(text).toMatch(/Good luck with the driving test on Thursday/);
  });
});

describe('grief is not a thinking trap', () => {
  it.each([
    ['it', ['mio nonno è morto due mesi fa', 'ogni volta che passo davanti a casa sua piango, non passerà mai']],
    ['en', ['my mum died in the spring', 'I will never get over this, every song reminds me of her']],
  ] as const)('%s: no trap is named once a death has been told', (lang, turns) => {
    const reply = converse(lang, 'chat', [...turns]).at(-1)!;
    expect(reply.distortions).toEqual([]);
    expect(reply.text).not.toMatch(/Ipergeneralizzazione|Overgeneralization|Previsione negativa|Fortune telling|andata male|went badly/i);
    expect(reply.text).not.toMatch(/che la conosceva/);
  });
});
