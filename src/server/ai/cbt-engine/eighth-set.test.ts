/**
 * What reading the conversations again and the eighth development set (dev-battery-8.ts) showed,
 * each fixed and held here: losses and carers met as such, an unwanted thought of harm never taken
 * for a plan, turns read in their own sense (topics, pushback, closings, quoted questions), and
 * questions that reached a general line now answered with what they ask.
 */
import { describe, expect, it } from 'vitest';
import { readEmotions, readTopics } from './emotions';
import { isQuestion } from './knowledge/index';
import { parseEngineState } from './state';
import { classifyTurn } from './turns';
import { normalize, normalizeText } from '../text/normalize';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('a relationship that has ended is met as a loss', () => {
  it.each([
    ['it', 'ci siamo lasciati dopo sette anni, ha deciso lui', /fine di una storia|finisce una relazione/],
    ['en', 'my girlfriend dumped me yesterday', /end of a relationship|relationship ends/],
  ] as const)('%s: «%s»', (lang, message, loss) => {
    const text = last(lang, [message]);
    expect(text).toMatch(loss);
    expect(text).not.toMatch(/^(?:Ti seguo|I’m with you)/);
  });

  it('says it once: the next turn about the breakup does not repeat it', () => {
    const [, second] = converse('it', 'chat', ['ci siamo lasciati ieri', 'mi ha lasciata per un\'altra']);
    expect(second!.text).not.toMatch(/fine di una storia|finisce una relazione/);
  });
});

describe('a child\'s school is a family matter, not the person\'s studying', () => {
  it.each([
    ["theres a stomach bug going round my son's class", 'family'],
    ['mio figlio non vuole andare a scuola', 'family'],
  ])('«%s» is about %s', (message, topic) => {
    expect(readTopics(normalize(message))).toEqual([topic]);
  });

  it('the person\'s own exam beside the child\'s school stays studying', () => {
    expect(readTopics(normalize('i have to pick up my kids from school and study for my exam'))).toContain('study');
  });

  it('the reply to a bug in the son\'s class speaks of no exam', () => {
    const text = last('en', ["i'm terrified of throwing up", "theres a stomach bug going round my son's class and i've stopped eating properly"]);
    expect(text).not.toMatch(/exam|studying/i);
  });
});

describe('worrying more than the one it concerns', () => {
  it.each([
    ['it', ['mio figlio ha preso voti bassi alla maturità', 'Secondo Lei è normale che io sia più in ansia di lui?'], /succede spesso|molto comune/],
    ['en', ['my daughter failed her driving test', 'is it normal that i\'m more worried than she is?'], /happens a lot|very common/],
  ] as const)('%s: %j', (lang, messages, answer) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/interruttore|switch/);
  });
});

describe('someone who cares for a person who is ill', () => {
  const alz = [
    "Buongiorno. Mia moglie Franca ha l'Alzheimer da quattro anni. Mi occupo io di lei, i figli vivono lontano.",
    'Stanotte si è alzata tre volte e mi ha chiesto chi ero. Sono 54 anni che siamo sposati.',
  ];

  it('is met as a carer first, then as someone not recognised, with no lesson on insomnia', () => {
    const [first, second] = converse('it', 'chat', alz);
    expect(first!.text).toMatch(/Prendersi cura|Assistere qualcuno/);
    expect(second!.text).toMatch(/Non essere riconosciuti/);
    expect(second!.text).not.toMatch(/sonno non si può forzare|sveglia|stanchezza/);
  });

  it('«sposati» is no tiredness, and a carer\'s step is about help or room of their own', () => {
    const text = last('it', ['mia mamma ha avuto un ictus e la seguo io tutto il giorno', 'mio fratello chiama una volta a settimana']);
    expect(text).toMatch(/al posto tuo|solo tuoi|al medico o ai servizi/);
    expect(text).not.toMatch(/confine/);
  });
});

