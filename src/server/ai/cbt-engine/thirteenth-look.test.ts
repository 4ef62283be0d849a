/**
 * What the twelfth development set showed, each fixed and held here: pushback that names what it
 * turns down in more of the ways people say it (tried already, everyone says it, "you already said
 * that about…", "I know that…"), questions about the words to use answered for who will hear them,
 * "is that too bossy?" and «funziona davvero?» about a plan just made, and a few questions that were
 * read as something else (a boss read as a question about the companion, being happy for someone read
 * as good news, a "but how do I…" read as an obstacle).
 */
import { describe, expect, it } from 'vitest';
import { normalize } from '../text/normalize';
import { answerQuestion } from './knowledge/index';
import { planAction } from './plan-action';
import { planTopic } from './plan-topic';
import { rejectedThing } from './pushback-thing';
import { createEngineState } from './state';
import { isHeardLine } from './templates/pushback-heard';
import { converse } from './test-helpers';
import { classifyTurn } from './turns';

const last = (lang: 'it' | 'en', messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;
const kind = (message: string) => {
  const state = createEngineState();
  state.turn = 3;
  return classifyTurn(message, normalize(message), state).kind;
};

describe('pushback names what it turns down, in the person’s words', () => {
  it.each([
    [
      'it',
      ['faccio le notti e di giorno non dormo', 'tappi e mascherina li ho gia provati, nn cambia niente'],
      /«tappi e mascherina»/,
    ],
    [
      'it',
      [
        'ho paura del microfono al matrimonio',
        "si vabbe respirare, me l'hanno detto tutti. in aula non ci riesco",
      ],
      /«respirare»/,
    ],
    [
      'it',
      ['il vicino fa abbaiare il cane tutta la notte', 'parlarci di nuovo? no grazie, ci ho gia provato'],
      /«parlarci di nuovo»/,
    ],
    [
      'it',
      ['mia nonna fa battute sul fatto che sono vegana', 'no ma ignorarlo nn funziona, ci provo da due anni'],
      /«ignorarlo»/,
    ],
    [
      'it',
      ['la pensione mi pesa', "Il volontariato me l'hanno gia detto tutti, non fa per me"],
      /«il volontariato»/,
    ],
    [
      'it',
      [
        'devo fare la dichiarazione dei redditi',
        'Mi scusi, ma che devo dividere il compito in piccoli passi lo so già.',
      ],
      /lo sai già|devi dividere il compito in piccoli passi/,
    ],
    [
      'en',
      ['nobody in my house share washes up', 'a rota we tried already, nobody follows'],
      /“(?:a )?rota”/,
    ],
    ['en', ['my CA retake is in may', 'you already said that about small steps'], /“small steps”/],
    [
      'en',
      [
        'my trivia friends never organise anything',
        "everyone says reach out. I've been reaching out for a year",
      ],
      /“reach out”/,
    ],
    [
      'en',
      ['my heart races and the GP says it is fine', "yeah i know it's anxiety, knowing doesn't make it stop"],
      /know it's anxiety/,
    ],
    [
      'en',
      [
        'laid off at 55 after 30 years',
        "and don't give me the new chapter stuff, Carol's been doing that all week",
      ],
      /“new chapter”/,
    ],
    [
      'en',
      [
        'my brother is drinking again',
        "I know I can't control his choices, everyone says that, it doesn't help at 11pm",
      ],
      /you can't control his choices/,
    ],
    [
      'en',
      ['my seminar talk is on friday', "stop telling me to breathe, i'm not panicking, i'm sad"],
      /“breathe”/,
    ],
  ] as const)('%s: %j', (lang, messages, named) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(named);
    // The line that names it opens the reply (after a word on the informal "tu" to someone who wrote "Lei").
    expect(text.split('\n\n').slice(0, 2).some(isHeardLine)).toBe(true);
  });

  it('what is turned down is never a place, a pronoun or the person someone else is', () => {
    expect(rejectedThing('si ma lei si offende di sicuro, la conosco da 20 anni', 'it')).toBeUndefined();
    expect(rejectedThing('nel mio ufficio non funziona cosi, se dici di no sei fuori', 'it')).toBeUndefined();
    expect(rejectedThing("I've tried that, they just ignore it", 'en')).toBeUndefined();
    // What they know already comes back as a clause of theirs, in the second person.
    expect(
      rejectedThing('lo so che devo evitare cipolla e aglio, non e quello che ti ho chiesto', 'it'),
    ).toEqual({
      form: 'known',
      thing: 'devi evitare cipolla e aglio',
    });
    // «lo dicono tutti che…» names the saying, as said, not turned into the person's own verb.
    expect(rejectedThing('non mi aiuta, lo dicono tutti che fatto è meglio di perfetto', 'it')?.thing).toBe(
      'fatto è meglio di perfetto',
    );
  });

  it('«le solite frasi da opuscolo» and "heard it a million times" are pushback; a colleague’s stock phrases are not', () => {
    expect(
      kind('queste sono le solite frasi da opuscolo pero, io voglio sapere cosa fare nella pratica'),
    ).toBe('pushback');
    expect(
      kind("yeah i know, 'nobody is thinking about you as much as you think', heard it a million times"),
    ).toBe('pushback');
    expect(kind('ma se mi risponde con le solite frasi fatte?')).not.toBe('pushback');
    // "…o non funziona?" asks; it turns nothing down, and half a question is never quoted back as advice.
    expect(kind('sbaglio qualcosa io o non funziona?')).toBe('question');
    expect(kind('la respirazione non funziona')).toBe('pushback');
    expect(rejectedThing('sbaglio qualcosa io o non funziona', 'it')).toBeUndefined();
    const quoted = last('en', [
      'first podcast episode goes out friday',
      "yeah i know, 'nobody is thinking about you as much as you think', heard it a million times",
    ]);
    expect(quoted).toMatch(/“nobody is thinking about you as much as you think”/);
  });
});

