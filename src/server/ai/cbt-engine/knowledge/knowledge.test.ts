import { describe, expect, it } from 'vitest';
import { DISTORTION_INFO } from '../../distortions/explanations';
import { DISTORTION_IDS, type Lang } from '../../types';
import { answerQuestion, isQuestion, KNOWLEDGE_ENTRIES } from './index';

const LANGS: Lang[] = ['it', 'en'];

// Real ways of asking, with the typos, missing accents and chat spellings people use.
const CASES: Array<[Lang, string, string | null]> = [
  ['it', 'cos’è la catastrofizzazione?', 'trap_catastrophizing_what'],
  // What to do with the things of someone who died; someone alive leaving things about is no loss.
  ['it', 'cosa si fa con le sue cose, le ciotole, la cuccia', 'grief_belongings'],
  ['en', 'what do I do with her clothes now that she died?', 'grief_belongings'],
  ['it', 'mio marito lascia le sue cose ovunque, come faccio?', null],
  ['en', 'why is calling so much worse than texting', 'phone_anxiety'],
  // "More than a rough patch?" asks when low mood needs the GP; a rough patch at work is no such question.
  ['it', 'come faccio a capire se è più di un periodo no?', 'self_low_mood'],
  ['en', 'how do I know if it’s more than a rough patch?', 'self_low_mood'],
  ['en', 'going through a rough patch at work, how do i handle it?', null],
  // The app's mood tracking, and how often to practise a technique (not how often to study).
  ['it', 'come funziona il diario dell umore?', 'app_mood_tracking'],
  ['it', 'ogni quanto dovrei registrare l umore nell app?', 'app_mood_tracking'],
  ['en', 'how does the mood tracker work?', 'app_mood_tracking'],
  ['it', 'quanti minuti di meditazione al giorno servono?', 'practice_how_often'],
  ['en', 'how often should I do the breathing exercise?', 'practice_how_often'],
  ['it', 'quante volte devo studiare al giorno?', null],
  // A legal doubt in the person's own situation: where to ask for free, never legal advice.
  ['it', 'mi aumenta l affitto di 180 euro, è legale?', 'legal_where_to_ask'],
  ['it', 'ma possono farlo? mi hanno cambiato il contratto senza dirmi niente', 'legal_where_to_ask'],
  ['en', 'can my landlord even do that? is it legal?', 'legal_where_to_ask'],
  ['en', 'how do I stop googling my symptoms at night', 'health_anxiety'],
  ['it', 'come smetto di cercare i sintomi su internet? lo faccio pure alle due di notte', 'health_anxiety'],
  ['it', 'ma sono io che sbaglio qualcosa come madre?', 'parent_self_blame'],
  ['en', 'am I a bad dad?', 'parent_self_blame'],
  ['it', 'perché telefonare mi agita così tanto?', 'phone_anxiety'],
  ['en', 'ok but what’s the first small step, literally', 'where_to_start'],
  ['en', 'is it silly to be this worried before I even know anything', 'waiting_results'],
  ['it', 'cose la catastrofizazione', 'trap_catastrophizing_what'],
  ['it', 'sto catastrofizzando?', 'trap_catastrophizing_tell'],
  ['it', 'come faccio a smettere di catastrofizzare', 'trap_catastrophizing_stop'],
  ['it', 'cosa vuol dire pensiero tutto o nulla', 'trap_all_or_nothing_what'],
  ['it', 'come faccio a capire se è lettura del pensiero', 'trap_mind_reading_tell'],
  ['it', 'cosa significa squalificare il positivo', 'trap_discounting_positive_what'],
  ['it', 'cos e il filtro mentale', 'trap_mental_filter_what'],
  ['it', 'cosa vuol dire doverizzazioni', 'trap_should_statements_what'],
  ['en', 'what is mind reading?', 'trap_mind_reading_what'],
  ['en', 'am I mind reading?', 'trap_mind_reading_tell'],
  ['en', 'how do I stop mind reading', 'trap_mind_reading_stop'],
  ['en', 'is this all or nothing thinking?', 'trap_all_or_nothing_tell'],
  ['en', 'how can I tell if Im catastrophizing', 'trap_catastrophizing_tell'],
  ['en', 'what does overgeneralization mean', 'trap_overgeneralization_what'],
  ['en', 'whats emotional reasoning', 'trap_emotional_reasoning_what'],
  ['it', 'pensi che possa essere qualcosa di grave?', 'health_serious'],
  ['it', 'ho la testa che mi fa male da giorni, puo essere un tumore?', 'health_headache'],
  ['it', 'ho fatto gli esami del sangue e il colesterolo è alto, è grave?', 'health_blood_tests'],
  ['it', 'ho un dolore al petto, cosa devo fare?', 'health_chest_pain'],
  ['it', 'ho un neo strano, devo preoccuparmi?', 'health_mole'],
  ['it', 'ho difficolta a respirare, e grave?', 'health_serious'],
  ['en', 'I keep getting palpitations, could it be serious?', 'health_palpitations'],
  ['en', 'my heart is racing is it a heart attack?', 'health_chest_pain'],
  ['en', 'I always google my symptoms, how do I stop?', 'health_anxiety'],
  ['it', 'posso prendere la melatonina per dormire?', 'med_supplements'],
  ['it', 'posso prendere le pillole di mia sorella?', 'med_someone_else'],
  ['en', "can I take my sister's pills?", 'med_someone_else'],
  ['en', 'should I stop taking my antidepressants?', 'med_stop'],
  ['en', 'should I take xanax before my exam?', 'med_should_take'],
  ['it', 'come faccio a studiare per gli esami se ho ansia?', 'study_exam'],
  ['it', 'xke mi blocco sempre agli esami', 'study_blank_mind'],
  ['en', 'why does my mind go blank in exams', 'study_blank_mind'],
  ['en', 'how do I prepare for a job interview when I am anxious', 'study_interview_nerves'],
  ['it', 'perche non riesco mai a dormire', 'sleep_basics'],
  ['it', 'mi sveglio di notte e non mi riaddormento, cosa faccio?', 'sleep_night_waking'],
  ['en', 'how do i sleep better', 'sleep_basics'],
  ['it', 'perché l’ansia resta anche se il problema è risolto?', 'anxiety_persists'],
  ['it', 'l ansia si puo disimparare?', 'anxiety_unlearn'],
  ['en', 'will my anxiety ever go away?', 'anxiety_unlearn'],
  ['en', 'why does avoiding things make anxiety worse', 'anxiety_exposure'],
  ['it', 'qual è la differenza tra ansia e stress?', 'anxiety_vs_stress'],
  ['it', 'cosa faccio durante un attacco di panico', 'panic_help'],
  ['it', 'cos è un attacco di panico', 'panic_what'],
  ['it', 'come mi calmo subito?', 'calm_now'],
  ['it', 'respirare aiuta davvero?', 'breathing_works'],
  ['en', 'why doesnt breathing work for me', 'breathing_works'],
  ['en', 'how do I stop overthinking', 'coping_rumination'],
  ['en', 'what is worry time', 'coping_worry_time'],
  ['it', 'cosa posso controllare?', 'coping_control'],
  ['it', 'non ho voglia di fare niente, cosa posso fare?', 'coping_activation'],
  ['en', 'how do I stop procrastinating', 'habit_procrastination'],
  ['it', 'come smetto di procastinare', 'habit_procrastination'],
  ['it', 'cos è l autocompassione', 'habit_self_compassion'],
  ['en', 'isnt self-compassion just weakness?', 'habit_self_compassion'],
  ['it', 'come faccio a dire di no al mio capo?', 'habit_assertiveness'],
  ['it', 'è egoista volere del tempo per me?', 'habit_me_time'],
  ['en', 'is it selfish to want time for myself?', 'habit_me_time'],
  [
    'it',
    'mi sono trasferita in una nuova citta e non conosco nessuno, come faccio a fare amicizia?',
    'life_loneliness_move',
  ],
  ['it', 'è normale sentirsi così dopo un lutto?', 'life_grief'],
  ['en', 'my dad passed away last year, is it normal that I still cry?', 'life_grief'],
  ['en', 'how do I deal with a breakup', 'life_breakup'],
  ['it', 'sono una mamma esaurita, come faccio?', 'life_parent_stress'],
  ['en', 'how do I stop worrying about money', 'life_money'],
  ['it', 'è normale sentirsi così?', 'life_is_it_normal'],
  ['en', 'what should I do about my boss who yells at me?', 'others_treatment_not_normal'],
  ['it', 'è normale che il mio capo mi urli contro?', 'others_treatment_not_normal'],
  ['it', 'cos è la cbt', 'cbt_what'],
  ['en', 'what are cognitive distortions', 'cbt_thinking_traps'],
  ['en', 'what are automatic thoughts', 'cbt_automatic_thoughts'],
  ['it', 'come sono collegati pensieri, emozioni e comportamenti?', 'cbt_model'],
  ['it', 'che cos è il diario dei pensieri', 'help_thought_record'],
  ['it', 'sei un bot?', 'help_are_you_ai'],
  ['en', 'are you a therapist?', 'help_are_you_ai'],
  ['it', 'come trovo uno psicologo?', 'help_find_psychologist'],
  ['it', 'quanto costa uno psicologo?', 'help_find_psychologist'],
  ['en', 'how do I find a therapist', 'help_find_psychologist'],
  ['it', 'dovrei andare da uno psicologo?', 'help_when_to_seek'],
  ['it', 'chi ha vinto la partita ieri?', 'off_sport'],
  ['it', 'mi consigli un ristorante a Milano?', 'off_food'],
  ['en', 'which iphone should I buy?', 'off_shopping'],
  ['en', 'what is the weather tomorrow', 'off_general'],
  // Talking at a work dinner; strangers in general and talking to colleagues about work are not it.
  ['it', 'di cosa si parla alla cena aziendale con gente che conosco poco?', 'work_dinner_talk'],
  ['it', 'cena coi colleghi nuovi sabato, di cosa parlo??', 'work_dinner_talk'],
  ['it', 'nn so cosa dire all aperitivo con i colleghi, idee?', 'work_dinner_talk'],
  ['en', 'wat do u talk about at work drinks with ppl u barely know', 'work_dinner_talk'],
  ['it', 'di cosa posso parlare con persone che non conosco?', 'small_talk'],
  ['en', 'how do i talk to my colleagues about my workload?', null],
  // How long to stay before leaving; staying calm at a party or leaving a job is something else.
  ['it', 'dopo quanto posso andarmene da una festa senza sembrare maleducata?', 'leave_event_early'],
  ['it', 'e brutto andare via presto dal matrimonio?', 'leave_event_early'],
  ['it', 'quanto devo rimanere al compleanno prima di andarmene?', 'leave_event_early'],
  ['en', 'how long shud i stay at the party before leaving?', 'leave_event_early'],
  ['en', 'is it rude to leave a party after an hour?', 'leave_event_early'],
  ['it', 'come faccio a restare calma alla festa?', null],
  ['en', 'should i leave my job?', 'self_decision'],
  // Whether perfectionism is a fault; what it is and how to ease it stay with habit_perfectionism.
  ['it', 'essere perfezionisti e un pregio o un difetto?', 'perfectionism_good_or_bad'],
  ['it', 'il perfezionismo e una cosa negativa secondo te?', 'perfectionism_good_or_bad'],
  ['en', 'is being a perfectionist bad?', 'perfectionism_good_or_bad'],
  ['en', 'is perfectionism even a flaw or is it a strength?', 'perfectionism_good_or_bad'],
  ['en', 'is this perfectionism', 'habit_perfectionism'],
  ['it', 'come smetto di essere perfezionista?', 'habit_perfectionism'],
  // Calming down without breathing; whether breathing works is breathing_works.
  ['it', 'ci sono altre tecniche oltre al respiro per calmarmi?', 'calm_beyond_breathing'],
  ['it', 'a parte la respirazione cosa posso fare quando sale l ansia?', 'calm_beyond_breathing'],
  ['en', 'what else can i do besides breathing exercises?', 'calm_beyond_breathing'],
  ['en', 'does slow breathing actually help?', 'breathing_works'],
  // A new pet after one died; grief for the pet, or adopting in general, is not it.
  ['it', 'il nostro cane e morto a marzo, e presto per prenderne un altro?', 'new_pet_too_soon'],
  ['it', 'e troppo presto x un altro cane?', 'new_pet_too_soon'],
  ['en', 'is it too early to adopt a new puppy after our old dog died?', 'new_pet_too_soon'],
  ['en', 'my cat died, is it normal to feel this sad?', 'pet_grief'],
  ['en', 'can i adopt a cat if i live alone?', null],
  // Raising something with a child without a telling-off; repairing after shouting is repair_with_child.
  ['it', 'come gli faccio notare i voti senza fargli la predica?', 'child_talk_without_scolding'],
  [
    'it',
    'vorrei parlare a mia figlia del telefono ma ogni volta sembra una ramanzina, come faccio?',
    'child_talk_without_scolding',
  ],
  ['en', 'hw do i bring up his grades without it being a telling off', 'child_talk_without_scolding'],
  ['it', 'ho sgridato mio figlio stamattina, come rimedio?', 'repair_with_child'],
  ['en', 'how do I tell my boss without it sounding like a telling off?', 'people_what_to_say'],
  // Proposing a cleaning rota; a flatmate who does not wash up, or shift work, is not it.
  ['it', 'ha senso fare una tabella dei turni per la cucina con i coinquilini?', 'flatmates_chores_rota'],
  ['it', 'ma nn e strano chiedere ai coinquilini di fare i turni delle pulizie?', 'flatmates_chores_rota'],
  ['en', 'is it weird to ask my housemates for a cleaning rota?', 'flatmates_chores_rota'],
  ['it', 'il coinquilino non lava i piatti, come glielo dico senza litigare', 'people_what_to_say'],
  ['it', 'lavoro su turni e non dormo, come faccio?', 'sleep_basics'],
  // Underfoot at home after retirement; filling the days is life_retirement.
  [
    'it',
    'da quando sono in pensione mia moglie dice che sto sempre in mezzo, cosa faccio?',
    'retired_at_home_together',
  ],
  [
    'it',
    'mio marito in pensione sta tutto il giorno a casa e mi sta tra i piedi, e normale?',
    'retired_at_home_together',
  ],
  ['en', 'my husband retired and now hes under my feet all day, how do we cope?', 'retired_at_home_together'],
  ['en', 'how do i fill my days now that i am retired?', 'life_retirement'],
  ['en', 'how do I stop anxiety getting in the way?', 'anxiety_manage'],
  // Something to do in the evening instead of the phone; why one scrolls is scrolling_social.
  ['it', 'al posto del cellulare cosa faccio la sera?', 'evening_instead_of_scrolling'],
  ['it', 'cosa faccio la sera invece di stare su tiktok??', 'evening_instead_of_scrolling'],
  ['en', 'alternatives to doomscrolling in the evening?', 'evening_instead_of_scrolling'],
  ['it', 'perche scrollo tiktok fino alle due?', 'scrolling_social'],
  ['it', 'cosa posso fare la sera invece di rimuginare?', 'coping_rumination'],
  // A job once loved that weighs now; burnout named, or a hobby, is not it.
  ['it', 'xke il lavoro che adoravo ora mi pesa cosi tanto', 'work_lost_spark'],
  ['it', 'amavo il mio lavoro e adesso lo odio, e normale?', 'work_lost_spark'],
  ['en', 'i used to love my job and now i dread mondays, why?', 'work_lost_spark'],
  ['en', 'how do i know if it s burnout', 'self_burnout'],
  ['en', 'I used to love running, why cant I get back into it?', null],
  // Presenting without reading the slides; nerves before a presentation are study_interview_nerves.
  ['it', 'come faccio a non leggere le diapositive durante la presentazione?', 'slides_not_reading'],
  ['it', 'cm faccio a nn leggere le slide davanti a tutti', 'slides_not_reading'],
  ['en', 'how do i stop sounding robotic when presenting my slides', 'slides_not_reading'],
  ['it', 'sono in ansia per la presentazione di lunedi, come mi preparo?', 'study_interview_nerves'],
  ['it', 'rifaccio le slide cinque volte, e normale?', null],
  // How long settling in takes; loneliness after a move is life_loneliness_move.
  ['it', 'quanto tempo serve per sentirsi a casa in un posto nuovo?', 'settle_in_new_city'],
  ['it', 'in quanto tempo ci si ambienta dopo un trasloco all estero?', 'settle_in_new_city'],
  ['en', 'when will i finally feel settled here after moving?', 'settle_in_new_city'],
  ['it', 'è normale sentirsi cosi sole dopo un trasloco?', 'life_loneliness_move'],
  // Whether a fear lasts for life; how to face it is anxiety_exposure, getting over an ex is no fear.
  ['it', 'la mia paura di guidare in autostrada passera mai?', 'fear_not_for_life'],
  ['it', 'la paura dei cani si vince o rimane a vita?', 'fear_not_for_life'],
  ['en', 'can i ever overcome my fear of spiders or is it for life', 'fear_not_for_life'],
  ['en', 'how do I get over my fear of dogs?', 'anxiety_exposure'],
  ['en', 'how do I get over my ex?', 'life_breakup'],
  ['it', 'ho paura di restare sola per tutta la vita, e normale?', null],
  // Not questions, questions no entry covers, and questions the safety layer owns.
  ['it', 'oggi sono stanco', null],
  ['en', 'I feel sad today', null],
  ['it', 'come stai?', null],
  ['it', 'quanto costa il premium?', null],
  ['it', 'è normale pensare di farla finita?', null],
  ['en', 'is it normal to want to kill myself?', null],
];

