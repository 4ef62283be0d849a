// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCrisis, isLikelyMinor } from './crisis.js';

type Case = [string, string];

const POSITIVE: Case[] = [
  // suicide, Italian: direct, indirect, typos, slang, dialect
  ['suicide', 'voglio morire'],
  ['suicide', 'Vorrei sparire per sempre'],
  ['suicide', 'non ce la faccio più a vivere'],
  ['suicide', 'voglio farla finita'],
  ['suicide', 'sarebbe meglio se non ci fossi'],
  ['suicide', 'mi voglio ammazzare'],
  ['suicide', 'penso di continuo al suicidio'],
  ['suicide', 'vorrei non svegliarmi più domattina'],
  ['suicide', 'nn ho piu voglia di vivere'],
  ['suicide', 'vojo morì'],
  ['suicide', 'VOGLIO MORIREEEE'],
  ['suicide', 'sono stanca di vivere'],
  ['suicide', 'starebbero tutti meglio senza di me'],
  ['suicide', 'mi sento un peso per la mia famiglia'],
  ['suicide', 'stanotte la faccio finita'],
  // suicide, English
  ['suicide', 'I want to kill myself'],
  ['suicide', 'kms'],
  ['suicide', 'thinking about how to unalive myself'],
  ['suicide', "I don't want to wake up tomorrow"],
  ['suicide', 'everyone would be better off without me'],
  ['suicide', "I can't stop thinking about killing myself"],
  ['suicide', "I'm not suicidal, just tired. But honestly I want to die"],
  ['suicide', 'i wanna end it all tonight'],
  ['suicide', 'I wish I was dead'],
  ['suicide', 'life isnt worth living anymore'],
  ['suicide', 'im gonna k1ll myself'],
  ['suicide', 'Nobody would notice if I was gone'],
  ['suicide', 'I have been hoarding my pills'],
  // self-harm
  ['self_harm', 'mi taglio quando sto male'],
  ['self_harm', 'ieri mi sono fatta del male di nuovo'],
  ['self_harm', 'I cut myself again'],
  ['self_harm', 'relapsed on self harm last night'],
  ['self_harm', 'I burn myself when I feel numb'],
  // harm to others
  ['harm_to_others', 'voglio uccidere mio padre, ci penso da giorni'],
  ['harm_to_others', 'ho pensieri di fare del male al mio bambino'],
  ['harm_to_others', "I'm going to hurt someone, I have a knife"],
  // abuse and violence
  ['abuse_violence', 'mio marito mi picchia'],
  ['abuse_violence', 'il mio compagno mi ha messo le mani al collo'],
  ['abuse_violence', 'sono stata violentata'],
  ['abuse_violence', 'my boyfriend hits me'],
  ['abuse_violence', 'my ex keeps stalking me'],
  // medical
  ['medical_emergency', 'ho preso troppe pillole'],
  ['medical_emergency', 'ho un dolore fortissimo al petto e al braccio sinistro'],
  ['medical_emergency', 'non riesco a respirare'],
  ['medical_emergency', 'I took a whole bottle of sleeping pills'],
  ['medical_emergency', "I can't breathe, help"],
  ['medical_emergency', 'I think I am having a heart attack'],
  // indirect warning signs (several cues together)
  ['suicide', 'ho regalato quasi tutto e ho scritto delle lettere di addio'],
  ['suicide', "I've given my things away, I won't need them anymore"],
  ['suicide', 'ieri sera ho tenuto in mano le pastiglie per ore'],
  ['suicide', 'stood on the bridge for a while thinking about jumping'],
  ['suicide', 'ho deciso di spegnermi per sempre'],
  ['suicide', 'I keep thinking about not waking up'],
  ['suicide', 'how many pills would it take to not wake up'],
];

