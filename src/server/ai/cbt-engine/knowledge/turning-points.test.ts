import { describe, expect, it } from 'vitest';
import { describeRouting, describeShape, describeWriting, entry, type Asked } from './entry-routing';

// Real ways of asking each question, with typos, missing accents and chat spellings.
const REACHES: Asked[] = [
  ['it', 'a 55 anni chi mi assume?', 'job_search_later_life'],
  ['it', 'ho 56 anni e mi hanno licenziato, chi mi prende piu a lavorare?', 'job_search_later_life'],
  ['it', 'come trovo lavoro a 50 anni dopo un licenziamento?', 'job_search_later_life'],
  ['it', 'sono stato licenziato a 58 anni, come faccio a trovare un altro lavoro', 'job_search_later_life'],
  ['it', 'a 52 anni disoccupata, c è speranza di trovare lavoro?', 'job_search_later_life'],
  ['it', 'cm si trova lavoro dopo i 50 se ti hanno mandato a casa', 'job_search_later_life'],
  ['it', 'l azienda ha chiuso e ho 57 anni, chi assume uno della mia eta?', 'job_search_later_life'],
  ['it', 'xke nessuno assume chi ha piu di 50 anni?', 'job_search_later_life'],
  ['it', 'ho perso il lavoro a 55 anni, da dove comincio per cercarne un altro?', 'job_search_later_life'],
  ['it', 'sono un tornitore di 55 anni rimasto senza lavoro, cosa posso fare?', 'job_search_later_life'],
  ['it', 'a 55 anni nessuno mi prende, ha ancora senso mandare curriculum?', 'job_search_later_life'],
  ['en', 'who hires a 55 year old machinist these days', 'job_search_later_life'],
  ['en', 'how do i find a job at 55 after being laid off', 'job_search_later_life'],
  ['en', 'made redundant at 58, will anyone hire me?', 'job_search_later_life'],
  ['en', "i'm 54 and lost my job, how do i get hired again at my age", 'job_search_later_life'],
  ['en', 'is it even possible to find work after 50', 'job_search_later_life'],
  ['en', 'got laid off at 56, where do i even start looking for work?', 'job_search_later_life'],
  ['en', 'how do older workers find jobs after redundancy?', 'job_search_later_life'],
  ['en', 'who will hire me at 60 after the factory closed', 'job_search_later_life'],
  ['en', 'idk how to get back into work at 57, nobody hires ppl my age?', 'job_search_later_life'],

  [
    'it',
    'fare qualcosa di pratico aiuta davvero o è solo un modo per distrarsi?',
    'practical_action_climate',
  ],
  [
    'it',
    'fare volontariato per l ambiente mi aiuta con l ecoansia o mi sto solo distraendo?',
    'practical_action_climate',
  ],
  ['it', 'agire concretamente per il clima serve davvero contro l ansia?', 'practical_action_climate'],
  ['it', 'se mi impegno in un gruppo ambientalista è solo una distrazione?', 'practical_action_climate'],
  [
    'it',
    'fare qualcosa di concreto per il pianeta mi aiuta o sto solo scappando dall ansia?',
    'practical_action_climate',
  ],
  [
    'it',
    'xke mi sento meglio quando faccio qlcs di pratico per il clima, e una fuga?',
    'practical_action_climate',
  ],
  ['it', 'fare qualcosa serve davvero o e solo per non pensarci?', 'practical_action_climate'],
  [
    'it',
    'aiutare con le raccolte per la guerra mi calma, ma e solo distrazione?',
    'practical_action_climate',
  ],
  ['it', 'l attivismo per il clima aiuta con l ansia o peggiora?', 'practical_action_climate'],
  [
    'en',
    'does actually doing something help with eco anxiety or is it just distraction?',
    'practical_action_climate',
  ],
  ['en', 'does taking action on climate change actually help anxiety?', 'practical_action_climate'],
  ['en', 'is volunteering for climate stuff just a way to avoid my feelings', 'practical_action_climate'],
  [
    'en',
    'does doing something practical help with worry about the news or is it avoidance',
    'practical_action_climate',
  ],
  [
    'en',
    'joining a climate group, will it actually help or am i just distracting myself',
    'practical_action_climate',
  ],
  ['en', 'is activism a healthy way to cope with climate anxiety?', 'practical_action_climate'],
  [
    'en',
    'does doing something about the war news help or is it just distraction',
    'practical_action_climate',
  ],

  ['it', 'sono permalosa se ci sto male per giorni?', 'too_sensitive_hurt'],
  ['it', 'sono troppo sensibile se mi offendo quando mi interrompono?', 'too_sensitive_hurt'],
  [
    'it',
    'ci sto male da tre giorni perché in riunione mi hanno zittita, sono esagerata?',
    'too_sensitive_hurt',
  ],
  ['it', 'e normale rimuginare per giorni su una frase di un collega?', 'too_sensitive_hurt'],
  ['it', 'sono permaloso se mi ferisce quando mi ignorano?', 'too_sensitive_hurt'],
  ['it', 'xke ci rimango male per giorni per una cosa piccola?', 'too_sensitive_hurt'],
  [
    'it',
    'mi hanno interrotto di nuovo e ci penso ancora dopo giorni, sono io il problema?',
    'too_sensitive_hurt',
  ],
  ['it', 'sono troppo suscettibile? mi offendo per niente e ci rimugino per giorni', 'too_sensitive_hurt'],
  ['it', 'come faccio a non starci male per giorni quando qualcuno mi sminuisce?', 'too_sensitive_hurt'],
  ['en', 'am I too sensitive if it bothers me for days?', 'too_sensitive_hurt'],
  ['en', 'is it normal to be hurt for days when someone interrupts me?', 'too_sensitive_hurt'],
  [
    'en',
    'my coworker dismissed my idea and i cant stop thinking about it days later, am i too sensitive?',
    'too_sensitive_hurt',
  ],
  ['en', 'why do small comments hurt me for days', 'too_sensitive_hurt'],
  ['en', 'am i oversensitive for being upset that my friend talked over me', 'too_sensitive_hurt'],
  ['en', 'how do i stop dwelling on it for days when someone brushes me off', 'too_sensitive_hurt'],
  ['en', 'idk why i get so hurt when ppl interrupt me, am i too thin skinned', 'too_sensitive_hurt'],

  [
    'it',
    'cosa si fa il 25 quando sei sola e tutti postano le foto del pranzo?',
    'holidays_alone_after_separation',
  ],
  [
    'it',
    'primo natale da separata, i bambini sono dal padre, come lo passo?',
    'holidays_alone_after_separation',
  ],
  ['it', 'come sopravvivo al natale da solo dopo il divorzio?', 'holidays_alone_after_separation'],
  [
    'it',
    'quest anno i figli passano natale con la mia ex, cosa faccio tutto il giorno?',
    'holidays_alone_after_separation',
  ],
  ['it', 'come affronto le feste senza nessuno dopo la separazione', 'holidays_alone_after_separation'],
  [
    'it',
    'il primo capodanno dopo la separazione, come faccio a non crollare?',
    'holidays_alone_after_separation',
  ],
  ['it', 'cm passo la vigilia da sola dopo che ci siamo lasciati?', 'holidays_alone_after_separation'],
  [
    'it',
    'a natale tutti pubblicano foto di famiglia e io sono separato, come lo reggo?',
    'holidays_alone_after_separation',
  ],
  ['it', 'il giorno di natale senza i miei bambini, come faccio', 'holidays_alone_after_separation'],
  ['en', 'how do i get through christmas day on my own after the divorce', 'holidays_alone_after_separation'],
  [
    'en',
    'first christmas after the separation and the kids are with their dad, what do i do?',
    'holidays_alone_after_separation',
  ],
  ['en', 'how do i cope with the holidays alone after my divorce', 'holidays_alone_after_separation'],
  [
    'en',
    "everyone is posting family photos on christmas and i'm divorced and alone, how do i get through it",
    'holidays_alone_after_separation',
  ],
  ['en', "kids are at my ex's for thanksgiving, how do i spend the day", 'holidays_alone_after_separation'],
  ['en', 'what do u do on christmas when ur newly separated', 'holidays_alone_after_separation'],
  [
    'en',
    "first new year's eve after the breakup, how do i not fall apart?",
    'holidays_alone_after_separation',
  ],

  ['it', 'come posso proporle una visita da uno specialista senza che si offenda?', 'suggest_memory_check'],
  [
    'it',
    'mia madre dimentica tutto, come le dico di farsi vedere da un medico senza offenderla?',
    'suggest_memory_check',
  ],
  [
    'it',
    'mio padre perde la memoria ma non vuole andare dal dottore, come glielo propongo?',
    'suggest_memory_check',
  ],
  ['it', 'come convinco mia mamma a fare un controllo della memoria?', 'suggest_memory_check'],
  [
    'it',
    'papà ripete sempre le stesse cose, come gli dico che forse dovrebbe fare una visita?',
    'suggest_memory_check',
  ],
  ['it', 'cm faccio a convincere mia nonna ad andare dal neurologo x la memoria', 'suggest_memory_check'],
  [
    'it',
    'mia madre si dimentica le cose e si arrabbia se glielo dico, come faccio a portarla da un medico?',
    'suggest_memory_check',
  ],
  [
    'it',
    'come propongo a mio padre un controllo per la memoria senza che la prenda male?',
    'suggest_memory_check',
  ],
  [
    'en',
    'how do i get my dad to see someone about his memory without him getting defensive',
    'suggest_memory_check',
  ],
  ['en', 'my mum keeps forgetting things, how do i suggest she sees a doctor?', 'suggest_memory_check'],
  ['en', 'how do i convince my mother to get her memory checked', 'suggest_memory_check'],
  [
    'en',
    'my dad is getting forgetful but refuses to see the gp, how do i bring it up?',
    'suggest_memory_check',
  ],
  [
    'en',
    'how do u tell a parent they should get a memory test without offending them',
    'suggest_memory_check',
  ],
  [
    'en',
    'grandma keeps repeating herself, how do i get her to a doctor without upsetting her',
    'suggest_memory_check',
  ],

  ['it', 'va bene leggere o fa brutta figura', 'reading_from_notes'],
  ['it', 'devo parlare in consiglio comunale, va bene leggere dal foglio?', 'reading_from_notes'],
  ['it', 'al matrimonio di mia sorella posso leggere il discorso o è brutto?', 'reading_from_notes'],
  ['it', 'fa brutta figura leggere gli appunti durante una presentazione?', 'reading_from_notes'],
  ['it', 'è sbagliato leggere il discorso in riunione?', 'reading_from_notes'],
  [
    'it',
    'posso usare degli appunti quando parlo all assemblea o sembra poco professionale?',
    'reading_from_notes',
  ],
  ['it', 'se leggo il mio intervento tutti pensano che non sono preparato?', 'reading_from_notes'],
  ['it', 'x il brindisi al matrimonio va bene leggere dal telefono?', 'reading_from_notes'],
  ['en', 'is it bad if I just read my speech out?', 'reading_from_notes'],
  ['en', 'is it ok to read from notes at a council meeting?', 'reading_from_notes'],
  ['en', 'can i read my best man speech off my phone or is that lame', 'reading_from_notes'],
  ['en', 'will people judge me if i read my presentation from a script?', 'reading_from_notes'],
  ['en', 'is it unprofessional to use notes when speaking at a meeting', 'reading_from_notes'],
  ['en', 'reading a wedding speech from paper, is that ok', 'reading_from_notes'],

  ['it', 'come si fa a tornare a fidarsi dei colleghi dopo un’accusa ingiusta?', 'trust_after_false_blame'],
  [
    'it',
    'mi hanno dato la colpa per un errore non mio e nessuno si è scusato, come mi fido ancora?',
    'trust_after_false_blame',
  ],
  [
    'it',
    'il mio capo mi ha accusato ingiustamente, come ricostruisco la fiducia?',
    'trust_after_false_blame',
  ],
  [
    'it',
    'dopo che mi hanno incolpato a torto al lavoro non riesco piu a fidarmi, cosa faccio?',
    'trust_after_false_blame',
  ],
  [
    'it',
    'i colleghi mi hanno scaricato la colpa, come faccio a lavorare ancora con loro?',
    'trust_after_false_blame',
  ],
  [
    'it',
    'xke nn riesco a fidarmi del team dopo che mi hanno accusata di una cosa che nn ho fatto',
    'trust_after_false_blame',
  ],
  ['it', 'accusato ingiustamente in ufficio, niente scuse, come si va avanti?', 'trust_after_false_blame'],
  [
    'it',
    'come torno a fidarmi del mio responsabile dopo che mi ha dato la colpa davanti a tutti?',
    'trust_after_false_blame',
  ],
  [
    'en',
    "how do you trust your team again after they blamed you for something that wasn't your fault?",
    'trust_after_false_blame',
  ],
  ['en', 'i was wrongly accused at work and nobody apologised, how do i move on?', 'trust_after_false_blame'],
  ['en', 'my manager blamed me for his mistake, how do i trust him again?', 'trust_after_false_blame'],
  ['en', 'how do i rebuild trust with coworkers after being falsely accused?', 'trust_after_false_blame'],
  ['en', 'got thrown under the bus by my colleague, how do i work with her now', 'trust_after_false_blame'],
  [
    'en',
    'they blamed me for the mistake and never said sorry, how do i stop feeling on guard at work',
    'trust_after_false_blame',
  ],
  ['en', 'hw do i trust my boss again after he scapegoated me', 'trust_after_false_blame'],
];

