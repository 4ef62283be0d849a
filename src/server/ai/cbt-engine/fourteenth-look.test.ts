/**
 * What a fresh read of the development conversations showed, each fixed and held here: a question
 * or a plan in the middle of a thought record answered instead of being taken as the step's answer,
 * practical questions of a kind no knowledge entry covers (how will I know when, what did I do,
 * what should I ask, whom do I tell first) answered for what they ask, an experience not had yet
 * («non ho mai meditato») no longer named a thinking trap, and a trailing "genuinely asking" kept
 * out of the words said back.
 */
import { describe, expect, it } from 'vitest';
import { detectDistortions } from '../distortions';
import { chatMayName } from '../distortions/gate';
import { normalize } from '../text/normalize';
import { answerQuestion } from './knowledge/index';
import { planAction } from './plan-action';
import { questionKind } from './question-kinds';
import { converse } from './test-helpers';

const replies = (lang: 'it' | 'en', messages: string[]) =>
  converse(lang, 'chat', messages).map((r) => r.text);
const last = (lang: 'it' | 'en', messages: string[]) => replies(lang, messages).at(-1)!;
const questions = (text: string) => (text.match(/\?/g) ?? []).length;

describe('a question or a plan in the middle of a thought record', () => {
  const record = {
    it: ['mi sento un disastro, sbaglio sempre tutto', 'sì'],
    en: ['I feel useless, I always mess everything up', 'yes'],
  };

  it.each([
    ['it', 'quanto tempo ci vuole?', /settiman/, /Cosa è successo|il momento da cui partiamo/],
    [
      'en',
      'how long does it take to work?',
      /thought record usually starts to work/,
      /What happened|the moment we start from/,
    ],
    [
      'it',
      'ma funziona davvero?',
      /il diario dei pensieri comincia a funzionare/,
      /Cosa è successo|il momento da cui partiamo/,
    ],
  ] as const)('%s: "%s" is answered, then the situation is asked again', (lang, question, content, step) => {
    const r = converse(lang, 'chat', [...record[lang], question]);
    const answered = r[2]!.text;
    expect(r[1]!.state.thoughtRecord?.step).toBe('situation');
    expect(r[2]!.state.thoughtRecord?.step).toBe('situation');
    expect(answered).toMatch(content);
    expect(answered).toMatch(step);
    expect(answered).not.toMatch(/«quanto tempo|«ma funziona|"how long does it take/);
    expect(questions(answered)).toBe(1);
  });

  it.each([
    ['it', 'e se non mi viene in mente niente?', /nessun passo ha una risposta giusta/],
    ['en', 'what if I cant think of a balanced thought?', /no step here has a right answer/],
  ] as const)('%s: a worry about the exercise itself is reassured', (lang, question, reassured) => {
    const answered = last(lang, [...record[lang], question]);
    expect(answered).toMatch(reassured);
    expect(answered).toMatch(/\?$/);
  });

  it('a plan at the feeling step is said back, and the feeling is still asked for', () => {
    const played = converse('it', 'chat', [
      ...record.it,
      'ieri in ufficio ho sbagliato una mail al cliente',
      'che io sono un incapace',
      'forse domani chiedo a Luca di rileggerla prima di mandarla',
      'vergogna, 80',
    ]);
    const r = played.map((p) => p.text);
    expect(r[4]).toMatch(/chiedere a Luca di rileggerla/);
    expect(r[4]).toMatch(/emozione/);
    expect(r[4]).not.toMatch(/Ora guardiamo le prove/);
    // The record kept its place: the feeling given next is the feeling, and the evidence follows.
    expect(r[5]).toMatch(/«vergogna», 80/);
    expect(played[5]!.state.thoughtRecord?.step).toBe('evidence_for');
    expect(r[5]).toMatch(/«che io sono un incapace»/);
  });

  it('a worry phrased as a question is still the automatic thought', () => {
    const r = replies('en', [
      ...record.en,
      'the meeting yesterday, my boss ignored my idea',
      'what if they think I am useless?',
    ]);
    expect(r[3]).toMatch(/what if they think I am useless/);
    expect(r[3]).toMatch(/emotion/i);
  });
});

describe('practical questions answered for the kind of question they are', () => {
  it.each([
    ['en', 'how will I know when it’s time?', 'knowWhen'],
    ['it', 'come faccio a capire quando è il momento?', 'knowWhen'],
    ['en', 'what did i do?? like seriously what could i have done', 'myFault'],
    ['it', 'ma cosa ho fatto di male?', 'myFault'],
    ['en', 'what should I actually ask the teacher', 'whatToAsk'],
    ['it', 'cosa chiedo al mio responsabile senza sembrare agitato', 'whatToAsk'],
    ['en', 'who do i tell first, my manager or HR?', 'whoFirst'],
    ['it', 'a chi lo dico per primo, al capo o alle risorse umane?', 'whoFirst'],
    ['en', 'what actually happens on the first day? I’ve never even been inside a court', 'whatHappens'],
    ['it', 'cosa devo aspettarmi alla prima udienza?', 'whatHappens'],
    ['en', 'how do I ask for help?', null],
    ['it', 'cosa ne pensi?', null],
  ] as const)('%s: "%s" is %s', (_lang, question, expected) => {
    expect(questionKind(normalize(question))).toBe(expected);
  });

  it.each([
    [
      'en',
      [
        'my friend Jess has stopped answering my messages, it’s been three weeks',
        'what did i do?? like seriously what could i have done',
      ],
      /reasons sit in the other person’s life/,
    ],
    [
      'en',
      [
        'parents evening is on thursday and my son is struggling with maths',
        'what should I actually ask the teacher',
      ],
      /Three questions usually cover most of what to ask/,
    ],
    [
      'en',
      ['I’m 12 weeks pregnant and nobody at work knows yet', 'who do i tell first, my manager or HR?'],
      /start with whoever it affects most directly/,
    ],
    [
      'en',
      [
        'got a jury summons for two weeks in june',
        'what actually happens on the first day? I’ve never even been inside a court',
      ],
      /Nobody expects you to know how it works the first time/,
    ],
    [
      'it',
      ['il mio gatto ha 17 anni e non mangia quasi più', 'come faccio a capire quando è il momento?'],
      /segnali concreti|veterinari/,
    ],
  ] as const)('%s: the answer fits the question, with one question back', (lang, messages, answer) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/In general, I can tell you this|In generale posso dirti questo/);
    expect(questions(text)).toBe(1);
  });
});