describe('answerQuestion: which entry a question reaches', () => {
  it.each(CASES)('[%s] %s -> %s', (lang, text, id) => {
    expect(answerQuestion(text, lang)?.id ?? null).toBe(id);
  });

  it('answers in the language asked for, with 2-4 sentences and a question to follow up', () => {
    const it1 = answerQuestion('cos’è la catastrofizzazione?', 'it')!;
    expect(it1.text).toContain('«catastrofizzazione»');
    expect(it1.followUp).toMatch(/\?$/);
    const en = answerQuestion('what is catastrophizing?', 'en')!;
    expect(en.text).toMatch(/^"Catastrophizing" means /);
    expect(en.kind).toBe('definition');
  });

  it('a short follow-up finds its entry from the conversation’s topic, and not without one', () => {
    expect(answerQuestion('e come faccio a smettere?', 'it')).toBeNull();
    const ans = answerQuestion('e come faccio a smettere?', 'it', { topics: ['catastrophizing'] });
    expect(ans?.id).toBe('trap_catastrophizing_stop');
    // A question with words of its own reaches its own entry, not the topic's trap.
    expect(
      answerQuestion('how do I tell my mum about my new job?', 'en', { topics: ['catastrophizing'] })?.id,
    ).toBe('people_what_to_say');
    expect(answerQuestion('ma è grave?', 'it', { topics: ['health'] })?.id).toBe('health_serious');
    // Several entries of the topic would answer it: none is chosen.
    expect(answerQuestion('e come faccio?', 'it', { topics: ['panic', 'anxiety'] })).toBeNull();
  });

  it('a keyword and a question form alone are not enough to lecture on the wrong theme', () => {
    expect(answerQuestion('is it bad that I dont want to see my friends?', 'en')).toBeNull();
    expect(answerQuestion('how do I come off social media?', 'en')).toBeNull();
    // «È grave?» with no theme gets the answer with no theme: it depends, the GP, 112 for emergencies.
    expect(answerQuestion('è grave se piango ogni giorno?', 'it')?.id).toBe('serious_generic');
    expect(answerQuestion('how do I manage my time?', 'en', { topics: ['anxiety'] })).toBeNull();
    expect(answerQuestion('sai, oggi ho avuto un attacco di panico', 'it')).toBeNull();
  });

  it('the seed picks among the wordings', () => {
    const a = answerQuestion('come faccio a dormire meglio?', 'it', { seed: 0 })!;
    const b = answerQuestion('come faccio a dormire meglio?', 'it', { seed: 1 })!;
    expect(a.id).toBe(b.id);
    expect(a.text).not.toBe(b.text);
    expect(answerQuestion('come faccio a dormire meglio?', 'it', { seed: 2 })!.text).toBe(a.text);
  });

  it('is safe with odd input', () => {
    expect(answerQuestion('', 'it')).toBeNull();
    expect(answerQuestion('???', 'en')).toBeNull();
    expect(answerQuestion(undefined as unknown as string, 'it')).toBeNull();
  });
});

