import { describe, expect, it } from 'vitest';
import { describeRouting, describeShape, describeWriting, entry, type Asked } from './entry-routing';

// Real ways of asking each question, with typos, missing accents and chat spellings.
const REACHES: Asked[] = [
  ['it', 'cosa si dice alla prima seduta dallo psicologo?', 'first_therapy_session'],
  ['it', 'prima seduta dallo psicologo, cosa devo dire?', 'first_therapy_session'],
  ['it', 'cm funziona il primo colloquio con la psicologa', 'first_therapy_session'],
  ['it', 'ho il primo appuntamento con la terapeuta giovedi, cosa succede?', 'first_therapy_session'],
  ['it', 'nn so cosa dire al primo incontro con lo psicoterapeuta?', 'first_therapy_session'],
  ['it', 'devo prepararmi qualcosa per la prima seduta?', 'first_therapy_session'],
  ['it', 'cosa mi chiedera lo psicologo la prima volta?', 'first_therapy_session'],
  ['it', 'sono in ansia per la prima seduta di terapia, come funziona', 'first_therapy_session'],
  ['it', 'e normale essere agitati prima del primo appuntamento dallo psicologo?', 'first_therapy_session'],
  ['it', 'di cosa si parla al primo incontro con la psicologa?', 'first_therapy_session'],
  ['en', 'what do you even say in the first session?', 'first_therapy_session'],
  ['en', 'what happens at your first therapy session?', 'first_therapy_session'],
  ['en', 'first appointment with a psychologist tomorrow, what do i say', 'first_therapy_session'],
  ['en', 'idk what to talk about in my first session with my therapist?', 'first_therapy_session'],
  ['en', 'how do i prepare for my first counselling session?', 'first_therapy_session'],
  ['en', 'what will the therapist ask me the first time?', 'first_therapy_session'],
  ['en', 'im nervous about my first therapy appointment, what happens', 'first_therapy_session'],
  ['en', 'what should i bring to a first session with a counsellor', 'first_therapy_session'],
  ['it', 'domani ho la prima seduta con la psicologa e non so cosa dire, consigli?', 'first_therapy_session'],
  ['en', 'whats the first therapy session like?', 'first_therapy_session'],
  ['en', 'what happens in the first session of cbt?', 'first_therapy_session'],

  ['it', 'glielo chiedo per mail o a voce?', 'request_email_or_in_person'],
  ['it', 'devo chiedere al capo il cambio turno per mail o di persona?', 'request_email_or_in_person'],
  ['it', 'meglio chiedere alla caposala lo smart working a voce o per email?', 'request_email_or_in_person'],
  ['it', 'chiedo alla prof un giorno di permesso via mail o a voce?', 'request_email_or_in_person'],
  [
    'it',
    'e meglio chiedere un giorno di lavoro da casa per email o di persona?',
    'request_email_or_in_person',
  ],
  [
    'it',
    'cm chiedo al mio responsabile di cambiare turno, mail o faccia a faccia?',
    'request_email_or_in_person',
  ],
  [
    'it',
    'per chiedere un permesso al capo conviene scrivere o parlarci di persona?',
    'request_email_or_in_person',
  ],
  ['it', 'le scrivo una mail o glielo dico a voce?', 'request_email_or_in_person'],
  ['en', 'should I ask her by email or face to face?', 'request_email_or_in_person'],
  [
    'en',
    'is it better to ask my boss for a day working from home by email or in person?',
    'request_email_or_in_person',
  ],
  ['en', 'email or in person when asking my manager to swap shifts?', 'request_email_or_in_person'],
  ['en', 'should i email my teacher or ask her in person about an extension', 'request_email_or_in_person'],
  [
    'en',
    'do i ask the ward manager for a rota change face to face or in writing',
    'request_email_or_in_person',
  ],
  [
    'en',
    'is it ok to ask for remote work over email or should i ask in person',
    'request_email_or_in_person',
  ],
  ['en', 'how should i ask my boss for a day off, email or talk to him', 'request_email_or_in_person'],
  ['en', 'should i ask for the day off in person or send an email?', 'request_email_or_in_person'],
  [
    'it',
    'meglio mandare una mail al capo o parlargli di persona per le ferie?',
    'request_email_or_in_person',
  ],

  ['it', 'cosa si dice quando non sai una cosa davanti alla commissione?', 'dont_know_answer_exam'],
  ['it', 'e se il controrelatore mi fa una domanda a cui non so rispondere?', 'dont_know_answer_exam'],
  ['it', 'all orale se non so rispondere cosa dico?', 'dont_know_answer_exam'],
  [
    'it',
    'cosa faccio se alla discussione della tesi mi chiedono una cosa che non so',
    'dont_know_answer_exam',
  ],
  [
    'it',
    'se al colloquio mi fanno una domanda e non so la risposta come mi comporto?',
    'dont_know_answer_exam',
  ],
  ['it', 'come si risponde al prof quando non sai la risposta all esame orale', 'dont_know_answer_exam'],
  ['it', 'nn so cosa dire se all interrogazione non so una domanda?', 'dont_know_answer_exam'],
  ['it', 'e se durante la discussione di laurea non so rispondere?', 'dont_know_answer_exam'],
  [
    'it',
    'come ammettere di non sapere una cosa all esame senza fare brutta figura?',
    'dont_know_answer_exam',
  ],
  ['en', "what do I say in my viva if I don't know", 'dont_know_answer_exam'],
  ['en', "what do you say when you don't know the answer in an oral exam?", 'dont_know_answer_exam'],
  ['en', 'what if the examiner asks something i cant answer at my thesis defense?', 'dont_know_answer_exam'],
  ['en', 'how do i handle a question i dont know in a job interview', 'dont_know_answer_exam'],
  ['en', 'idk what to say if they ask me something i dont know at the interview?', 'dont_know_answer_exam'],
  ['en', "how to admit you don't know something in a viva without looking stupid", 'dont_know_answer_exam'],
  ['en', 'what should i say when i dont know the answer in my dissertation defence', 'dont_know_answer_exam'],
  ['en', 'how do i answer a question i dont know in my phd viva?', 'dont_know_answer_exam'],
  ['en', 'what do i say if i dont know the answer in a presentation q&a?', 'dont_know_answer_exam'],
  ['it', 'cosa dico se all esame il prof mi chiede una cosa che non ho studiato?', 'dont_know_answer_exam'],
  [
    'it',
    'ho il terrore di fare scena muta all orale, cosa faccio se non so una risposta?',
    'dont_know_answer_exam',
  ],

  [
    'it',
    'cosa rispondo ai parenti al pranzo di Natale quando chiedono della laurea?',
    'tell_relatives_setback',
  ],
  ['it', 'cosa dico ai parenti se mi chiedono del lavoro che ho perso?', 'tell_relatives_setback'],
  [
    'it',
    'al matrimonio di mia cugina tutti mi chiederanno del mio ex, cosa rispondo?',
    'tell_relatives_setback',
  ],
  ['it', 'come rispondo agli zii che chiedono quando mi laureo?', 'tell_relatives_setback'],
  [
    'it',
    'nn so cosa dire alla famiglia a pasqua quando mi chiedono degli esami che ho bocciato?',
    'tell_relatives_setback',
  ],
  [
    'it',
    'come gestisco le domande dei parenti sulla rottura al pranzo della domenica',
    'tell_relatives_setback',
  ],
  [
    'it',
    'cosa dico agli amici che mi chiedono come e andato l esame che non ho passato',
    'tell_relatives_setback',
  ],
  ['it', 'i parenti chiedono sempre della laurea, come rispondo?', 'tell_relatives_setback'],
  ['en', "what to tell relatives when they ask at my cousin's wedding", 'tell_relatives_setback'],
  ['en', 'what do i say to family at christmas when they ask about my job?', 'tell_relatives_setback'],
  ['en', "how do i answer my aunts when they ask why i'm not graduating yet", 'tell_relatives_setback'],
  ['en', 'everyone at the wedding will ask about my breakup, what do i say', 'tell_relatives_setback'],
  ['en', 'what do i tell people who ask about the exam i failed', 'tell_relatives_setback'],
  ['en', 'idk what to say when relatives ask about my divorce at family lunch?', 'tell_relatives_setback'],
  ['en', 'how to handle nosy relatives asking about my redundancy', 'tell_relatives_setback'],
  ['en', 'what do i say when my in laws ask why we dont have kids yet?', 'tell_relatives_setback'],
  ['en', 'my family always asks about my grades at thanksgiving, what do i say?', 'tell_relatives_setback'],
  ['it', 'a natale tutti mi chiederanno del lavoro che ho perso, come faccio?', 'tell_relatives_setback'],
  ['it', 'cosa rispondo alla nonna che mi chiede sempre quando mi sposo?', 'tell_relatives_setback'],

  ['it', "esiste un modo per fermare il tremore dell'arco?", 'performance_tremor'],
  ['it', 'mi tremano le mani quando suono davanti agli altri, come faccio?', 'performance_tremor'],
  ['it', 'all audizione mi trema l arco, cosa posso fare?', 'performance_tremor'],
  ['it', 'come smetto di tremare quando suono il violino in pubblico', 'performance_tremor'],
  ['it', 'xke mi tremano le mani al saggio di pianoforte?', 'performance_tremor'],
  ['it', 'mi tremano le mani durante le presentazioni, come lo fermo?', 'performance_tremor'],
  ['it', 'come si ferma il tremore delle mani prima di un concerto', 'performance_tremor'],
  ['it', 'quando canto in pubblico mi trema tutto, e normale?', 'performance_tremor'],
  ['en', 'how do I stop my hands shaking when I play in front of people?', 'performance_tremor'],
  ['en', 'my bow shakes in auditions, how do i stop it?', 'performance_tremor'],
  ['en', 'why do my hands tremble when i perform?', 'performance_tremor'],
  ['en', 'how to stop shaking before a piano recital', 'performance_tremor'],
  ['en', 'my hands shake during presentations, any tips?', 'performance_tremor'],
  ['en', 'is there a way to stop the bow shake when playing violin on stage', 'performance_tremor'],
  ['en', 'my legs shake when i give a speech, what can i do', 'performance_tremor'],
  ['en', 'how do i stop my bow from shaking in orchestra?', 'performance_tremor'],
  ['it', 'ho le mani che tremano quando suono, come faccio?', 'performance_tremor'],
  ['it', 'come faccio a non tremare durante la presentazione della tesi?', 'performance_tremor'],
  ['it', 'al saggio di violino l arco mi trema sempre, e normale?', 'performance_tremor'],

  ['it', 'perche non riesco a divertirmi col disegno senza volerlo perfetto?', 'hobby_no_longer_fun'],
  ['it', 'xke non riesco a godermi un hobby senza volerlo fare perfetto', 'hobby_no_longer_fun'],
  ['it', 'perche anche nel tempo libero devo essere perfetta?', 'hobby_no_longer_fun'],
  ['it', 'suono la chitarra per piacere ma mi arrabbio se sbaglio, perche?', 'hobby_no_longer_fun'],
  ['it', 'come faccio a dipingere solo per divertimento senza criticarmi', 'hobby_no_longer_fun'],
  ['it', 'perche devo essere bravo anche negli hobby?', 'hobby_no_longer_fun'],
  [
    'it',
    'non mi diverto piu a fare la maglia perche mi fisso sugli errori, e normale?',
    'hobby_no_longer_fun',
  ],
  ['it', 'il mio hobby non mi diverte piu perche voglio che sia tutto perfetto?', 'hobby_no_longer_fun'],
  ['en', "why can't I enjoy something that's supposed to be just for fun?", 'hobby_no_longer_fun'],
  ['en', 'why do i turn every hobby into a competition with myself', 'hobby_no_longer_fun'],
  ['en', 'i cant draw just for fun, everything has to be perfect, why?', 'hobby_no_longer_fun'],
  ['en', 'how do i enjoy my hobby without being a perfectionist', 'hobby_no_longer_fun'],
  ['en', 'my hobby stopped being fun because i keep judging it, is that normal', 'hobby_no_longer_fun'],
  ['en', 'y cant i just play guitar for fun without beating myself up', 'hobby_no_longer_fun'],
  ['en', 'why does my hobby feel like work now?', 'hobby_no_longer_fun'],
  ['en', 'why do i always compare my knitting to what i see online?', 'hobby_no_longer_fun'],
  ['it', 'perche il mio hobby ormai mi sembra un lavoro?', 'hobby_no_longer_fun'],
  ['it', 'come smetto di essere perfezionista con la fotografia?', 'hobby_no_longer_fun'],
];