const NEGATIVE: string[] = [
  // idioms
  'muoio dal ridere',
  'sto morendo di fame',
  'questo caldo mi uccide',
  'mi ammazzo di lavoro tutta la settimana',
  'stasera mi sparo un film',
  'se mi prende ancora il caricatore la ammazzo ahah',
  'voglio farla finita con il fumo',
  'I could kill for a coffee',
  'this traffic is killing me',
  "I'm dying to see you",
  'I want to die of embarrassment lol',
  "I'd rather die than sing in public",
  'my dad will kill me when he sees my grades',
  'cut myself some slack today',
  'I cut myself shaving',
  'mi sono tagliato un dito in cucina',
  'mi sono fatto male in palestra',
  'il sole picchia',
  'beats me why',
  'I laughed so hard I could not breathe',
  // real negations
  'non ho mai pensato di uccidermi',
  "I'm not suicidal, just tired",
  'I would never hurt myself',
  'non voglio morire, voglio solo stare meglio',
  // fiction, lyrics, news
  'ho visto un film dove il protagonista si uccide',
  "the song goes 'I want to die tonight' and it is catchy",
  'al tg parlavano di un uomo che ha picchiato la moglie',
  'I read an article about suicide prevention',
  // anxiety described as habitual
  'quando ho un attacco di panico mi sembra di non respirare',
  'when I get anxious I sometimes get chest pain',
  // ordinary stress
  'oggi al lavoro è stato un disastro',
  'I have an exam tomorrow and I am nervous',
  // everyday words that also appear in warning signs
  'sto regalando i vestiti vecchi perché trasloco',
  'we went up on the roof to watch the fireworks',
  'vorrei sparire per un weekend al mare',
  'I want my anxiety to disappear',
  "I keep thinking about my dad's death, I miss him",
  'ho saltato la cena e sto morendo di fame',
  'my phone died',
  'I have a cold and cannot breathe through my nose',
];

describe('checkCrisis', () => {
  it.each(POSITIVE)('flags %s: %s', (category, text) => {
    const r = checkCrisis(text);
    expect(r.crisis).toBe(true);
    expect(r.category).toBe(category);
    expect(typeof r.matched).toBe('string');
  });

  it.each(NEGATIVE)('does not flag: %s', (text) => {
    const r = checkCrisis(text);
    expect(r).toMatchObject({ crisis: false, category: null });
  });

  it('reports the words that triggered it, as written', () => {
    expect(checkCrisis('Ieri sera... VOGLIO MORIRE').matched).toBe('VOGLIO MORIRE');
  });

  it('a negation does not hide a later real signal', () => {
    expect(checkCrisis('Non dico di essere suicida, ma vorrei non svegliarmi più').crisis).toBe(true);
    expect(checkCrisis("I'm not going to lie, I want to die").crisis).toBe(true);
  });

  it('identifying with a character overrides the fiction guard', () => {
    expect(checkCrisis('in quel film lei dice "voglio morire" ed è proprio come me').crisis).toBe(true);
  });

  it('never throws on odd input', () => {
    const odd: unknown[] = [
      undefined,
      null,
      42,
      {},
      '',
      '   ',
      '\u0000\u0001',
      '💀💀💀',
      'a'.repeat(100000),
      '"'.repeat(500),
      '\\\\(([',
    ];
    for (const x of odd) expect(() => checkCrisis(x as string)).not.toThrow();
    expect(checkCrisis('').crisis).toBe(false);
  });

  it('still sees a signal at the end of a very long message', () => {
    expect(checkCrisis('bla '.repeat(5000) + 'voglio morire').crisis).toBe(true);
  });

  it('runs well under 1 ms per message', () => {
    const msgs = [...POSITIVE.map((c) => c[1]), ...NEGATIVE];
    for (const m of msgs) checkCrisis(m); // warm up
    const rounds = 20;
    const t0 = performance.now();
    for (let i = 0; i < rounds; i++) for (const m of msgs) checkCrisis(m);
    const mean = (performance.now() - t0) / (rounds * msgs.length);
    expect(mean).toBeLessThan(1);
  });
});