describe('an experience not had yet is a fact, not a thinking trap', () => {
  const named = (text: string, lang: 'it' | 'en') =>
    detectDistortions(text, lang)
      .filter((d) => chatMayName(text, d))
      .map((d) => d.id);

  it.each([
    [
      'en',
      'my partner’s team is coming over saturday, 6 people, i’ve never hosted anything bigger than pizza',
    ],
    ['it', 'non ho mai meditato'],
    ['it', 'come si scrive un discorso che non sia imbarazzante?? non ne ho mai fatto uno'],
    ['en', 'I’ve never driven on a motorway'],
    ['it', 'non sono mai stata a Londra da sola'],
  ] as const)('%s: no overgeneralisation in "%s"', (lang, text) => {
    expect(named(text, lang)).not.toContain('overgeneralization');
  });

  it.each([
    ['en', 'i’ve never done anything right'],
    ['it', 'non ho mai fatto niente di buono'],
    ['it', 'nessuno mi ha mai capito'],
  ] as const)('%s: still named in "%s"', (lang, text) => {
    expect(named(text, lang)).toContain('overgeneralization');
  });
});

describe('an aside at the end of a question is not said back', () => {
  it.each([
    ['en', 'how do i stop spiralling about a dinner party, genuinely asking', /genuinely asking/],
    ['it', 'come faccio a smettere di pensarci, sul serio?', /sul serio/],
  ] as const)('%s: "%s"', (lang, question, aside) => {
    const text = last(lang, [question]);
    expect(text).not.toMatch(aside);
    expect(text).toMatch(/rumin|rimugin/i);
  });
});