describe('what to say, for who will hear it', () => {
  it.each([
    [
      'it',
      [
        'la maestra di Leonardo ci ha consigliato una valutazione, ha 8 anni',
        'cosa gli diciamo a lui? nn voglio che pensi di essere sbagliato',
      ],
      /bambini|non hanno fatto niente di sbagliato/,
      /Quale domanda/,
    ],
    [
      'it',
      [
        'torno al lavoro dopo tre mesi di malattia',
        'cosa rispondo quando i colleghi mi chiedono cosa ho avuto?',
      ],
      /Non devi a nessuno/,
      /Con chi/,
    ],
    [
      'it',
      ['i suoceri stanno da noi un mese intero', 'cosa dico a Luca senza che sembri che attacco sua madre?'],
      /Non è una critica a tua madre/,
      /in una frase/,
    ],
  ] as const)('%s: %j', (lang, messages, advice, question) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(advice);
    expect(text).toMatch(question);
    expect(text.match(/\?/g)).toHaveLength(1);
  });

  it('a child is read in each language’s own words, and only as who hears them: an Italian «son» is no son', () => {
    const text = last('it', [
      'son arrivata a Lisbona per l’erasmus e non conosco nessuno',
      'cosa scrivo pero? ciao sono Irene?? mi sento scema',
    ]);
    expect(text).not.toMatch(/bambini/);
    const coach = last('en', [
      'one dad shouts at the ref every match, they are under 9s',
      'what do i say to him without making it a whole scene in front of the kids',
    ]);
    expect(coach).not.toMatch(/Children need/);
  });

  it('«i miei genitori» are two people of one’s own, not a group to address', () => {
    const text = last('it', [
      'i miei genitori non sanno che ho lasciato l’università',
      'cosa dico ai miei genitori?',
    ]);
    expect(text).not.toMatch(/Davanti a un gruppo/);
  });

  it('a job interview’s questions are answered, not deflected as private ones', () => {
    const text = last('it', [
      'giovedì ho un colloquio in banca',
      'cosa rispondo se mi chiedono i miei difetti?',
    ]);
    expect(text).not.toMatch(/Non devi a nessuno/);
  });
});

describe('plans said back in more of their shapes', () => {
  it.each([
    [
      'it',
      'magari sabato vado con mio fratello Alessio a vedere un paio di usate a Sesto, lui ne capisce',
      'andare con tuo fratello Alessio a vedere un paio di usate sabato',
    ],
    [
      'it',
      'e la settimana dopo lo canto davanti a tutto il coro, prima del concerto',
      'cantarlo davanti a tutto il coro la settimana dopo',
    ],
    [
      'it',
      "dopo l'allenamento di martedi le invito tutte e due a prendere una piadina, io in mezzo",
      "invitarle tutte e due a prendere una piadina dopo l'allenamento di martedi",
    ],
    [
      'it',
      'ok allora la domenica dopo rifaccio Verona Soave da sola e lui mi aspetta al bar dopo il casello',
      'rifare Verona Soave da sola la domenica dopo',
    ],
    [
      'en',
      'i could set a check-in at midnight on saturday where we decide keep going or pivot',
      'set a check-in at midnight on saturday',
    ],
    [
      'en',
      "fine. thursday i'll post in our discord that i'd like us to agree a pivot time together before we start",
      'post in your discord',
    ],
    [
      'en',
      "then before saturday's match i'll have a quick word with Gary in the car park, calm, just us",
      'have a quick word with Gary in the car park',
    ],
  ] as const)('%s: %s', (lang, message, back) => {
    expect(kind(message)).toBe('plan');
    expect(planAction(message, lang)).toBe(back);
  });

  it('a named place is what a long plan loses, never words of the act ("per stare in pari")', () => {
    const back = planAction(
      'magari stasera scrivo su un foglio quanti clienti al giorno mi servono per stare in pari, così la paura ha un numero',
      'it',
    );
    expect(back ?? '').not.toMatch(/per stare stasera/);
  });

  it('a plan of their own is said back even when it names what an earlier pushback dropped', () => {
    const text = last('it', [
      'magari scrivo nel gruppo whatsapp degli erasmus italiani a Lisbona prima di partire',
      'cosa scrivo pero? ciao sono Irene?? mi sento scema',
      'eh facile dirlo, io nn sono una che attacca bottone',
      "ok scrivo solo che arrivo il 2 febbraio e chiedo se qualcuno va al welcome day dell'universita",
    ]);
    expect(text).toMatch(/scrivere solo che arrivi il 2 febbraio/);
  });

  it('"ok but that\'s very theoretical, what do I SAY" is pushback, and «scrivo solo che…» no obstacle', () => {
    expect(kind('ok but thats very theoretical, i mean literally what do i SAY')).toBe('pushback');
    const text = last('it', [
      'vado in erasmus a febbraio',
      'ok scrivo solo che arrivo il 2 febbraio e chiedo se qualcuno va al welcome day',
    ]);
    expect(text).not.toMatch(/ostacolo visto in anticipo/);
  });

  it('a choir is no run and a training before the act is its time: no exercise obstacle for either', () => {
    expect(planTopic('cantarlo davanti a tutto il coro la settimana dopo')).not.toBe('exercise');
    expect(planTopic("invitarle tutte e due a prendere una piadina dopo l'allenamento di martedi")).not.toBe(
      'exercise',
    );
    expect(planTopic('domani corro al parco')).toBe('exercise');
  });

  it('a habit, a fear with its day or a panic foreseen is still no plan', () => {
    expect(kind('ogni sabato accompagno mia figlia a danza')).not.toBe('plan');
    expect(kind('domani canto in chiesa e ho paura')).not.toBe('plan');
    expect(kind("i'll have a panic attack")).not.toBe('plan');
  });
});

