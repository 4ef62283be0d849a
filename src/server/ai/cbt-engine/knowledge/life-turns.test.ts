import { describe, expect, it } from 'vitest';
import { describeRouting, describeWriting, entry, type Asked } from './entry-routing';

// Real ways of asking each question, with typos, missing accents and chat spellings.
const REACHES: Asked[] = [
  ['it', 'si può svenire per un attacco di panico?', 'panic_faint'],
  ['it', 'ho paura di svenire durante un attacco di panico, può succedere?', 'panic_faint'],
  ['it', 'se mi viene il panico mentre guido rischio di svenire?', 'panic_faint'],
  ['it', 'cm faccio a nn svenire quando ho un attacco di panico al volante', 'panic_faint'],
  ['it', 'con l ansia mi gira la testa, e possibile svenire x l ansia?', 'panic_faint'],
  ['it', 'e possibile perdere i sensi per il panico?', 'panic_faint'],
  ['it', 'ma col panico si sviene davvero?', 'panic_faint'],
  ['en', 'can you pass out from a panic attack?', 'panic_faint'],
  ['en', 'can i faint from a panic attack while driving?', 'panic_faint'],
  ['en', 'im scared ill pass out when i panic, does that happen?', 'panic_faint'],
  ['en', 'what if i black out during a panic attack on the motorway', 'panic_faint'],
  ['en', 'is it possible to faint from anxiety?', 'panic_faint'],
  ['en', "hw do i stop feeling like i'll faint when panic hits while im driving", 'panic_faint'],

  ['it', 'come faccio a capire se lo sto aiutando o se lo sto coprendo?', 'enabling_vs_support'],
  [
    'it',
    'mio fratello gioca d azzardo e io gli pago i debiti, lo sto aiutando o peggioro le cose?',
    'enabling_vs_support',
  ],
  ['it', 'mia madre beve e io la copro con i parenti, e giusto?', 'enabling_vs_support'],
  ['it', 'mio marito gioca alle slot e io mento per lui, sbaglio?', 'enabling_vs_support'],
  ['it', 'xke se gli pago i suoi debiti nn cambia niente?', 'enabling_vs_support'],
  ['it', 'mio figlio si droga, se gli do i soldi lo aiuto o lo copro?', 'enabling_vs_support'],
  ['it', 'giustifico sempre le assenze di mio padre al lavoro perche beve, sbaglio?', 'enabling_vs_support'],
  ['en', "what's the difference between supporting and enabling someone who drinks?", 'enabling_vs_support'],
  ['en', "am i enabling my son's gambling by paying his debts?", 'enabling_vs_support'],
  ['en', 'how do i stop enabling my husband?', 'enabling_vs_support'],
  ['en', "i keep covering for my sister when she's hungover, is that enabling?", 'enabling_vs_support'],
  ['en', "how can i tell if i'm helping my brother or bailing him out too much", 'enabling_vs_support'],
  ['en', 'is lying to his boss for him supporting him or enabling?', 'enabling_vs_support'],

  ['it', 'come capisco quando è il momento di lasciarlo andare? il mio cane ha 15 anni', 'pet_end_of_life'],
  ['it', 'devo far sopprimere il mio gatto? sta molto male', 'pet_end_of_life'],
  ['it', 'il veterinario dice che forse è ora dell eutanasia, come faccio a decidere?', 'pet_end_of_life'],
  ['it', 'cm si capisce qnd e il momento di far addormentare il cane', 'pet_end_of_life'],
  [
    'it',
    'la mia gatta è vecchia e malata, come faccio a sapere se è il momento giusto per lasciarla andare?',
    'pet_end_of_life',
  ],
  ['it', 'mi sento un mostro a pensare all eutanasia per il mio cane, e normale?', 'pet_end_of_life'],
  ['en', "how will i know when it's time to put my dog down?", 'pet_end_of_life'],
  ['en', "how do you know when it's time to let your cat go?", 'pet_end_of_life'],
  ['en', 'is it wrong to think about putting my old dog to sleep?', 'pet_end_of_life'],
  ['en', 'vet mentioned euthanasia for my cat, how do i decide?', 'pet_end_of_life'],
  ['en', 'when is the right time to euthanize a pet', 'pet_end_of_life'],

  ['it', 'ha senso riqualificarsi a 50 anni?', 'retraining_later'],
  ['it', 'ha senso cambiare lavoro a 50 anni?', 'retraining_later'],
  ['it', 'ho 55 anni, vale la pena fare un corso di formazione per cambiare settore?', 'retraining_later'],
  ['it', 'a 52 anni posso ancora imparare un nuovo mestiere?', 'retraining_later'],
  ['it', 'sono troppo vecchia per riqualificarmi?', 'retraining_later'],
  ['it', 'cm faccio a riqualificarmi dopo i 50 se ho perso il lavoro', 'retraining_later'],
  ['it', 'vale la pena rimettermi a studiare alla mia eta x cambiare lavoro?', 'retraining_later'],
  ['en', 'is it worth retraining at 55?', 'retraining_later'],
  ['en', 'should i retrain in my fifties or is it a waste?', 'retraining_later'],
  ['en', 'how do i reskill at 50 after being laid off?', 'retraining_later'],
  ['en', 'hw do i start retraining at my age', 'retraining_later'],
  ['en', 'is it worth going back to school at 52 to learn a new trade?', 'retraining_later'],

  ['it', 'la cbt aiuta con il colon irritabile?', 'cbt_gut'],
  ['it', 'ho la sindrome dell intestino irritabile, la psicoterapia puo servire?', 'cbt_gut'],
  [
    'it',
    'il colon irritabile puo dipendere dall ansia? la terapia cognitivo comportamentale serve?',
    'cbt_gut',
  ],
  ['it', 'cm mai lo psicologo mi ha consigliato la cbt per l intestino irritabile?', 'cbt_gut'],
  ['it', 'ho il colon irritabile da anni, serve andare da uno psicologo?', 'cbt_gut'],
  ['it', 'l ipnosi per il colon irritabile funziona davvero?', 'cbt_gut'],
  ['en', 'can cbt help with ibs?', 'cbt_gut'],
  ['en', 'does therapy actually help irritable bowel syndrome?', 'cbt_gut'],
  ['en', 'my gp suggested cbt for my ibs, how would that even work?', 'cbt_gut'],
  ['en', 'is gut directed hypnotherapy a real thing for ibs', 'cbt_gut'],
  ['en', 'can anxiety make my ibs worse and can cbt help', 'cbt_gut'],

  ['it', 'se non mi trovo bene con la psicologa posso cambiare? è maleducato?', 'therapist_fit'],
  ['it', 'posso cambiare psicologo se nn mi trovo?', 'therapist_fit'],
  ['it', 'non mi trovo con il mio terapeuta, e normale volerlo cambiare?', 'therapist_fit'],
  ['it', 'come faccio a dire alla mia psicoterapeuta che voglio cambiare?', 'therapist_fit'],
  ['it', 'e scortese cambiare terapeuta dopo due sedute?', 'therapist_fit'],
  ['it', 'cm capisco se la psicologa e quella giusta per me', 'therapist_fit'],
  ['en', "can i switch therapists if i don't click?", 'therapist_fit'],
  ['en', 'is it rude to change therapist after 3 sessions?', 'therapist_fit'],
  ['en', "i don't really get on with my therapist, should i find a new one?", 'therapist_fit'],
  ['en', 'how do i tell my therapist i want to stop seeing her and find someone else', 'therapist_fit'],
  ['en', 'how do i know if my therapist is the right fit?', 'therapist_fit'],

  ['it', "se vado dalla psicologa devo smettere di usare l'app?", 'app_and_therapy'],
  ['it', 'sto facendo psicoterapia, ha senso usare anche questa app?', 'app_and_therapy'],
  ['it', 'devo dire al mio terapeuta che uso un app come questa?', 'app_and_therapy'],
  ['it', 'l app puo sostituire lo psicologo?', 'app_and_therapy'],
  ['it', 'nn so se continuare con l app adesso che ho iniziato la terapia, che dici?', 'app_and_therapy'],
  ['it', 'posso portare alla psicologa quello che scrivo nell app?', 'app_and_therapy'],
  ['en', 'can i use this app alongside therapy?', 'app_and_therapy'],
  ['en', 'i just started seeing a therapist, should i stop using the app?', 'app_and_therapy'],
  ['en', "is it ok to use this app while i'm in therapy?", 'app_and_therapy'],
  ['en', 'should i tell my therapist i use this app?', 'app_and_therapy'],
  ['en', 'can i show my therapist my mood entries from the app?', 'app_and_therapy'],

  [
    'it',
    'come faccio a fare un appunto a un collega che era mio amico ora che sono il suo responsabile?',
    'feedback_to_friend',
  ],
  [
    'it',
    'sono stata promossa e ora devo gestire la mia migliore amica, come le dico che sbaglia?',
    'feedback_to_friend',
  ],
  [
    'it',
    'sono diventato il capo dei miei ex colleghi, come faccio a riprenderli senza rovinare l amicizia?',
    'feedback_to_friend',
  ],
  ['it', 'cm faccio a dare un feedback negativo a un amico che lavora x me?', 'feedback_to_friend'],
  [
    'it',
    'ora sono la responsabile della mia amica, come glielo dico che arriva sempre tardi?',
    'feedback_to_friend',
  ],
  ['it', 'e giusto trattare il mio amico come gli altri ora che sono il suo capo?', 'feedback_to_friend'],
  ['en', 'how do i give feedback to someone who was my friend and now reports to me?', 'feedback_to_friend'],
  [
    'en',
    "i got promoted and now i manage my best friend, how do i tell her she's underperforming?",
    'feedback_to_friend',
  ],
  ['en', 'how to manage former peers who are also friends', 'feedback_to_friend'],
  [
    'en',
    'my friend reports to me now, how do i bring up that he keeps missing deadlines?',
    'feedback_to_friend',
  ],
  ['en', 'is it weird to be friends with someone who reports to me?', 'feedback_to_friend'],

  ['it', 'è da ingrata sentirsi giù adesso che sono guarita?', 'after_treatment_low'],
  ['it', 'ho finito la chemio da un mese e sto peggio di prima, e normale?', 'after_treatment_low'],
  ['it', 'xke adesso che le cure sono finite mi sento a pezzi?', 'after_treatment_low'],
  [
    'it',
    'sono in remissione ma non riesco a essere felice, cosa c e che non va in me?',
    'after_treatment_low',
  ],
  ['it', 'dopo la fine delle cure per il tumore ho paura che torni, come faccio?', 'after_treatment_low'],
  [
    'it',
    'tutti si aspettano che io stia bene ora che sono guarito ma sto male, e normale?',
    'after_treatment_low',
  ],
  ['en', 'why do i feel worse now that treatment is over?', 'after_treatment_low'],
  [
    'en',
    'i finished chemo and everyone says i should be happy but i feel awful, is that normal?',
    'after_treatment_low',
  ],
  ['en', "is it ungrateful to feel low after being told i'm cancer free?", 'after_treatment_low'],
  ['en', 'how do i cope with the fear of recurrence after cancer treatment', 'after_treatment_low'],
  ['en', 'in remission but struggling, why?', 'after_treatment_low'],
];

