import { describe, expect, it } from 'vitest';
import { describeRouting, describeWriting, entry, type Asked } from './entry-routing';

// Real ways of asking each question, with typos, missing accents and chat spellings.
const REACHES: Asked[] = [
  ['en', "what do I say if he still doesn't answer by the end of the month", 'unanswered_followup'],
  [
    'en',
    "my phd supervisor hasn't answered my emails in three weeks, what do i write next?",
    'unanswered_followup',
  ],
  ['en', 'how do i follow up with my boss when he ignores my email?', 'unanswered_followup'],
  [
    'en',
    'my landlord isnt replying to my messages about the boiler, what should i do?',
    'unanswered_followup',
  ],
  ['en', 'the recruiter ghosted me after the interview, should i email again?', 'unanswered_followup'],
  ['en', 'hw do i chase my supervisor without sounding rude, he never replies', 'unanswered_followup'],
  ['en', 'how do i write a polite follow up email when nobody answers', 'unanswered_followup'],
  ['en', 'idk what to write to my professor, she hasnt replied in weeks?', 'unanswered_followup'],
  ['it', 'il mio relatore non risponde alle mail da un mese, cosa gli scrivo?', 'unanswered_followup'],
  ['it', 'come faccio a sollecitare il mio capo che non mi risponde?', 'unanswered_followup'],
  ['it', 'il padrone di casa non risponde ai messaggi, cosa faccio?', 'unanswered_followup'],
  ['it', 'cm scrivo una mail di sollecito senza sembrare scortese?', 'unanswered_followup'],
  ['it', 'il recruiter nn mi ha piu risposto dopo il colloquio, gli riscrivo?', 'unanswered_followup'],
  ['it', 'la mia tutor del dottorato non risponde mai, che devo fare?', 'unanswered_followup'],
  ['it', 'l ufficio non risponde alle mie mail da settimane, come insisto?', 'unanswered_followup'],
  ['it', 'xke il prof nn mi risponde? gli riscrivo?', 'unanswered_followup'],
  ['it', 'se il mio supervisore non risponde neanche questa volta cosa gli dico?', 'unanswered_followup'],

  ['en', 'does it mean we failed our rescue dog if we take him back to the shelter?', 'return_rescue_pet'],
  ['en', 'our rescue dog bit my son, should we return him to the rescue?', 'return_rescue_pet'],
  ['en', 'is it wrong to rehome a rescue dog that bites?', 'return_rescue_pet'],
  ['en', 'we adopted a dog and he growls at the kids, is giving him back a failure?', 'return_rescue_pet'],
  ['en', 'i feel so guilty about returning our rescue dog, is that normal?', 'return_rescue_pet'],
  ['en', 'hw do u know when to give a rescue dog back', 'return_rescue_pet'],
  ['en', 'should we take the dog back to the shelter after he snapped at our daughter', 'return_rescue_pet'],
  ['it', 'se riportiamo il cane al canile vuol dire che abbiamo fallito?', 'return_rescue_pet'],
  [
    'it',
    'il cane che abbiamo adottato ha morso mio figlio, dobbiamo restituirlo al rifugio?',
    'return_rescue_pet',
  ],
  ['it', 'e sbagliato ridare indietro un cane adottato?', 'return_rescue_pet'],
  ['it', 'mi sento in colpa perche vogliamo riportare il cane in canile, e normale?', 'return_rescue_pet'],
  ['it', 'cm faccio a capire se e meglio ridare il cane all associazione', 'return_rescue_pet'],
  ['it', 'il cane adottato ringhia ai bambini, riportarlo al canile e un fallimento?', 'return_rescue_pet'],
  ['it', 'abbiamo adottato una cagnolina ma morde, dobbiamo darla via?', 'return_rescue_pet'],
  ['it', 'e da egoisti restituire un gatto adottato?', 'return_rescue_pet'],

  ['en', 'why do i keep using buy now pay later when i know it stresses me out?', 'impulse_spending'],
  ['en', 'why do i keep buying stuff online when im stressed?', 'impulse_spending'],
  ['en', 'i keep impulse buying and then panic about money, why?', 'impulse_spending'],
  ['en', 'how do i stop using klarna for everything', 'impulse_spending'],
  ['en', 'y do i shop when im anxious, it makes it worse', 'impulse_spending'],
  ['en', 'why do i spend money i dont have when im sad', 'impulse_spending'],
  ['en', 'i have 5 buy now pay later plans and i feel sick, why do i keep doing it', 'impulse_spending'],
  ['en', 'how do i stop buying things to feel better when i’m lonely?', 'impulse_spending'],
  ['it', 'perche continuo a comprare cose online anche se poi mi sento in ansia?', 'impulse_spending'],
  ['it', 'xke continuo a usare klarna e i pagamenti a rate anche se mi stressa?', 'impulse_spending'],
  ['it', 'come faccio a smettere di fare acquisti compulsivi?', 'impulse_spending'],
  ['it', 'quando sono giu compro compulsivamente, perche?', 'impulse_spending'],
  ['it', 'cm smetto di spendere soldi quando sono stressata', 'impulse_spending'],
  ['it', 'ho troppi acquisti a rate con paga dopo e mi viene l ansia, perche lo faccio?', 'impulse_spending'],
  ['it', 'perche spendo tutto appena mi arriva lo stipendio?', 'impulse_spending'],
  ['it', 'compro cose che non mi servono per sentirmi meglio, e normale?', 'impulse_spending'],
  ['it', 'xke compro sempre vestiti quando sono triste?', 'impulse_spending'],

  ['en', 'is there a way to test out a career change before jumping?', 'career_test_drive'],
  ['en', 'how can i try a new career before quitting my job?', 'career_test_drive'],
  ['en', 'i want to become a nurse but im scared to quit, how do i test it first?', 'career_test_drive'],
  ['en', 'how do i know if ill like a new job before i switch careers?', 'career_test_drive'],
  ['en', 'can i try out a different career without leaving my job?', 'career_test_drive'],
  ['en', 'hw do u test drive a career change', 'career_test_drive'],
  ['it', 'c e un modo per provare un nuovo lavoro prima di licenziarmi?', 'career_test_drive'],
  [
    'it',
    'come faccio a capire se mi piacerebbe fare l infermiera prima di cambiare lavoro?',
    'career_test_drive',
  ],
  ['it', 'vorrei cambiare carriera ma ho paura, come posso provare prima di buttarmi?', 'career_test_drive'],
  ['it', 'cm posso testare un cambio di carriera senza mollare tutto', 'career_test_drive'],
  ['it', 'posso provare un altro mestiere prima di lasciare il mio lavoro?', 'career_test_drive'],
  ['it', 'come capisco se cambiare lavoro e la scelta giusta prima di fare il salto?', 'career_test_drive'],
  ['it', 'vorrei mollare l ufficio per fare il pasticcere, come lo provo prima?', 'career_test_drive'],

  [
    'it',
    'e se sbaglio facoltà? si può cambiare corso dopo il primo anno senza buttare tutto?',
    'changing_degree_course',
  ],
  ['it', 'e se sbaglio? si puo cambiare dopo il primo anno senza buttare tutto?', 'changing_degree_course'],
  [
    'it',
    'ho paura di scegliere l universita sbagliata, se sbaglio posso cambiare?',
    'changing_degree_course',
  ],
  ['it', 'come funziona il passaggio di corso? gli esami che ho dato li perdo?', 'changing_degree_course'],
  ['it', 'voglio cambiare facolta ma ho paura di aver buttato un anno?', 'changing_degree_course'],
  ['it', 'cm faccio a cambiare corso di laurea senza perdere i cfu', 'changing_degree_course'],
  [
    'it',
    'se mi iscrivo a ingegneria e non mi piace posso passare a un altro corso?',
    'changing_degree_course',
  ],
  ['it', 'e normale voler cambiare universita dopo un anno?', 'changing_degree_course'],
  ['it', 'ho sbagliato facolta, ho buttato via un anno?', 'changing_degree_course'],
  ['en', 'what if i choose the wrong degree? can i change after the first year?', 'changing_degree_course'],
  ['en', 'can i switch my degree after first year without wasting everything?', 'changing_degree_course'],
  ['en', 'im scared ive picked the wrong course at uni, can i change?', 'changing_degree_course'],
  ['en', 'how do i transfer to a different degree and keep my credits?', 'changing_degree_course'],
  ['en', 'is it normal to want to change your major after a year?', 'changing_degree_course'],
  ['en', 'hw do i switch courses at uni if i hate mine', 'changing_degree_course'],
  ['en', 'did i waste a year if i change my degree?', 'changing_degree_course'],

  [
    'it',
    'i tappi per le orecchie alla lunga fanno male? li ho provati ma mi danno fastidio',
    'earplugs_safety',
  ],
  ['it', 'fa male dormire con i tappi per le orecchie tutte le notti?', 'earplugs_safety'],
  ['it', 'i tappi per le orecchie sono pericolosi a lungo andare?', 'earplugs_safety'],
  ['it', 'usare i tappi x dormire ogni notte fa venire il tappo di cerume?', 'earplugs_safety'],
  ['it', 'i tappi mi danno fastidio, cosa posso usare per dormire col rumore?', 'earplugs_safety'],
  ['it', 'e normale che i tappi di schiuma mi facciano male alle orecchie?', 'earplugs_safety'],
  ['it', 'cm faccio ad abituarmi ai tappi per le orecchie', 'earplugs_safety'],
  ['it', 'i tappi auricolari di notte sono sicuri?', 'earplugs_safety'],
  ['en', 'are earplugs bad for your ears long term?', 'earplugs_safety'],
  ['en', 'is it safe to sleep with earplugs every night?', 'earplugs_safety'],
  ['en', 'earplugs hurt my ears, what else can i use to sleep?', 'earplugs_safety'],
  ['en', 'can earplugs cause earwax build up?', 'earplugs_safety'],
  ['en', 'r earplugs harmful if u use them every night?', 'earplugs_safety'],
  ['en', 'i tried earplugs but they bother me, any alternatives?', 'earplugs_safety'],
  ['en', 'hw do i get used to sleeping with ear plugs', 'earplugs_safety'],
];