// Families added after held-out set B. Sentences written for these tests (not copied from any eval set).
const FAMILY_POSITIVE: Array<[string, string, string]> = [
  // [family, category, text]
  ['passive wish (it)', 'suicide', 'nn voglio + risvegliarmi'],
  ['passive wish (it)', 'suicide', 'prego ogni notte di non vedere domani'],
  ['taken away (it)', 'suicide', 'magari un camion mi mettesse sotto mentre vado al lavoro'],
  ['taken away (en)', 'suicide', 'honestly i keep hoping a bus hits me on the way home'],
  ['hope not to wake (en)', 'suicide', 'i really hope that i dont wake up tomorrow morning'],
  ['easier if gone (it)', 'suicide', 'sarebbe tutto più semplice non esistere'],
  ['easier if gone (en)', 'suicide', "it'd be way easier for everyone if i wasn't around"],
  ['no reason to stay (it)', 'suicide', 'a cosa serve restare se è tutto così'],
  ['no reason to stay (en)', 'suicide', 'there is no point for me to stick around anymore'],
  ['weary of existing (it)', 'suicide', 'sono stremata di esistere'],
  ['weary of existing (en)', 'suicide', "i'm so worn out of fighting to stay alive"],
  ['accepting death (it)', 'suicide', 'non ho più paura della morte, sarebbe un sollievo'],
  ['accepting death (en)', 'suicide', 'not waking up sounds so peaceful right now'],
  ['future absence (it)', 'suicide', 'non credo che arriverò a natale'],
  ['future absence (en)', 'suicide', "i don't think i'll be around much longer"],
  ['farewell (it)', 'suicide', 'quando leggerete questo messaggio sarà tardi, vi voglio bene'],
  ['farewell (en)', 'suicide', "by the time you read this i'll be gone"],
  ['letters for loved ones', 'suicide', 'ho scritto delle lettere per mio padre e mia sorella'],
  ['saying goodbye', 'suicide', "lately i've been saying goodbye to my friends one by one"],
  ['method decided (it)', 'suicide', 'so già dove e quando.'],
  ['method decided (en)', 'suicide', 'i already know how i will do it'],
  ['means in reach', 'suicide', 'ho la pistola sulle gambe adesso'],
  ['means in reach', 'suicide', 'the knife is pressed against my wrist'],
  ['noose', 'suicide', 'i tied a noose this afternoon'],
  ['taking everything', 'suicide', 'stasera mando giù tutte le pastiglie della scatola'],
  ['method question', 'suicide', 'if i jump from the fourth floor will it be quick'],
  ['absence benefit (it)', 'suicide', 'se morissi farei un favore ai miei'],
  ['absence benefit (en)', 'suicide', 'my parents would be happier without having to deal with me'],
  ['burden (it)', 'suicide', 'sono uno spreco di ossigeno'],
  ['burden (en)', 'suicide', "i'm a waste of space to my family"],
  ['stop for good', 'suicide', 'i need the pain to end once and for all'],
  ['rejoin the dead', 'suicide', 'voglio raggiungere mio nonno in cielo'],
  ['command voices (self)', 'suicide', 'a voice keeps telling me to kill myself'],
  ['warning signs: prep + farewell', 'suicide', 'ho cancellato tutti i social e ho chiesto scusa a tutti'],
  ['warning signs: means + enough', 'suicide', 'ho contato le compresse, ne ho abbastanza'],
  ['self-harm until injury (it)', 'self_harm', 'mi mordo il braccio finché non sanguina'],
  ['self-harm until injury (en)', 'self_harm', 'i pinch my thighs until they bruise'],
  ['self-harm purpose', 'self_harm', 'i use a lighter on my skin just to feel something'],
  ['self-harm implement + relapse', 'self_harm', 'ho ripreso la lametta dopo due mesi pulita'],
  ['self-harm cigarette', 'self_harm', 'ieri mi sono spenta una sigaretta sulla mano'],
  ['self-harm urge', 'self_harm', 'the urge to burn myself is unbearable'],
  ['self-harm hitting own body', 'self_harm', 'i slap my face over and over when i hate myself'],
  ['self-harm wall', 'self_harm', 'do pugni al muro ogni sera finché le nocche sanguinano'],
  ['self-harm on purpose', 'self_harm', 'mi faccio male apposta quando nessuno mi vede'],
  ['threat verbs (it)', 'harm_to_others', 'giuro che lo sgozzo'],
  ['how to harm (it)', 'harm_to_others', 'sto pianificando come fare del male al mio vicino'],
  ['how to harm (en)', 'harm_to_others', "i've figured out how to poison my stepdad"],
  ['revenge + means', 'harm_to_others', "i'll make them pay, i know where they live"],
  ['weapon to school', 'harm_to_others', 'domani porto il coltello di papà a scuola'],
  ['snap', 'harm_to_others', "i'm afraid i'll lose it and hurt my son"],
  ['command voices (others)', 'harm_to_others', 'le voci mi dicono di fare del male a mia madre'],
  ['abuse verbs (it)', 'abuse_violence', 'il mio ragazzo mi sbatte contro il muro'],
  ['abuse injury (it)', 'abuse_violence', 'mio marito mi ha rotto una costola'],
  ['abuse verbs (en)', 'abuse_violence', 'my husband dragged me by my hair across the kitchen'],
  ['abuse injury (en)', 'abuse_violence', 'my girlfriend gave me a black eye'],
  ['sexual coercion (it)', 'abuse_violence', 'mi ha costretta ad avere rapporti'],
  ['sexual coercion (en)', 'abuse_violence', 'he pressured me into sleeping with him'],
  ['consent ignored', 'abuse_violence', "he didn't stop when i told him to stop"],
  ['held down', 'abuse_violence', 'he held me down on the bed'],
  ['unwanted touch with secrecy', 'abuse_violence', 'mio zio mi tocca e mi dice che è un segreto'],
  ['threat to kill me', 'abuse_violence', 'he keeps texting that he is going to kill me'],
  ['hiding from violence', 'abuse_violence', "i'm hiding in the closet, he's banging on the door"],
  ['image abuse', 'abuse_violence', 'my ex is threatening to leak my nudes'],
  ['coercive control', 'abuse_violence', 'mi controlla il telefono e non mi lascia vedere le mie amiche'],
  ['drugged', 'abuse_violence', 'i think someone spiked my drink at the bar'],
  ['threat on disclosure', 'abuse_violence', 'se lo dico a qualcuno lui ammazza mia madre'],
  ['pills with container (it)', 'medical_emergency', 'ho preso due flaconi di gocce'],
  ['pills with number (en)', 'medical_emergency', 'i took like 40 of my sleeping tablets'],
  ['alcohol + sedatives', 'medical_emergency', 'ho bevuto mezza bottiglia di whisky con lo xanax'],
  ['not breathing', 'medical_emergency', "my grandma isn't breathing"],
  ['collapsed + unresponsive', 'medical_emergency', 'mio padre è crollato in cucina e non risponde'],
  ['presyncope', 'medical_emergency', 'mi sta venendo da svenire'],
  ['fainted today', 'medical_emergency', 'sono svenuta due volte stamattina'],
  ['stroke face', 'medical_emergency', "my dad's mouth is drooping on one side"],
  ['stroke limb + speech', 'medical_emergency', 'non riesco a muovere il braccio destro e parlo strano'],
  ['anaphylaxis', 'medical_emergency', 'my tongue is swelling after the shrimp'],
  ['breathing struggle', 'medical_emergency', "i'm struggling to breathe"],
  ['chest pressure', 'medical_emergency', 'sento una stretta enorme al petto'],
  ['chest pressure simile', 'medical_emergency', 'it feels like an elephant is sitting on my chest'],
  ['poison swallowed', 'medical_emergency', 'mio figlio ha ingoiato una pila a bottone'],
  ['child ingestion', 'medical_emergency', 'my toddler got into the pills in my purse'],
  ['seizure', 'medical_emergency', 'my brother is having a seizure'],
  ['cardiac combination', 'medical_emergency', 'my chest is crushing and i feel nauseous and sweaty'],
  ['asthma without inhaler', 'medical_emergency', "asthma attack and i can't find my inhaler"],
  ['thunderclap headache', 'medical_emergency', 'worst headache of my life, came on suddenly'],
];