// Questions nearby that belong to another entry, or to none.
const NEAR_MISSES: Asked[] = [
  ['en', 'is it worth retraining at 55?', 'job_search_later_life'],
  ['it', 'ha senso cambiare lavoro a 50 anni?', 'job_search_later_life'],
  ['en', 'is it too late to change career at 40?', 'job_search_later_life'],
  ['en', 'i keep getting rejected from jobs, why?', 'job_search_later_life'],
  ['it', 'nessuno mi prende ai colloqui, come faccio?', 'job_search_later_life'],
  ['it', 'come mi preparo alla pensione?', 'job_search_later_life'],
  ['en', "i'm 55 and feel old, is that normal?", 'job_search_later_life'],
  ['it', 'ho 60 anni, alla mia età è normale sentirsi stanchi?', 'job_search_later_life'],
  ['it', 'posso assumere la vitamina d a 55 anni?', 'job_search_later_life'],
  ['en', 'my son is 5 years old and won’t sleep, what do i do?', 'job_search_later_life'],
  ['en', 'my husband is 57 and got made redundant, how do i support him?', 'job_search_later_life'],

  ['it', 'ho l ansia per il clima, è normale?', 'practical_action_climate'],
  ['en', 'is climate anxiety normal?', 'practical_action_climate'],
  ['en', 'how do i stop doomscrolling the news?', 'practical_action_climate'],
  ['en', 'should i stop watching the news?', 'practical_action_climate'],
  ['en', 'is distraction a good way to deal with anxiety?', 'practical_action_climate'],
  ['it', 'in pratica ho l ansia per il clima, è normale?', 'practical_action_climate'],
  ['it', 'come faccio a fare qualcosa quando non ho energia?', 'practical_action_climate'],
  ['en', 'how do i stop getting distracted when i study?', 'practical_action_climate'],
  ['en', 'how do i take action when i feel stuck?', 'practical_action_climate'],
  ['it', 'fare volontariato aiuta con la solitudine?', 'practical_action_climate'],

  ['en', 'am i overreacting?', 'too_sensitive_hurt'],
  ['it', 'sto esagerando?', 'too_sensitive_hurt'],
  ['en', 'am i too sensitive?', 'too_sensitive_hurt'],
  ['en', 'how do i stop ruminating?', 'too_sensitive_hurt'],
  ['en', 'how do i tell someone they hurt me?', 'too_sensitive_hurt'],
  ['en', 'my boss criticised me, is he right?', 'too_sensitive_hurt'],
  ['en', 'my back has been hurting for days, is that normal?', 'too_sensitive_hurt'],
  ['it', 'ho mal di testa da giorni, è normale?', 'too_sensitive_hurt'],
  ['en', 'i have been sad for days, why?', 'too_sensitive_hurt'],
  // How to deal with someone who interrupts is not whether being hurt by it is too much.
  ['it', 'come si ferma uno che ti interrompe senza fare scenate?', 'too_sensitive_hurt'],
  ['en', 'how do I stop a coworker who keeps interrupting me?', 'too_sensitive_hurt'],

  ['en', 'how do i get over my divorce?', 'holidays_alone_after_separation'],
  ['it', 'come supero la separazione?', 'holidays_alone_after_separation'],
  ['en', 'how do i survive christmas with my family?', 'holidays_alone_after_separation'],
  ['it', 'come passo il natale con i parenti che mi criticano?', 'holidays_alone_after_separation'],
  ['it', 'cosa regalo a natale ai miei figli?', 'holidays_alone_after_separation'],
  ['en', 'i feel lonely at christmas since my mum died, is that normal?', 'holidays_alone_after_separation'],
  ['it', 'come faccio a dire ai bambini che ci separiamo?', 'holidays_alone_after_separation'],
  ['en', 'what should i cook for christmas dinner?', 'holidays_alone_after_separation'],
  ['en', 'my parents are divorced, who do i spend christmas with?', 'holidays_alone_after_separation'],
  ['it', 'i miei sono separati, con chi passo natale?', 'holidays_alone_after_separation'],

  ['it', 'ho vuoti di memoria per lo stress, è normale?', 'suggest_memory_check'],
  ['en', 'i keep forgetting things, is it anxiety?', 'suggest_memory_check'],
  ['en', 'how do i support my mum with dementia?', 'suggest_memory_check'],
  ['en', 'my dad has alzheimers, how do i cope?', 'suggest_memory_check'],
  ['en', 'how do i convince my mum to see a therapist?', 'suggest_memory_check'],
  ['it', 'come convinco mio padre ad andare dallo psicologo?', 'suggest_memory_check'],
  ['en', 'does the app remember what i said?', 'suggest_memory_check'],
  [
    'it',
    'mio padre ha dolore al petto ma non vuole andare dal medico, come lo convinco?',
    'suggest_memory_check',
  ],
  ['it', 'come propongo al mio capo un cambio senza che si offenda?', 'suggest_memory_check'],

  ['en', 'how long should a wedding speech be?', 'reading_from_notes'],
  ['en', 'how do i stop reading my slides like a robot?', 'reading_from_notes'],
  ['en', 'my voice shakes when i speak in meetings, why?', 'reading_from_notes'],
  ['it', 'ho paura di parlare in pubblico, come faccio?', 'reading_from_notes'],
  ['en', 'is it ok to read self help books?', 'reading_from_notes'],
  ['it', 'leggere prima di dormire aiuta?', 'reading_from_notes'],
  ['en', 'is it ok to read the news every morning?', 'reading_from_notes'],
  ['en', 'is it ok to take notes during therapy?', 'reading_from_notes'],

  ['en', 'my partner cheated, how do i trust him again?', 'trust_after_false_blame'],
  ['en', 'is it my fault?', 'trust_after_false_blame'],
  ['it', 'mi sento in colpa per un errore al lavoro, cosa faccio?', 'trust_after_false_blame'],
  ['en', 'how do i give feedback to a colleague?', 'trust_after_false_blame'],
  ['it', 'non mi fido del mio partner, come faccio?', 'trust_after_false_blame'],
  ['it', 'è colpa mia se i miei genitori litigano?', 'trust_after_false_blame'],
  ['en', 'why do i always blame myself?', 'trust_after_false_blame'],
  ['en', 'my sister always blames me for everything, why?', 'trust_after_false_blame'],
  ['en', 'i was accused of cheating on an exam, what do i do?', 'trust_after_false_blame'],
];