// Questions nearby that belong to another entry, or to none.
const NEAR_MISSES: Asked[] = [
  ['en', 'what is a panic attack?', 'panic_faint'],
  ['it', 'cosa faccio durante un attacco di panico', 'panic_faint'],
  ['it', 'mio padre e svenuto ieri, cosa faccio?', 'panic_faint'],
  ['en', 'my dad fainted at dinner, should i worry?', 'panic_faint'],
  ['it', 'ho le palpitazioni e mi sento svenire, è grave?', 'panic_faint'],
  ['it', 'ho un attacco di panico con dolore al petto e mi sento svenire, è un infarto?', 'panic_faint'],
  ['it', 'perche mi sento svenire quando mi alzo di scatto?', 'panic_faint'],
  ['en', "is it normal to feel faint when i'm hungry?", 'panic_faint'],

  ['en', 'my mom drinks too much, what do i say to her?', 'enabling_vs_support'],
  ['it', 'mio padre beve troppo, come ne parlo con lui?', 'enabling_vs_support'],
  ['en', 'how do i enable notifications?', 'enabling_vs_support'],
  ['en', 'how do i stop making excuses for myself?', 'enabling_vs_support'],
  ['en', 'how do i pay my debts?', 'enabling_vs_support'],
  ['en', 'can you cover for me at work tomorrow, how do i ask?', 'enabling_vs_support'],
  ['it', 'come faccio a coprire le spese questo mese?', 'enabling_vs_support'],

  ['it', 'il mio gatto sta male e aspetto gli esami, e normale essere cosi in ansia?', 'pet_end_of_life'],
  [
    'en',
    "my dog is sick and i'm waiting for the vet results, is it normal to be this worried?",
    'pet_end_of_life',
  ],
  ['en', 'my cat died, is it normal to feel this sad?', 'pet_end_of_life'],
  ['en', 'i had my dog put down last week and i feel so guilty, is that normal?', 'pet_end_of_life'],
  ['it', 'ho fatto sopprimere il mio cane ieri e sto malissimo, e normale?', 'pet_end_of_life'],
  ['it', 'come faccio a lasciarlo andare? parlo del mio ex', 'pet_end_of_life'],
  ['en', 'my boss keeps putting me down, how do i handle it?', 'pet_end_of_life'],
  ['it', 'come faccio a far addormentare il bambino?', 'pet_end_of_life'],
  ['it', 'come faccio a sopprimere la rabbia?', 'pet_end_of_life'],
  ['en', 'how do i let go of the past?', 'pet_end_of_life'],
  ['it', 'quando è il momento di dire basta a una relazione?', 'pet_end_of_life'],
  ['en', 'is it too early to adopt a new puppy after our old dog died?', 'pet_end_of_life'],

  ['en', 'is it too late to change career at 40?', 'retraining_later'],
  ['it', 'è troppo tardi per cambiare lavoro a 45 anni?', 'retraining_later'],
  ['en', 'should i leave my job?', 'retraining_later'],
  ['it', 'secondo te dovrei licenziarmi?', 'retraining_later'],
  ['en', 'how do i fill my days now that i am retired?', 'retraining_later'],
  ['it', 'come faccio a studiare per gli esami se ho ansia?', 'retraining_later'],
  ['en', 'should i go back to school?', 'retraining_later'],

  ['en', 'what is cbt?', 'cbt_gut'],
  ['it', 'cos è la cbt', 'cbt_gut'],
  ['en', 'how does cbt work?', 'cbt_gut'],
  ['en', "why do i get a stomach ache when i'm anxious?", 'cbt_gut'],
  ['it', 'ho mal di pancia quando sono in ansia, perche?', 'cbt_gut'],
  ['en', 'should i trust my gut or not?', 'cbt_gut'],
  ['it', 'ho preso un virus intestinale, cosa mangio?', 'cbt_gut'],
  ['it', 'ho il colon irritabile, cosa posso mangiare?', 'cbt_gut'],

  ['en', 'how do I find a therapist', 'therapist_fit'],
  ['it', 'come trovo uno psicologo?', 'therapist_fit'],
  ['it', 'dovrei andare da uno psicologo?', 'therapist_fit'],
  ['en', 'are you a therapist?', 'therapist_fit'],
  ['it', 'sei una psicologa?', 'therapist_fit'],
  ['en', "i'm feeling low, should i see a therapist?", 'therapist_fit'],
  ['it', 'non mi trovo bene con i colleghi, dovrei parlarne con uno psicologo?', 'therapist_fit'],

  ['en', 'how does the mood tracker work?', 'app_and_therapy'],
  ['it', 'come funziona il diario dell umore?', 'app_and_therapy'],
  ['en', 'who reads my messages?', 'app_and_therapy'],
  ['it', 'la mia psicologa puo leggere le mie chat?', 'app_and_therapy'],
  ['it', 'ogni quanto dovrei registrare l umore nell app?', 'app_and_therapy'],
  ['en', 'can i write to you in italian?', 'app_and_therapy'],
  ['en', "can i switch therapists if i don't click?", 'app_and_therapy'],

  ['en', 'how do i deal with criticism from my boss?', 'feedback_to_friend'],
  ['en', 'my boss was my friend and now he criticizes me, why?', 'feedback_to_friend'],
  ['it', 'come gestisco le critiche del mio capo?', 'feedback_to_friend'],
  ['it', 'il mio responsabile mi ha dato un feedback duro, come lo gestisco?', 'feedback_to_friend'],
  ['en', "i didn't get promoted, is it normal to feel this bad?", 'feedback_to_friend'],
  ['it', 'non sono stata promossa, e normale stare cosi male?', 'feedback_to_friend'],
  [
    'it',
    'la mia migliore amica si e trasferita a londra e mi manca tantissimo, come faccio?',
    'feedback_to_friend',
  ],
  ['it', 'mi mancano i miei ex colleghi, e normale?', 'feedback_to_friend'],
  ['en', 'she was my friend but she betrayed me, how do i move on?', 'feedback_to_friend'],

  ['it', 'ho paura di avere un tumore, devo preoccuparmi?', 'after_treatment_low'],
  ['it', 'ho un neo strano, devo preoccuparmi?', 'after_treatment_low'],
  ['it', 'ho avuto una ricaduta con il fumo, e normale?', 'after_treatment_low'],
  ['en', "my mom finished chemo and she's low, how can i help her?", 'after_treatment_low'],
  ['it', 'devo iniziare la chemio e ho paura, e normale?', 'after_treatment_low'],
  ['it', 'sono guarito dall ansia ma ho paura che torni, e normale?', 'after_treatment_low'],
  ['en', 'is this mole cancer?', 'after_treatment_low'],
  ['en', "i'm on chemo and feel awful, is that normal?", 'after_treatment_low'],
  ['it', 'sono guarita dal covid ma sono sempre stanca, e normale?', 'after_treatment_low'],
];