describe('isQuestion', () => {
  it.each([
    ['it', 'cos e la catastrofizzazione'],
    ['it', 'cosa vuol dire rimuginare'],
    ['it', 'come si fa a dire di no'],
    ['it', 'perche mi succede'],
    ['it', 'e normale avere ansia la sera'],
    ['it', 'secondo te ce la faccio'],
    ['it', 'ok ma pensi che sia grave'],
    ['it', 'puo essere ansia'],
    ['en', 'what is worry time'],
    ['en', 'how do i stop'],
    ['en', 'so why does this happen'],
    ['en', 'is it normal to cry every day'],
    ['en', 'do you think it will pass'],
    ['en', 'could it be my heart'],
    ['en', 'should i call someone'],
    ['it', 'Ho una domanda. Come faccio a studiare'],
    ['it', 'mi chiedo se è normale piangere così tanto'],
    ['en', 'I wonder why I always feel tired'],
    ['en', 'are panic attacks dangerous'],
  ] as Array<[Lang, string]>)('[%s] "%s" is a question', (lang, text) => {
    expect(isQuestion(text, lang)).toBe(true);
  });

  it.each([
    ['it', 'oggi è stata una giornata pesante'],
    ['it', 'come al solito nessuno mi ha risposto'],
    ['it', 'e poi sono tornata a casa'],
    ['en', 'I had a rough day'],
    ['en', 'whatever, I guess'],
    ['en', 'honestly I am fine'],
    ['it', 'sai, oggi ho avuto un attacco di panico'],
    ['en', 'cant sleep again'],
  ] as Array<[Lang, string]>)('[%s] "%s" is not', (lang, text) => {
    expect(isQuestion(text, lang)).toBe(false);
  });
});