const NEW_IDS = [...new Set(REACHES.map(([, , id]) => id))];

// Questions nearby that keep their own entries.
const KEEPS: Asked[] = [
  ['en', 'is it worth retraining at 55?', 'retraining_later'],
  ['it', 'ha senso cambiare lavoro a 50 anni?', 'retraining_later'],
  ['en', 'is it too late to change career at 40?', 'too_late_change'],
  ['en', 'i keep getting rejected from jobs, why?', 'work_job_search'],
  ['it', 'nessuno mi prende ai colloqui, come faccio?', 'work_job_search'],
  ['it', 'ho l ansia per il clima, è normale?', 'climate_anxiety'],
  ['en', 'is climate anxiety normal?', 'climate_anxiety'],
  ['en', 'should i stop watching the news?', 'news_anxiety'],
  ['en', 'am i overreacting?', 'overreacting'],
  ['en', 'am i too sensitive?', 'overreacting'],
  ['en', 'how do i stop ruminating?', 'coping_rumination'],
  ['en', 'how do i tell someone they hurt me?', 'people_what_to_say'],
  ['en', 'how do i get over my divorce?', 'life_breakup'],
  ['it', 'come supero la separazione?', 'life_breakup'],
  ['en', 'how do i support my mum with dementia?', 'life_caregiver'],
  ['en', 'how do i convince my mum to see a therapist?', 'help_find_psychologist'],
  [
    'it',
    'mio padre ha dolore al petto ma non vuole andare dal medico, come lo convinco?',
    'health_chest_pain',
  ],
  ['en', 'how long should a wedding speech be?', 'speech_length'],
  ['en', 'how do i stop reading my slides like a robot?', 'slides_not_reading'],
  ['en', 'my voice shakes when i speak in meetings, why?', 'voice_shaking'],
  ['en', 'is it my fault?', 'my_fault'],
];