// Questions nearby that belong to another entry, or to none.
const NEAR_MISSES: Asked[] = [
  ['en', 'how do i find a therapist?', 'first_therapy_session'],
  ['it', 'come trovo uno psicologo?', 'first_therapy_session'],
  ['en', 'should i change therapist if we dont click?', 'first_therapy_session'],
  ['en', 'can i use the app alongside therapy?', 'first_therapy_session'],
  ['en', 'what should i say on a first date?', 'first_therapy_session'],
  ['it', 'cosa dico al primo colloquio di lavoro?', 'first_therapy_session'],
  ['it', 'quanto costa una seduta dallo psicologo?', 'first_therapy_session'],
  ['en', 'what happens at my first physio session?', 'first_therapy_session'],
  ['en', 'i had my first therapy session and cried the whole time, is that normal?', 'first_therapy_session'],

  ['en', 'how do i write an email to my boss asking for a raise?', 'request_email_or_in_person'],
  ['en', 'should i text him or call him?', 'request_email_or_in_person'],
  ['en', 'is it better to break up in person or by text?', 'request_email_or_in_person'],
  ['en', "my boss hasn't replied to my email, what do i write?", 'request_email_or_in_person'],
  ['en', 'is it better to do therapy online or in person?', 'request_email_or_in_person'],
  ['it', 'meglio fare il colloquio online o in presenza?', 'request_email_or_in_person'],
  ['it', 'meglio fare le condoglianze di persona o per messaggio?', 'request_email_or_in_person'],
  ['en', 'should i apologise to my friend in person or over text?', 'request_email_or_in_person'],

  ['en', 'my mind goes blank in exams, what do i do?', 'dont_know_answer_exam'],
  ['en', 'how do i prepare for a job interview?', 'dont_know_answer_exam'],
  ['en', "how do I answer what's your biggest weakness?", 'dont_know_answer_exam'],
  ['it', 'come faccio a studiare per l orale?', 'dont_know_answer_exam'],
  ['en', "my kid asks me questions i don't know the answer to, what do i say?", 'dont_know_answer_exam'],
  ['en', "what if i don't know anyone at the wedding?", 'dont_know_answer_exam'],
  ['it', 'non so cosa fare dopo la laurea, e normale?', 'dont_know_answer_exam'],
  ['en', 'what do i do if i forget everything in the exam?', 'dont_know_answer_exam'],

  ['en', 'how do i tell my parents i failed an exam?', 'tell_relatives_setback'],
  ['en', 'how long should a wedding speech be?', 'tell_relatives_setback'],
  ['en', 'how do i talk to my son about his failed exam?', 'tell_relatives_setback'],
  ['en', 'how do i get over a breakup?', 'tell_relatives_setback'],
  ['en', 'my relatives always ask me for money, what do i do?', 'tell_relatives_setback'],
  ['en', 'my son keeps asking about his grandpa who died, what do i say?', 'tell_relatives_setback'],
  ['it', 'come faccio a dire ai miei genitori che ho lasciato l universita?', 'tell_relatives_setback'],
  ['en', 'how do i tell my family im gay?', 'tell_relatives_setback'],
  ['en', 'how do i spend christmas alone after my divorce?', 'tell_relatives_setback'],

  ['en', 'my voice shakes when i present, what can i do?', 'performance_tremor'],
  ['it', 'mi trema la voce quando parlo in riunione, come faccio?', 'performance_tremor'],
  ['en', 'can i take propranolol for stage fright?', 'performance_tremor'],
  ['en', 'why do my hands shake when im stressed?', 'performance_tremor'],
  ['en', 'my hands shake all the time even at rest, is it serious?', 'performance_tremor'],
  ['en', 'how do i get over stage fright?', 'performance_tremor'],
  ['it', 'mi tremano le mani dopo il caffe, e normale?', 'performance_tremor'],
  ['it', 'mi tremano le mani, e grave?', 'performance_tremor'],
  ['en', "how do i stop shaking when i'm anxious?", 'performance_tremor'],
  ['en', 'my hands are shaking and my heart is racing, is it a panic attack?', 'performance_tremor'],
  ['en', 'my hands shake when i play video games, why?', 'performance_tremor'],
  ['en', 'how do i stop being nervous before a concert?', 'performance_tremor'],

  ['en', 'where does my perfectionism come from?', 'hobby_no_longer_fun'],
  ['en', 'is perfectionism a bad thing?', 'hobby_no_longer_fun'],
  ['en', "how do i get over writer's block?", 'hobby_no_longer_fun'],
  ['en', 'what hobby should i pick up?', 'hobby_no_longer_fun'],
  ['en', 'how do i stop being a perfectionist at work?', 'hobby_no_longer_fun'],
  ['en', 'is this perfectionism', 'hobby_no_longer_fun'],
  ['it', 'non mi diverte piu niente, neanche i miei hobby, perche?', 'hobby_no_longer_fun'],
  ['en', 'i dont enjoy anything anymore, even my hobbies?', 'hobby_no_longer_fun'],
  ['en', 'how do i find a new hobby?', 'hobby_no_longer_fun'],
];