// Questions nearby that belong to another entry, or to none.
const NEAR_MISSES: Asked[] = [
  ['en', "my friend hasn't texted me back, is she mad at me?", 'unanswered_followup'],
  ['en', 'why does my partner ignore my messages?', 'unanswered_followup'],
  ['en', 'how do i write an email to my boss asking for a raise?', 'unanswered_followup'],
  ['it', 'la mia amica non mi risponde ai messaggi, ce l ha con me?', 'unanswered_followup'],
  ['it', 'il mio ragazzo non risponde da ore, devo preoccuparmi?', 'unanswered_followup'],
  ['en', "how do i tell my supervisor i'm struggling?", 'unanswered_followup'],
  ['it', 'ho paura di scrivere al mio relatore, e normale?', 'unanswered_followup'],
  ['en', "my teenager doesn't answer when i text him, should i worry?", 'unanswered_followup'],
  ['en', 'my boss never replies to my good morning, is he angry?', 'unanswered_followup'],

  ['en', 'should i take him back?', 'return_rescue_pet'],
  ['en', 'my ex wants to get back together, should i take him back?', 'return_rescue_pet'],
  ['en', 'how do i train my puppy?', 'return_rescue_pet'],
  ['it', 'come faccio ad addestrare il cucciolo?', 'return_rescue_pet'],
  ['en', 'my dog bit someone, what do i do?', 'return_rescue_pet'],
  ['en', 'is it too early to adopt a new puppy after our old dog died?', 'return_rescue_pet'],
  ['en', 'should i adopt a rescue dog?', 'return_rescue_pet'],
  ['en', 'how do i take back control of my life?', 'return_rescue_pet'],
  ['it', 'come faccio a riportare l attenzione sul respiro?', 'return_rescue_pet'],

  ['en', 'how do i make a budget?', 'impulse_spending'],
  ['en', "i'm worried about money, what can i do?", 'impulse_spending'],
  ['en', 'why do i eat when im stressed?', 'impulse_spending'],
  ['it', 'perche mangio quando sono stressata?', 'impulse_spending'],
  ['it', 'come faccio a pagare le bollette a rate?', 'impulse_spending'],
  ['en', 'why do i keep checking my phone?', 'impulse_spending'],
  ['en', 'i spend hours on my phone, why?', 'impulse_spending'],
  ['en', 'how do i spend more time with my kids?', 'impulse_spending'],
  ['it', 'ho fatto un acquisto importante e ora ho paura di aver sbagliato, e normale?', 'impulse_spending'],

  ['en', 'is it too late to change career at 40?', 'career_test_drive'],
  ['en', 'should i leave my job?', 'career_test_drive'],
  ['it', 'secondo te dovrei licenziarmi?', 'career_test_drive'],
  ['en', 'is it worth retraining at 55?', 'career_test_drive'],
  ['it', 'ha senso cambiare lavoro a 50 anni?', 'career_test_drive'],
  ['en', 'how do i prepare for a job interview?', 'career_test_drive'],
  ['en', 'how do i try out the breathing exercise?', 'career_test_drive'],
  ['it', 'come faccio a scegliere tra due offerte di lavoro?', 'career_test_drive'],

  ['it', 'come faccio a studiare per gli esami se ho ansia?', 'changing_degree_course'],
  ['en', 'how do i study for exams?', 'changing_degree_course'],
  ['en', 'i failed an exam, what now?', 'changing_degree_course'],
  ['it', 'come scelgo la facolta giusta?', 'changing_degree_course'],
  ['it', 'posso cambiare psicologo se nn mi trovo?', 'changing_degree_course'],
  ['it', 'ha senso tornare a studiare a 40 anni?', 'changing_degree_course'],
  ['en', "i'm in my first year of uni and feel lonely, is that normal?", 'changing_degree_course'],
  ['it', 'e normale avere ansia il primo anno di universita?', 'changing_degree_course'],
  ['en', "what's the difference between a degree and a diploma?", 'changing_degree_course'],

  ['it', 'ho mal d orecchio, cosa faccio?', 'earplugs_safety'],
  ['en', 'i have ringing in my ears, is it serious?', 'earplugs_safety'],
  ['it', 'ho un fischio nelle orecchie, e grave?', 'earplugs_safety'],
  ['en', 'my ear hurts, should i see a doctor?', 'earplugs_safety'],
  ['en', 'how do i sleep when my neighbours are noisy?', 'earplugs_safety'],
  ['it', 'come faccio a dormire con il rumore dei vicini?', 'earplugs_safety'],
  ['en', 'is it safe to sleep with headphones?', 'earplugs_safety'],
  ['it', 'ho un tappo di cerume, come lo tolgo?', 'earplugs_safety'],
];

