/**
 * Direct questions answered for what they ask: the general answer's topic line only from a topic the
 * question or the last two turns carry, questions read without their question mark, how-to questions
 * reaching the knowledge that fits, choices weighed for their kind, and "then what?" after a plan.
 */
import { describe, expect, it } from 'vitest';
import { isQuestion } from './knowledge/index';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', turns: string[]): string => converse(lang, 'chat', turns).at(-1)!.text;

describe('the topic line comes from what the question or the last two turns carry', () => {
  it('people in general are no friendship topic', () => {
    const text = last('it', [
      'il mio capo mi ha urlato contro davanti ai clienti',
      'sono rimasta zitta e poi ho pianto in bagno',
      'perché certe persone si permettono di umiliare gli altri?',
    ]);
    expect(text).not.toMatch(/amicizi/i);
    expect(text).toMatch(/umiliare qualcuno|non puoi cambiare/i);
  });

  it('someone named only as company, or several turns back, gives no family line', () => {
    const company = last('en', [
      "I've been scared of the tube since a train got stuck in a tunnel",
      "tomorrow I'm trying one stop with my brother next to me",
      'and what about the central line? do I avoid it for now or not',
    ]);
    expect(company).not.toMatch(/famil/i);
    const stale = last('en', [
      'I told my brother about the overdraft',
      'anyway I also started a pottery class',
      'I keep going to it every week',
      'why does it still feel so awkward there?',
    ]);
    expect(stale).not.toMatch(/famil|studying|friendship/i);
  });

  it('a question about screens gets the screens answer, not the sleep line', () => {
    const text = last('en', [
      "it's 2am and I can't switch off",
      'is watching youtube in bed making it worse?',
    ]);
    expect(text).toMatch(/^Scrolling videos in bed/);
    expect(text).not.toMatch(/regularity matters most/);
    const app = last('en', [
      'everyone on my feed is getting married',
      'would deleting instagram actually help or is that just running away from it',
    ]);
    expect(app).toMatch(/isn’t the same as avoiding a fear|rigged comparison/);
  });
});

describe('a question is read without its question mark', () => {
  it('interrogative openings and "X o Y" make a question; the same words in a statement do not', () => {
    for (const q of [
      'dove si trova un gruppo di lettura a Bari',
      'quanto dovrebbe durare un brindisi, più o meno',
      'fare un diario è inutile o funziona davvero',
      'chi posso chiamare per una cosa del genere',
      'per ora la evito o no',
    ])
      expect(isQuestion(q, 'it'), q).toBe(true);
    for (const q of ['where to start with all this', 'should I text her or just leave it'])
      expect(isQuestion(q, 'en'), q).toBe(true);
    for (const s of [
      "quando sono in ansia mi manca l'aria",
      'dove lavoro nessuno mi saluta',
      'chi mi conosce sa che non mollo',
      'ho chiamato mia nonna o meglio lei ha chiamato me',
    ])
      expect(isQuestion(s, 'it'), s).toBe(false);
    expect(isQuestion('where I work nobody talks to each other', 'en')).toBe(false);
  });

  it('how long a speech should last is answered in minutes, in both languages', () => {
    expect(
      last('it', [
        'devo fare il discorso al matrimonio di mia sorella',
        'quanto dovrebbe durare un brindisi, più o meno',
      ]),
    ).toMatch(/tra i due e i quattro minuti/);
    const en = last('en', [
      "I'm best man at my mate's wedding in June",
      'how long should a best man speech be roughly',
    ]);
    expect(en).toMatch(/two to four minutes/);
    expect(en).not.toMatch(/varies from person to person/);
  });
});

describe('how-to questions reach the knowledge that fits', () => {
  it('helping someone without pressing, a creative block, a neighbour, a friend who drifted', () => {
    expect(
      last('it', [
        'la mia amica Giulia sta passando un periodo orribile',
        'come posso starle vicino senza assillarla',
      ]),
    ).toMatch(/chiedere invece di indovinare|fare un passo indietro/);
    expect(
      last('it', [
        'da settimane non riesco a scrivere niente',
        "c'è un modo per sbloccarmi o aspetto e basta",
      ]),
    ).toMatch(/giudice interno|Aspettare che passi/);
    expect(
      last('en', ["the neighbour's dog barks every night", 'how do I even bring it up with my neighbour']),
    ).toMatch(/With a neighbour|in person, calmly/);
    expect(
      last('it', [
        'il mio amico Marco è sparito, ci sentiamo solo a Natale',
        'cosa potrei scrivergli senza che sembri una ripicca',
      ]),
    ).toMatch(/messaggio leggero|amicizie spesso si allontanano/i);
  });

  it('mornings with children, rambling when nervous, a nap alarm, the night waking', () => {
    expect(
      last('en', [
        'the mornings with my two kids are chaos',
        'how do I stop the school run turning into a shouting match?',
      ]),
    ).toMatch(/night before|point that always jams/);
    expect(
      last('en', [
        'I present at the team meeting on Monday',
        'any tips for not waffling when I get anxious?',
      ]),
    ).toMatch(/one sentence first|three key points/);
    expect(
      last('en', [
        'I nap every afternoon for two hours',
        "I'll set a 15 minute alarm tomorrow",
        'and if I feel groggy after?',
      ]),
    ).toMatch(/foggy|grogginess/);
    expect(
      last('it', [
        'mi sveglio alle 3 e non mi riaddormento più',
        'quanto devo aspettare prima di tornare a letto',
      ]),
    ).toMatch(/ventina di minuti/);
  });

  it('a health what-if names the fear first and keeps the GP and 112', () => {
    const it1 = last('it', ["aspetto l'esito della biopsia per un neo", 'e se fosse qualcosa di brutto?']);
    expect(it1).toMatch(/^È comprensibile chiederti se fosse qualcosa di brutto/);
    expect(it1).toMatch(/medico di base/);
    expect(it1).toMatch(/112/);
  });
});

