// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCrisis, checkCrisisRules, isLikelyMinor } from './crisis';

/**
 * Hard negatives are the rules' business: no rule (and no guard-excused match) may fire on them.
 * checkCrisis adds the local model, which reads words and can raise a false alarm on some of
 * them; its false-alarm rate is measured by `npm run eval:ai`, not asserted message by message.
 * Whatever it says, the rules are never the source of an alarm on these.
 */
function expectNoRuleAlarm(text: string): void {
  expect(checkCrisisRules(text)).toMatchObject({ crisis: false, category: null });
  expect(checkCrisis(text).source).not.toBe('rules');
}

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
    expectNoRuleAlarm(text);
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

  // Speed (rules + local model, target p95 < 1 ms) is measured by bench/ai-engine.ts: a wall-clock
  // assertion here fails whenever the machine is busy.
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
    expectNoRuleAlarm(text);
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

// Round 3: families grounded in clinical frameworks (C-SSRS levels, the interpersonal theory of suicide,
// hopelessness with finality, self-harm, harm to others, abuse now, medical symptom clusters), in colloquial
// Italian and English. Sentences written for these tests (not copied from any eval set).
const CLINICAL_POSITIVE: Array<[string, string, string]> = [
  // C-SSRS 1: wish to be dead, not to wake up
  ['wish not to wake (it)', 'suicide', 'magari domani non mi sveglio e finisce tutto'],
  ['wish not to wake (en)', 'suicide', 'some nights i pray i dont wake up'],
  ['switched off (it)', 'suicide', 'vorrei che qualcuno mi spegnesse come una luce'],
  ['switched off (en)', 'suicide', 'i want to switch myself off'],
  ['done being alive', 'suicide', "i'm done being alive"],
  ['rather not be alive', 'suicide', "tbh i'd rather not be alive anymore"],
  ['sleep with no return (it)', 'suicide', 'vorrei dormire e non pensare mai più a niente'],
  ['sleep with no return (en)', 'suicide', 'i just want to go to sleep and stay asleep'],
  // C-SSRS 2: active thoughts without a method
  ['dark thoughts (it)', 'suicide', 'ho pensieri brutti, tipo non esserci più'],
  ['dark thoughts (en)', 'suicide', "i've been having those thoughts again, the ones about not being here"],
  ['ending things', 'suicide', 'i keep thinking about ending things'],
  ['death thoughts daily', 'suicide', 'penso alla morte tutto il giorno'],
  // C-SSRS 3: method
  ['checking a height', 'suicide', 'ho guardato quanto è alto il mio balcone'],
  ['means one keeps going back to', 'suicide', 'la pistola di mio padre è nel cassetto e ci penso sempre'],
  ['platform edge', 'suicide', 'mi metto sul bordo della banchina quando passa il treno'],
  ['dose research', 'suicide', 'ho cercato quante pillole servono'],
  ['which pills and how many', 'suicide', 'so quali pastiglie prendere e quante'],
  ['the whole prescription', 'suicide', "i'm going to take my whole prescription"],
  // C-SSRS 4: intent
  ['intent, short (it)', 'suicide', 'non sto scherzando, stanotte lo faccio'],
  ['intent, short (en)', 'suicide', "i'm really going to go through with it"],
  // C-SSRS 5: plan with a time or a place
  ['date chosen (it)', 'suicide', 'ho scelto il giorno, venerdì'],
  ['date chosen (en)', 'suicide', 'picked a date. friday'],
  ['place chosen', 'suicide', 'found the perfect spot by the river, going there tonight'],
  ['tonight and decided', 'suicide', "tonight's the night, i've made up my mind"],
  ['when alone', 'suicide', 'quando i miei partono per il weekend lo faccio'],
  ['on the edge', 'suicide', 'sto sul cornicione e non so se scendere'],
  ['at a height now', 'suicide', "i'm standing on the bridge rn"],
  ['deadline', 'suicide', "by sunday it'll all be over"],
  ['going to the viaduct, decided', 'suicide', 'domani mattina vado sul viadotto, ho deciso'],
  ['decided, a time', 'suicide', 'ho deciso, stanotte'],
  // C-SSRS 6: preparatory behaviour
  ['several pharmacies', 'suicide', 'ho comprato due scatole di paracetamolo in due farmacie diverse'],
  ['rope with no purpose', 'suicide', 'just ordered a rope online, should arrive tomorrow'],
  [
    'note where it will be found (it)',
    'suicide',
    "ho scritto una lettera per mia madre e l'ho lasciata sul tavolo",
  ],
  ['note where it will be found (en)', 'suicide', 'left a note for mum on the table'],
  ['last message', 'suicide', 'questo è il mio ultimo messaggio'],
  ['gift to remember me by', 'suicide', 'gave my guitar to my brother so he has something to remember me by'],
  ['passwords and pets', 'suicide', 'wrote down all my passwords and instructions for the cat for my sister'],
  [
    'care if something happens',
    'suicide',
    'a mia sorella ho detto di prendersi cura del mio cane se mi succede qualcosa',
  ],
  ['pills lined up', 'suicide', 'ho messo in fila le pastiglie sul comodino, sono 40'],
  ['goodbye like the last time', 'suicide', 'said goodbye to my mom today like it was the last time'],
  // Interpersonal theory: burdensomeness, thwarted belongingness
  ['dead weight (it)', 'suicide', 'sono un peso morto per tutti'],
  ['dead weight (en)', 'suicide', "i'm just dead weight to my family"],
  ['lighter without me', 'suicide', 'la mia famiglia sarebbe più libera senza di me'],
  ['nothing lost without me', 'suicide', 'sono un fallimento, il mondo senza di me non perderebbe niente'],
  ['a mum who is not me', 'suicide', "my kids would be better off with a mom who isn't me"],
  ['a world that does not want me', 'suicide', 'perché dovrei restare in un mondo che non mi vuole'],
  ['nobody wants me, might as well', 'suicide', 'nessuno mi vuole, tanto vale sparire'],
  // Hopelessness with finality
  ['end for me (en)', 'suicide', 'this is the end for me'],
  ['end for me (it)', 'suicide', 'per me è finita, non ce la faccio più'],
  ['nothing changes and done', 'suicide', 'nothing will ever change and i am done'],
  ['nothing left', 'suicide', "there's nothing left for me here"],
  ['reasons run out', 'suicide', "i've run out of reasons to keep going"],
  ['death would not be bad', 'suicide', 'ultimamente penso che morire non sarebbe poi così male'],
  // Self-harm
  ['clean streak broken', 'self_harm', 'was 3 months clean from cutting and i relapsed last night'],
  ['streak broken (it)', 'self_harm', 'sono tre settimane che non mi taglio ma stasera ho ricominciato'],
  ['hiding marks (it)', 'self_harm', 'metto le maniche lunghe anche ad agosto per coprire i segni dei tagli'],
  ['hiding marks (en)', 'self_harm', 'wearing long sleeves in summer to hide the marks on my arms'],
  ['wound needing care', 'self_harm', 'the cuts on my arm are deep, do i need stitches'],
  ['arm full of cuts', 'self_harm', 'ho il braccio pieno di tagli'],
  ['need for pain', 'self_harm', 'ho bisogno di sentire dolore, di farmi male'],
  ['blades hidden', 'self_harm', 'tengo le lamette nella scatola sotto il letto'],
  ['blades not for shaving', 'self_harm', 'mi sono comprato delle lamette nuove e non sono per la barba'],
  ['on purpose', 'self_harm', 'mi brucio con il ferro da stiro di proposito'],
  ['carving', 'self_harm', 'been carving words into my arm with a safety pin'],
  ['blade as relief', 'self_harm', 'the blade is the only thing that calms me down'],
  // Harm to others
  ['intrusive harm to a baby (en)', 'harm_to_others', 'i keep picturing throwing my baby'],
  [
    'intrusive harm to a baby (it)',
    'harm_to_others',
    'mi viene voglia di scuotere il bambino finché non smette di piangere',
  ],
  ['smothering', 'harm_to_others', 'ho immaginato di soffocare mio figlio col cuscino'],
  ['beat until (it)', 'harm_to_others', 'se lo vedo lo riempio di botte finché non si muove più'],
  ['beat until (en)', 'harm_to_others', "i'm going to beat him until he stops moving"],
  [
    'head threat',
    'harm_to_others',
    "if my coworker says one more word i'm going to bash his head in, i'm serious",
  ],
  ['the people who', 'harm_to_others', 'i have a plan to hurt the people who bullied me'],
  ['weapon ready', 'harm_to_others', "if he comes near me again i'll stab him, i've got the knife ready"],
  // Abuse and violence now
  ['hand under the skirt (it)', 'abuse_violence', 'il capo mi ha messo la mano sotto la gonna'],
  ['hand up the skirt (en)', 'abuse_violence', 'my boss put his hand up my skirt'],
  ['sexual messages from a relative', 'abuse_violence', 'mio zio mi manda messaggi sessuali'],
  ['a minor and an adult', 'abuse_violence', 'im 14 and my coach touches me'],
  ['in my room at night', 'abuse_violence', 'il mio patrigno entra in camera mia di notte'],
  ['grooming', 'abuse_violence', "my stepdad makes me sit on his lap when mom's at work and it feels wrong"],
  ['violence against a parent now', 'abuse_violence', 'mio padre picchia mia madre, sento le urla adesso'],
  ['threat if I leave', 'abuse_violence', 'mi ha detto che se lo lascio ammazza me e i bambini'],
  ['weapon at the door', 'abuse_violence', 'è fuori dalla porta con un coltello'],
  ['coercive control', 'abuse_violence', "my husband took my phone and my money and won't let me out"],
  [
    'past abuse named',
    'abuse_violence',
    "un amico di famiglia abusava di me quando ero piccola e l'ho rivisto oggi, sto tremando",
  ],
  ['forced himself on me', 'abuse_violence', 'he forced himself on me at the party last night'],
  ['grabbing at work', 'abuse_violence', "my boss grabs my butt every day and i can't lose this job"],
  // Medical emergencies as symptom clusters
  ['stroke in plain words', 'medical_emergency', 'mio padre parla in modo strano e non muove il braccio'],
  ['tongue swelling after a sting', 'medical_emergency', 'dopo la puntura di vespa mi si gonfia la lingua'],
  ['dish soap', 'medical_emergency', 'my kid drank some dish soap'],
  ['head injury with red flags (en)', 'medical_emergency', "hit his head and now he's vomiting and confused"],
  [
    'head injury with red flags (it)',
    'medical_emergency',
    'ha battuto la testa e ora vomita e non capisce dove si trova',
  ],
  [
    'a fall from a bunk bed',
    'medical_emergency',
    'mio figlio è caduto dal letto a castello, ha vomitato due volte e ora dorme tanto',
  ],
  ['not breathing, blue lips', 'medical_emergency', "she's not breathing and her lips are blue"],
  ['bleeding that will not stop', 'medical_emergency', 'non riesco a fermare il sangue dal polso'],
  ['the whole prescription taken', 'medical_emergency', 'i took my whole prescription of seroquel'],
];