const NEW_IDS = [...new Set(REACHES.map(([, , id]) => id))];

// Questions nearby that keep their own entries.
const KEEPS: Asked[] = [
  ['en', "my friend hasn't texted me back, is she mad at me?", 'others_upset'],
  ['it', 'la mia amica non mi risponde ai messaggi, ce l ha con me?', 'others_upset'],
  ['en', 'my dog bit someone, what do i do?', 'pet_unwell'],
  ['en', 'is it too early to adopt a new puppy after our old dog died?', 'new_pet_too_soon'],
  ['en', 'how do i make a budget?', 'life_money'],
  ['it', 'come faccio a pagare le bollette a rate?', 'bill_instalments'],
  ['en', 'is it too late to change career at 40?', 'too_late_change'],
  ['it', 'ha senso cambiare lavoro a 50 anni?', 'retraining_later'],
  ['it', 'come faccio a studiare per gli esami se ho ansia?', 'study_exam'],
  ['en', 'i have ringing in my ears, is it serious?', 'tinnitus_stress'],
];

describeRouting('practical turns', {
  reaches: REACHES,
  nearMisses: NEAR_MISSES,
  keeps: KEEPS,
  entries: 6,
  minIt: 7,
  minEn: 6,
});

const all = (id: string, lang: 'it' | 'en') => entry(id)[lang].text.flat().join(' ');

