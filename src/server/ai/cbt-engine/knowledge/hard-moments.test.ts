import { describe, expect, it } from 'vitest';
import { describeRouting, describeWriting, entry, type Asked } from './entry-routing';

// Real ways of asking each question, with typos, missing accents and chat spellings.
const REACHES: Asked[] = [
  ['it', 'che senso ha la palestra alle 6 quando è vuota se devo abituarmi alla gente?', 'graded_start_easy'],
  [
    'it',
    "a che serve il supermercato quando non c'è nessuno se il problema è la folla?",
    'graded_start_easy',
  ],
  ['it', 'vado in palestra solo alle 6 di mattina quando e vuota, serve a qualcosa?', 'graded_start_easy'],
  ['it', 'xke dovrei iniziare a guidare su strade vuote se ho paura del traffico?', 'graded_start_easy'],
  ['it', 'ha senso andare in palestra quando è deserta se ho ansia sociale?', 'graded_start_easy'],
  ['it', 'cm faccio a passare dalla palestra vuota a quella piena?', 'graded_start_easy'],
  ['it', 'andare al super nell orario tranquillo vale o e barare?', 'graded_start_easy'],
  ['it', 'se vado in palestra solo quando non c e gente sto evitando?', 'graded_start_easy'],
  [
    'en',
    "what's the point of going at 6am when it's empty if the goal is to get used to people",
    'graded_start_easy',
  ],
  ['en', "why go to the gym when it's empty if i'm trying to get used to crowds?", 'graded_start_easy'],
  ['en', 'any point going to the supermarket at a quiet hour if i fear crowds?', 'graded_start_easy'],
  ['en', 'i only go to the gym at 6am when nobody is there, does that even count?', 'graded_start_easy'],
  ['en', 'does driving on empty roads first actually help with my fear of driving?', 'graded_start_easy'],
  ['en', 'whats the point of going when its quiet if i need to get used to ppl lol', 'graded_start_easy'],
  ['en', 'is going at off peak hours cheating if u have social anxiety?', 'graded_start_easy'],
  ['en', 'hw is going at 6am gonna help me get used to people', 'graded_start_easy'],
  ['en', "i only go to the gym when it's quiet, is that avoidance?", 'graded_start_easy'],

  [
    'it',
    'sono una persona orribile se non voglio andare al baby shower di un amica?',
    'baby_shower_fertility',
  ],
  ['it', 'faccio la fivet e mi invitano a un baby shower, devo andarci per forza?', 'baby_shower_fertility'],
  [
    'it',
    'dopo l aborto spontaneo nn me la sento di andare al baby shower, è normale?',
    'baby_shower_fertility',
  ],
  [
    'it',
    'cerchiamo un figlio da anni, se salto la festa per il bambino sono cattiva?',
    'baby_shower_fertility',
  ],
  ['it', 'e egoista saltare il baby shower di un amica se sto facendo la pma?', 'baby_shower_fertility'],
  [
    'it',
    'come dico che non vengo al baby shower x via della fecondazione assistita?',
    'baby_shower_fertility',
  ],
  ['it', 'è sbagliato non andare al gender reveal di mia cugina dopo un aborto?', 'baby_shower_fertility'],
  ['en', 'am I a terrible person for not wanting to go to her baby shower?', 'baby_shower_fertility'],
  [
    'en',
    "we're trying for a baby and i dread my sister's baby shower, is that awful?",
    'baby_shower_fertility',
  ],
  ['en', "i'm going through ivf, do i have to go to my friend's baby shower?", 'baby_shower_fertility'],
  [
    'en',
    'i had a miscarriage and got invited to a baby shower, is it ok to skip it?',
    'baby_shower_fertility',
  ],
  ['en', "how do i tell my friend i can't come to her baby shower bc of ivf", 'baby_shower_fertility'],
  ['en', "is it selfish to skip my cousin's gender reveal when we're ttc?", 'baby_shower_fertility'],
  [
    'en',
    'idk if i can face her baby shower after my miscarriage, am i a bad person',
    'baby_shower_fertility',
  ],
  ['en', "i don't want to go to her shower after ivf, is that awful?", 'baby_shower_fertility'],

  ['it', 'come faccio a smettere di fare micromanagement con il mio team?', 'micromanaging_anxious'],
  [
    'it',
    'sono un nuovo responsabile e sto sempre addosso ai miei collaboratori, come smetto?',
    'micromanaging_anxious',
  ],
  ['it', 'ho l ansia e ricontrollo il lavoro di tutti, come mi fido del team?', 'micromanaging_anxious'],
  ['it', 'cm faccio a nn stare col fiato sul collo al mio team?', 'micromanaging_anxious'],
  ['it', 'xke da quando sono capo controllo il lavoro di tutti?', 'micromanaging_anxious'],
  ['it', 'come si smette di micro gestire la squadra quando si e ansiosi?', 'micromanaging_anxious'],
  [
    'it',
    'sono una nuova responsabile e faccio micromanagement x ansia, che faccio?',
    'micromanaging_anxious',
  ],
  ['en', "how do new managers stop micromanaging when they're anxious?", 'micromanaging_anxious'],
  ['en', 'how do i stop micromanaging my team?', 'micromanaging_anxious'],
  ['en', 'i micromanage because of anxiety, how do i stop?', 'micromanaging_anxious'],
  ['en', "new manager here, i keep checking my team's work, how do i stop?", 'micromanaging_anxious'],
  ['en', 'why do i micromanage everyone since i got promoted?', 'micromanaging_anxious'],
  ['en', 'hw do i stop being a micromanager lol', 'micromanaging_anxious'],
  ['en', 'tips for not micromanaging when ur anxious about deadlines?', 'micromanaging_anxious'],

  ['it', 'devo dire al mio team che è la prima volta che gestisco persone?', 'new_manager_openness'],
  ['it', 'se dico al team che sono alle prime armi perdo il rispetto?', 'new_manager_openness'],
  ['it', 'e meglio ammettere con la squadra che è il mio primo incarico?', 'new_manager_openness'],
  ['it', 'nuovo responsabile: dico al team che nn ho esperienza o perdo rispetto?', 'new_manager_openness'],
  ['it', 'se dico ai collaboratori che sono nuovo nel ruolo perdo autorevolezza?', 'new_manager_openness'],
  ['it', 'cm faccio a dire al team che sono inesperta senza perdere credibilita?', 'new_manager_openness'],
  ['it', 'ammetto che è la prima volta da responsabile o perdo il rispetto?', 'new_manager_openness'],
  ['en', "should I tell them I'm new at this or will they lose respect", 'new_manager_openness'],
  ['en', "should i tell my team i'm new at managing?", 'new_manager_openness'],
  ['en', "im a new manager, should i admit to my team i've never managed?", 'new_manager_openness'],
  ['en', "will my team lose respect if i say it's my first time managing?", 'new_manager_openness'],
  ['en', "first time manager, is it ok to tell the team i'm still learning?", 'new_manager_openness'],
  ['en', 'should u tell ur team ur new at managing or fake it', 'new_manager_openness'],
  ['en', "do new managers lose respect if they admit they're new to the role?", 'new_manager_openness'],

  ['it', "c'e un modo per non reagire sul momento quando mia madre attacca?", 'not_reacting_in_moment'],
  ['it', 'come faccio a non reagire quando mia madre mi critica?', 'not_reacting_in_moment'],
  [
    'it',
    'mia madre mi attacca e rispondo male, come faccio a non reagire a caldo?',
    'not_reacting_in_moment',
  ],
  ['it', 'cm faccio a nn rispondere a tono qnd mio padre mi provoca?', 'not_reacting_in_moment'],
  ['it', 'come faccio a mantenere il sangue freddo quando mia suocera mi critica?', 'not_reacting_in_moment'],
  ['it', 'e possibile non reagire subito quando mia mamma mi attacca?', 'not_reacting_in_moment'],
  ['it', 'xke reagisco sempre d istinto quando mia madre mi critica?', 'not_reacting_in_moment'],
  ['it', 'come faccio a non reagire quando qualcuno mi provoca?', 'not_reacting_in_moment'],
  ['en', 'how do i not react in the moment when my mom attacks me?', 'not_reacting_in_moment'],
  ['en', 'is there a way not to react on the spot when my mother criticises me?', 'not_reacting_in_moment'],
  ['en', 'how do i stop snapping back at my dad when he criticizes me', 'not_reacting_in_moment'],
  ['en', 'my mother in law attacks me and i always react, how do i keep my cool?', 'not_reacting_in_moment'],
  ['en', 'hw do i not react when my mum starts on me', 'not_reacting_in_moment'],
  ['en', 'how do i hold my tongue when my parents criticize me?', 'not_reacting_in_moment'],
  ['en', 'how do i not react when someone provokes me?', 'not_reacting_in_moment'],
];

