/**
 * The reviewers' findings, each on new example conversations: real answers to questions, trap
 * labels only where a statement shows one, no cut or mechanical quotes, no filler steps or empty menus.
 */
import { describe, expect, it } from 'vitest';
import { detectDistortions } from '../distortions';
import { chatMayName } from '../distortions/gate';
import { clauseToSecond } from './answer-lead';
import { answerQuestion } from './knowledge/index';
import { converse } from './test-helpers';

const STOCK = /risposta pronta|frase fatta|di circostanza|il perché o il come|ready answer|set phrase|the why or the how/i;

describe('every question gets real content', () => {
  it.each([
    ['it', 'come faccio a chiedere aiuto a un amico senza sentirmi un peso?', 'people_ask_help'],
    ['en', 'how do I talk to my teenager when he shuts himself in his room?', 'people_teenager'],
    ['it', 'il mio responsabile mi ha dato un feedback duro, come lo gestisco?', 'work_feedback'],
    ['en', 'I had a relapse after two good months, is that normal?', 'self_setback'],
    ['it', 'secondo te dovrei licenziarmi?', 'self_decision'],
    ['en', 'hw do i focus better when studying?', 'self_focus'],
    ['it', 'è depressione se mi sento vuota da settimane?', 'self_low_mood'],
    ['en', 'is anxiety genetic?', 'self_why_like_this'],
    ['it', 'come si fa a spegnere la testa la sera?', 'self_switch_off'],
    ['en', 'am I a bad mother?', 'parent_self_blame'],
    ['en', 'am I a bad friend?', 'people_bad_person'],
    ['it', 'cos è il catastrofismo?', 'trap_catastrophizing'],
    ['it', 'cm faccio a concentrarmi?', 'self_focus'],
  ] as const)('%s: %s', (lang, question, id) => {
    expect(answerQuestion(question, lang)?.id).toMatch(new RegExp(`^${id}`));
  });

  it('a question nothing matches gets a short general answer from the topic and one question', () => {
    const it1 = converse('it', 'chat', ['ho litigato con il mio coinquilino per i soldi delle bollette', 'tu che faresti al posto mio?']);
    expect(it1[1]!.text).not.toMatch(STOCK);
    expect(it1[1]!.text).toMatch(/soldi|CAF|scadenz/);
    expect(it1[1]!.text.match(/\?/g)).toHaveLength(1);
    const en = converse('en', 'chat', ['my sleep has been awful all week', 'why is it like this?']);
    expect(en[1]!.text).not.toMatch(STOCK);
    expect(en[1]!.text.length).toBeGreaterThan(80);
  });
});

describe('a thinking trap is named only when a statement shows one', () => {
  const named = (text: string, lang: 'it' | 'en') => detectDistortions(text, lang).filter((d) => chatMayName(text, d));
  it.each([
    ['it', 'mi ricordo quando mia nonna mi preparava la torta la domenica, pensavo sempre che mi voleva bene'],
    ['en', 'breathing doesn’t work for me, it never does'],
    ['it', 'la sera guardo il telefono fino a tardi'],
    ['it', 'il mio capo mi ha ripreso davanti a tutti in riunione'],
    ['it', 'la notte penso a tutto quello che devo fare'],
  ] as const)('%s, no trap: %s', (lang, text) => {
    expect(named(text, lang)).toEqual([]);
  });
  it.each([
    ['it', 'sono un fallito, sbaglio sempre tutto', 'labeling'],
    ['en', 'I’ll never pass this exam', 'fortune_telling'],
    ['it', 'dovrei essere più forte di così', 'should_statements'],
  ] as const)('%s, a trap: %s', (lang, text, id) => {
    expect(named(text, lang).map((d) => d.id)).toContain(id);
  });
  it('in the chat, a fond memory gets no label', () => {
    const [r] = converse('it', 'chat', ['mi ricordo quando mio padre mi portava al mare, pensavo sempre che fosse invincibile']);
    expect(r!.distortions).toEqual([]);
  });
});

describe('quotes are rare, whole and never cut', () => {
  it('a long message is reflected by naming the feeling or topic, with no cut-off quote', () => {
    const r = converse('en', 'chat', [
      'at work my manager keeps moving my deadlines forward without telling me and I am stressed about the telephone calls',
      'and then at home I can’t stop thinking about it all evening long and my partner notices',
    ]);
    for (const x of r) {
      expect(x.text).not.toMatch(/…[”»]|\.\.\.[”»]/);
      expect(x.text).not.toMatch(/that seems the place to start|what does it mean to you that it went this way/i);
    }
  });
});