describe('turns read for what they are', () => {
  it.each([
    ['it', ['sono stanca del lavoro', 'tipo "fai yoga e bevi acqua"? sembra un volantino'], /generico|Cambio strada|teoria/],
    ['it', ['faccio l\'infermiera e ultimamente sono svuotata'], /stanchezza/],
    ['it', ['mia figlia ha iniziato il nido e piange tutte le mattine quando la lascio', 'quanto dura di solito questa fase?'], /settimane/],
    ['it', ['mia moglie ha la demenza', 'Mi scusi, ma Lei è una persona vera o un computer?'], /intelligenza artificiale/],
  ] as const)('%s: %j', (lang, messages, answer) => {
    expect(last(lang, [...messages])).toMatch(answer);
  });

  it('the nursery\'s phase is not low mood', () => {
    const text = last('it', ['mia figlia ha iniziato il nido e piange quando la lascio', 'e io poi piango in macchina', 'quanto dura di solito questa fase?']);
    expect(text).toMatch(/nido/);
    expect(text).not.toMatch(/umore/);
  });
});

describe('plans in more forms', () => {
  const PLAN_BACK = /idea concreta|Quello che proponi|Hai trovato da te una strada|Mi piace la tua idea|Vale la pena provare|concrete idea|What you’re suggesting|You found a way yourself|I like your|It’s worth trying your/;
  it.each([
    ['it', 'forse lo chiamo domani mattina e gli dico chiaro che ho paura'],
    ['it', 'E quando mi sveglio alle 3 proverò ad alzarmi e leggere in salotto'],
    ['it', 'il fisioterapista mi ha dato degli esercizi che non faccio mai, magari li faccio la sera prima del telegiornale'],
    ['en', "I'll ring him Saturday, just to say I love him"],
    ['en', 'Perhaps I shall also telephone my old colleague Dennis.'],
    ['en', 'maybe after each race I write down one thing that went well'],
  ] as const)('%s: «%s» is taken up as a plan', (lang, plan) => {
    const text = last(lang, [lang === 'it' ? 'sono in ansia da giorni' : "i've been anxious for days", plan]);
    expect(text).toMatch(PLAN_BACK);
    expect(text).not.toMatch(/fare mai/);
  });

  it('"e mi registro" after an act said back is an infinitive too, never «e ti registri»', () => {
    const text = last('it', ['ho paura di parlare in pubblico', 'stasera provo il discorso e mi registro col telefono']);
    expect(text).not.toMatch(/ti registri/);
  });

  it('a fear told on its own is still no plan', () => {
    expect(last('it', ['sono in ansia', 'domani vado al lavoro e ho paura'])).not.toMatch(PLAN_BACK);
  });
});

describe('a choice between two offers', () => {
  const offers = 'ho due offerte: una a milano, stessa azienda ma con promozione, e una ad amsterdam in una startup';

  it('is said back without a cut-off phrase after a colon', () => {
    const text = last('it', [offers]);
    expect(text).not.toMatch(/una a milano:/);
  });

  it('"tu cosa sceglieresti?" gets how to choose, and a spreadsheet of pros and cons is no off-topic', () => {
    const [, choose, sheet] = converse('it', 'chat', [offers, 'tu cosa sceglieresti?', 'ho fatto pro e contro su excel, il risultato cambia ogni volta che cambio i pesi']);
    expect(choose!.text).toMatch(/decidere al posto tuo|sceglieresti se non avessi paura|tirare una moneta/);
    expect(sheet!.text).not.toMatch(/Su questo non posso aiutarti/);
  });

  it('"più ci penso più mi blocco" about the choice is no blank mind at an exam', () => {
    const text = last('it', [offers, 'perché più ci penso più mi blocco? devo rispondere a entrambe entro venerdì']);
    expect(text).not.toMatch(/esame/);
  });
});

describe('asked about the companion and about a fear of the phone', () => {
  it.each([
    ['en', ["i'm homesick", "can I write to you in italian also? sometimes I don't find the words"], /Italian/],
    ['it', ['sono in ansia', 'posso scriverti in inglese?'], /inglese/],
    ['it', ['nel nuovo lavoro devo chiamare i fornitori e odio il telefono', "xke il telefono mi fa piu paura che parlare di persona? c'è un nome per sta cosa?"], /telefon/i],
  ] as const)('%s: %j', (lang, messages, answer) => {
    expect(last(lang, [...messages])).toMatch(answer);
  });
});

