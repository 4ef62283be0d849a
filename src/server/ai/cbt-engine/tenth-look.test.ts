/**
 * What a tenth reading of the development conversations showed, each fixed and held here: a name
 * said back keeps its capital when the person writes everything else in lower case.
 */
import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';
import { classifyTurn } from './turns';
import { normalize, normalizeText } from '../text/normalize';
import { readTopics } from './emotions';
import { answerQuestion } from './knowledge/index';
import { parseEngineState } from './state';

const last = (lang: 'it' | 'en', messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('a name said back keeps its capital', () => {
  it('after messages written in lower case, «Marta» stays «Marta»', () => {
    const text = last('it', [
      'tra 12 giorni volo a lisbona con le mie amiche e adesso me ne pento',
      'ogni volta che immagino il decollo vedo l’aereo che si inclina',
      'Marta si siede vicino a me, lei dorme appena chiude la cintura',
    ]);
    expect(text).toMatch(/Marta si siede vicino a te/);
    expect(text).not.toMatch(/\bmarta\b/);
  });

  it('from someone who starts every message with a capital, the capital of a sentence start is lowered', () => {
    const text = last('it', [
      'Tra 12 giorni volo a Lisbona con le mie amiche e adesso me ne pento.',
      'Ogni volta che immagino il decollo vedo l’aereo che si inclina.',
      'Lei si siede vicino a me, dorme appena chiude la cintura.',
    ]);
    expect(text).toMatch(/, lei si siede vicino a te/);
  });
});

describe('pushback names what was turned down, in the person’s words', () => {
  it.each([
    [
      'it',
      'il biglietto gentile l’ho gia provato il mese scorso, non è cambiato niente',
      /hai già provato «il biglietto gentile»|se «il biglietto gentile» non ha aiutato/,
    ],
    [
      'it',
      'smettila di dirmi di respirare, in quel momento nn ci riesco proprio',
      /(?:niente|lascio stare) «respirare»/,
    ],
    ['it', 'non dirmi che posso prenderne un altro, non è quello il punto', /«puoi prenderne un altro»/],
    [
      'it',
      'facile dire "parlane con lei", tu nn la conosci',
      /Hai ragione: (?:detto così, )?«parlane con lei»/,
    ],
    [
      'it',
      'non mi fare la predica sulla sincerità per favore, lo so da solo',
      /«la predica sulla sincerità»/,
    ],
    ['en', 'yeah I’ve done the pomodoro thing, didnt help', /“pomodoro”/],
    [
      'en',
      'I can’t just "avoid being a passenger", we have one car and two kids',
      /You’re right: “avoid being a passenger”/,
    ],
    [
      'en',
      'I don’t need to hear "your body made a human", my husband says that every day',
      /“your body made a human”/,
    ],
    [
      'en',
      'i can’t ‘take time for self care’ when there’s 2 of us for 28 patients',
      /“take time for self care”/,
    ],
    [
      'it',
      'Mi perdoni, ma i consigli sul «ritagliarsi del tempo» li ho sentiti mille volte.',
      /«ritagliarsi del tempo»/,
    ],
    ['it', 'ma dai, «ognuno ha i suoi tempi» è una frase da Baci Perugina', /«ognuno ha i suoi tempi»/],
  ] as const)('%s: «%s»', (lang, message, met) => {
    const opener =
      lang === 'it' ? 'ultimamente sono sempre sotto stress' : 'I feel stressed all the time lately';
    const text = last(lang, [opener, message]);
    expect(text).toMatch(met);
    // Then what would help is asked, with one question.
    expect(text.match(/\?/g)).toHaveLength(1);
  });

  it('what they asked not to hear is not explained back to them', () => {
    const text = last('en', [
      'i cant sleep before the hearing',
      'please don’t say sleep hygiene, i’ve read every article on earth',
    ]);
    expect(text).toMatch(/“sleep hygiene”/);
    expect(text).not.toMatch(/same time every morning|screens|bed for sleep/);
  });

  it('with nothing named, the general acknowledgement stays', () => {
    expect(last('en', ['work is crushing me', 'I’ve tried that already'])).toMatch(/You’re right/);
  });
});

describe('plans said in more of the ways people say them', () => {
  const kind = (m: string) => classifyTurn(m, normalizeText(m).text, parseEngineState(null)).kind;
  it.each([
    'maybe we do shifts, he takes 6-8 and I go for a walk round the block with headphones, then I take 8-10',
    'I’ve thought about signing up to the Saturday parkrun so there’s at least one thing in the diary',
    'I’ll also reread my statement twice, not twenty times. Once on the 10th and once the morning of.',
    'pensavo che il prossimo venerdì organizzo io qualcosa, il calcetto con Luca e gli altri',
    'magari il sabato mattina, che vengo da una notte libera, li porto io a colazione al bar',
    'forse l’invidia mi sta dicendo che voglio cambiare anch’io. magari questo weekend rifaccio il cv e guardo due o tre annunci',
  ])('«%s» is a plan', (m) => expect(kind(m)).toBe('plan'));

  it.each([
    'forse porto dentro questa rabbia da anni',
    'magari esco troppo poco, non lo so',
    'forse mi sento così perché sono stanca',
    'I’ll also be there on my own, which scares me',
    'maybe we fight because we’re both tired',
  ])('«%s» is not', (m) => expect(kind(m)).not.toBe('plan'));
});

describe('readings from the ninth development set', () => {
  it('«esami» after chemotherapy are medical tests, and happiness others expect is not read as joy', () => {
    const m = 'ho finito la chemio a novembre, gli esami sono buoni, tutti mi dicono che devo essere felice';
    expect(readTopics(normalize(m))).toEqual(['health']);
    const text = last('it', [m]);
    expect(text).toMatch(/aspettano che tu sia felice|come dovresti sentirti/);
    expect(text).not.toMatch(/Mi fa molto piacere|fatto la differenza|la chemi\b/);
  });

  it('thirty-four years of teaching are work, not study', () => {
    expect(
      readTopics(normalize('Retired in March after 34 years teaching middle school science in Ohio.')),
    ).toContain('work');
    expect(
      readTopics(normalize('Retired in March after 34 years teaching middle school science in Ohio.')),
    ).not.toContain('study');
  });

  it('"I guess." is few words, not a phrase to say back', () => {
    const text = last('en', ['my wife still works part time so by 9am the house is just me', 'I guess.']);
    expect(text).not.toMatch(/So you guess/);
  });

  it.each([
    [
      'en',
      'With respect, it’s easy to talk about ‘reframing’ when you’re not the one with a mortgage.',
      /“reframing”/,
    ],
    ['it', 'non ho bisogno che mi dici che sono bella uguale, non è quello', /«sei bella uguale»/],
  ] as const)('%s: «%s» is pushback, named back', (lang, message, met) => {
    expect(
      last(lang, [
        lang === 'it' ? 'mi guardo allo specchio e non mi riconosco' : 'I was made redundant at 55',
        message,
      ]),
    ).toMatch(met);
  });
});

describe('a plan is said back in the person’s words however it is put', () => {
  it.each([
    [
      'en',
      'I was thinking I’d start with the short roads round the village on Sunday morning when it’s quiet',
      /start with the short roads/,
    ],
    [
      'en',
      'I’ve thought about signing up to the Saturday parkrun so there’s at least one thing in the diary',
      /signing up to the Saturday parkrun/,
    ],
    [
      'en',
      'i’m gonna screenshot it, send it to my sister so it exists somewhere, then archive the chat so it’s not at the top',
      /screenshot it, send it to your sister, then archive the chat/,
    ],
    [
      'en',
      'and try a small breakfast on work-from-home days first, so the stakes are low',
      /try a small breakfast on work-from-home days/,
    ],
    [
      'it',
      'pensavo che il prossimo venerdì organizzo io qualcosa, il calcetto con Luca e gli altri',
      /organizzare qualcosa il prossimo venerdì/,
    ],
    [
      'it',
      'magari stasera invece di chiedergli cos’ha lo porto a prendere un gelato e vediamo se parla da solo',
      /portarlo a prendere un gelato stasera/,
    ],
  ] as const)('%s: «%s»', (lang, plan, said) => {
    const opener =
      lang === 'it' ? 'ultimamente sono sempre sotto stress' : 'I feel stressed all the time lately';
    expect(last(lang, [opener, plan])).toMatch(said);
  });
});

describe('questions that lean on the conversation', () => {
  it('"panic attack" is read as such in squeezed text: fainting at the wheel gets its own answer', () => {
    const text = last('en', [
      'Had a panic attack on the M6 last Thursday, felt like I was going to pass out at 70mph.',
      'I’ve been to the GP since, ECG normal, she said it was panic.',
      'Can you actually pass out from a panic attack while driving?',
    ]);
    expect(text).toMatch(/pull over|blood pressure/);
    expect(text).not.toMatch(/hypochondria/);
  });

  it('«con lei», a few turns after a psychologist was named, is about her', () => {
    const r = converse('it', 'chat', [
      'giovedì ho il primo appuntamento con una psicologa. ci ho messo due anni a prenotare',
      'ho paura di stare lì in silenzio',
      'e se non mi trovo bene con lei? si può cambiare o è maleducato?',
      'ma tu e lei fate la stessa cosa? cioè se vado da lei devo smettere di usare l’app?',
    ]);
    expect(r[2]!.text).toMatch(/[Cc]ambiare terapeuta/);
    expect(r[3]!.text).toMatch(/accanto alla terapia/);
  });
});

describe('a work rota is no cleaning rota', () => {
  it('"the rota changes every month" from a night-shift worker does not get the flatmates’ chores', () => {
    const ask = (q: string) => answerQuestion(q, 'en', { topics: [], recent: [], seed: 1 })?.id;
    expect(ask('mate I can’t just "keep a regular routine", the rota changes every month?')).not.toBe(
      'flatmates_chores_rota',
    );
    expect(ask('how do I suggest a cleaning rota to my flatmates?')).toBe('flatmates_chores_rota');
  });
});

describe('«non voglio esercizi» holds for the rest of the conversation', () => {
  it.each([
    [
      'it',
      [
        'mi sento a pezzi da settimane, dormo male',
        'non voglio esercizi, voglio solo capire perché sto così',
        'la sera è la parte peggiore, mi metto a piangere',
        'ti ho detto che non voglio esercizi',
      ],
      /passo piccolo|Una cosa piccola|svegliati alla stessa ora|letto solo per dormire/,
    ],
    [
      'en',
      [
        'I feel wrecked, sleeping badly for weeks',
        'I don’t want exercises, I just want to understand why I feel like this',
        'evenings are the worst, I end up crying',
        'I told you, no exercises',
      ],
      /small step|One small thing|same time every morning|bed for sleep/,
    ],
  ] as const)('%s: no step, exercise or advice after it', (lang, messages, advice) => {
    const r = converse(lang, 'chat', [...messages]);
    for (const x of r.slice(2)) {
      expect(x.text).not.toMatch(advice);
      expect(x.suggestions).toEqual([]);
    }
  });
});

describe('what is not pushback', () => {
  const kind = (m: string) => classifyTurn(m, normalizeText(m).text, parseEngineState(null)).kind;
  it.each([
    'I don’t say much in meetings, I just freeze',
    'at work I don’t say anything when they interrupt me',
  ])('«%s»', (m) => expect(kind(m)).not.toBe('pushback'));
  it('"please don’t say sleep hygiene" is', () =>
    expect(kind('please don’t say sleep hygiene')).toBe('pushback'));
});

describe('"what would you do if you were me?" after a plan of theirs', () => {
  it.each([
    [
      'it',
      [
        'ho un colloquio di lavoro giovedì e sono in ansia',
        'pensavo di fare una prova con mia sorella mercoledì sera, lei fa le domande e io rispondo',
        'tu cosa faresti al mio posto?',
      ],
      /(?:partirei dalla tua idea|terrei la strada che hai trovato tu), fare una prova con tua sorella/,
    ],
    [
      'en',
      [
        'I have a job interview on Thursday and I am anxious',
        'maybe I could do a practice run with my sister on Wednesday evening',
        'what would you do if you were me?',
      ],
      /(?:start from your own idea|keep to the way you found yourself), do a practice run with your sister/,
    ],
  ] as const)('%s: their plan is the answer', (lang, messages, said) => {
    expect(last(lang, [...messages])).toMatch(said);
  });

  it('with no plan yet, the opinion is answered as before', () => {
    expect(
      last('en', ['I retired in March and the mornings are empty', 'what would you do if you were me?']),
    ).not.toMatch(/your own idea/);
  });
});

describe('a step added to the plan just made', () => {
  it('«e guardare il conto una volta a settimana…» is a plan of its own, said back', () => {
    const text = last('it', [
      'ho dei clienti che non pagano da tre mesi e non dormo',
      'pensavo di mandare a tutti e due una PEC lunedì mattina',
      'e guardare il conto una volta a settimana, il venerdì alle 10 col caffè, non tutti i giorni di nascosto',
    ]);
    expect(text).toMatch(/guardare il conto una volta a settimana/);
    expect(text).not.toMatch(/mandare a tutti e due una PEC/);
  });
});

describe('what does not add to a plan', () => {
  it.each([
    'and compare myself to everyone',
    'and there were days I could not get up',
    'e non vado più in palestra da mesi',
  ])('«%s» right after a plan is no step of it', (m) => {
    const st = parseEngineState(null);
    st.turn = 3;
    st.openPlan = { text: 'go for a walk', turn: 2, asked: false };
    expect(classifyTurn(m, normalizeText(m).text, st).kind).not.toBe('plan');
  });
});