const NEW_IDS = [...new Set(REACHES.map(([, , id]) => id))];

// Questions nearby that keep their own entries.
const KEEPS: Asked[] = [
  ['en', 'what is a panic attack?', 'panic_what'],
  ['it', 'cos è un attacco di panico', 'panic_what'],
  ['en', 'are panic attacks dangerous', 'panic_what'],
  ['it', 'cosa faccio durante un attacco di panico', 'panic_help'],
  ['it', 'ho le palpitazioni e mi sento svenire, è grave?', 'health_palpitations'],
  ['it', 'mio padre beve troppo, come ne parlo con lui?', 'relative_drinking_talk'],
  ['en', 'my mom drinks too much, what do i say to her?', 'relative_drinking_talk'],
  ['en', 'my cat died, is it normal to feel this sad?', 'pet_grief'],
  ['it', 'il mio gatto sta male e aspetto gli esami, e normale essere cosi in ansia?', 'pet_unwell'],
  [
    'en',
    "my dog is sick and i'm waiting for the vet results, is it normal to be this worried?",
    'pet_unwell',
  ],
  ['it', 'il mio cane sta morendo e sto gia male, e normale?', 'anticipatory_grief'],
  ['en', 'is it too early to adopt a new puppy after our old dog died?', 'new_pet_too_soon'],
  ['en', 'is it too late to change career at 40?', 'too_late_change'],
  ['en', 'should i leave my job?', 'self_decision'],
  ['en', 'what is cbt?', 'cbt_what'],
  ['it', 'cos è la cbt', 'cbt_what'],
  ['en', 'how do I find a therapist', 'help_find_psychologist'],
  ['it', 'dovrei andare da uno psicologo?', 'help_when_to_seek'],
  ['en', 'are you a therapist?', 'help_are_you_ai'],
  ['en', 'how does the mood tracker work?', 'app_mood_tracking'],
  ['it', 'ma chi legge le mie chat?', 'app_memory_privacy'],
  ['en', 'how do i deal with criticism from my boss?', 'work_feedback'],
  ['it', 'il mio responsabile mi ha dato un feedback duro, come lo gestisco?', 'work_feedback'],
  ['it', 'ho un neo strano, devo preoccuparmi?', 'health_mole'],
  ['it', 'ho avuto una ricaduta con il fumo, e normale?', 'self_setback'],
];