describe('an oral exam and a blank mind', () => {
  const exam = "martedì ho l'orale di diritto e ogni volta che il prof mi guarda mi si svuota la testa";

  it.each([
    ['perche succede? io le cose le so, a casa le ripeto perfette', /vuoto|blocco|memoria/, /perfezionismo|perfetto/i],
    ['ma esiste un modo per allenarsi al vuoto? cioè simularlo prima?', /simulazion|vuoto/, /umore/],
    ["cosa posso dirmi la mattina dell'esame che non sia la solita frase motivazionale?", /frase vera|in proporzione/, /messaggi in prima persona/],
  ])('«%s» is answered about the exam', (question, answer, not) => {
    const text = last('it', [exam, question]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(not);
  });

  it("«me l'hanno detto tutti» is pushback, and names no thinking trap", () => {
    const text = last('it', [exam, "si vabbe respirare, me l'hanno detto tutti. in aula non ci riesco"]);
    expect(text).not.toMatch(/Ipergeneralizzazione|meccanismo/);
    expect(text).toMatch(/Hai ragione|generico|Cambio strada|scusami|Giusto/);
  });
});

describe('a close that says why, or ends on the better side', () => {
  it.each([
    ['it', ['ho paura di volare', 'pensavo di guardare ogni sera un video di decolli', 'grazie, vado a dormire che domani sveglia alle 6']],
    ['it', ["martedì ho l'orale", 'potrei farmi interrogare da mia cugina in videochiamata', 'ok grazie, questo esame mi ammazza ma almeno ho un piano']],
  ] as const)('%s: %j closes without a new task', (lang, messages) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(/[Ss]ono qui|io sono qui|Buonanotte/);
    expect(text).not.toMatch(/un passo piccolo|Una cosa piccola/);
  });

  it('a thanks with a fear after "ma" is still the fear', () => {
    expect(last('it', ['ho paura di volare', 'grazie ma ho ancora paura'])).not.toMatch(/Buonanotte|Sono qui quando/);
  });
});

describe('an unwanted thought of doing harm', () => {
  const told = 'mi vergogno anche a scriverlo. quando aspetto il treno mi arriva il pensiero "e se spingessi quel signore sui binari"';
  const PLAN = /Quello che proponi|passo che puoi fare|idea concreta|Hai trovato da te|What you’re suggesting|step you can really take|concrete idea/;

  it('is never said back as a plan, in either language', () => {
    for (const [lang, m] of [
      ['it', told],
      ['it', 'e se spingessi qualcuno sotto il treno?'],
      ['en', 'what if i pushed someone onto the tracks'],
      ['en', 'I keep getting thoughts of hurting my baby, what if I did it'],
    ] as const) {
      expect(last(lang, [lang === 'it' ? 'ciao' : 'hi', m]), m).not.toMatch(PLAN);
    }
  });

  it('is heard without judgement, with what unwanted thoughts are, and the horror after it is answered', () => {
    const [first, second, third, fourth] = converse('it', 'chat', [
      told,
      "non lo voglio fare, mi fa orrore solo l'idea. non ho mai fatto male a nessuno",
      'perché il cervello mi manda pensieri del genere? vuol dire che sono una persona cattiva?',
      'capita anche ad altri o sono solo io?',
    ]);
    expect(first!.text).toMatch(/Grazie per averlo scritto|Hai fatto bene a scriverlo/);
    expect(first!.text).toMatch(/solo un pensiero|Pensieri strani|pensiero indesiderato/);
    expect(second!.text).toMatch(/orrore|paura/);
    expect(second!.text).not.toMatch(/Ipergeneralizzazione|meccanismo/);
    expect(third!.text).toMatch(/chi sei/);
    expect(fourth!.text).toMatch(/Non capita solo a te|grande maggioranza/);
  });

  it('keeping away from the edge is met as a safety behaviour, not a thinking trap', () => {
    const text = last('it', [told, 'da un mese mi metto sempre in fondo alla banchina attaccato al muro, con le mani in tasca']);
    expect(text).toMatch(/sollievo|allarme/);
    expect(text).not.toMatch(/Ipergeneralizzazione/);
  });

  it('the same in English', () => {
    const text = last('en', ['hi', 'what if i pushed someone onto the tracks? i get this thought every morning and it horrifies me']);
    expect(text).toMatch(/Thank you for writing it|You did well to write it/);
  });
});