// Questions nearby that belong to another entry, or to none.
const NEAR_MISSES: Asked[] = [
  ['en', "i feel so empty, what's the point?", 'graded_start_easy'],
  ['en', "what's the point of therapy if nothing changes?", 'graded_start_easy'],
  ['it', 'mi sento vuota dentro, che senso ha?', 'graded_start_easy'],
  ['it', 'ha senso andare in palestra se ho ansia?', 'graded_start_easy'],
  ['en', 'i have social anxiety, how do i go to the gym?', 'graded_start_easy'],
  ['en', 'how does exposure therapy work?', 'graded_start_easy'],
  ['en', 'my house feels empty since the kids left, is that normal?', 'graded_start_easy'],
  ['it', 'mi sveglio alle 5 e non riesco a riaddormentarmi, perche?', 'graded_start_easy'],

  ['en', 'how do i plan a baby shower for my sister?', 'baby_shower_fertility'],
  ['it', 'cosa regalo per un baby shower?', 'baby_shower_fertility'],
  ['en', "i'm pregnant and nervous about my own baby shower, is that normal?", 'baby_shower_fertility'],
  ['en', 'am i a bad person?', 'baby_shower_fertility'],
  ['en', 'is it selfish to skip a party?', 'baby_shower_fertility'],
  ['en', 'i had a miscarriage, is it normal to feel this sad?', 'baby_shower_fertility'],
  ['it', 'cerchiamo un figlio da due anni e non arriva, come faccio?', 'baby_shower_fertility'],
  ['en', 'i get anxious in the shower, why?', 'baby_shower_fertility'],

  ['en', 'my boss micromanages me, what do i do?', 'micromanaging_anxious'],
  ['it', 'il mio capo mi sta addosso tutto il giorno, come faccio?', 'micromanaging_anxious'],
  ['en', "how do i delegate when i'm a perfectionist?", 'micromanaging_anxious'],
  ['en', 'how do i stop checking things over and over?', 'micromanaging_anxious'],
  ['en', 'my partner micromanages everything i do, is that normal?', 'micromanaging_anxious'],
  ['it', 'il mio capo mi controlla tutto, come faccio?', 'micromanaging_anxious'],
  ['en', "i'm a new manager and i'm anxious, how do i cope?", 'micromanaging_anxious'],

  ['en', "i'm a new manager and i'm anxious, how do i cope?", 'new_manager_openness'],
  ['en', 'i just got promoted and i feel like an impostor', 'new_manager_openness'],
  ['en', 'should i tell my boss about my anxiety?', 'new_manager_openness'],
  ['en', 'how do i gain respect at work?', 'new_manager_openness'],
  ['en', "i'm new at this app, how does it work?", 'new_manager_openness'],
  [
    'it',
    'ho iniziato un nuovo lavoro e i colleghi nuovi mi mettono ansia, e normale?',
    'new_manager_openness',
  ],
  ['en', "how do new managers stop micromanaging when they're anxious?", 'new_manager_openness'],
  ['en', "my kids don't respect me, what do i do?", 'new_manager_openness'],
  ['en', 'will my friends lose respect for me if i tell them i have anxiety?', 'new_manager_openness'],

  ['it', 'come faccio a non arrabbiarmi subito?', 'not_reacting_in_moment'],
  ['en', 'how do i calm down in an argument?', 'not_reacting_in_moment'],
  ['it', 'mia madre ha attacchi di panico, come la aiuto?', 'not_reacting_in_moment'],
  ['en', 'how should i react if my friend comes out to me?', 'not_reacting_in_moment'],
  ['en', 'how do i set boundaries with my mom?', 'not_reacting_in_moment'],
  ['it', 'mia madre beve troppo, come ne parlo con lei?', 'not_reacting_in_moment'],
  ['en', 'my skin reacts to stress, why?', 'not_reacting_in_moment'],
  ['en', 'how do i stay calm in the moment during a panic attack?', 'not_reacting_in_moment'],
  ['it', 'come reagire quando mio figlio fa i capricci?', 'not_reacting_in_moment'],
];

