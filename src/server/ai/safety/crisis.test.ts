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

// One message per category through the whole check (rules + local model). Each rule's own examples live
// with the rule in rules/<family>.ts and rules.test.ts proves them; the last five raise no single rule but
// several indirect warning signs together.
const POSITIVE: Case[] = [
  ['suicide', 'voglio morire'],
  ['suicide', 'I want to kill myself'],
  ['self_harm', 'I cut myself again'],
  ['harm_to_others', "I'm going to hurt someone, I have a knife"],
  ['abuse_violence', 'mio marito mi picchia'],
  ['medical_emergency', 'ho preso troppe pillole'],
  ['suicide', "I've given my things away, I won't need them anymore"],
  ['suicide', 'ieri sera ho tenuto in mano le pastiglie per ore'],
  ['suicide', 'stood on the bridge for a while thinking about jumping'],
  ['suicide', 'ho cancellato tutti i social e ho chiesto scusa a tutti'],
  ['suicide', 'said goodbye to my mom today like it was the last time'],
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

// Families added after held-out set B: what their guards let through (their positives are the rules'
// examples in rules/). Sentences written for these tests (not copied from any eval set).
const FAMILY_NEGATIVE: Array<[string, string]> = [
  ['"mi tocca" + infinitive means "I have to"', 'mi tocca lavorare di notte questa settimana'],
  ['a lie-in', 'dormirei per sempre la domenica mattina'],
  [
    'moving house explains the goodbyes',
    'ho regalato i mobili a mia sorella, tanto non mi servono più: mi trasferisco a Berlino',
  ],
  ['asking for a conversation, not a list', 'non mi serve un elenco, voglio solo parlare'],
  ['asking to vent, not for advice', 'non mi servono consigli, voglio solo sfogarmi'],
  ['a thing no longer needed, with its reason', 'non mi serve più di un\'ora per arrivare, ora che ho la macchina'],
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
// hopelessness with finality, self-harm, harm to others, abuse now, medical symptom clusters): the ordinary
// uses of the same words, in colloquial Italian and English (the positives are the rules' examples in rules/).
// Sentences written for these tests (not copied from any eval set).
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
