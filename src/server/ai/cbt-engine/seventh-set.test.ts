/**
 * What the seventh development set (dev-battery-7.ts) showed, each fixed and held here: where to turn
 * (a book, a carer's help, a name for a fear), health told in passing, pushback heard, grief, topics.
 */
import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';
import { isHeardLine } from './templates/pushback-heard';

const last = (lang: 'it' | 'en', messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('asked where to turn: a book, help as a carer, the name of a fear, a talk with a child', () => {
  it.each([
    ['it', ['rimugino tantissimo la sera', 'mi consigli un libro sull\'ansia che non sia una banalità?'], /manuale di auto-aiuto|manuali di auto-aiuto/],
    ['en', ['i overthink everything', 'can you recommend a book about anxiety that isn\'t cheesy?'], /Mind Over Mood|CBT self-help workbooks/],
    ['it', ['mia madre ha avuto un ictus e la assisto io', 'esistono servizi per chi assiste un genitore? qualcuno che venga qualche ora'], /servizi sociali del Comune/],
    ['en', ['my dad had a stroke and i look after him', 'are there services for carers? someone to come in a few hours?'], /carer’s assessment|care team/],
    ['en', ['i\'m terrified of being sick, i check every food', 'is there a name for this?'], /emetophobia/],
    ['it', ['ho il terrore di vomitare, evito i ristoranti', 'c\'è un nome per questa paura?'], /emetofobia/],
    ['it', ['mi sono trasferita a Berlino e la burocrazia mi sfinisce', 'hai qualche trucco per non andare nel pallone quando non capisco cosa mi dicono?'], /può ripetere più lentamente/],
    ['it', ['mio figlio ha preso un brutto voto alla maturità', 'come posso affrontare l\'argomento senza fargli pesare la mia delusione?'], /ascoltare/],
  ] as const)('%s: %j is answered with where to turn', (lang, messages, answer) => {
    expect(last(lang, [...messages])).toMatch(answer);
  });

  it('a study book is no request for reading: "apro il libro" keeps its own subject', () => {
    const text = last('it', ['se apro il libro mi viene l\'ansia', 'ha senso ridarlo subito o aspetto la sessione dopo?']);
    expect(text).not.toMatch(/manuale di auto-aiuto|auto-aiuto/);
  });

  it('"chiedere un giorno libero" is not read as a book, even one letter away', () => {
    expect(last('it', ['il mio capo mi chiede di lavorare il sabato', 'sarebbe da pazzi chiedere un giorno libero?'])).not.toMatch(/libro|libri/);
  });
});

describe('a follow question already answered is not asked', () => {
  it.each([
    ['en', ["i've had tension headaches most days for three weeks", 'should i see a doctor about this or is it just stress?'], /how long/i],
    ['it', ['ho mal di testa quasi tutti i giorni da tre settimane', 'dovrei andare dal medico o è solo stress?'], /da quanto tempo/i],
  ] as const)('%s: after a duration is told, the answer asks something else', (lang, messages, asked) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(/GP|medico/);
    const question = text.split(/\n{2,}/).at(-1)!;
    expect(question).toMatch(/\?$/);
    expect(question).not.toMatch(asked);
  });
});

describe('pushback on the advice itself and thanks for the companion', () => {
  it('"è proprio quello che non riesco a fare" after sleep came up gets its reality heard, not a sleep lecture', () => {
    const text = last('it', [
      'da circa un mese mi sento spento, mi sveglio alle 5',
      'come faccio a capire se è solo un periodo no?',
      'si ma "fare cose piacevoli" è proprio quello che non riesco a fare',
    ]);
    expect(text).not.toMatch(/sveglia|orologio interno|letto/);
    expect(text).toMatch(/situazione|hai ragione/i);
  });

  it('"grazie per non avermi detto che devo andare avanti" is a thanks that closes warmly', () => {
    const text = last('it', ['ho perso il lavoro a marzo', 'grazie per non avermi detto che devo andare avanti']);
    expect(text).toMatch(/piacere|grazie a te|sono qui/i);
    expect(text).not.toMatch(/grazie di avermelo raccontato/);
  });
});

