/**
 * Questions asked at a turn in life that the other entries leave open: can panic make you faint
 * (at the wheel too), where support for someone with an addiction ends and covering for them
 * begins, how to tell when it is time to let an old or ill pet go, whether retraining in your
 * fifties makes sense, and whether CBT helps with an irritable bowel. No diagnosis, no medicine:
 * what is known, what helps, and where to turn.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const LIFE_TURNS_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'panic_faint',
    kind: 'health',
    keys: 'sveng=1, svenir=1, svenut=1, sveni$=1, svenim=1, svien=1, perdere i sensi=1, perdo i sensi=1, perdere conoscenza=1, perdo conoscenza=1, faint=1, pass out=1, passing out=1, passed out=1, black out=1, blacking out=1, lose consciousness=1, losing consciousness=1, paura di svenire=3, paura di perdere i sensi=3, paura di perdere conoscenza=3, svenire durante=2, sviene davvero=2, faint from=2, faint during=2, pass out from=2, pass out during=2, black out during=2, fear of fainting=3, scared of fainting=3, afraid of fainting=3, scared ill faint=3, scared i ll faint=3, scared ill pass out=3, scared i ll pass out=3, panico=4, panic=4, ansia=3, anxiety=3, anxious=3, testa leggera=1, lightheaded=1, light headed=1, al volante=1, guido=1, guidare=1, guidando=1, driving=1, behind the wheel=1, at the wheel=1, dolore al petto=-4, male al petto=-4, chest pain=-4, infarto=-4, heart attack=-4, pressione bassa=-6, low blood pressure=-6, incinta=-6, gravidanz=-6, pregnan=-6, diabet=-6, glicemi=-6, blood sugar=-6, stress=2, stressed=2, stressat=2',
    requires:
      'sveng=0, svenir=0, svenut=0, sveni$=0, svenim=0, svien=0, perdere i sensi=0, perdo i sensi=0, perdere conoscenza=0, perdo conoscenza=0, faint=0, pass out=0, passing out=0, passed out=0, black out=0, blacking out=0, lose consciousness=0, losing consciousness=0',
    forms: ['could', 'is_this', 'normal', 'what', 'why', 'how', 'should'],
    it: lc(
      [
        'Svenire durante un attacco di panico è raro: nel panico la pressione tende a salire, mentre per svenire serve un calo improvviso della pressione.',
        'La sensazione di testa leggera, come se stessi per svenire, invece è comune e di solito viene dal respiro veloce: rallentare l’espirazione, per esempio inspirando per quattro secondi ed espirando per sei, la fa calare.',
        'Fa eccezione la paura del sangue o degli aghi, dove la pressione può scendere davvero: lì aiuta sdraiarsi, oppure tendere con forza i muscoli di gambe e braccia per qualche secondo.',
        'Se ti è capitato di svenire davvero, o se dolore al petto e fiato corto sono nuovi o diversi dal solito, parlane con il medico di base; se il dolore è forte o non passa, chiama il 112.',
      ],
      [
        'La paura di svenire è tra le più comuni durante il panico, ma succede molto di rado: il corpo in allarme alza la pressione, non la abbassa.',
        'Se l’ondata arriva mentre guidi, rallenta l’espirazione, tieni le mani sul volante e accosta appena puoi farlo in sicurezza: il panico sale, tocca un picco e poi passa.',
        'Vertigini e testa leggera vengono soprattutto dal respiro accelerato, e si calmano quando il respiro rallenta.',
        'Se svieni davvero, o se dolore al petto o fiato corto sono nuovi o diversi dal solito, fatti vedere dal medico di base; per segni d’emergenza, come un dolore al petto forte che non passa, chiama il 112.',
      ],
      ['In quali momenti ti arriva di più la paura di svenire?', 'Cosa potresti fare, la prossima volta, nei primi secondi in cui senti la testa leggera?'],
    ),
    en: lc(
      [
        'Fainting during a panic attack is rare: in panic your blood pressure tends to go up, while fainting comes from a sudden drop in it.',
        'Feeling lightheaded, as if you might faint, is common, though, and usually comes from breathing fast: slowing the out-breath, for example in for four seconds and out for six, helps it settle.',
        'The exception is a fear of blood or needles, where blood pressure can really drop: there it helps to lie down, or to tense the muscles of your legs and arms for a few seconds at a time.',
        'If you have actually fainted, or chest pain or breathlessness are new or different from usual, see your GP; if the pain is strong or won’t ease, call 112 or your local emergency number.',
      ],
      [
        'The fear of fainting is one of the most common in panic, yet it rarely happens: the body’s alarm raises blood pressure rather than lowering it.',
        'If a wave comes while you’re driving, slow your out-breath, keep your hands on the wheel and pull over as soon as it’s safe: panic rises, peaks and then passes.',
        'The dizziness and the light head mostly come from fast breathing, and they ease as your breathing slows.',
        'If you do actually faint, or chest pain or breathlessness are new or different from usual, see your GP; for emergency signs such as strong chest pain that won’t ease, call 112 or your local emergency number.',
      ],
      ['When does the fear of fainting tend to come up most for you?', 'What could you do next time, in the first few seconds you feel lightheaded?'],
    ),
  },
  {
    id: 'enabling_vs_support',
    kind: 'how_to',
    keys: 'enabling=7, enabler=7, enable him=6, enable her=6, enable them=6, enable my=6, enable someone=6, enabled him=6, enabled her=6, supporting or enabling=3, helping or enabling=3, support or enable=3, help or enable=3, cover for him=6, cover for her=6, cover for them=5, cover for my=1, covering for him=6, covering for her=6, covering for them=5, covering for my=1, covered for him=5, covered for her=5, cover his absences=6, cover her absences=6, covering his absences=6, covering her absences=6, lie for him=6, lie for her=6, lie for them=6, lying for him=6, lying for her=6, lying for them=6, lied for him=6, lied for her=6, lying to his boss=5, lying to her boss=5, make excuses for=4, making excuses for=4, bail him out=6, bail her out=6, bail them out=6, bailing him out=6, bailing her out=6, bailing them out=6, pay his debts=6, pay her debts=6, pay their debts=6, paying his debts=6, paying her debts=6, paying their debts=6, pay off his=5, pay off her=5, paying off his=5, paying off her=5, rescuing him=5, rescuing her=5, rescuing them=5, debts=1, lo sto coprendo=8, la sto coprendo=8, li sto coprendo=8, coprendo=5, lo copro=8, la copro=8, li copro=8, coprirlo=7, coprirla=7, coprirli=7, copro le sue=7, copro i suoi=7, coprire le sue=6, coprire i suoi=6, pagare i suoi debiti=8, pago i suoi debiti=8, gli pago i debiti=8, le pago i debiti=8, pagargli i debiti=8, pagarle i debiti=8, saldare i suoi debiti=8, i suoi debiti=4, debiti=1, mentire per lui=8, mentire per lei=8, mento per lui=8, mento per lei=8, mentito per lui=7, mentito per lei=7, bugie per lui=7, bugie per lei=7, giustificarl=1, lo giustifico=1, la giustifico=1, giustifico le sue=6, giustifico sempre=1, assenz=2, giustifico le assenze=6, giustificare le assenze=6, giustificare le sue=6, gli trovo scuse=6, le trovo scuse=6, lo sto aiutando o=3, la sto aiutando o=3, lo aiuto o=2, la aiuto o=2, complice=2, complicit=2, gioca d azzardo=2, azzardo=2, scommess=2, slot=2, gratta e vinci=2, ludopat=2, si droga=2, droga=2, cocaina=2, dipendenz=2, beve=2, gambl=2, betting=2, drugs=2, addict=2, drinks=1, drinking=1, my debts=-6, i miei debiti=-6, notific=-9, setting=-9, impostazion=-9, feature=-9, cookie=-9, mi sto coprendo=-9, coprendo di=-6, turno=-6, turni=-6, shift$=-6, shifts=-6, spese=-6, affitto=-6, rent$=-6, le sue assenze=3, le assenze di=2, excuses for myself=-12, excuses for me=-12',
    requires:
      'enabling=0, enabler=0, enable him=0, enable her=0, enable them=0, enable my=0, enable someone=0, enabled him=0, enabled her=0, cover for him=0, cover for her=0, cover for them=0, cover for my=0, covering for him=0, covering for her=0, covering for them=0, covering for my=0, covered for him=0, covered for her=0, cover his absences=0, cover her absences=0, covering his absences=0, covering her absences=0, lie for him=0, lie for her=0, lie for them=0, lying for him=0, lying for her=0, lying for them=0, lied for him=0, lied for her=0, lying to his boss=0, lying to her boss=0, make excuses for=0, making excuses for=0, bail him out=0, bail her out=0, bail them out=0, bailing him out=0, bailing her out=0, bailing them out=0, pay his debts=0, pay her debts=0, pay their debts=0, paying his debts=0, paying her debts=0, paying their debts=0, pay off his=0, pay off her=0, paying off his=0, paying off her=0, rescuing him=0, rescuing her=0, rescuing them=0, lo sto coprendo=0, la sto coprendo=0, li sto coprendo=0, coprendo=0, lo copro=0, la copro=0, li copro=0, coprirlo=0, coprirla=0, coprirli=0, copro le sue=0, copro i suoi=0, coprire le sue=0, coprire i suoi=0, pagare i suoi debiti=0, pago i suoi debiti=0, gli pago i debiti=0, le pago i debiti=0, pagargli i debiti=0, pagarle i debiti=0, saldare i suoi debiti=0, i suoi debiti=0, mentire per lui=0, mentire per lei=0, mento per lui=0, mento per lei=0, mentito per lui=0, mentito per lei=0, bugie per lui=0, bugie per lei=0, giustificarl=0, lo giustifico=0, la giustifico=0, giustifico le sue=0, giustifico sempre=0, giustifico le assenze=0, giustificare le assenze=0, giustificare le sue=0, gli trovo scuse=0, le trovo scuse=0',
    forms: ['what', 'how', 'is_this', 'should', 'normal', 'could', 'why'],
    it: lc(
      [
        'Aiutare vuol dire prenderti cura della persona lasciando a lei le conseguenze della sua abitudine; coprire vuol dire proteggerla proprio da quelle conseguenze.',
        'Pagare i suoi debiti, mentire per lei o giustificare le sue assenze al lavoro sembra un gesto d’affetto, ma spesso le toglie un motivo per cambiare e lascia a te tutto il peso.',
        'Puoi continuare a volerle bene e a starle vicino, e intanto dire con calma cosa non farai più, per esempio «non ti presto altri soldi, ma se vuoi ti accompagno a chiedere aiuto».',
        'Non devi farcela senza nessuno: il SerD riceve anche i familiari, e ci sono gruppi come Al-Anon, per chi vive accanto a qualcuno che beve, e Gam-Anon, per chi vive accanto al gioco d’azzardo.',
      ],
      [
        'Una domanda che aiuta è: quello che sto facendo rende più facile continuare a bere, a giocare o a usare sostanze, oppure rende più facile chiedere aiuto?',
        'Sostenere significa esserci, ascoltare e incoraggiare le cure; coprire significa rimediare ai danni al posto suo, con soldi, scuse o bugie.',
        'Mettere un limite non è abbandonare: detto con calma e mantenuto, aiuta anche te a non crollare.',
        'Anche i familiari possono chiedere aiuto: il medico di base, il SerD della tua ASL, cioè i Servizi per le Dipendenze, e i gruppi Al-Anon e Gam-Anon.',
      ],
      ['Quale cosa, tra quelle che fai al posto suo, ti pesa di più?', 'Quale limite ti sentiresti di dire con calma, per cominciare?'],
    ),
    en: lc(
      [
        'Supporting means caring for the person while the consequences of the habit stay theirs; enabling means shielding them from those consequences.',
        'Paying their debts, lying for them or covering their absences at work can feel like love, but it often takes away a reason to change and leaves the weight with you.',
        'You can keep caring and staying close, and calmly say what you won’t do any more, like "I won’t lend you more money, but I’ll come with you to get help".',
        'You don’t have to do this alone: your GP, local addiction services, which also see families, and groups like Al-Anon and Gam-Anon are there for the people close by.',
      ],
      [
        'A useful question is: does what I’m doing make it easier to keep drinking, gambling or using, or easier to ask for help?',
        'Support is being there, listening and encouraging treatment; enabling is cleaning up the damage for them, with money, excuses or lies.',
        'Setting a limit isn’t abandoning them: said calmly and kept to, it also stops you from going under.',
        'Families can get help too: your GP, local addiction services, Al-Anon for people close to someone who drinks and Gam-Anon for those close to someone who gambles.',
      ],
      ['Which of the things you do for them weighs on you most?', 'What is one limit you could state calmly, to begin with?'],
    ),
  },
  {
    id: 'pet_end_of_life',
    kind: 'how_to',
    keys: 'eutanasi=4, euthanas=4, euthaniz=4, euthanis=4, sopprimere il=5, sopprimere la=5, sopprimere un=5, sopprimerlo=5, sopprimerla=5, far sopprimere=5, farlo sopprimere=6, farla sopprimere=6, sopprim=4, put to sleep=4, putting to sleep=4, put him to sleep=5, put her to sleep=5, put them to sleep=4, put him down=4, put her down=4, put them down=3, putting him down=4, putting her down=4, put my dog down=5, put my cat down=5, put the dog down=5, put the cat down=5, put our dog down=5, put our cat down=5, putting my dog down=5, putting my cat down=5, put down=1, farlo addormentare=5, farla addormentare=5, addormentarlo=4, addormentarla=4, far addormentare=3, addormentare il cane=5, addormentare il gatto=5, addormentare la gatta=5, dog to sleep=4, cat to sleep=4, pet to sleep=4, lasciarlo andare=1, lasciarla andare=1, lasciarli andare=1, lasciar andare=1, let him go=1, let her go=1, let them go=1, let go=1, quando e il momento=1, il momento giusto=1, when its time=1, right time=1, time to let=1, quality of life=1, qualita della vita=1, qualita di vita=1, veterinari=2, vet$=2, vets$=2, cane=2, cagnolin=2, gatto=2, gatta=2, gattin=2, micio=2, micia=2, animale=2, coniglio=2, dog$=2, dogs$=1, cat$=2, cats$=1, pet$=2, pets$=1, rabbit=2, il mio cane=1, il mio gatto=1, la mia gatta=1, my dog=1, my cat=1, vecchi=1, anzian=1, old dog=1, old cat=1, soffre=1, suffering=1, in pain=1, ex$=-9, my ex=-9, partner=-9, fidanzat=-9, il mio ragazzo=-9, la mia ragazza=-9, relazione=-9, relationship=-9, boyfriend=-9, girlfriend=-9, marito=-9, moglie=-9, husband=-9, wife=-9, amicizia=-9, friendship=-9, rancore=-9, resentment=-9, grudge=-9, passato=-6, the past=-6, me down=-9, phone down=-9, telefono=-6, employee=-9, dipendent=-9, bambin=-9, neonat=-9, figli=-9, bimb=-9, baby=-9, newborn=-9, toddler=-9, kids$=-9, my son=-9, my daughter=-9, nap$=-9, pisolino=-9, nanna=-9, gita=-9, festa=-9, party=-9, sleepover=-9, mio padre=-9, mia madre=-9, mio nonno=-9, mia nonna=-9, my dad=-9, my mom=-9, my father=-9, my mother=-9, my grandma=-9, my grandad=-9, my grandpa=-9, persona=-6, person=-6, people=-6, umano=-6, human=-6, paziente=-6, patient=-6, legge=-9, legal=-9, law$=-9, diritto=-9, assistit=-9, assisted=-9, what do you think=-4, cosa ne pensi=-4, che ne pensi=-4, moralmente=-4, morally=-4, etica=-4, ethic=-4, religion=-6, chiesa=-6, rabbia=-9, emozion=-9, pensier=-9, sentiment=-9, anger=-9, emotion=-9, feelings=-9, thoughts=-9, fatto sopprimere=-9, fatta sopprimere=-9, averlo=-9, averla=-9, fatto addormentare=-9, fatta addormentare=-9, had him put=-9, had her put=-9, had them put=-9, had my dog put=-9, had my cat put=-9, for putting=-9, after putting=-9, after we put=-9, since we put=-9, we put him=-9, we put her=-9, was put down=-9, morto=-9, morta=-9, died=-9, passed away=-9, dead$=-9, mi manca=-9, miss him=-9, miss her=-9, un altro=-9, un altra=-9, another=-9, adott=-9, adopt=-9, vaccin=-9, sterilizz=-9, neuter=-9, spay=-9',
    requires:
      'eutanasi=0, euthanas=0, euthaniz=0, euthanis=0, sopprim=0, put to sleep=0, putting to sleep=0, put him to sleep=0, put her to sleep=0, put them to sleep=0, put down=0, put him down=0, put her down=0, put them down=0, putting him down=0, putting her down=0, put my dog down=0, put my cat down=0, put the dog down=0, put the cat down=0, put our dog down=0, put our cat down=0, putting my dog down=0, putting my cat down=0, farlo addormentare=0, farla addormentare=0, addormentarlo=0, addormentarla=0, far addormentare=0, dog to sleep=0, cat to sleep=0, pet to sleep=0, lasciarlo andare=0, lasciarla andare=0, lasciarli andare=0, lasciar andare=0, let him go=0, let her go=0, let them go=0, quando e il momento=0, when its time=0, time to let=0',
    forms: ['how', 'is_this', 'normal', 'should', 'what', 'could', 'why'],
    it: lc(
      [
        'Non c’è un segnale unico, ma qualche domanda aiuta: mangia ancora, riesce a muoversi e a fare i suoi bisogni, il dolore è sotto controllo, prova ancora piacere per le cose che amava?',
        'Può servire un calendario: segna ogni giorno se è stato buono o brutto, e quando i giorni brutti cominciano a superare quelli buoni hai un’indicazione concreta.',
        'Chiedi al veterinario una valutazione della qualità di vita e quali segni tenere d’occhio: è una decisione che non devi prendere senza nessuno accanto.',
      ],
      [
        'Decidere di lasciar andare un animale quando la sofferenza supera i momenti buoni è un atto di cura, non un tradimento: gli risparmia un dolore che non si può più alleviare.',
        'È normale dubitare, prima e anche dopo: raramente esiste il momento perfetto, più spesso un momento abbastanza giusto, scelto con affetto.',
        'Il veterinario può aiutarti a capire cosa prova e cosa aspettarti, e puoi pensare a come salutarvi: un’ultima passeggiata, il suo cibo preferito, restare insieme fino alla fine.',
      ],
      ['Quali momenti buoni ci sono ancora, nelle vostre giornate?', 'Hai già potuto parlarne con il veterinario?'],
    ),
    en: lc(
      [
        'There isn’t one single sign, but a few questions help: are they still eating, can they move about and go to the toilet, is the pain under control, do they still enjoy the things they loved?',
        'A calendar can help: mark each day as good or bad, and when the bad days start to outnumber the good ones you have something concrete to go on.',
        'Ask your vet for a quality-of-life check and which signs to watch for: it’s a decision you don’t have to make alone.',
      ],
      [
        'Choosing to let an animal go when the suffering outweighs the good moments is an act of care, not a betrayal: it spares them pain that can no longer be eased.',
        'It’s normal to doubt, before and after: there is rarely a perfect moment, more often a moment that is right enough, chosen with love.',
        'Your vet can help you understand what they are feeling and what to expect, and you can think about how to say goodbye: a last walk, a favourite food, staying close until the end.',
      ],
      ['What good moments are still there in your days together?', 'Have you been able to talk it through with your vet yet?'],
    ),
  },
  {
    id: 'retraining_later',
    kind: 'how_to',
    keys: 'riqualific=7, ricollocar=4, reinventar=4, nuovo mestiere=1, un mestiere nuovo=1, imparare un mestiere=1, cambiare mestiere=1, cambiare settore=1, cambio settore=1, cambiare professione=1, cambiare lavoro=1, cambio lavoro=1, tornare a studiare=1, rimettermi a studiare=1, ricominciare a studiare=1, riprendere a studiare=1, corso di formazione=1, corsi di formazione=1, formazione=1, corso=1, corsi=1, centro per l impiego=4, a$ 4=2, a$ 5=3, a$ 6=3, ho$ 4=2, ho$ 5=3, ho$ 6=3, dopo i 4=2, dopo i 5=3, alla mia eta=3, troppo vecchi=2, retrain=7, re train=7, reskill=7, upskill=5, new trade=1, learn a trade=1, learn a new trade=1, go back to school=1, going back to school=1, back to college=1, back to uni=1, back to university=1, studying again=1, study again=1, training course=1, course=1, courses=1, qualification=2, new career=1, career change=1, change career=1, switch career=1, change fields=1, new field=1, job centre=4, careers service=4, at$ 4=2, at$ 5=3, at$ 6=3, in my 4=2, in my 5=3, in my fifties=3, in my forties=2, in my sixties=3, im$ 4=2, im$ 5=3, at my age=3, too old=2, worth it=2, esam=-4, exam=-4, maturita=-6, pensione=-6, pensionat=-6, retire=-6, retired=-6, retirement=-6, cambiare lavoro a=2',
    requires:
      'riqualific=0, ricollocar=0, reinventar=0, nuovo mestiere=0, un mestiere nuovo=0, imparare un mestiere=0, cambiare mestiere=0, cambiare settore=0, cambio settore=0, cambiare professione=0, cambiare lavoro=0, cambio lavoro=0, tornare a studiare=0, rimettermi a studiare=0, ricominciare a studiare=0, riprendere a studiare=0, corso di formazione=0, corsi di formazione=0, formazione=0, retrain=0, re train=0, reskill=0, upskill=0, new trade=0, learn a trade=0, learn a new trade=0, go back to school=0, going back to school=0, back to college=0, back to uni=0, back to university=0, studying again=0, study again=0, training course=0, new career=0, career change=0, change career=0, switch career=0, change fields=0, new field=0',
    forms: ['should', 'could', 'normal', 'how', 'is_this', 'what', 'where'],
    it: lc(
      [
        'Sì, può avere senso: chi cambia a 50 o 55 anni porta con sé esperienza, affidabilità e un modo di stare con le persone che molti datori di lavoro cercano.',
        'Conviene partire da competenze vicine a quello che sai già fare e da corsi brevi, invece di ricominciare da zero con anni di studio.',
        'Prima di impegnarti parla con chi ha già fatto un passaggio simile, e prova il nuovo ambito in piccolo, con un corso, qualche giornata di volontariato o un progetto.',
        'I percorsi di formazione del Centro per l’impiego sono un buon punto di partenza, e lì possono aiutarti anche a fare il punto sulle competenze che hai.',
      ],
      [
        'L’età conta meno di quanto sembri: quello che hai imparato in tanti anni di lavoro non si azzera, si sposta con te.',
        'Fai una lista di cosa sai fare, anche delle cose che ti sembrano scontate, e cerca i lavori dove servono: spesso il passo più realistico è di lato, non un salto al buio.',
        'Chiedi al Centro per l’impiego dei suoi percorsi di formazione e di orientamento, e intanto prova in piccolo, con un corso serale o un po’ di volontariato, prima di lasciare qualcosa di sicuro.',
      ],
      ['Quale parte di quello che sai già fare ti piacerebbe portare con te?', 'Chi conosci che ha cambiato strada e a cui potresti fare qualche domanda?'],
    ),
    en: lc(
      [
        'Yes, it can be worth it: people who change at 50 or 55 bring experience, reliability and a way with people that many employers look for.',
        'It usually works best to start from skills close to what you already know and from short courses, rather than starting again from scratch with years of study.',
        'Before committing, talk to people who have made a similar move, and try the new field in a small way first, with a course, some volunteering or a small project.',
        'Your local job centre or careers service can help you take stock of your skills and point you to training.',
      ],
      [
        'Age counts for less than it seems: what you have learned over many years of work doesn’t disappear, it moves with you.',
        'Make a list of what you can do, including the things that feel obvious to you, and look for jobs where those skills are needed: often the most realistic step is sideways, not a leap into the dark.',
        'Ask your local job centre or careers service about training and guidance, and meanwhile try it out in a small way, with an evening course or some volunteering, before giving up something secure.',
      ],
      ['Which part of what you already know would you like to take with you?', 'Who do you know who has changed direction and might answer a few questions?'],
    ),
  },
  {
    id: 'cbt_gut',
    kind: 'health',
    keys: 'colon irritabile=7, intestino irritabile=7, sindrome dell intestino=6, colite=4, ibs$=7, irritable bowel=7, intestin=3, bowel=3, gut$=3, gut directed=4, gut brain=4, asse intestino cervello=5, digest=1, gonfiore=1, bloating=1, diarrea=1, diarrhoea=1, diarrhea=1, stitichezza=1, stipsi=1, constipation=1, cbt$=3, tcc$=3, cognitivo comportamental=3, cognitive behavio=3, psicoterapia=2, terapia=1, therapy=1, psicolog=1, ipnosi=3, ipnoterapia=4, hypnotherap=4, hypnosis=3, gastroenterolog=2, gut feeling=-9, gut instinct=-9, gut says=-9, gut tells=-9, trust my gut=-9, virus=-9, influenza intestinale=-9, stomach bug=-9, gastroenterit=-9, mangi=-9, dieta=-9, diet$=-9, eat$=-9, eating=-9, food=-9, cibo=-9, cibi=-9, alimentazione=-9, fodmap=-9',
    requires:
      'colon irritabile=0, intestino irritabile=0, sindrome dell intestino=0, colite=0, ibs$=0, irritable bowel=0, intestin=0, bowel=0, gut$=0, gut directed=0, gut brain=0',
    forms: ['what', 'could', 'how', 'why', 'is_this', 'should', 'normal'],
    it: lc(
      [
        'Intestino e cervello sono in dialogo continuo: stress e ansia possono rendere l’intestino più sensibile, e i sintomi a loro volta alimentano la preoccupazione.',
        'Per il colon irritabile la CBT e l’ipnoterapia mirata all’intestino sono tra gli approcci psicologici più studiati, e le linee guida li consigliano accanto alle cure mediche, non al loro posto.',
        'Prima però è il medico di base a dover escludere altre cause, e va sentito presto se noti sangue nelle feci, un calo di peso senza motivo, sintomi che ti svegliano di notte o disturbi nuovi dopo i 50 anni.',
        'Per un dolore alla pancia fortissimo e improvviso, o una perdita di sangue abbondante, chiama il 112.',
      ],
      [
        'Sì, la CBT può aiutare con il colon irritabile: lavora sul circolo tra sintomi, pensieri e comportamenti, come evitare di uscire o controllare di continuo la pancia, che tiene alto l’allarme.',
        'Anche l’ipnoterapia mirata all’intestino ha buoni studi alle spalle, e questi percorsi si affiancano alle cure del medico o del gastroenterologo.',
        'Se non l’hai già fatto, parla dei sintomi con il medico di base, che può escludere altre cause, e fallo presto in caso di sangue nelle feci, calo di peso inspiegabile, sintomi notturni o disturbi nuovi dopo i 50 anni.',
        'Per un dolore alla pancia fortissimo e improvviso chiama il 112.',
      ],
      ['Hai già potuto parlarne con il medico di base?', 'In quali momenti senti che la pancia e la preoccupazione si alimentano a vicenda?'],
    ),
    en: lc(
      [
        'The gut and the brain are in constant conversation: stress and anxiety can make the gut more sensitive, and the symptoms in turn feed the worry.',
        'For IBS, CBT and gut-directed hypnotherapy are among the most studied psychological approaches, and guidelines recommend them alongside medical care, not instead of it.',
        'First, though, your GP should rule out other causes, and see them promptly if you notice blood in your stool, weight loss you can’t explain, symptoms that wake you at night or new symptoms after 50.',
        'For sudden, severe pain in your belly or heavy bleeding, call 112 or your local emergency number.',
      ],
      [
        'Yes, CBT can help with IBS: it works on the loop between symptoms, thoughts and behaviour, such as avoiding going out or constantly checking your gut, that keeps the alarm high.',
        'Gut-directed hypnotherapy also has good studies behind it, and both sit alongside care from your doctor or a gastroenterologist.',
        'If you haven’t yet, talk about your symptoms with your GP, who can rule out other causes, and do it promptly for blood in your stool, unexplained weight loss, symptoms at night or new symptoms after 50.',
        'For sudden, severe belly pain, call 112 or your local emergency number.',
      ],
      ['Have you been able to talk it over with your GP yet?', 'When do you notice your gut and your worry feeding each other?'],
    ),
  },
];