describe('words read in their own sense', () => {
  it('«se hanno» stays theirs in a plan said back', () => {
    const text = last('it', ['ho paura della risonanza', 'Pensavo di telefonare domani al centro per chiedere se hanno la macchina aperta']);
    expect(text).not.toMatch(/hanni/);
  });

  it('«da ragazza» is a time of life, not a relationship', () => {
    expect(readTopics(normalize('Da ragazza sono rimasta chiusa in un ascensore per un\'ora'))).not.toContain('partner');
  });

  it('the party of a flatmate is no chores left undone', () => {
    const text = last('it', ["sabato c'è la festa della mia coinquilina e io divento rosso appena qualcuno mi parla"]);
    expect(text).not.toMatch(/non fa la sua parte/);
    expect(last('it', ['la mia coinquilina non pulisce mai e lascia i piatti sporchi'])).toMatch(/non fa la sua parte/);
  });

  it('a study grant that runs out is no stock market', () => {
    expect(last('it', ['faccio il dottorato', 'intanto la borsa scade a ottobre e io sono fermo'])).not.toMatch(/Su questo non posso aiutarti/);
  });

  it.each([
    ['Mi scusi, ma contare i respiri non mi ha mai aiutato, anzi mi agito di più.'],
    ['accettarlo?? facile dirlo quando non sei tu quello col faccione rosso'],
    ["si ma tu non conosci l'accademia, qui se insisti sei finito"],
  ])('«%s» is pushback', (m) => {
    expect(last('it', ['sono in ansia per una cosa', m])).toMatch(/Hai ragione|Giusto|generico|Cambio strada|scusami|teoria/);
  });

  it('«mi sento già meno sola» closes warmly', () => {
    expect(last('it', ['ho paura della risonanza', 'La ringrazio, mi sento già meno sola con questa cosa.'])).toMatch(/[Ss]ono qui|io ci sono/);
  });
});

describe('more turns read in their own sense', () => {
  it('a question quoted inside a statement is not asked of the companion', () => {
    expect(isQuestion('mia madre secondo me ha capito. ogni tanto mi chiede "e le ragazze?" con una faccia strana', 'it')).toBe(false);
    expect(isQuestion('"is this normal?"', 'en')).toBe(true);
  });

  it('«un minuto da sola» is wanting room, not loneliness; «non ho voglia di niente» is low', () => {
    expect(readEmotions(normalize('io lavoro da casa e non ho più un minuto da sola. prima vivevo da sola')).emotions).not.toContain('loneliness');
    expect(readEmotions(normalize('mi sento da sola')).emotions).toContain('loneliness');
    expect(readEmotions(normalize('sono diventato intrattabile. non ho voglia di niente')).primary).toBe('sadness');
  });

  it('a teacher\'s school stays their work in a later turn', () => {
    const text = last('it', ['faccio la maestra ad ancona, ho 22 bambini', 'a scuola stiamo organizzando una raccolta per la Croce Rossa']);
    expect(text).not.toMatch(/lo studio/);
  });

  it.each([
    ['non mi dica di non guardare le notizie, il mondo non sparisce se chiudo gli occhi'],
    ['sì ma questi consigli li trovo anche su google'],
    ["ginnastica dolce, yoga, lo dicono tutti. con l'ernia. grazie tante"],
  ])('«%s» is pushback', (m) => {
    expect(last('it', ['sono in ansia per una cosa', m])).toMatch(/Hai ragione|Giusto|generico|Cambio strada|scusami|teoria/);
  });

  it('"proverò ad alzarmi" is said back in the person\'s words', () => {
    expect(last('it', ['mi sveglio alle 3 ogni notte', 'quando mi sveglio alle 3 proverò ad alzarmi e leggere in salotto'])).toMatch(/alzarti/);
  });
});