describe('a choice gets what helps to weigh that kind of choice', () => {
  it('avoiding something feared: what avoidance does, and a gradual step, on the thing named', () => {
    const text = last('it', [
      'al supermercato ho avuto un attacco di panico la settimana scorsa',
      'e il supermercato? per ora lo evito o no',
    ]);
    expect(text).toMatch(/^Se per ora eviti il supermercato o no/);
    expect(text).toMatch(/paura|timore/);
    expect(text).toMatch(/gradin|passo/);
    expect(text).not.toMatch(/In famiglia|Da qui non posso darti un sì o un no/);
  });

  it('raising something with someone: what to weigh and how to say it calmly', () => {
    const it1 = last('it', [
      'la mia ragazza non mi ha invitato alla festa dei suoi colleghi',
      'e quando la vedo le dico della festa o lascio stare?',
    ]);
    expect(it1).toMatch(/^Se quando la vedi le dici della festa o no/);
    expect(it1).toMatch(/parlarne|tacere/);
    const en = last('en', [
      'my flatmate keeps eating my food',
      'do I mention it to my flatmate or just let it go',
    ]);
    expect(en).toMatch(/^Whether you mention it to your flatmate or not/);
    expect(en).toMatch(/raise it|staying quiet/);
  });

  it('"ha senso?" right after a plan weighs that plan', () => {
    const text = last('it', [
      'la mia collega mi ha risposto male davanti al cliente',
      'magari domani le chiedo due minuti per chiarire',
      'ha senso o rischio di peggiorare le cose',
    ]);
    expect(text).toMatch(/chiederle due minuti per chiarire/);
    expect(text).toMatch(/parlarne|tacere/);
  });
});

describe('"and then what?" after a plan gives the step after it', () => {
  it("on the person's condition, for the conversation's topic", () => {
    const en = last('en', [
      "I've got a credit card bill I haven't opened in weeks",
      "tomorrow I'm opening it with my sister on the phone",
      "and once it's opened, then what?",
    ]);
    expect(en).toMatch(/^Once it’s opened, /);
    expect(en).toMatch(/minimum payment/);
    const it1 = last('it', [
      'mi sono iscritta in palestra ma non ci vado mai',
      'sabato vado in palestra e faccio solo il tapis roulant',
      'e poi? tapis roulant per sempre?',
    ]);
    expect(it1).toMatch(/tapis roulant/);
    expect(it1).toMatch(/una cosa sola alla volta/);
  });

  it('"can you help while I wait" says what the waiting can hold', () => {
    expect(last('en', ["I'm on the waiting list for therapy", 'can you help me while I wait?'])).toMatch(
      /While you wait/,
    );
  });
});

describe('"is it normal" about how someone else treats the person', () => {
  it.each([
    [
      'it',
      'oggi il mio responsabile mi ha urlato contro davanti ai clienti',
      'è normale che un capo urli così ai dipendenti?',
    ],
    ['it', 'lavoro in un bar', 'è normale che il mio capo mi urli contro davanti a tutti?'],
    ['en', 'I work in a shop', 'is it normal for a manager to shout at staff in front of customers?'],
    ['en', 'my flatmate keeps insulting me', 'is it normal that he talks to me like that?'],
  ] as const)('%s: «%s» → «%s» is never called normal', (lang, before, question) => {
    const text = converse(lang, 'chat', [before, question]).at(-1)!.text;
    expect(text).not.toMatch(
      /sì, è normale|Sì, è normale|Spesso sì|Often, yes|yes, it’s normal|Yes, it’s normal/,
    );
    expect(text).toMatch(
      lang === 'it'
        ? /non è un modo accettabile|da non considerare normale/
        : /not an acceptable way|not something to accept as normal/,
    );
  });

  it('a feeling is still answered as one', () => {
    expect(
      converse('it', 'chat', ['mi sento sempre stanca e nervosa', 'è normale sentirsi così?']).at(-1)!.text,
    ).toMatch(/Spesso sì|è normale/);
  });
});