describe('the person’s own story is not turned away, and another family’s dad is not theirs', () => {
  it.each([
    [
      'en',
      "i coach my son's under 9s football team on saturdays in Leicester. volunteer, no real training in it",
    ],
    ['it', 'alleno la squadra di calcio dei pulcini il sabato, faccio volontariato'],
  ] as const)('%s: "%s" is heard, not refused', (lang, message) => {
    expect(last(lang, [message])).not.toMatch(/not something I can help with|Su questo non posso aiutarti/);
  });

  it('a request on the same subject is still declined', () => {
    expect(last('en', ['can you tell me who won the football last night?'])).toMatch(
      /not something I can help with/,
    );
  });

  it('"one dad" on the team is not the person’s family', () => {
    const text = last('en', [
      "i coach my son's under 9s football team on saturdays in Leicester. volunteer, no real training in it",
      "one dad, Gary, shouts at the ref and at me every match about who's playing and who isn't",
    ]);
    expect(text).not.toMatch(/your family/);
  });
});

describe('a long plan is said back up to its relative clause', () => {
  it('"…about the rule that everyone plays equal minutes"', () => {
    const text = last('en', [
      "one dad shouts at me every match about who's playing",
      'i could send all the parents a message this week about the rule that everyone plays equal minutes',
    ]);
    expect(text).toMatch(/send all the parents a message this week/);
  });
});

describe('a small step only where it can be tied to what was said', () => {
  it('two teammates not speaking get a question, not "tidy a corner of your desk"', () => {
    const text = last('it', [
      'sono capitana della mia squadra di pallavolo, serie D, a Forli',
      'due compagne, Giulia e Sara, nn si parlano da un mese e in campo si sente, sabato abbiamo perso 3 a 0',
    ]);
    expect(text).not.toMatch(/scrivania|bicchiere d’acqua|una cosa piccola, legata a questo/i);
    expect(questions(text)).toBe(1);
  });
});

describe('a stepparent asking how long acceptance takes', () => {
  const CTX = { topics: [], recent: [], seed: 1 };
  it.each([
    ['it', 'quanto ci vuole di solito perche una figlia accetti il nuovo compagno della mamma?'],
    ['en', 'how long does it usually take for a stepdaughter to accept her mum’s new partner?'],
    ['en', 'should I set rules for my partner’s kids?'],
  ] as const)('%s: "%s" gets the stepfamily answer', (lang, question) => {
    expect(answerQuestion(question, lang, CTX)?.id).toBe('stepfamily_time');
  });

  it('a child accepting new rules at school is not about a stepfamily', () => {
    expect(answerQuestion('how do I get my son to accept the new rules at school', 'en', CTX)?.id).not.toBe(
      'stepfamily_time',
    );
  });

  it('in the conversation, a how-long question is not answered «Sì, …»', () => {
    const text = last('it', [
      'convivo da un anno con Marta e sua figlia Giada ha 11 anni, mi tratta come un mobile',
      'quanto ci vuole di solito perche una figlia accetti il nuovo compagno della mamma?',
    ]);
    expect(text).not.toMatch(/^Sì/);
    expect(text).toMatch(/anni, non di mesi/);
  });
});