const CLINICAL_NEGATIVE: Array<[string, string]> = [
  // idioms, games, films, lyrics
  ['laughing', 'muoio dal ridere con questo video'],
  ['overwork', 'mi ammazzo di lavoro per pagare l’affitto'],
  ['coffee', 'I could kill for a coffee right now'],
  ['gaming', 'this boss fight is killing me, i died like 20 times'],
  ['gaming (it)', 'ho ammazzato il boss finale, finalmente!'],
  ['a film', 'the film ends with him jumping off the bridge'],
  ['lyrics', 'la canzone dice "voglio sparire" ma è allegra'],
  ['a school lesson', 'we discussed self-harm in psychology class today'],
  // the past, resolved; sincere denials
  ['own past, resolved', 'anni fa mi tagliavo, ora sto bene e vado in terapia'],
  ['denial', 'non penso al suicidio, sono solo stanco'],
  ['no one abused me', 'no one has ever abused me, my family is great'],
  // ordinary reasons for the same words
  ['a deadlift', 'oggi ho fatto peso morto 100 kg in palestra'],
  ['a team', 'the team would be better off without me on the project honestly'],
  ['a relationship over', 'per me è finita con lui, lo lascio'],
  ['a job over', 'this is the end for me at this company, i quit'],
  ['politics', 'nothing will ever change in this country, i am done with politics'],
  ['moving town', "there's nothing left for me in this town, moving to milan next month"],
  ['a first date', "tonight's the night! first date"],
  ['a wedding date', 'i picked a date for the wedding! friday'],
  ['quitting smoking', 'stavolta lo faccio davvero: smetto di fumare'],
  ['a party', 'when my parents leave for the weekend i’ll throw a party'],
  ['fixing the aerial', "sono sul tetto adesso a sistemare l'antenna"],
  ['traffic', "i'm on the bridge right now, traffic is insane"],
  ['exams', "by friday it'll all be over, finals week is almost done"],
  ['out of stock', 'ho comprato due scatole di tachipirina in due farmacie diverse perché in una era finita'],
  ['a dose for sleep', 'ho cercato quante gocce di melatonina servono per dormire'],
  ['a rope for climbing', 'i bought a rope for my climbing gym'],
  ['a note about being late', "left a note for my mom on the table saying i'd be home late"],
  ['the last free message', 'questo è l’ultimo messaggio gratis di oggi?'],
  ['an old guitar', 'ho regalato la mia chitarra a mio cugino perché non la suono più'],
  ['streaming passwords', 'ho dato le password di netflix a mia sorella'],
  ['a holiday', 'lascio le chiavi e le istruzioni per il gatto alla vicina, parto per una settimana'],
  ['a bridge seen on a trip', 'i keep thinking about the bridge we saw in paris'],
  ['smoking relapse', '3 months clean from smoking and i relapsed last night'],
  ['tattoos', 'i wear long sleeves to hide my tattoos at work'],
  ['acne', 'nascondo le cicatrici dell’acne con il correttore'],
  ['a kitchen cut', 'the cut on my finger is deep, i sliced it while cooking'],
  ['a bike fall', 'ho un taglio profondo sulla gamba, sono caduta dalla bici'],
  ['the gym', 'ho voglia di farmi male in palestra oggi, scheda nuova'],
  ['a party for the baby', 'i picture throwing my baby a huge birthday party'],
  ['a parent’s worry', 'ho paura di far cadere il bambino quando lo lavo'],
  ['siblings playing', 'my brother hits my sister all the time when they play'],
  ['cards', 'mio padre picchia mia madre a briscola ogni domenica'],
  ['a pat on the shoulder', 'il capo mi ha messo una mano sulla spalla per complimentarsi'],
  ['photos of a dog', 'mio zio mi manda foto del suo cane'],
  ['goodnight', 'il mio patrigno entra in camera mia di notte per spegnere la luce'],
  ['a toxic job', 'I left a toxic job that abused me for years and now I hate this one too'],
  // medical talk that is not an emergency
  ['a bump with no symptoms', 'he hit his head on the shelf but he’s fine, no symptoms'],
  ['the dentist', 'my mouth feels numb after the dentist'],
  ['a cough', 'chest pain when i cough with this flu'],
  ['after the gym', 'my chest hurts after leg day'],
  ['passes at once', 'dopo la corsa mi fa male il petto ma passa subito'],
  ['an arm slept on', 'ho il braccio addormentato perché ci ho dormito sopra'],
  ['a strep throat', 'my throat is sore and swollen, i think it’s strep'],
  ['a small dose', 'ho preso due tachipirine per il mal di testa'],
  ['a tantrum', 'she’s having a fit because i ate her chocolate lol'],
  ['a lip cut by accident', 'mi è caduto un piatto e mi sono tagliata il labbro'],
  ['social media break', 'voglio sparire dai social per un mese'],
];