describe('asked about a scan, the news, and telling one\'s parents', () => {
  it.each([
    ['it', ['Giovedì devo fare una risonanza e la sola idea del tubo mi toglie il respiro', "Lei sa dirmi quanto dura di solito una risonanza lombare?"], /quarantacinque minuti/, /respiro lento|espirazione rallenta/],
    ['en', ["i've got an mri on thursday and i'm claustrophobic", 'how long does an mri usually take?'], /forty-five minutes/, /slow breathing works/],
    ['it', ['la sera non riesco a staccarmi dalle notizie della guerra', 'come faccio a restare informata senza stare così male?'], /fonti|notizie/, /dipende solo da te/],
    ['en', ["i can't stop watching the news about the war", 'how do i stay informed without feeling this awful?'], /sources|news/, /depends only on you/],
    ['it', ['ho 22 anni e sto con un ragazzo', 'dovrei dirlo ai miei che sono gay?'], /scelta tua|Prepararsi|al sicuro/, /pro e contro/],
    ['en', ["i'm 19 and my parents don't know i'm gay", 'how do i come out to my parents?'], /your choice|Preparing|safe enough/, /pros and cons/],
  ] as const)('%s: %j', (lang, messages, answer, not) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(not);
  });
});

describe('small moments asked about', () => {
  it.each([
    ['en', ['i have a job interview tomorrow', 'what should i say when they ask about my weaknesses?'], /weakness/, /three parts/],
    ['it', ['domani ho un colloquio', 'cosa rispondo se mi chiedono i miei punti deboli?'], /punti deboli|limite vero/, /tre parti/],
    ['en', ['i overthink every text i send', 'how long should i wait before replying?'], /no right amount of time|Reply times/, /few weeks/],
    ['it', ['rimugino su ogni messaggio che mando', 'quanto devo aspettare prima di rispondere al suo messaggio?'], /tempo giusto|tempo di risposta/, /settimane/],
    ['en', ['i am nervous about my first day', 'what can i do the night before?'], /night before|empty your head/, /smallest concrete/],
    ['en', ['i have a presentation on friday', 'does practising in front of a mirror actually help?'], /Rehears|practis/i, /depends on you/],
    ['en', ['i get panic attacks on the bus', 'what should i do in the middle of one?'], /panic attack|wave/, /smallest concrete/],
  ] as const)('%s: %j', (lang, messages, answer, not) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(not);
  });
});

describe('questions that reached the wrong answer', () => {
  it.each([
    ['it', ['mia madre è malata e mi sento impotente', 'come posso starle vicino senza crollare io?'], /Chi assiste|bisogni/, /qualcosa di grave/],
    ['en', ['my mum is ill and i feel helpless', 'how can i support her without falling apart myself?'], /Carers|own needs/, /something serious/],
    ['it', ['mi preoccupo sempre per i soldi', 'come faccio un budget se sono così in ansia?'], /conto|numeri|spese/, /diario/],
    ['it', ['odio il mio lavoro', 'ha senso licenziarsi senza avere già un altro lavoro?'], /sceglieresti|decidere al posto tuo|passo intermedio|due strade/, /confine chiaro/],
    ['it', ['rifaccio le cose mille volte', 'come capisco quando una cosa è abbastanza buona?'], /finito|abbastanza buon/, /dipende solo da te/],
  ] as const)('%s: %j', (lang, messages, answer, not) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(not);
  });
});

describe('a question that leans on the turns before', () => {
  it('"secondo te ce l\'ho? ti elenco: …" after ADHD was named is the ADHD answer, with no verdict', () => {
    const text = last('it', [
      "ho visto un video sull'ADHD negli adulti e mi sono riconosciuto in tutto",
      "secondo te ce l'ho? ti elenco: perdo le chiavi ogni giorno, non finisco mai niente, mi dimentico i compleanni",
    ]);
    expect(text).toMatch(/Non posso dirti se hai l’ADHD|Da qui non posso capire se si tratta di ADHD/);
  });

  it.each([
    ['it', ['ho scritto una mail al capo con la collega in copia', 'troppo aggressivo?']],
    ['it', ['voglio dire a mio marito che sono stanca', 'pensi che capirà? non mi piace lamentarmi']],
    ['en', ['what if we did christmas on the 27th with the kids', "do you think they'd like that or would it feel sad?"]],
  ] as const)('%s: %j gets how others take things, not a general line', (lang, messages) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(/reagirà|reazione|react|respond|how they take it|tone|tono/);
    expect(text).not.toMatch(/dipende da te e lasciare|depends on you and set aside/);
  });
});