const NEW_IDS = [...new Set(REACHES.map(([, , id]) => id))];

// Questions nearby that keep their own entries.
const KEEPS: Asked[] = [
  ['en', 'how do i find a therapist?', 'help_find_psychologist'],
  ['en', 'should i change therapist if we dont click?', 'therapist_fit'],
  ['en', 'can i use the app alongside therapy?', 'app_and_therapy'],
  ['en', 'what do i say on my first day at a new job?', 'new_job_start'],
  ['it', 'cosa succede alla prima visita dal dentista?', 'dentist_fear'],
  ['en', 'is it better to break up in person or by text?', 'life_breakup'],
  ['en', 'how do I say no to my boss?', 'habit_assertiveness'],
  ['en', "my boss hasn't replied to my email, what do i write?", 'unanswered_followup'],
  ['en', 'my mind goes blank in exams, what do i do?', 'study_blank_mind'],
  ['en', 'how do i prepare for a job interview?', 'study_interview_nerves'],
  ['en', "how do I answer what's your biggest weakness?", 'interview_weakness'],
  ['it', 'come faccio a studiare per l orale?', 'study_exam'],
  ['en', 'how do i talk to my son about his failed exam?', 'parent_talk_disappointment'],
  ['en', 'how long should a wedding speech be?', 'speech_length'],
  ['en', 'my voice shakes when i present, what can i do?', 'voice_shaking'],
  ['it', 'mi trema la voce quando parlo in riunione, come faccio?', 'voice_shaking'],
  ['en', 'can i take propranolol for stage fright?', 'med_should_take'],
  ['en', 'why do my hands shake when im stressed?', 'body_stress'],
  ['it', 'mi tremano le mani, e grave?', 'body_stress'],
  ['en', 'my hands are shaking and my heart is racing, is it a panic attack?', 'panic_what'],
  ['en', 'i had my first therapy session and cried the whole time, is that normal?', 'crying'],
  ['en', 'what do i do if i forget everything in the exam?', 'study_blank_mind'],
  ['en', 'where does my perfectionism come from?', 'perfectionism_origin'],
  ['en', 'is perfectionism a bad thing?', 'perfectionism_good_or_bad'],
  ['en', 'how do i stop being a perfectionist at work?', 'habit_perfectionism'],
  ['en', 'is this perfectionism', 'habit_perfectionism'],
];