const HEALTH_QUESTIONS: Array<[Lang, string]> = [
  ['it', 'pensi che possa essere qualcosa di grave?'],
  ['it', 'ho le palpitazioni, è grave?'],
  ['it', 'ho mal di testa tutti i giorni, è normale?'],
  ['it', 'questo neo è pericoloso?'],
  ['it', 'gli esami del sangue sono sballati, cosa vuol dire?'],
  ['it', 'ho una fitta al petto, può essere un infarto?'],
  ['it', 'ho sempre paura di essere malata, è ipocondria?'],
  ['en', 'could it be something serious?'],
  ['en', 'is my racing heart dangerous?'],
  ['en', 'what do my blood test results mean?'],
  ['en', 'is this mole cancer?'],
  ['en', 'I have chest pain, should I worry?'],
  ['en', 'why do I get headaches every day?'],
];

// Words that would settle a medical question the companion cannot settle.
const DEFINITIVE =
  /è sicuramente|non è niente|non è nulla|è solo ansia|stai tranquill|non preoccuparti|nothing to worry|don'?t worry|it'?s (?:definitely|just|only|probably) (?:anxiety|stress|nothing)|you have (?:a|an) |hai (?:un|una) (?:infarto|tumore|malattia|disturbo)/i;
const GP = { it: /medico di base/, en: /\bGP\b/ };