describe('a pattern of behaviour told is met with what it does, not a bare "I’m with you"', () => {
  const BARE =
    /^(?:Ti seguo\.|Capisco, grazie di avermelo raccontato\.|Va bene, sono qui\.|Okay, I’m here\.|I’m with you\.)\n/;
  it.each([
    ['en', 'waiting on biopsy results and i cant think about anything else', /Waiting|waiting/],
    [
      'en',
      "my supervisor said my lit review 'lacks a clear argument' and I haven't opened the doc since",
      /avoidance|Putting it off/,
    ],
    ['en', 'the envelope is literally still sealed on the kitchen counter', /avoidance|Putting it off/],
    ['it', 'continuo a riaprire la chat per vedere se è online', /rassicurazione|si alimenta da solo/],
    ['it', 'continuo a ripensare a una cosa stupida che ho detto a cena', /rimuginio|Ripensarci/],
    ['it', 'la sera torno a casa e non parlo con nessuno fino alla mattina dopo', /silenzio|senza parlare/],
  ] as const)('%s: "%s"', (lang, message, named) => {
    const text = last(lang, [message]);
    expect(text).not.toMatch(BARE);
    expect(text.split('\n')[0]).toMatch(named);
  });

  it('each pattern is named once: the second time the reply says something else', () => {
    const r = replies('it', [
      'continuo a riaprire la chat per vedere se è online',
      'e poi continuo a ricontrollare il telefono anche di notte',
    ]);
    expect(r[0]).toMatch(/rassicurazione|si alimenta da solo/);
    expect(r[1]).not.toMatch(/rassicurazione|si alimenta da solo/);
  });
});

describe('a racing heart with no breath, told for the first time, points to the doctor', () => {
  it.each([
    [
      'it',
      "ieri sera all'improvviso il cuore batteva fortissimo e non riuscivo a respirare, non mi era mai successo",
    ],
    ['en', "last night my heart suddenly started racing and I couldn't catch my breath, first time ever"],
  ] as const)('%s: the GP and 112', (lang, message) => {
    const text = last(lang, [message]);
    expect(text).toMatch(/medico di base|GP/);
    expect(text).toMatch(/112/);
  });

  it.each([
    [
      'it',
      "ieri sera all'improvviso il cuore batteva fortissimo e non riuscivo a respirare",
      'come faccio a capire se è il cuore o l’ansia?',
    ],
    [
      'en',
      "last night my heart suddenly started racing and I couldn't catch my breath",
      'how do I know if it’s my heart or anxiety?',
    ],
  ] as const)('%s: "%s" then "%s" is a question for the doctor', (lang, told, asked) => {
    const text = last(lang, [told, asked]);
    expect(text).toMatch(/medico|GP|doctor/);
    expect(text).not.toMatch(
      /segnali concreti da osservare|concrete signs to watch for|provarlo una volta|trying it once/,
    );
  });

  it('a panic attack named as such keeps its own reply', () => {
    expect(last('en', ['had a panic attack on the train, heart pounding and i couldnt breathe'])).toMatch(
      /panic attack is really frightening/i,
    );
  });
});

describe('a situation is followed on its own topic', () => {
  it.each([
    ['it', 'sono a fine mese con 80 euro sul conto e l affitto da pagare', /scadenza|numeri/],
    ['en', 'my boss keeps piling more work on me and i stay late every night', /at work|in this job/],
  ] as const)('%s: "%s"', (lang, message, asked) => {
    const text = last(lang, [message]);
    expect(text).not.toMatch(/relief, even briefly|sollievo, anche solo per poco/);
    expect(text).toMatch(asked);
  });
});

describe('an act too short to stand before a time is said back with it', () => {
  it('"give myself | till the end of the month to…"', () => {
    expect(
      planAction(
        "I was thinking I'd give myself till the end of the month to just sort the paperwork and the finances, and then from 1st June treat job hunting as a 9 to 5",
        'en',
      ),
    ).toBe('give yourself till the end of the month to just sort the paperwork');
    expect(planAction('i could go for a walk before dinner', 'en')).toBe('go for a walk before dinner');
  });
});

describe('checking when a partner was last online', () => {
  it.each([
    ['en', 'is there a way to stop checking when she was last online?'],
    ['it', 'come smetto di controllare quando è online?'],
  ] as const)('%s: "%s" is the jealousy and checking answer', (lang, question) => {
    expect(answerQuestion(question, lang, { topics: [], recent: [], seed: 1 })?.id).toBe('couple_jealousy');
  });
});