describe('checkCrisis: families from clinical frameworks (round 3)', () => {
  it.each(CLINICAL_POSITIVE)('%s -> %s: %s', (_family, category, text) => {
    const r = checkCrisis(text);
    expect(r.crisis).toBe(true);
    expect(r.category).toBe(category);
    expect(r.source).toBe('rules');
  });

  it.each(CLINICAL_NEGATIVE)('no alarm (%s): %s', (_why, text) => {
    expectNoRuleAlarm(text);
  });

  it('guards do not hide what they are not about', () => {
    // A school lesson is a report; being laughed at by one's class is not.
    expect(checkCrisis('i want to die because my class laughed at me, they said im ugly').crisis).toBe(true);
    // "sonno" (sleepiness) must not excuse every message that contains "sono".
    expect(checkCrisis('sono in bagno e sto per svenire').category).toBe('medical_emergency');
    // "won't stop" reinforces a signal instead of denying it.
    expect(checkCrisis("my ex won't stop following me home").category).toBe('abuse_violence');
  });

  it('texting abbreviations and missing apostrophes do not hide a signal', () => {
    expect(checkCrisis('nn ce la faccio piu, stanotte prendo tutte le gocce di mia nonna').crisis).toBe(true);
    expect(checkCrisis('ngl ive been looking up how many sleeping pills it takes').crisis).toBe(true);
    expect(checkCrisis('idk why im still here, nobody would notice if i vanished').crisis).toBe(true);
    expect(checkCrisis('tvb a tutti, scusate per tutto').crisis).toBe(true);
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