describe('health questions', () => {
  it.each(HEALTH_QUESTIONS)(
    '[%s] "%s": no verdict, the GP and the signs that mean 112, in every wording',
    (lang, q) => {
      for (const seed of [0, 1, 2]) {
        const ans = answerQuestion(q, lang, { seed })!;
        expect(ans.kind).toBe('health');
        expect(ans.text).not.toMatch(DEFINITIVE);
        expect(ans.text).toMatch(GP[lang]);
        expect(ans.text).toMatch(/\b112\b/);
        expect(ans.text).toMatch(/petto|chest|svenim|faint|parlare|speak|speech|respir|breath/i);
      }
    },
  );

  it('school exams are not blood tests, and blood tests are not school exams', () => {
    expect(answerQuestion('come mi preparo agli esami di maturità?', 'it')?.id).toBe('study_exam');
    expect(answerQuestion('come leggo gli esami del sangue?', 'it')?.id).toBe('health_blood_tests');
    expect(answerQuestion('how should I revise for my exams?', 'en')?.id).toBe('study_exam');
    expect(answerQuestion('how do I read my blood test?', 'en')?.id).toBe('health_blood_tests');
  });
});

const MEDICATION_QUESTIONS: Array<[Lang, string]> = [
  ['it', 'quanti mg di melatonina devo prendere?'],
  ['it', 'posso prendere lo xanax di mia madre?'],
  ['it', 'dovrei prendere un antidepressivo?'],
  ['it', 'posso smettere la sertralina da sola?'],
  ['it', 'la valeriana funziona per dormire?'],
  ['en', 'should I take melatonin?'],
  ['en', "can I take my sister's pills?"],
  ['en', 'what dose of magnesium should I take for anxiety?'],
  ['en', 'can I stop my meds?'],
];