describeRouting('life turns', {
  reaches: REACHES,
  nearMisses: NEAR_MISSES,
  keeps: KEEPS,
  entries: 9,
  minIt: 6,
  minEn: 5,
});

describe('life turns: what the answers say', () => {
  it('fainting in panic: rare, blood pressure rises, the exception of blood and needles, the GP and 112 in every wording', () => {
    const e = entry('panic_faint');
    for (const wording of e.it.text) {
      const text = wording.join(' ');
      expect(text).toMatch(/medico di base/);
      expect(text).toMatch(/\b112\b/);
      expect(text).toMatch(/pressione/);
    }
    for (const wording of e.en.text) {
      const text = wording.join(' ');
      expect(text).toMatch(/\bGP\b/);
      expect(text).toMatch(/112 or your local emergency number/);
      expect(text).toMatch(/blood pressure/);
    }
    expect(e.it.text.flat().join(' ')).toMatch(/sangue o degli aghi/);
    expect(e.it.text.flat().join(' ')).toMatch(/accosta/);
    expect(e.en.text.flat().join(' ')).toMatch(/blood or needles/);
    expect(e.en.text.flat().join(' ')).toMatch(/pull over/);
  });

  it('enabling: consequences stay theirs, limits said calmly, help for families', () => {
    const it = entry('enabling_vs_support').it.text.flat().join(' ');
    const en = entry('enabling_vs_support').en.text.flat().join(' ');
    for (const name of ['conseguenze', 'debiti', 'SerD', 'Al-Anon', 'Gam-Anon', 'medico di base', 'calma'])
      expect(it).toContain(name);
    for (const name of ['consequences', 'debts', 'addiction services', 'Al-Anon', 'Gam-Anon', 'GP', 'calmly'])
      expect(en).toContain(name);
  });

  it('a pet’s last days: quality of life, a calendar, the vet, an act of care', () => {
    const it = entry('pet_end_of_life').it.text.flat().join(' ');
    const en = entry('pet_end_of_life').en.text.flat().join(' ');
    for (const word of ['qualità di vita', 'calendario', 'veterinario', 'atto di cura', 'dubitare'])
      expect(it).toContain(word);
    for (const word of ['quality-of-life', 'calendar', 'vet', 'act of care', 'doubt'])
      expect(en).toContain(word);
  });

  it('retraining: experience, small steps first, the public employment services', () => {
    const it = entry('retraining_later').it.text.flat().join(' ');
    const en = entry('retraining_later').en.text.flat().join(' ');
    expect(it).toMatch(/esperienza/);
    expect(it).toMatch(/percorsi di formazione del Centro per l’impiego/);
    expect(it).toMatch(/volontariato/);
    expect(en).toMatch(/experience/);
    expect(en).toMatch(/local job centre or careers service/);
    expect(en).toMatch(/volunteering/);
  });

  it('CBT and the gut: studied approaches beside medical care, the warning signs, the GP and 112 in every wording', () => {
    const e = entry('cbt_gut');
    for (const wording of e.it.text) {
      const text = wording.join(' ');
      expect(text).toMatch(/medico di base/);
      expect(text).toMatch(/\b112\b/);
      expect(text).toMatch(/sangue nelle feci/);
      expect(text).toMatch(/50 anni/);
    }
    for (const wording of e.en.text) {
      const text = wording.join(' ');
      expect(text).toMatch(/\bGP\b/);
      expect(text).toMatch(/112 or your local emergency number/);
      expect(text).toMatch(/blood in your stool/);
      expect(text).toMatch(/after 50/);
    }
    expect(e.it.text.flat().join(' ')).toMatch(/ipnoterapia mirata all’intestino/);
    expect(e.en.text.flat().join(' ')).toMatch(/gut-directed hypnotherapy/i);
  });

  it('switching therapist: not rude, say it first, two or three sessions', () => {
    const it = entry('therapist_fit').it.text.flat().join(' ');
    const en = entry('therapist_fit').en.text.flat().join(' ');
    expect(entry('therapist_fit').it.text[0]![0]).toMatch(/^Sì, puoi cambiare, e non è maleducato/);
    expect(entry('therapist_fit').en.text[0]![0]).toMatch(/^Yes, you can switch, and it isn’t rude/);
    expect(it).toMatch(/due o tre sedute/);
    expect(en).toMatch(/two or three sessions/);
  });

  it('the app beside therapy: no need to stop, tell the therapist, their guidance first, not a replacement', () => {
    const e = entry('app_and_therapy');
    for (const wording of e.it.text) expect(wording.join(' ')).toMatch(/non (?:la )?sostituisc/);
    for (const wording of e.en.text) expect(wording.join(' ')).toMatch(/(?:don’t|doesn’t) replace/);
    const it = e.it.text.flat().join(' ');
    const en = e.en.text.flat().join(' ');
    expect(it).toMatch(/intelligenza artificiale/);
    expect(it).toMatch(/auto-aiuto/);
    expect(en).toMatch(/AI/);
    expect(en).toMatch(/self-help/);
  });

  it('feedback to a friend: private, specific, about behaviour, the same for the whole team', () => {
    const it = entry('feedback_to_friend').it.text.flat().join(' ');
    const en = entry('feedback_to_friend').en.text.flat().join(' ');
    for (const word of ['in privato', 'specifico', 'comportamento', 'coerente']) expect(it).toContain(word);
    for (const word of ['in private', 'specific', 'behaviour', 'consistent']) expect(en).toContain(word);
  });

  it('low after treatment: not ingratitude, the team or GP, psycho-oncology and AIMaC', () => {
    const e = entry('after_treatment_low');
    const it = e.it.text.flat().join(' ');
    const en = e.en.text.flat().join(' ');
    expect(e.it.text[0]![0]).toMatch(/^No, non è ingratitudine/);
    expect(e.en.text[0]![0]).toMatch(/^No, it isn’t ingratitude/);
    for (const word of ['medico di base', 'psiconcologia', 'AIMaC', 'pazienti']) expect(it).toContain(word);
    for (const word of ['GP', 'psycho-oncology', 'survivorship', 'patient group']) expect(en).toContain(word);
    // Never the reader's gender, even when the question names it: «sono guarita», «ingrata».
    expect(it).not.toMatch(/\b(?:ingrat[oa]|guarit[oa])\b/);
  });
});

describeWriting('life turns', NEW_IDS);