describeRouting('turning points', {
  reaches: REACHES,
  nearMisses: NEAR_MISSES,
  keeps: KEEPS,
  entries: 7,
  minIt: 8,
  minEn: 6,
});

const all = (id: string, lang: 'it' | 'en') => entry(id)[lang].text.flat().join(' ');

describe('turning points: what the answers say', () => {
  it('work after 50: experience, the network, public services and agencies, retraining, a shape to the day, the thought, free advice', () => {
    for (const word of [
      'esperienza',
      'ex colleghi',
      'centro per l’impiego',
      'agenzie per il lavoro',
      'riqualificazione',
      'forma alle giornate',
      'è un pensiero, non un fatto',
      'patronato',
    ])
      expect(all('job_search_later_life', 'it')).toContain(word);
    for (const word of [
      'experience',
      'former colleagues',
      'public employment service',
      'recruitment agencies',
      'retraining',
      'shape',
      'a thought, not a fact',
      'Citizens Advice',
    ])
      expect(all('job_search_later_life', 'en')).toContain(word);
  });

  it('acting on a big worry: less helplessness, chosen with eyes open, shared with others, a limit on news, rest', () => {
    for (const word of ['impotenza', 'occhi aperti', 'insieme ad altri', 'notizie', 'riposarti'])
      expect(all('practical_action_climate', 'it')).toContain(word);
    for (const word of ['helplessness', 'eyes open', 'with other people', 'news', 'resting'])
      expect(all('practical_action_climate', 'en')).toContain(word);
  });

  it('hurt for days: a need behind it, rumination keeps it going, the event and the replay, acting once', () => {
    for (const word of ['bisogno', 'rimuginio', 'replica', 'una sola volta', 'lasciar andare'])
      expect(all('too_sensitive_hurt', 'it')).toContain(word);
    for (const word of ['need', 'rumination', 'replay', 'act on it once', 'let it go'])
      expect(all('too_sensitive_hurt', 'en')).toContain(word);
  });

  it('the first holidays apart: a plan, a ritual, a call or a visit, volunteering, a walk, social media off, room for sadness', () => {
    for (const word of [
      'piano',
      'rito',
      'telefonata',
      'volontariato',
      'passeggiata',
      'spegni i social',
      'tristezza',
    ])
      expect(all('holidays_alone_after_separation', 'it')).toContain(word);
    for (const word of ['plan', 'ritual', 'call', 'volunteering', 'walk', 'social media off', 'sadness'])
      expect(all('holidays_alone_after_separation', 'en')).toContain(word);
  });

  it('suggesting a memory check: a calm moment, one example, I statements, the GP, going together, 112 for sudden confusion', () => {
    const e = entry('suggest_memory_check');
    for (const wording of e.it.text) expect(wording.join(' ')).toMatch(/medico di base[\s\S]*\b112\b/);
    for (const wording of e.en.text) expect(wording.join(' ')).toMatch(/\bGP\b[\s\S]*\b112\b/);
    for (const word of [
      'momento tranquillo',
      'un solo esempio',
      'prima persona',
      'andare insieme',
      'improvvis',
    ])
      expect(all('suggest_memory_check', 'it')).toContain(word);
    for (const word of ['calm moment', 'one concrete example', '“I” statements', 'go along', 'sudden'])
      expect(all('suggest_memory_check', 'en')).toContain(word);
  });

  it('reading from notes: fine and common, large print, marked pauses, looking up, a first sentence by heart, slowly', () => {
    for (const word of [
      'va bene leggere',
      'in grande',
      'pause',
      'Alza lo sguardo',
      'prima frase',
      'lentamente',
    ])
      expect(all('reading_from_notes', 'it')).toContain(word);
    for (const word of ['reading is fine', 'Print it large', 'pauses', 'Look up', 'first sentence', 'slowly'])
      expect(all('reading_from_notes', 'en')).toContain(word);
  });

  it('trust after false blame: hurt and vigilance, its cost, small steps, asking once, a written record, not a war', () => {
    for (const word of [
      'allerta',
      'vigilanza',
      'piccoli passi',
      'Chiedi una volta',
      'traccia scritta',
      'non una guerra',
    ])
      expect(all('trust_after_false_blame', 'it')).toContain(word);
    for (const word of [
      'on guard',
      'vigilance',
      'small steps',
      'Ask once',
      'written record',
      'rather than a war',
    ])
      expect(all('trust_after_false_blame', 'en')).toContain(word);
  });

  it('the Italian never says stanca/stanco, pronta/pronto or te stesso/stessa', () => {
    for (const id of NEW_IDS)
      for (const s of [...entry(id).it.text.flat(), ...entry(id).it.followUp])
        expect(s).not.toMatch(/\b(?:stanc[oa]|pront[oa]|te stess[oa])\b/);
  });
});

describeShape('turning points', NEW_IDS);
describeWriting('turning points', NEW_IDS);