const DOSE =
  /\d+\s*(?:mg|milligramm|ml|mcg|gocce|drops|compress|tablet|pill|pastigli|volte al giorno|times a day)/i;
const RECOMMENDS =
  /ti consiglio di|prova a prendere|puoi prendere|dovresti prendere|prendine|i recommend|i'?d (?:recommend|suggest)|try taking|you (?:could|should|can) take/i;

describe('medication questions', () => {
  it.each(MEDICATION_QUESTIONS)('[%s] "%s": no dose, no product, the doctor or pharmacist', (lang, q) => {
    for (const seed of [0, 1]) {
      const ans = answerQuestion(q, lang, { seed })!;
      expect(ans.kind).toBe('medication');
      expect(ans.text).not.toMatch(DOSE);
      expect(ans.text).not.toMatch(RECOMMENDS);
      expect(ans.text).toMatch(/medico|farmacist|doctor|GP|pharmacist/);
    }
  });

  it('someone else’s medicine is always a no', () => {
    expect(answerQuestion('posso prendere le pillole di mia sorella?', 'it')!.text).toMatch(
      /^No: non prendere mai/,
    );
    expect(answerQuestion("can I take my friend's pills?", 'en')!.text).toMatch(/^No: never take/);
  });
});

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ú«"])/).filter((s) => s.length > 15);
}