const FAMILY_NEGATIVE: Array<[string, string]> = [
  ['"mi tocca" + infinitive means "I have to"', 'mi tocca lavorare di notte questa settimana'],
  ['a lie-in', 'dormirei per sempre la domenica mattina'],
  [
    'moving house explains the goodbyes',
    'ho regalato i mobili a mia sorella, tanto non mi servono più: mi trasferisco a Berlino',
  ],
  ['letters with an occasion', 'i wrote letters to my grandparents for christmas'],
  ['a rope with a purpose', 'ho comprato una corda per arrampicare'],
  ['shaving', 'the razor is blunt, i need a new blade for my legs'],
  ['nail biting is not self-harm', 'i bite my nails till they bleed when i study'],
  ['debugging idiom', 'banged my head against the wall until i figured out the bug'],
  ['wrestling practice', 'he pinned me down in wrestling practice'],
  ['play, not violence', 'mio fratello mi ha tirato una palla in faccia giocando'],
  ['trivial family threat', 'my mom said she will kill me if i miss curfew again'],
  ['trivial family threat (it)', 'mia madre dice che mi ammazza se prendo un altro brutto voto'],
  ['a friend, in the past, now well', 'la mia amica anni fa si faceva del male, ora sta benissimo'],
  ['my own past, now well', 'i used to cut myself in high school, now i am doing well'],
  ['routine medication', 'i took all my meds this morning as usual'],
  ['a small normal dose', 'ho preso due tachipirine per la febbre'],
  ['a height for a trip', 'ho guardato quanto è alto il ponte di brooklyn per la gita'],
  ['living with parents', "i'm tired of living with my parents"],
  ['waking up early', 'sono stanca di svegliarmi alle 5'],
  ['leaving a job', "i don't think i'll be around much longer at this company"],
  ['gaming', 'ammazzo quel boss e poi vado a dormire'],
  ['competition', 'i dream about beating my brother at mario kart'],
  ['a question with a joke', 'se prendo un altro caffè muoio? scherzo'],
  ['anxiety described as an impression', 'quando sono in ansia mi sembra di non respirare'],
  ['burden with reassurance', 'a volte mi sento un peso per i miei, ma so che non è vero'],
  ['school essay about a novel', 'we read a novel about suicide in class for the essay'],
  ['denial that governs the signal', "i don't think i want to die, i just want to rest"],
];