describe('no filler', () => {
  it('no breathing or water step when the body is not agitated', () => {
    const r = converse('it', 'chat', ['oggi è stata una giornata qualunque', 'sono un po giù', 'niente di particolare', 'ho cucinato e basta']);
    for (const x of r) expect(x.text).not.toMatch(/respir|bicchiere d.acqua/i);
  });

  it('a time given right after a plan is taken as its time, never asked again', () => {
    const r = converse('en', 'chat', ['I could call my aunt to catch up', 'tonight']);
    expect(r[1]!.text).toContain('call your aunt to catch up');
    expect(r[1]!.text).not.toMatch(/which day|what time|when could you/i);
  });

  it('a joke or a request for words to say is not taken as a plan', () => {
    const joke = converse('it', 'chat', ['potrei chiudere il capo nello sgabuzzino ahah']);
    expect(joke[0]!.text).not.toMatch(/idea concreta|passo che puoi fare|strada/);
    const ask = converse('en', 'chat', ['what could I say to my flatmate about the noise?']);
    expect(ask[0]!.text).not.toMatch(/concrete idea|a step you can really take|found a way yourself/);
    expect(ask[0]!.text).toMatch(/feel|request|"I/);
  });

  it('quick replies always read well without the buttons, even after many "boh"', () => {
    const r = converse('it', 'chat', ['giornata così', 'boh', 'mah', 'boh', 'non so', 'boh', 'mah', 'non so']);
    for (const x of r.slice(1)) {
      // The menu lists its options in words; the yes-or-no question is one question.
      if (x.quickReplies?.length === 3) expect(x.text).toMatch(/parlarne|sfogarti|capire perché|idea pratica/);
      if (x.quickReplies?.length === 2) expect(x.text.match(/\?/g)).toHaveLength(1);
      expect(x.text).not.toMatch(/^(?:Scegli tu|You choose)\.?$/m);
    }
  });
});

describe('worries, chores and a doctor, read for what they are', () => {
  it('"what if I make a mistake" is a worry, never said back as a plan', () => {
    const [, reply] = converse('en', 'chat', [
      'i have a presentation at work on friday and im nervous',
      'what if i make a mistake',
    ]);
    expect(reply!.text).not.toMatch(/your own|concrete idea|plan b|which day/i);
    expect(reply!.text).toMatch(/mistake/i);
    // A proposal still is one.
    const [plan] = converse('en', 'chat', ['what if i asked my boss for help']);
    expect(plan!.text).toMatch(/ask your boss for help/);
  });

  it.each([
    ['en', 'i keep putting off my tax return'],
    ['it', 'continuo a rimandare la dichiarazione delle tasse, mi agita'],
  ] as const)('%s: a chore put off is the person’s load, not a subject refused (%s)', (lang, message) => {
    const [reply] = converse(lang, 'chat', [message]);
    expect(reply!.text).not.toMatch(/not something I can help with|Su questo non posso aiutarti/i);
  });

  it('a question about something else entirely is still turned back gently', () => {
    const [reply] = converse('en', 'chat', ['what is the capital of france']);
    expect(reply!.text).toMatch(/wellbeing/);
  });

  it.each([
    ['it', 'ho un dolore al fianco da due giorni', 'devo andare dal medico?', /medico di base/],
    ['en', 'my chest feels tight since this morning', 'should i see a doctor?', /112/],
  ] as const)(
    '%s: whether to see a doctor is answered, not weighed as a choice',
    (lang, first, question, care) => {
      const [, reply] = converse(lang, 'chat', [first, question]);
      expect(reply!.text).toMatch(care);
      expect(reply!.text).not.toMatch(/verdetto|verdict|cosa guadagni|what you gain/i);
    },
  );
});

describe('a death told', () => {
  it.each([
    ['it', ['mia nonna è morta un mese fa', 'a volte mi sembra di sentire la sua voce', 'è normale?'], /Mi dispiace/, /scrivania/, /lutto/],
    ['en', ['my dad died in march', 'i cant stop thinking about him', 'sometimes i hear his voice, is that normal'], /sorry/, /desk/, /grie(?:f|ving)/],
  ] as const)('%s: is met with condolence once, steps for remembering, and the question answered', (lang, turns, sorry, desk, grief) => {
    const replies = converse(lang, 'chat', [...turns]);
    expect(replies[0]!.text).toMatch(sorry);
    expect(replies.slice(1).map((r) => r.text).join(' ')).not.toMatch(sorry);
    expect(replies.map((r) => r.text).join(' ')).not.toMatch(desk);
    expect(replies[2]!.text).toMatch(grief);
  });

  it('a phone that died is not a loss', () => {
    const [en] = converse('en', 'chat', ['my phone died and i missed the call from my boss']);
    const [it] = converse('it', 'chat', ['mi è morto il telefono e ho perso la chiamata del capo']);
    expect(en!.text).not.toMatch(/sorry for your loss|Losing someone/);
    expect(it!.text).not.toMatch(/tua perdita|Perdere qualcuno/);
  });
});

describe('good news with a heavy word about oneself', () => {
  it.each([
    ['it', 'mi hanno promossa ma mi sento un impostore, prima o poi si accorgeranno che non valgo niente', /Mi fa molto piacere|buone notizie/],
    ['en', 'i just got promoted and i feel like a fraud, like they will find out i dont know anything', /lovely to read|good news/i],
  ] as const)('%s: is not cheered', (lang, message, cheer) => {
    const [reply] = converse(lang, 'chat', [message]);
    expect(reply!.text).not.toMatch(cheer);
  });

  it('feeling like an impostor, asked about, gets its own answer in both languages', () => {
    expect(answerQuestion('come si supera la sindrome dell impostore?', 'it')?.id).toBe('work_impostor');
    expect(answerQuestion('how do i stop feeling like a fraud at my new job?', 'en')?.id).toBe('work_impostor');
  });

  it('what others did is said back as theirs: «ti hanno promossa», never «ti hanni»', () => {
    expect(clauseToSecond('mi hanno promossa')).toBe('ti hanno promossa');
    expect(clauseToSecond('mi guardano male')).toBe('ti guardano male');
    expect(clauseToSecond('mi vogliono bene')).toBe('ti vogliono bene');
    expect(clauseToSecond('torno a casa')).toBe('torni a casa');
  });
});

describe('a short answer keeps the conversation’s topic', () => {
  it.each([
    ['en', ['i cant sleep, my mind keeps racing at night', 'yeah every night for weeks'], /phone|bed|sleep/, /desk/],
    ['it', ['non riesco a dormire, la testa non si spegne', 'si da settimane'], /telefono|letto|sonno/, /scrivania/],
  ] as const)('%s: the small step after it is about sleep, not a tidy desk', (lang, turns, sleep, desk) => {
    const [, reply] = converse(lang, 'chat', [...turns]);
    expect(reply!.text).toMatch(sleep);
    expect(reply!.text).not.toMatch(desk);
  });
});

describe('pushback in a conversation about sleep', () => {
  it.each([
    ['en', ['i cant sleep, my mind keeps racing at night', 'what can i do', 'i tried that already, it doesnt work'], /sleep/i, /anaemia|thyroid/],
    ['it', ['non dormo, mi sveglio alle 4 e penso al lavoro', 'cosa posso fare?', 'l ho già provato, non funziona'], /sonno|dormire/, /anemia|tiroide/],
  ] as const)('%s: is explained as sleep, not as the tiredness it leaves', (lang, turns, sleep, fatigue) => {
    const replies = converse(lang, 'chat', [...turns]);
    expect(replies[2]!.text).toMatch(sleep);
    expect(replies[2]!.text).not.toMatch(fatigue);
  });
});

describe('a trap is named only in the person’s own judging words', () => {
  it.each([
    ['en', ['my girlfriend and i keep fighting about chores', 'she says i never help'], /Overgeneralization|shortcuts/],
    ['it', ['mi sento solo da quando mi sono trasferito a milano', 'non conosco nessuno'], /Ipergeneralizzazione|scorciatoie/],
  ] as const)('%s: not in someone else’s words, nor in the fact of a new place', (lang, turns, trap) => {
    const [, reply] = converse(lang, 'chat', [...turns]);
    expect(reply!.text).not.toMatch(trap);
  });

  it('someone else’s words the person takes up are theirs too', () => {
    const [reply] = converse('it', 'chat', ['mia madre dice che sono una fallita e forse ha ragione']);
    expect(reply!.text).toMatch(/Etichettamento/);
  });

  it('the small step after "non conosco nessuno" follows the loneliness said before it', () => {
    const [, reply] = converse('it', 'chat', ['mi sento solo da quando mi sono trasferito a milano', 'non conosco nessuno']);
    expect(reply!.text).not.toMatch(/scrivania/);
  });
});

describe('"I want to understand why", with nothing told yet', () => {
  it.each([
    ['it', 'non voglio esercizi, voglio capire perché sto così', /pensieri|Pensieri/],
    ['en', 'i dont want exercises, i want to understand why i feel like this', /[Tt]houghts/],
  ] as const)('%s: gets an explanation, no exercise, and one question', (lang, message, why) => {
    const [reply] = converse(lang, 'chat', [message]);
    expect(reply!.text).toMatch(why);
    expect(reply!.text).not.toMatch(/esercizio «|exercise called/);
    expect(reply!.text.match(/\?/g)).toHaveLength(1);
  });
});

describe('a feeling stated is not a label', () => {
  it.each([
    ['it', 'sono furiosa'],
    ['it', 'mi sento proprio stanca'],
    ['en', 'im so angry'],
  ] as const)('%s: «%s» names no labeling', (lang, message) => {
    const [reply] = converse(lang, 'chat', [message]);
    expect(reply!.text).not.toMatch(/Etichettamento|Labeling|Labelling/);
  });

  it('a label still is one', () => {
    const [reply] = converse('it', 'chat', ['sono una fallita']);
    expect(reply!.text).toMatch(/Etichettamento/);
  });
});

describe('checking the body', () => {
  it.each([
    ['en', 'i keep checking my heart rate on my watch', /[Hh]ealth anxiety/, /“i keep checking my heart rate”/],
    ['it', 'controllo di continuo il battito con lo smartwatch', /ansia per la salute/, /controllo di continuo il battito/],
  ] as const)('%s: is met as the health worry it is, with a whole phrase of theirs', (lang, message, worry, quoted) => {
    const [reply] = converse(lang, 'chat', [message]);
    expect(reply!.text).toMatch(worry);
    expect(reply!.text).toMatch(quoted);
    expect(reply!.text).toMatch(/112/);
  });
});

describe('a plan with a part of the day', () => {
  it('«forse domani mattina inizio…» is a plan, said back with its time', () => {
    const [, reply] = converse('it', 'chat', [
      'devo preparare una presentazione per lunedì e continuo a rimandare',
      'forse domani mattina inizio con le prime tre slide',
    ]);
    expect(reply!.text).toMatch(/prime tre slide/);
    expect(reply!.text).toMatch(/domani mattina/);
  });
});

describe('"not what I asked" is heard as a missed question', () => {
  it.each([
    ['it', ['ho preso 18 ad analisi 1', 'tu che faresti?', 'non è quello che ti ho chiesto'], /tu che faresti/],
    ['en', ['my flatmate never cleans', 'should I talk to her or move out?', 'that’s not what I asked'], /should I talk to her/],
    ['en', ['work is too much', 'how do I say no to my boss?', 'you didn’t answer my question'], /say no to my boss/],
  ] as const)('%s: %j', (lang, turns, asked) => {
    const r = converse(lang, 'chat', [...turns]).at(-1)!;
    // An apology, their own question back, and one request to put it another way: no technique, no menu.
    expect(r.text).toMatch(/ragione|giusto|right|fair enough/i);
    expect(r.text).toMatch(asked);
    expect(r.text).not.toMatch(/ti hai chiesto|I asked you/);
    expect(r.text.match(/\?/g)).toHaveLength(1);
    expect(r.quickReplies).toBeUndefined();
  });
});

describe('a question right after pushback is not looked up with the technique turned down', () => {
  it.each([
    ['it', ['sono le 2 e sono ancora sveglia, la testa non si ferma', 'cosa posso fare adesso per calmarmi', 'la respirazione l ho gia provata, con me non funziona', 'e quindi? resto qui a fissare il soffitto?'], /alzati|alzarti|letto|riaddorm/],
    ['en', ['it’s 3am and I’m still awake, my head won’t stop', 'what can I do right now to calm down', 'breathing doesn’t work for me', 'so what, I just lie here staring at the ceiling?'], /get up|bed|back to sleep/i],
  ] as const)('%s', (lang, turns, getUp) => {
    const r = converse(lang, 'chat', [...turns]).at(-1)!;
    expect(r.text).not.toMatch(/respir|breath/i);
    expect(r.text).toMatch(getUp);
  });
});

describe('the theme of a general answer', () => {
  it('euros and instalments are money', () => {
    const r = converse('it', 'chat', [
      'la macchina si è rotta, il meccanico dice che è la frizione',
      'e per i 900 euro? chiedo di pagarli a rate?',
    ]).at(-1)!;
    expect(r.text).toMatch(/soldi|cifre|scadenze/);
  });

  it('a doctor a few turns back does not make a question about a child one about the wait for a doctor', () => {
    const r = converse('it', 'chat', [
      'mio figlio di 15 anni da due settimane dice che ha mal di pancia e non vuole andare a scuola',
      'il medico dice che fisicamente sta bene, ma ogni mattina è una lotta',
      'devo costringerlo o lasciarlo a casa? non so piu cosa sia giusto',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/medico|112|sintomi/);
  });
});

describe('"would it be mad to…?" is weighed as a decision on the person’s words', () => {
  it.each([
    ['en', ['my tax return is three months late and the receipts are in a shoebox'], 'would it be mad to pay an accountant at this point?', /pay an accountant/],
    ['it', ['il mio capo mi chiede di lavorare anche il sabato'], 'sarebbe esagerato chiedere un giorno libero?', /chiedere un giorno libero/],
  ] as const)('%s: %s', (lang, before, asked, focus) => {
    const r = converse(lang, 'chat', [...before, asked]).at(-1)!;
    expect(r.text).toMatch(focus);
    expect(r.text).toMatch(/scelta|decisione|decid|choice|decide/i);
    // Not "am I overreacting?": the question is about an act, not a reaction.
    expect(r.text).not.toMatch(/esagerando|overreact/i);
  });
});

describe('a university course is not a blood test, a mark turned down is not a job rejection', () => {
  it('«analisi 1» and «rifiutare il voto»', () => {
    const r = converse('it', 'chat', [
      'ho preso 18 ad analisi 1 dopo averla preparata per tre mesi',
      'ha senso rifiutare il voto e ridarlo a giugno?',
    ]).at(-1)!;
    expect(r.text).toMatch(/rifiutare il voto/);
    expect(r.text).not.toMatch(/sangue|medico|112|lavoro|colloqui/);
  });
});

describe('telling parents, and a doubt about one’s level', () => {
  const turns = [
    'ho 22 anni e vorrei dire ai miei genitori che sono gay',
    'non ho paura che succeda niente di grave, sono brave persone. ma mio padre fa sempre battute',
  ];

  it('"niente di grave" is no health worry: the right moment is not a question for the doctor', () => {
    const r = converse('it', 'chat', [...turns, 'come capisco se è il momento giusto?']).at(-1)!;
    expect(r.text).toMatch(/momento giusto/);
    expect(r.text).not.toMatch(/medico|112|sintomi/);
  });

  it('"e se all inizio reagisce male? tipo…" is their reaction, said back without the rest of the turn', () => {
    const r = converse('it', 'chat', [
      ...turns,
      'forse lo dico prima a mia madre da sola',
      'e se all inizio reagisce male? tipo con il silenzio',
    ]).at(-1)!;
    expect(r.text).toMatch(/reagisce male, quello che resta/);
    expect(r.text).not.toMatch(/male\? tipo/);
  });

  it('"non sono al livello" is the impostor feeling', () => {
    const r = converse('it', 'chat', [
      'sono al secondo anno di phd e a ogni group meeting sono convinta che scoprano che non so niente',
      'cioè è una cosa che hanno tutti o è che effettivamente non sono al livello?',
    ]).at(-1)!;
    expect(r.text).toMatch(/scopert|impostor|all’altezza/);
  });

  it('"ok thanks, ci provo al prossimo one to one" closes on the plan', () => {
    const r = converse('it', 'chat', [
      'potrei chiedere alla mia supervisor un feedback onesto',
      'ok thanks, ci provo al prossimo one to one',
    ]).at(-1)!;
    expect(r.text).toMatch(/feedback onesto/);
    expect(r.text).not.toMatch(/\?/);
  });
});

describe('questions that weigh an act', () => {
  it('«ha senso ridarlo subito…?» after anxiety about an exam is weighed, not answered with why anxiety lingers', () => {
    const r = converse('it', 'chat', [
      'al prossimo appello mancano 5 settimane e gia adesso se apro il libro mi viene l ansia',
      'ha senso ridarlo subito o aspetto la sessione dopo?',
    ]).at(-1)!;
    expect(r.text).toMatch(/ridarlo subito/);
    expect(r.text).not.toMatch(/pericolo è passato/);
  });

  it('«cosa faccio, gli faccio i complimenti…?» asks, it does not propose a plan', () => {
    const r = converse('it', 'chat', [
      'oggi hanno dato la promozione a un collega arrivato dopo di me',
      'domani quando lo vedo cosa faccio, gli faccio i complimenti come se niente fosse?',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/idea concreta|ed è tua|è un passo che puoi fare/);
  });
});

describe('a few readings from a sixth development set', () => {
  it('«devo andare dal dentista» is no goodbye', () => {
    const [r] = converse('it', 'chat', ['devo andare dal dentista da 2 anni e continuo a rimandare']);
    expect(r!.text).not.toMatch(/a presto|quando ne hai bisogno/i);
  });

  it('a statement after the question mark is not taken as the question', () => {
    const r = converse('it', 'chat', [
      'solo il rumore del trapanino del dentista mi fa sudare le mani',
      'è normale avere cosi tanta paura da grandi? ho 38 anni',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/se hai 38 anni/);
    expect(r.text).toMatch(/paura/);
  });

  it('«posso provare a…» proposes a plan', () => {
    const r = converse('it', 'chat', [
      'faccio le notti e di giorno non riesco a dormire',
      'posso provare a non prendere caffe dopo le 3 di notte',
    ]).at(-1)!;
    expect(r.text).toMatch(/non prendere caff/);
  });

  it('a legal doubt in the person’s own situation is no out-of-scope request', () => {
    const r = converse('it', 'chat', [
      'il proprietario mi ha aumentato l affitto di 180 euro al mese',
      'cosa posso fare concretamente? non so nemmeno se è legale',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/non posso aiutarti/);
    expect(r.text).toMatch(/inquilini|consumatori|sportello/);
  });
});

describe('a best man’s speech', () => {
  const turns = [
    'sabato si sposa mio fratello e io sono il testimone',
    'devo fare il discorso al pranzo davanti a 150 persone',
    'come faccio a non bloccarmi? parlo in pubblico malissimo',
  ];

  it('freezing in public is answered as nerves, not with the speech’s length', () => {
    const r = converse('it', 'chat', turns).at(-1)!;
    expect(r.text).not.toMatch(/minuti/);
  });

  it('"quanto deve durare?" two turns later finds the speech’s length', () => {
    const r = converse('it', 'chat', [
      ...turns,
      'potrei scriverlo su dei cartoncini e provarlo davanti alla mia ragazza stasera',
      'quanto deve durare secondo te? 3 minuti bastano?',
    ]).at(-1)!;
    expect(r.text).toMatch(/minuti/);
  });
});

describe('a cat, a gym and a goodnight', () => {
  it('kidneys that "non funzionano" are no pushback, and the cat’s pills no medicine question of the person’s', () => {
    const [first, second] = converse('it', 'chat', [
      'il mio gatto ha 14 anni e il veterinario ha detto che i reni non funzionano piu tanto bene',
      'devo dargli le pastiglie due volte al giorno e lui le odia e si nasconde sotto il letto',
    ]);
    expect(first!.text).not.toMatch(/Hai ragione|lasciamo da parte/);
    expect(second!.text).not.toMatch(/Sui farmaci|psichiatra|sonno/);
  });

  it('«vado in palestra da 4 mesi» tells a habit, it proposes no plan', () => {
    const [r] = converse('it', 'chat', ['vado in palestra da 4 mesi e mi sembra di essere sempre uguale']);
    expect(r!.text).not.toMatch(/proponi|idea concreta/);
  });

  it('«…allora 😅 notte» says goodnight', () => {
    const r = converse('it', 'chat', [
      'casa mia è un disastro, piatti da giorni',
      'va bene, vado a fare i piatti allora 😅 notte',
    ]).at(-1)!;
    expect(r.text).toMatch(/^Buonanotte/);
  });
});

describe('pushback that says the advice does not fit their reality gets no lecture', () => {
  it.each([
    ['it', ['il mio capo mi passa le cose urgenti il venerdi alle 5', 'come si dice di no a un capo?', 'nel mio ufficio non funziona cosi, se dici di no sei fuori'], /Nella tua situazione|com’è davvero/],
    ['en', ['my boss dumps urgent work on me every friday', 'how do i say no to my boss?', 'easier said than done, that’s not how my office works'], /your situation|how it really is/],
  ] as const)('%s', (lang, turns, real) => {
    const r = converse(lang, 'chat', [...turns]).at(-1)!;
    expect(r.text).toMatch(real);
    expect(r.text).not.toMatch(/modello della CBT|CBT model/);
    expect(r.quickReplies).toHaveLength(3);
  });
});

describe('readings from the sixth set, in English', () => {
  it('"the midwife seemed relaxed" is no reel, and a midwife alone is no birth', () => {
    const r = converse('en', 'chat', [
      'i’m 14 weeks pregnant with our first',
      'every twinge i google it and then i spiral',
      'is it normal to worry this much? the midwife seemed relaxed about everything',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/Scrolling|rush of love|baby/);
  });

  it('"should I…or is that weird?" weighs the act only', () => {
    const r = converse('en', 'chat', [
      'i have to present in my seminar next thursday',
      'should i tell the class i’m nervous at the start or is that weird',
    ]).at(-1)!;
    expect(r.text).toMatch(/tell the class you’re nervous at the start/);
    expect(r.text).not.toMatch(/or is is|or is that/);
  });

  it('"not an option for me" and «lo yoga no ti prego» are pushback', () => {
    const en = converse('en', 'chat', ['my shifts rotate every two days', 'what helps with sleep?', 'a regular bedtime is not an option for me']).at(-1)!;
    expect(en.text).toMatch(/^You’re right|^Fair point/);
    const it = converse('it', 'chat', ['ho la fibromialgia e sto male dappertutto', 'cosa mi consigli?', 'lo yoga no ti prego, ci ho provato e stavo peggio']).at(-1)!;
    expect(it.text).toMatch(/^Hai ragione|^Giusto/);
  });

  it('the time of what a plan replaces is not its time', () => {
    const r = converse('en', 'chat', [
      'every twinge i google it and then i spiral',
      'i think i’ll write my questions down for the next appointment instead of googling at 1am',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/already there, at 1am|at 1am:/);
  });
});

describe('more English readings', () => {
  it('"maybe i set a timer…even if i want to change one more thing" says back the timer', () => {
    const r = converse('en', 'chat', [
      'i just can’t send stuff until it’s perfect',
      'maybe i set a timer and when it goes off i send it, even if i want to change one more thing',
    ]).at(-1)!;
    expect(r.text).toMatch(/set a timer/);
    expect(r.text).not.toMatch(/: change one more thing/);
  });

  it('"should i ring the bank or will that make it worse?" weighs ringing the bank', () => {
    const r = converse('en', 'chat', ['i owe about 6k on two credit cards', 'should i ring the bank or will that make it worse?']).at(-1)!;
    expect(r.text).toMatch(/ring the bank/);
    expect(r.text).not.toMatch(/or will that make it worse I/);
  });

  it('"i dunno" is few words, not a statement to say back', () => {
    const r = converse('en', 'chat', ['my parents expect me at church every sunday', 'i dunno']).at(-1)!;
    expect(r.text).not.toMatch(/you dunno/);
  });
});

describe('a driving test, an interview and revision', () => {
  it('a driving test centre is no school', () => {
    const r = converse('en', 'chat', [
      'driving test on friday, failed the last one on a roundabout',
      'i’m 42 and everyone else at the test centre looks about 17',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/studying|exam question/);
  });

  it('"my instructor already told me to relax, thanks" and "flashcards are boring tho" are pushback, not a goodbye', () => {
    for (const [before, said] of [
      ['how do i stop my hands shaking on the wheel?', 'my instructor already told me to relax, thanks'],
      ['how do you even revise?? like actually', 'flashcards are boring tho'],
    ]) {
      const r = converse('en', 'chat', ['i have a test soon and i’m nervous', before!, said!]).at(-1)!;
      expect(r.text).toMatch(/^You’re right|^Fair point/);
    }
  });

  it('"without sounding rehearsed" in an interview is about the interview', () => {
    const r = converse('en', 'chat', [
      'got an interview on monday',
      'i always go blank when they ask "tell me about a time when..."',
      'how do i prepare for those without sounding rehearsed?',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/When I was interrupted in the meeting/);
  });
});

describe('the doctor after tiredness', () => {
  it('"devo andare dal medico?" after waking up exhausted finds the answer that says when', () => {
    const r = converse('it', 'chat', [
      'dormo otto ore ma mi sveglio distrutta',
      'lo stress può far sentire stanchi anche se dormi?',
      'devo andare dal medico?',
    ]).at(-1)!;
    expect(r.text).toMatch(/medico di base/);
  });
});

describe('follow questions the person has already answered are not asked', () => {
  it('no "how long?" after "da sei mesi", no "have you tried anything?" after "I’ve tried"', () => {
    for (let i = 0; i < 6; i++) {
      const dots = '.'.repeat(i);
      const [it1] = converse('it', 'chat', [`sono sei mesi che mi sento giù e stanca${dots}`]);
      expect(it1!.text).not.toMatch(/Da quanto tempo/);
      const [en1] = converse('en', 'chat', [`i’ve been feeling low for months${dots}`]);
      expect(en1!.text).not.toMatch(/how long has it been/i);
    }
  });
});

describe('"please don’t tell me to journal" turns writing down', () => {
  it('is pushback, and no later reply asks to write', () => {
    const r = converse('en', 'chat', [
      'my husband and I are separating after 12 years',
      'please don’t tell me to journal, I hate writing',
      'the kids don’t know yet',
      'I keep going over what I did wrong',
    ]);
    expect(r[1]!.text).toMatch(/^You’re right|^Fair point/);
    // What they turned down may be named back in their words ("no “journal”"), never offered.
    for (const x of r.slice(1)) expect(x.text.replace(/“[^”]*”/g, '')).not.toMatch(/\bwrite\b|journal/i);
  });

  it('«non dirmi di scrivere» in Italian too', () => {
    const r = converse('it', 'chat', ['mi sento sola da quando mi sono trasferita', 'non dirmi di scrivere un diario, lo odio', 'la sera è la parte peggiore']);
    expect(r[1]!.text).toMatch(/^Hai ragione|^Giusto/);
    expect(r[2]!.text).not.toMatch(/\bscrivi\b|per iscritto/i);
  });
});

describe('black and white is named only where its words are', () => {
  it('"I can’t sleep much either" is no all-or-nothing thinking; "either perfect or a failure" is', () => {
    const r = converse('en', 'chat', ['my husband and I are separating', 'I can’t sleep much either']).at(-1)!;
    expect(r.text).not.toMatch(/All-or-nothing/);
    const [d] = detectDistortions('I’m either perfect or a failure', 'en');
    expect(chatMayName('I’m either perfect or a failure', d!)).toBe(true);
  });
});

describe('panic attacks told', () => {
  it.each([
    ['it', 'ho avuto due attacchi di panico in palestra questo mese, dal nulla', /medico di base/, /112/],
    ['en', 'I’ve had two panic attacks at the gym this month, out of nowhere', /GP/, /112/],
  ] as const)('%s: past ones get what a panic attack is, the GP for new ones and 112 for chest pain', (lang, text, gp, emergency) => {
    const [r] = converse(lang, 'chat', [text]);
    expect(r!.text).toMatch(gp);
    expect(r!.text).toMatch(emergency);
    expect(r!.text).not.toMatch(/da 0 a 10|from 0 to 10/);
  });

  it.each([
    ['it', 'sto avendo un attacco di panico adesso', /piedi|respir/],
    ['en', 'I’m having a panic attack right now', /feet|breathe/],
  ] as const)('%s: one happening now gets what helps now', (lang, text, now) => {
    const [r] = converse(lang, 'chat', [text]);
    expect(r!.text).toMatch(now);
    expect(r!.text).not.toMatch(/da 0 a 10|from 0 to 10|l’ultima volta|the last time/);
  });
});

describe('words with double letters are read on the squeezed text', () => {
  it('"da settimane" is a duration told; "il mio gatto" is a pet', () => {
    for (let i = 0; i < 6; i++) {
      const [r] = converse('it', 'chat', [`non dormo bene da settimane e sono a pezzi${'.'.repeat(i)}`]);
      expect(r!.text).not.toMatch(/Da quanto tempo/);
    }
    const r = converse('it', 'chat', [
      'il mio gatto sta male da giorni',
      'devo dargli le pastiglie due volte al giorno e lui le odia',
    ]).at(-1)!;
    expect(r.text).not.toMatch(/Sui farmaci|psichiatra/);
  });
});