describe('a second question on the same theme', () => {
  const repeats: Array<[Lang, string, string]> = [
    ['it', 'cos’è la catastrofizzazione?', 'ma quindi cosa vuol dire catastrofizzare?'],
    ['it', 'come faccio a dormire meglio?', 'perché non riesco a dormire?'],
    ['it', 'pensi che possa essere qualcosa di grave?', 'ma secondo te può essere qualcosa di serio?'],
    ['en', 'how do I stop procrastinating?', 'why do I keep putting things off?'],
    ['en', 'is it selfish to want time for myself?', 'is it selfish though?'],
    ['en', 'what is worry time?', 'how does worry time work?'],
  ];

  it.each(repeats)('[%s] "%s" then "%s" never repeats a sentence', (lang, first, second) => {
    const a = answerQuestion(first, lang, { seed: 0 })!;
    const recent = [...sentencesOf(a.text), a.followUp];
    const b = answerQuestion(second, lang, { seed: 0, recent })!;
    expect(b.id).toBe(a.id);
    for (const s of sentencesOf(b.text)) expect(recent).not.toContain(s);
    expect(b.followUp).not.toBe(a.followUp);
  });

  it('works when the caller passes the whole earlier reply rather than its sentences', () => {
    const a = answerQuestion('what is mind reading?', 'en')!;
    const b = answerQuestion('what is mind reading?', 'en', { recent: [`${a.text} ${a.followUp}`] })!;
    for (const s of sentencesOf(a.text)) expect(b.text).not.toContain(s);
  });

  it('once every wording was said, it says nothing rather than repeat', () => {
    const recent: string[] = [];
    for (let i = 0; i < 4; i++) {
      const ans = answerQuestion('cos’è la lettura del pensiero?', 'it', { recent, seed: i });
      if (!ans) break;
      for (const s of sentencesOf(ans.text)) {
        expect(recent).not.toContain(s);
        recent.push(s);
      }
    }
    expect(answerQuestion('cos’è la lettura del pensiero?', 'it', { recent })).toBeNull();
  });

  it('a shorter health answer keeps the GP and 112, or there is none', () => {
    const wordings = KNOWLEDGE_ENTRIES.find((e) => e.id === 'health_serious')!.it.text;
    const q = 'pensi che possa essere qualcosa di grave?';
    // One sentence of every wording said, none of them the pointer to the doctor or to 112.
    const said = wordings.map((w) => w.find((s) => !/medico di base|112/.test(s))!);
    const shorter = answerQuestion(q, 'it', { recent: said })!;
    expect(sentencesOf(shorter.text).length).toBeLessThan(3);
    expect(shorter.text).toMatch(/medico di base/);
    expect(shorter.text).toMatch(/\b112\b/);
    // Every pointer to the doctor said: what is left would lack it, so nothing is said.
    const gpSaid = wordings.flatMap((w) => w.filter((s) => /medico di base/.test(s)));
    expect(answerQuestion(q, 'it', { recent: gpSaid })).toBeNull();
  });
});