describeRouting('first steps', {
  reaches: REACHES,
  nearMisses: NEAR_MISSES,
  keeps: KEEPS,
  entries: 6,
  minIt: 8,
  minEn: 6,
});

const all = (id: string, lang: 'it' | 'en') => entry(id)[lang].text.flat().join(' ');

describe('first steps: what the answers say', () => {
  it('a first therapy session: no speech needed, their questions, a few notes, hopes and nerves, fit and approach', () => {
    for (const word of ['discorso pronto', 'domande', 'appunti', 'speri', 'ansia', 'approccio', 'sintonia'])
      expect(all('first_therapy_session', 'it')).toContain(word);
    for (const word of ['prepared speech', 'questions', 'notes', 'hoping', 'nervous', 'approach', 'fit'])
      expect(all('first_therapy_session', 'en')).toContain(word);
  });

  it('email or in person: ask face to face, confirm in writing, email when they are hard to catch, one request with a reason', () => {
    for (const word of [
      'a voce',
      'per iscritto',
      'di persona',
      'difficile da trovare',
      'una sola richiesta',
      'motivo',
    ])
      expect(all('request_email_or_in_person', 'it')).toContain(word);
    for (const word of [
      'in person',
      'in writing',
      'face to face',
      'hard to catch',
      'one clear request',
      'reason',
    ])
      expect(all('request_email_or_in_person', 'en')).toContain(word);
  });

  it('not knowing the answer: a pause, what you do know, honesty reads as competence, two or three hard questions', () => {
    for (const word of [
      'pausa',
      'ciò che sai',
      'competenza',
      'due o tre domande difficili',
      'controrelatore',
    ])
      expect(all('dont_know_answer_exam', 'it')).toContain(word);
    for (const word of [
      'pause',
      'what you do know',
      'honesty',
      'competence',
      'two or three hard questions',
      'viva',
    ])
      expect(all('dont_know_answer_exam', 'en')).toContain(word);
  });

  it('relatives who ask: no full account, one short true sentence, a change of subject, an ally', () => {
    for (const word of ['resoconto completo', 'frase breve e vera', 'cambiare argomento', 'alleato'])
      expect(all('tell_relatives_setback', 'it')).toContain(word);
    for (const word of ['full account', 'short, true sentence', 'change the subject', 'ally'])
      expect(all('tell_relatives_setback', 'en')).toContain(word);
  });

  it('shaking when performing: adrenaline, not dangerous, slow breath out, loose shoulders and grip, warm hands, mild pressure, the GP in every wording', () => {
    const e = entry('performance_tremor');
    for (const wording of e.it.text) expect(wording.join(' ')).toMatch(/medico di base/);
    for (const wording of e.en.text) expect(wording.join(' ')).toMatch(/\bGP\b/);
    for (const word of [
      'adrenalina',
      'non è pericolosa',
      'espirazioni lente',
      'spalle',
      'presa',
      'mani calde',
      'registr',
    ])
      expect(all('performance_tremor', 'it')).toContain(word);
    for (const word of [
      'adrenaline',
      'not dangerous',
      'breaths out',
      'shoulders',
      'grip',
      'warm',
      'mild pressure',
    ])
      expect(all('performance_tremor', 'en')).toContain(word);
  });

  it('a hobby that stopped being fun: standards carried over, the inner critic, process goals, a deliberately bad piece, the judging thought', () => {
    for (const word of [
      'standard',
      'critico interiore',
      'obiettivi di processo',
      'di proposito',
      'pensiero che giudica',
    ])
      expect(all('hobby_no_longer_fun', 'it')).toContain(word);
    for (const word of ['standards', 'inner critic', 'process goals', 'deliberately bad', 'judging thought'])
      expect(all('hobby_no_longer_fun', 'en')).toContain(word);
  });
});

describeShape('first steps', NEW_IDS);
describeWriting('first steps', NEW_IDS);