const NEW_IDS = [...new Set(REACHES.map(([, , id]) => id))];

// Questions nearby that keep their own entries.
const KEEPS: Asked[] = [
  ['en', 'how does exposure therapy work?', 'anxiety_exposure'],
  ['it', 'come funziona l esposizione graduale?', 'anxiety_exposure'],
  ['en', 'i have social anxiety, how do i go to the gym?', 'feel_social_anxiety'],
  ['en', 'am i a bad person?', 'unwanted_thoughts'],
  ['en', 'i had a miscarriage, is it normal to feel this sad?', 'life_is_it_normal'],
  ['en', 'is it selfish to skip a party?', 'habit_me_time'],
  ['en', "how do i delegate when i'm a perfectionist?", 'habit_perfectionism'],
  ['en', "i'm a new manager and i'm anxious, how do i cope?", 'anxiety_manage'],
  ['it', 'come faccio a non arrabbiarmi subito?', 'feel_anger'],
  ['it', 'mia madre mi urla contro, cosa faccio?', 'others_treatment_not_normal'],
];

describeRouting('hard moments', {
  reaches: REACHES,
  nearMisses: NEAR_MISSES,
  keeps: KEEPS,
  entries: 5,
  minIt: 7,
  minEn: 6,
});

const all = (id: string, lang: 'it' | 'en') => entry(id)[lang].text.flat().join(' ');