// Claims only a clinician could make; "non faccio diagnosi" / "I don't diagnose" are disclaimers.
const DIAGNOSIS =
  /\b(?:hai|soffri di) (?:un |una |il |la |del |della )?(?:disturbo|depressione|attacchi di panico|ipocondria|ansia generalizzata)|sei depress|you have (?:an? )?(?:\w+ )?(?:disorder|depression|anxiety)|you(?:'re| are) depressed|you suffer from|la tua diagnosi|your diagnosis/i;

describe('the content', () => {
  it('holds at least 60 entries with unique ids', () => {
    expect(KNOWLEDGE_ENTRIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(KNOWLEDGE_ENTRIES.map((e) => e.id)).size).toBe(KNOWLEDGE_ENTRIES.length);
  });

  it('covers each thinking trap: what it is, how to tell, how to stop', () => {
    for (const id of DISTORTION_IDS)
      for (const part of ['what', 'tell', 'stop'])
        expect(KNOWLEDGE_ENTRIES.some((e) => e.id === `trap_${id}_${part}`)).toBe(true);
  });

  it('reuses the shared explanation of each trap rather than a copy of it', () => {
    for (const id of DISTORTION_IDS)
      for (const lang of LANGS) {
        const entry = KNOWLEDGE_ENTRIES.find((e) => e.id === `trap_${id}_what`)!;
        const desc = DISTORTION_INFO[id][lang].description;
        expect(entry[lang].text[0]!.join(' ')).toContain(desc.charAt(0).toLowerCase() + desc.slice(1));
      }
  });

  it.each(KNOWLEDGE_ENTRIES.map((e) => [e.id, e] as const))(
    '%s: both languages, 2-3 wordings of 2-4 sentences sharing none, follow-up questions, no diagnosis',
    (_id, entry) => {
      for (const lang of LANGS) {
        const c = entry[lang];
        expect(c.text.length).toBeGreaterThanOrEqual(2);
        expect(c.text.length).toBeLessThanOrEqual(3);
        const all = c.text.flat();
        expect(new Set(all).size).toBe(all.length);
        for (const wording of c.text) {
          expect(wording.length).toBeGreaterThanOrEqual(2);
          expect(wording.length).toBeLessThanOrEqual(4);
          expect(wording.join(' ')).not.toMatch(DIAGNOSIS);
        }
        expect(c.followUp.length).toBeGreaterThanOrEqual(2);
        for (const q of c.followUp) expect(q).toMatch(/\?$/);
      }
      if (entry.kind === 'health')
        for (const [lang, gp] of Object.entries(GP) as Array<[Lang, RegExp]>)
          for (const wording of entry[lang].text) {
            expect(wording.join(' ')).toMatch(gp);
            expect(wording.join(' ')).toMatch(/\b112\b/);
          }
    },
  );
});