describe('second thoughts', () => {
  it.each([
    ['it', ['il mio compagno mi ha detto che sono noiosa', 'ha ragione?'], /ha ragione|punto di vista/],
    ['en', ['my partner said i am boring', 'is he right?'], /right|one person’s view/],
    ['it', ['ho detto una cosa stupida in riunione', 'secondo te se ne sono accorti tutti?'], /meno di quanto pensi|imbarazzo|riflettore/],
    ['en', ['i said something stupid in the meeting', 'do you think everyone noticed?'], /far less than you think|spotlight|embarrassment/],
    ['it', ['mi sento in colpa per aver lasciato il lavoro', 'ho fatto bene?'], /quello che sapevi|rimpianto/],
    ['en', ['i quit my job last month', 'did i do the right thing?'], /what you knew|regret/],
    ['en', ['i failed the bar exam again', 'is it too late to change career at 35?'], /Usually not|Age weighs/],
    ['it', ['ho fallito il concorso per la terza volta', 'è troppo tardi per cambiare strada a 35 anni?'], /Di solito no|L’età pesa/],
    ['en', ['i have been off work with stress for a month', 'how do i go back without feeling ashamed?'], /not a fault|shame about going back/],
  ] as const)('%s: %j', (lang, messages, answer) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/care team|carer/);
  });

  it('"how my office works" is no return to work', () => {
    const text = last('en', ['my boss dumps urgent work on me every friday', 'how do i say no to my boss?', 'easier said than done, that’s not how my office works']);
    expect(text).not.toMatch(/off with stress/);
  });
});

describe('control, a dentist, a first day', () => {
  it.each([
    ['en', ['my girlfriend checks my phone', 'is that normal in a relationship?'], /not a normal part|controlling/, /so yes, it’s normal/],
    ['it', ['il mio ragazzo mi controlla il telefono ogni sera', 'è normale?'], /non è una parte normale|controllo/, /quindi sì/],
    ['en', ['i am scared of the dentist', 'how do i get through the appointment?'], /dentist/, /depends only on you/],
    ['it', ['sono 6 anni che non vado dal dentista', 'devo dirlo al dentista che ho paura o faccio la figura dello scemo?'], /dentista/, /cosa guadagni e cosa perdi/],
    ['en', ['i am starting a new job monday', 'how do i make a good first impression?'], /first days|first impression/, /depends on you/],
  ] as const)('%s: %j', (lang, messages, answer, not) => {
    const text = last(lang, [...messages]);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(not);
  });

  it('a feeling asked about is still met as normal', () => {
    expect(last('it', ['mi sento sempre stanca e nervosa', 'è normale sentirsi così?'])).toMatch(/Spesso sì|è normale/);
  });
});

describe('pushback and thanks in more forms', () => {
  it.each([
    ['en', 'mate I can\'t just "keep a regular routine", the rota changes every month'],
    ['en', 'I\'ve tried the "just do 5 minutes" thing already, 5 minutes turns into zero minutes'],
    ['en', "yeah I've done the pomodoro thing, didnt help"],
    ['en', 'I can\'t "delegate more", half my team are juniors'],
    ['it', 'Le dico subito che la casa di riposo non la prendo neanche in considerazione.'],
  ] as const)('%s: «%s» is pushback', (lang, m) => {
    const kind = classifyTurn(m, normalizeText(m).text, parseEngineState(null)).kind;
    expect(kind).toBe('pushback');
  });

  it('"it didn\'t help that he was late" tells what happened', () => {
    const m = 'it didnt help that he was late';
    expect(classifyTurn(m, normalizeText(m).text, parseEngineState(null)).kind).not.toBe('pushback');
  });

  it('"You have been most patient with an old man" closes', () => {
    const text = last('en', ['my wife died last spring and the house is quiet', 'Thank you. You have been most patient with an old man.']);
    expect(text).toMatch(/I’m here|I’ll be here/);
  });
});

describe('an unwanted thought, some turns later', () => {
  it('a question about something else is no longer read as about the thought', () => {
    const text = last('it', [
      'quando aspetto il treno mi arriva il pensiero "e se spingessi quel signore sui binari"',
      'ok',
      'parliamo di altro, il lavoro mi stressa',
      'il mio capo mi riempie di mail la sera',
      'sono sempre stanco la sera',
      'è normale essere così stanchi dopo il lavoro?',
    ]);
    expect(text).not.toMatch(/Pensieri strani|pensiero indesiderato|Non capita solo a te/);
  });
});