describe('checkCrisis: pattern families added after held-out set B', () => {
  it.each(FAMILY_POSITIVE)('%s -> %s: %s', (_family, category, text) => {
    const r = checkCrisis(text);
    expect(r.crisis).toBe(true);
    expect(r.category).toBe(category);
  });

  it.each(FAMILY_NEGATIVE)('no alarm (%s): %s', (_why, text) => {
    expect(checkCrisis(text)).toMatchObject({ crisis: false, category: null });
  });

  it('a denial before a verb of telling does not hide the signal', () => {
    expect(checkCrisis("i've never told anyone that i want to die").crisis).toBe(true);
    expect(checkCrisis('non l’ho mai detto a nessuno ma voglio morire').crisis).toBe(true);
  });

  it('"no" as an interjection is not a denial', () => {
    expect(checkCrisis('no i just want to die').crisis).toBe(true);
    expect(checkCrisis('no thoughts of suicide, just tired').crisis).toBe(false);
  });

  it('hedges between the words of a signal do not hide it', () => {
    expect(checkCrisis('i honestly just dont really want to wake up tomorrow').crisis).toBe(true);
  });

  it('a symptom described "as if" is an emergency unless it is breathing during anxiety', () => {
    expect(checkCrisis('my chest feels like it is being crushed and my left arm is numb').category).toBe(
      'medical_emergency',
    );
    expect(checkCrisis('it feels like i cant breathe when i am anxious').crisis).toBe(false);
  });

  it('a relapse brings a resolved past back', () => {
    expect(checkCrisis('i used to cut myself years ago, now i am fine').crisis).toBe(false);
    expect(checkCrisis('i used to cut myself years ago and i started again this week').crisis).toBe(true);
  });

  it('"+" typed for "più" is read as a word', () => {
    expect(checkCrisis('nn ce la faccio + a vivere').crisis).toBe(true);
  });
});

describe('isLikelyMinor', () => {
  it.each(['ho 14 anni', 'sono in terza media', "I'm 15", 'im in high school and 16 years old'])(
    'yes: %s',
    (t) => {
      expect(isLikelyMinor(t)).toBe(true);
    },
  );
  it.each(['ho 34 anni', "I'm 25", 'my son is 12 and I worry'])('no: %s', (t) => {
    expect(isLikelyMinor(t)).toBe(false);
  });
});