describe('hard moments: what the answers say', () => {
  it('the easy start: a first rung, one notch more, staying until the anxiety drops, the next rung planned', () => {
    const it = all('graded_start_easy', 'it');
    const en = all('graded_start_easy', 'en');
    for (const word of [
      'primo gradino',
      'tacca',
      'l’ansia cala',
      'in anticipo',
      'strade vuote',
      'supermercato',
    ])
      expect(it).toContain(word);
    for (const word of ['first rung', 'notch', 'anxiety drops', 'in advance', 'empty roads', 'supermarket'])
      expect(en).toContain(word);
  });

  it('the baby shower: protecting yourself, joy and pain together, the options, where to turn', () => {
    const e = entry('baby_shower_fertility');
    expect(e.it.text[0]![0]).toMatch(/^No, non ti rende una persona cattiva/);
    expect(e.en.text[0]![0]).toMatch(/^No, it doesn’t make you a terrible person/);
    for (const wording of e.it.text) expect(wording.join(' ')).toMatch(/psicologo/);
    for (const wording of e.en.text) expect(wording.join(' ')).toMatch(/counselling/);
    const it = all('baby_shower_fertility', 'it');
    const en = all('baby_shower_fertility', 'en');
    for (const word of ['proteggerti', 'biglietto', 'consultori', 'centri PMA', 'gruppi di auto-aiuto'])
      expect(it).toContain(word);
    for (const word of ['protecting yourself', 'card', 'fertility clinics', 'GP', 'support group'])
      expect(en).toContain(word);
  });

  it('micromanaging: anxiety seeking certainty, outcomes not methods, a fixed rhythm, waiting out the urge', () => {
    const it = all('micromanaging_anxious', 'it');
    const en = all('micromanaging_anxious', 'en');
    for (const word of ['certezze', 'risultati e scadenze', 'a settimana', 'trenta minuti', 'senza di me'])
      expect(it).toContain(word);
    for (const word of ['certainty', 'outcomes and deadlines', 'weekly', '30 minutes', 'without me'])
      expect(en).toContain(word);
  });

  it('saying you are new: trust rather than lost respect, one sentence, keeping your word', () => {
    const it = all('new_manager_openness', 'it');
    const en = all('new_manager_openness', 'en');
    for (const word of ['fiducia', 'rispetto', 'ditemi cosa vi serve', 'mantenere la parola', 'incoerenza'])
      expect(it).toContain(word);
    for (const word of ['trust', 'respect', 'tell me what you need', 'keep your word', 'inconsistency'])
      expect(en).toContain(word);
  });

  it('not reacting on the spot: a long breath out, a holding sentence, leaving the room, one thing said later', () => {
    const it = all('not_reacting_in_moment', 'it');
    const en = all('not_reacting_in_moment', 'en');
    for (const word of [
      'espirazione',
      'ci penso e ne parliamo dopo',
      'uscire dalla stanza',
      'momento tranquillo',
    ])
      expect(it).toContain(word);
    for (const word of [
      'breath out',
      'I’ll think about that and come back to you',
      'leave the room',
      'calm moment',
    ])
      expect(en).toContain(word);
  });

  it('every wording opens on the answer and keeps to three or four sentences', () => {
    for (const id of NEW_IDS)
      for (const lang of ['it', 'en'] as const) {
        const { text, followUp } = entry(id)[lang];
        expect(text).toHaveLength(2);
        for (const wording of text) {
          expect(wording.length).toBeGreaterThanOrEqual(3);
          expect(wording.length).toBeLessThanOrEqual(4);
        }
        expect(text[0]!.some((s) => text[1]!.includes(s))).toBe(false);
        expect(followUp).toHaveLength(2);
        for (const q of followUp) expect(q).toMatch(/^[^?]+\?$/);
      }
  });
});

describeWriting('hard moments', NEW_IDS);