describe('an opinion asked with words between ("what would you actually do", "lei cosa farebbe")', () => {
  it('is answered as an opinion, in both languages', () => {
    const en = converse('en', 'chat', ['my manager emailed me at 10pm saying we need to talk', 'what would you actually do tonight in my place?']);
    expect(en[1]!.text).toMatch(/^If I were in your place/);
    const it_ = converse('it', 'chat', ['sono in pensione da tre mesi e mi sento inutile', 'lei cosa farebbe al mio posto?']);
    expect(it_[1]!.text).toMatch(/^(?:Se fossi al tuo posto|Ti dico sinceramente come la vedo)/);
  });
});

describe('"what else then?" after a suggestion turned down', () => {
  it('gives another way for what was asked before, not a general line', () => {
    const r = converse('en', 'chat', [
      'I keep lying awake thinking about everything',
      'how do I stop my brain running the whole to-do list at midnight',
      'that won’t work for me, I’ll just lie there thinking anyway',
      'what else then?',
    ]);
    expect(r[2]!.text).toMatch(/You’re right|you’re right/);
    expect(r[3]!.text).not.toMatch(/^(?:In general|Here is what I know in general)/);
    expect(r[3]!.text).toMatch(/thoughts?|mind|bed|evening/i);
  });

  it('"we\'re moving…" is told, not asked', () => {
    const [r] = converse('en', 'chat', ['we’re moving from Leeds to London next month for my wife’s job']);
    expect(r!.text).not.toMatch(/^(?:In general|Here is what I know in general)/);
  });
});

describe('"smettila con gli esercizi, voglio solo sfogarmi"', () => {
  it('is heard: no exercise, just listening, in both languages', () => {
    const it_ = converse('it', 'chat', ['mia suocera commenta tutto quello che faccio', 'smettila con gli esercizi, voglio solo sfogarmi']).at(-1)!.text;
    expect(it_).not.toMatch(/respir|piedi a terra|esercizio «/i);
    expect(it_).toMatch(/scrivi come viene|senza proporti esercizi/);
    const en = converse('en', 'chat', ['my mother-in-law comments on everything', 'stop with the exercises, I just want to vent']).at(-1)!.text;
    expect(en).not.toMatch(/breath|feet on the floor/i);
    expect(en).toMatch(/no exercises|won’t set you homework/);
  });
});

describe('"how long" about something of its own, and a tired carer', () => {
  it('"quanto ci vuole per ambientarsi in una città nuova" is answered about settling in, not the last technique', () => {
    const r = converse('it', 'chat', [
      'mi sono trasferita a torino un mese fa e non conosco nessuno',
      'è normale sentirsi così sole dopo un trasloco?',
      'quanto ci vuole di solito per ambientarsi in una citta nuova',
    ]);
    expect(r[2]!.text).toMatch(/ambientarsi|città nuova/);
    expect(r[2]!.text).not.toMatch(/camminata|movimento regolare/);
  });

  it('an exhausted carer is not told that anxiety can be unlearned', () => {
    const r = converse('it', 'chat', [
      'mia madre ha 84 anni e vado da lei tutti i giorni dopo il lavoro',
      'sono sfinita e mi sento in colpa solo a pensare di prendermi una sera libera',
    ]);
    expect(r[1]!.text).not.toMatch(/l’ansia si impara|abituazione/);
  });
});

describe('a what-if about an audience', () => {
  it.each([
    ['en', 'I have to give a speech at my brother’s wedding', 'what if nobody laughs at the jokes'],
    ['it', 'devo fare un discorso al matrimonio di mia sorella', 'e se nessuno ride?'],
  ] as const)('%s: "%s…" is not met with a conflict script', (lang, before, worry) => {
    const text = converse(lang, 'chat', [before, worry]).at(-1)!.text;
    expect(text).toMatch(lang === 'it' ? /pubblico|la gente|chi ascolta/ : /audience|people|room/);
    expect(text).not.toMatch(/see it differently|non ti chiedo di essere d’accordo|nelle tue mani|in your hands/);
    expect((text.match(/\?/g) ?? []).length).toBe(1);
  });

  it('a what-if about one person still gets what is in the person’s hands', () => {
    expect(converse('it', 'chat', ['devo parlare con mio marito', 'e se si arrabbia?']).at(-1)!.text).toMatch(/nelle tue mani/);
  });
});

describe('a move to a new place, told first', () => {
  it.each([
    ['it', 'mi sono trasferita a torino da bari per lavoro un mese fa e nn conosco nessuno', /trasferimento/],
    ['en', 'we’re moving from Leeds to London next month for my wife’s job', /Moving is a big change/],
  ] as const)('%s: is met as a move, not as trouble at work', (lang, message, move) => {
    const [r] = converse(lang, 'chat', [message]);
    expect(r!.text).toMatch(move);
    expect(r!.text).not.toMatch(/il lavoro|work is taking|teniamo al centro/i);
  });
});