describe('a question about a plan just made', () => {
  it.each([
    [
      'en',
      [
        "i'm leading a team at a hackathon next weekend",
        'i could set a check-in at midnight on saturday where we decide keep going or pivot',
        'is that too bossy? dont want to be that guy',
      ],
      /comes across as too bossy/,
    ],
    [
      'it',
      [
        'Gianni mi interrompe sempre in riunione',
        "e se mi interrompe ancora gli dico 'finisco un attimo e poi ti ascolto'",
        'troppo aggressivo?',
      ],
      /sembrerà troppo aggressivo/,
    ],
    [
      'it',
      [
        'devo passare il B2 di tedesco a novembre',
        "magari cerco un tandem, c'è un gruppo al bar in zona Isola il mercoledi sera",
        'funziona davvero o è solo chiacchierare a caso',
      ],
      /provandola|provarci|esperimento/,
    ],
  ] as const)('%s: %j', (lang, messages, answer) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/amicizie|Friendships/);
  });

  it('"is that too much?" is said back as they put it', () => {
    const text = last('en', [
      'my sister always asks me to babysit',
      "i could tell her i'm free one saturday a month",
      'is that too much?',
    ]);
    expect(text).toMatch(/comes across as too much/);
  });

  it('"ok but how do i bring it up…" after a plan is a question, not an obstacle', () => {
    const text = last('en', [
      'my uni friends have a group chat without me',
      "i'm gonna ask Ruth for a coffee next week, just the two of us, and mention it lightly",
      'ok but how do i bring it up without sounding like a 12 year old',
    ]);
    expect(text).not.toMatch(/obstacle/);
    expect(text).toMatch(/first sentence|for example/i);
  });
});

describe('questions read as something else', () => {
  it('"why does my head go straight to…" is about automatic thoughts; with a symptom it stays a health question', () => {
    expect(
      answerQuestion(
        "why does my head go straight to 'you've let everyone down' when it's literally 3 weeks",
        'en',
      )?.id,
    ).toBe('cbt_automatic_thoughts');
    expect(answerQuestion('perché penso sempre al peggio?', 'it')?.id).toBe('cbt_automatic_thoughts');
    expect(answerQuestion('perché penso sempre al peggio quando ho un sintomo?', 'it')?.kind).toBe('health');
    expect(answerQuestion('why do i always jump to the worst when i get a symptom?', 'en')?.kind).toBe(
      'health',
    );
  });

  it('"how do you work for a boss…" is about a boss, not about the companion or a wait for results', () => {
    const text = last('en', [
      'my new boss checks everything',
      "how do you work for a boss who doesn't trust you without losing it",
    ]);
    expect(text).not.toMatch(/I can listen|Waiting is often harder/);
  });

  it('not managing to be happy for someone is no good news of their own', () => {
    const text = last('it', [
      'mia sorella è incinta e noi facciamo la pma da due anni',
      'è brutto che io nn riesca a essere felice per lei',
    ]);
    expect(text).not.toMatch(/Mi fa molto piacere|buone notizie/);
    expect(text).toMatch(/non riesca a essere felice per lei/);
  });

  it('«è strano…» and «è infantile…» are questions even without their question mark', () => {
    expect(kind('è strano avere paura di una cosa che ho voluto io')).toBe('question');
    expect(kind('è brutto che io nn riesca a essere felice per lei')).toBe('question');
    expect(
      last('it', ['parto per l’erasmus a febbraio', 'è strano avere paura di una cosa che ho voluto io']),
    ).toMatch(/avere paura di una cosa che hai voluto tu/);
  });
});