describe('panic on the way to work, and a plan accepted', () => {
  const turns = [
    'settimana scorsa ho avuto un attacco di panico in metro tra due fermate',
    'e se mi ricapita domani mattina andando al lavoro?',
    'smettila di dirmi di respirare, in quel momento nn ci riesco proprio',
    'e mi porto le cuffie con un podcast, cosi ho qualcosa su cui concentrarmi',
    'ok questo mi sembra fattibile',
  ];
  const r = converse('it', 'chat', turns).map((x) => x.text);

  it('"andando al lavoro" is the way to work, not work itself', () => {
    expect(r[1]).not.toMatch(/Al lavoro|lavoro pesa/);
  });

  it('"smettila di dirmi di respirare" is pushback, heard as such', () => {
    expect(r[2]).toMatch(/Hai ragione|scusami/);
    expect(r[2]).not.toMatch(/Mi dici che smettila/);
  });

  it('"ok questo mi sembra fattibile" takes the plan up, with no garbled echo', () => {
    expect(r[4]).toMatch(/cuffie/);
    expect(r[4]).not.toMatch(/ti è rimasto addosso/);
  });
});

describe('more ways of pushing back', () => {
  it.each([
    ['en', ['presentation on friday and i panic', 'how do i calm down before it?', 'you already said that, the breathing thing'], /breaths?|breathe/i],
    ['en', ['two kids under 4 and i am always on edge', 'how do i stop snapping at them?', "that's not realistic with two kids"], /leave the room|count ten/i],
    ['en', ['i teach and mark until 11', "i'm just tired of being told to do self care like it's a bubble bath problem"], /tiredness coming through/i],
  ] as const)('%s: %j is heard as pushback, and what was turned down is not given again', (lang, messages, again) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(/You’re right|I’m sorry|fair/i);
    // Naming what they turned down ("I’ll leave “breathing” alone") is hearing it, not giving it again.
    const offered = text.split('\n\n').filter((p) => !isHeardLine(p));
    expect(offered.join('\n\n')).not.toMatch(again);
  });
});

describe('a diagnosis received, and whether to see the doctor about it', () => {
  it('"mi hanno diagnosticato il diabete" is a diagnosis told, not a request for one', () => {
    const [r] = converse('it', 'chat', ['Buonasera. A 64 anni mi hanno diagnosticato il diabete di tipo 2.']);
    expect(r!.text).not.toMatch(/Non posso fare diagnosi/);
    expect(r!.text).toMatch(/diagnosi/);
  });

  it('"mi fai una diagnosi?" is still declined', () => {
    const [r] = converse('it', 'chat', ["secondo te ho un disturbo d'ansia? mi fai una diagnosi?"]);
    expect(r!.text).toMatch(/Non posso fare diagnosi/);
  });

  it('"dovrei parlarne con il diabetologo?" is about seeing a doctor, not how to raise it with someone close', () => {
    const text = last('it', [
      'mi hanno diagnosticato il diabete e ho paura di mangiare',
      'Lei pensa che dovrei parlarne con il diabetologo o è una cosa che passa da sola?',
    ]);
    expect(text).toMatch(/diabetologo|medico/);
    expect(text).not.toMatch(/invece che da un’accusa|non a caldo/);
  });
});

describe('"do I have to explain everything again?"', () => {
  it('is heard as pushback and answered with what the companion really keeps', () => {
    const text = last('it', ['ciao', 'ti avevo parlato di mia suocera', 'eh ma allora è inutile se ogni volta devo rispiegare tutto']);
    expect(text).toMatch(/Hai ragione|scusami/);
    expect(text).toMatch(/riparto da capo|conservato nel tuo account|restano salvate/);
  });
});

describe('"how long does it take to…" names its subject', () => {
  it('"how long does it take to feel at home somewhere new?" is about settling in, not practice', () => {
    const [r] = converse('en', 'chat', ['how long does it take to feel at home somewhere new?']);
    expect(r!.text).toMatch(/new city|at home/);
    expect(r!.text).not.toMatch(/regular practice/);
  });
});

describe('waiting for a result that is not an illness', () => {
  it('"come si fa a reggere queste due settimane?" while waiting for the beta gets how to get through a wait', () => {
    const text = last('it', [
      'siamo al secondo tentativo di pma e aspettare le beta mi manda fuori di testa',
      'come si fa a reggere queste due settimane?',
    ]);
    expect(text).toMatch(/attesa/);
    expect(text).not.toMatch(/bocca storta|braccio che non risponde/);
  });
});