describe('practical turns: what the answers say', () => {
  it('no answer: one question and a date, a calm deadline, a second channel, a written trail', () => {
    for (const word of [
      'una data',
      'scadenza',
      'secondo canale',
      'segreteria',
      'risorse umane',
      'traccia scritta',
    ])
      expect(all('unanswered_followup', 'it')).toContain(word);
    for (const word of [
      'ask for a date',
      'deadline',
      'second channel',
      'graduate school',
      'HR',
      'written record',
    ])
      expect(all('unanswered_followup', 'en')).toContain(word);
    expect(all('unanswered_followup', 'it')).toMatch(/sommersa|sovraccarico/);
    expect(all('unanswered_followup', 'en')).toMatch(/overload/);
  });

  it('taking a rescue dog back: responsible, the rescue first, a behaviourist, children’s safety first', () => {
    expect(entry('return_rescue_pet').it.text[0]![0]).toMatch(/^Riportare un cane al rifugio/);
    expect(entry('return_rescue_pet').en.text[0]![0]).toMatch(/^Taking a dog back to the rescue/);
    for (const word of [
      'decisione responsabile',
      'veterinario comportamentalista',
      'bambini',
      'senso di colpa',
    ])
      expect(all('return_rescue_pet', 'it')).toContain(word);
    for (const word of ['responsible decision', 'qualified behaviourist', 'children', 'guilt'])
      expect(all('return_rescue_pet', 'en')).toContain(word);
  });

  it('spending under stress: the loop, the hidden total, 24 hours, free debt advice, no product', () => {
    for (const word of [
      'circolo',
      'totale',
      '24 ore',
      'carte salvate',
      'associazione dei consumatori',
      'sovraindebitamento',
    ])
      expect(all('impulse_spending', 'it')).toContain(word);
    for (const word of ['loop', 'total', '24-hour rule', 'saved cards', 'StepChange', 'free debt advice'])
      expect(all('impulse_spending', 'en')).toContain(word);
  });

  it('testing a career change: people who do the job, a day alongside, a runway and a date, information not certainty', () => {
    for (const word of ['due o tre persone', 'volontariato', 'corso', 'progetto', 'una data', 'non certezze'])
      expect(all('career_test_drive', 'it')).toContain(word);
    for (const word of [
      'two or three people',
      'shadow',
      'volunteering',
      'side project',
      'runway',
      'not certainty',
    ])
      expect(all('career_test_drive', 'en')).toContain(word);
  });

  it('changing degree course: the Italian procedures and offices, credits recognised, a year rarely wasted', () => {
    for (const word of [
      'passaggio di corso',
      'trasferimento',
      'CFU',
      'riconoscimento crediti',
      'servizio di orientamento dell’ateneo',
      'segreteria studenti',
    ])
      expect(all('changing_degree_course', 'it')).toContain(word);
    for (const word of [
      'switch course',
      'transfer',
      'credit transfer',
      'student advice',
      'admissions',
      'rarely wasted',
    ])
      expect(all('changing_degree_course', 'en')).toContain(word);
  });

  it('earplugs: safe for most, hygiene, other shapes or a background sound, the GP in every wording, no emergency number', () => {
    const e = entry('earplugs_safety');
    for (const wording of e.it.text) {
      expect(wording.join(' ')).toMatch(/medico di base/);
      expect(wording.join(' ')).not.toMatch(/\b112\b/);
      expect(wording.join(' ')).toMatch(/cerume/);
    }
    for (const wording of e.en.text) {
      expect(wording.join(' ')).toMatch(/\bGP\b/);
      expect(wording.join(' ')).not.toMatch(/\b112\b/);
      expect(wording.join(' ')).toMatch(/earwax/);
    }
    for (const word of ['silicone morbido', 'schiuma', 'rumore bianco', 'ventilatore'])
      expect(all('earplugs_safety', 'it')).toContain(word);
    for (const word of ['soft silicone', 'foam', 'white noise', 'fan'])
      expect(all('earplugs_safety', 'en')).toContain(word);
  });
});

describeWriting('practical turns', NEW_IDS);