describe('"everything" that sums up a list', () => {
  it('"rent, pps number, gp registration, everything takes forever" names no trap; "everything always goes wrong" still does', () => {
    const [list] = converse('en', 'chat', ["rent, pps number, gp registration, everything takes forever and i'm exhausted"]);
    expect(list!.distortions).toEqual([]);
    const [absolute] = converse('en', 'chat', ['everything always goes wrong for me']);
    expect(absolute!.distortions.length).toBeGreaterThan(0);
  });
});

describe('a dog that "se n\'è andato", and a partner who bets', () => {
  const r = converse('it', 'chat', [
    "il mio cane Otto se n'è andato martedi, aveva 14 anni",
    'perche mi sento piu triste che per mio nonno? mi vergogno un po a dirlo',
    'non dirmi che posso prenderne un altro, non è quello il punto',
  ]).map((x) => x.text);

  it('is met with condolence, its question about grief for an animal, and "non dirmi che…" heard as pushback', () => {
    expect(converse('it', 'chat', ["la mia amica non c'è più per me da quando si è fidanzata"])[0]!.text).not.toMatch(/perdita/);
    expect(r[0]).toMatch(/Mi dispiace/);
    expect(r[1]).toMatch(/animale/);
    expect(r[2]).toMatch(/Hai ragione|scusami/);
  });

  it('"il mio compagno se n\'è andato" with no age is no death', () => {
    const [left] = converse('it', 'chat', ["il mio compagno se n'è andato di casa ieri sera"]);
    expect(left!.text).not.toMatch(/perdita|Mi dispiace davvero molto/);
  });

  it('a partner betting on football is a worry of theirs, not an off-topic question', () => {
    const [bet] = converse('it', 'chat', ['il mio compagno scommette sul calcio, niente di enorme, 20 30 euro a settimana']);
    expect(bet!.text).not.toMatch(/Su questo non posso aiutarti/);
  });
});

describe('a return to work after maternity leave, and a breakup said with "we"', () => {
  it('"ci siamo lasciati" is never said back as "ci siami lasciati"', () => {
    const [r] = converse('it', 'chat', ['ci siamo lasciati dopo sette anni, ha deciso lui']);
    expect(r!.text).not.toMatch(/siami|ci siamo lasciati/);
  });

  it('"non è così semplice" with a baby who wakes at night is pushback heard, with no sleep lecture', () => {
    const r = converse('it', 'chat', [
      'torno al lavoro il 3 dopo un anno di maternità',
      'ho paura di non essere piu all altezza',
      'si vabbe ma con una bimba che si sveglia tre volte a notte non è cosi semplice',
      'magari chiedo alla mia responsabile un caffè la settimana prima per capire cosa è cambiato',
      'questo lo posso fare',
    ]).map((x) => x.text);
    expect(r[2]).toMatch(/Hai ragione|scusami/);
    expect(r[2]).not.toMatch(/sveglia fissa|letto solo per dormire/);
    expect(r[4]).toMatch(/ci provi|Bene|D’accordo/);
  });
});

describe('a symptom the doctor already checked, and "i know that" told to oneself', () => {
  it('"my gp did an ecg and bloods and all normal" gets the worry loop, not "ask for an ECG"', () => {
    const [r] = converse('en', 'chat', ['i get palpitations most evenings, my gp did an ecg and bloods last month and all normal']);
    expect(r!.text).toMatch(/checking|reassurance/);
    expect(r!.text).not.toMatch(/arrange an ECG/);
  });

  it('"she hasn\'t done anything wrong, i know that" is no pushback; "knowing doesn\'t make it stop" is', () => {
    const r = converse('en', 'chat', [
      'my girlfriend mentions her new coworker a lot and i feel sick with jealousy',
      "she hasn't done anything wrong, i know that, which makes it worse",
      "yeah i know it's anxiety, knowing doesn't make it stop",
    ]).map((x) => x.text);
    expect(r[1]).not.toMatch(/You’re right, I’m sorry|thank you for saying it plainly/);
    expect(r[2]).toMatch(/You’re right|I’m sorry|plainly|Fair point/);
  });
});

describe('jealousy about a partner', () => {
  it('"my girlfriend has a new coworker… sick with jealousy" is about the relationship, not work or health', () => {
    const [r] = converse('en', 'chat', ['my girlfriend has a new coworker she mentions a lot and i feel sick with jealousy']);
    expect(r!.text).not.toMatch(/stay with work|health/i);
  });
});
