/**
 * Direct questions people ask in passing: how not to blush, how much drinking is too much, "do I have
 * ADHD?", what ERP is, blood pressure since the anxiety began, fear as a passenger after a crash,
 * where a parent starts after an autism diagnosis, bodies on the feed, and anticipatory grief.
 * Never a diagnosis nor a dose: what helps, and the professional to turn to.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const EVERYDAY_QUESTION_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'blushing',
    kind: 'how_to',
    keys: 'arrossi=7, arrossisce=-9, arrossiscono=-9, blushes=-9, rossore=6, diventare rosso=6, diventare rossa=6, divento rosso=6, divento rossa=6, divento tutto rosso=6, divento tutta rossa=6, diventi rosso=6, diventi rossa=6, diventa rosso=4, diventa rossa=4, paonazz=5, rosso in faccia=6, rossa in faccia=6, rosso in viso=6, rossa in viso=6, faccia rossa=5, viso rosso=5, guance rosse=5, blush=7, go red=6, going red=6, goes red=6, gone red=6, turn red=6, turning red=6, turns red=6, red in the face=6, face goes red=6, red face=5, face turns red=6, bright red=6, face red=5, beetroot=4, face flush=5, flushed face=5, get flushed=4, rabbia=-9, arrabbi=-9, angry=-9, anger=-9, rage=-9, pelle=-9, skin=-9, rash=-9, prurit=-9, brufol=-9, acne=-9, eritem=-9, dermatolog=-9, rosace=-9, occhi rossi=-9, occhio=-9, allergi=-9, hives=-9, itch=-9, sfogo=-9, puntini=-9, hot flush=-9, hot flashes=-9, menopaus=-9, vampat=-9, febbre=-9, fever=-9, sole$=-6, sunburn=-9, scottatur=-9, text him=-9, text her=-9, text them=-9, what do i text=-9, what to text=-9, what should i text=-9, makeup=-9, make up=-6, blusher=-9, fard=-9, trucco=-4, rossetto=-9, lipstick=-9, buy$=-9, comprare=-9, compro=-9, marca=-9, brand=-9, shade=-6',
    requires: 'arrossi=0, rossore=0, rosso=0, rossa=0, paonazz=0, blush=0, go red=0, going red=0, goes red=0, gone red=0, turn red=0, turning red=0, turns red=0, red in the face=0, red face=0, bright red=0, face red=0, beetroot=0, face flush=0, flushed face=0, get flushed=0',
    forms: ['how', 'why', 'normal', 'could', 'what', 'is_this'],
    it: lc(
      [
        'Arrossire è una reazione automatica del corpo: quando ti senti al centro dell’attenzione, il sistema d’allarme dilata i vasi del viso, e nessuno riesce a fermarlo con la forza di volontà.',
        'Per questo combatterlo o nasconderlo tende a peggiorarlo: più controlli se stai arrossendo, più l’allarme sale e più a lungo resta il calore sulle guance.',
        'Di solito aiuta spostare l’attenzione fuori da te, su quello che l’altra persona sta dicendo, e lasciare che il rossore arrivi e se ne vada da solo.',
      ],
      [
        'Un modo per togliere forza al rossore è nominarlo con leggerezza, per esempio «sto arrossendo, succede», e tornare alla conversazione: gli altri di solito lo notano meno di quanto sembri da dentro.',
        'Se la paura di arrossire ti fa evitare riunioni, incontri o persone e limita molto la tua vita, uno psicologo che lavora con la terapia cognitivo-comportamentale per l’ansia sociale può aiutarti davvero.',
      ],
      ['In quali situazioni ti capita più spesso di arrossire?', 'Cosa fai di solito nel momento in cui senti arrivare il rossore?'],
    ),
    en: lc(
      [
        'Blushing is an automatic reaction: when you feel in the spotlight, the body’s alarm widens the blood vessels in your face, and nobody can stop that by willpower.',
        'That’s why fighting or hiding it tends to make it stronger: the more you check whether you’re going red, the higher the alarm goes and the longer the warmth stays in your cheeks.',
        'What usually helps is turning your attention outwards, to what the other person is saying, and letting the blush come and go on its own.',
      ],
      [
        'One way to take the sting out of it is to name it lightly, something like "I’m going red, it happens", and carry on talking: other people usually notice it less than it feels from the inside.',
        'If the fear of blushing makes you avoid meetings, dates or people and limits your life a lot, a psychologist who uses cognitive behavioural therapy for social anxiety can really help.',
      ],
      ['In which situations do you tend to blush the most?', 'What do you usually do in the moment you feel the blush coming?'],
    ),
  },
  {
    id: 'alcohol_cut_down',
    kind: 'how_to',
    keys: 'alcol=5, alcolic=4, superalcolic=4, bere meno=7, bere di meno=7, bevo troppo=6, bevo di piu=5, bevo tanto=4, bere troppo=6, beviamo troppo=6, quanto si puo bere=7, quanto posso bere=7, quanto bere=5, quanto bevo=4, quanti bicchieri=5, bicchieri=2, bicchiere=1, birra=3, birre=3, vino$=3, spritz=3, cocktail=3, sbornia=5, sbronz=5, ubriac=5, postumi=4, hangover=5, hangxiety=8, drink less=7, drinking less=7, cut down on drinking=8, cut down on alcohol=8, cut back on drinking=8, cut down on booze=8, drinking too much=7, drink too much=7, how much can i drink=7, how much is too much=3, too much at weekends=3, too much at the weekend=3, too much on weekends=3, troppo nel weekend=3, units$=3, pints=4, pint$=3, beer$=3, beers$=3, wine$=3, booze=5, boozing=5, quanti spritz=5, quante birre=5, quanti cocktail=5, quanti drink=5, quanti shot=5, sono troppi=2, sono troppe=2, how many drinks=5, how many pints=5, how many beers=5, how many glasses of wine=6, too many=1, drunk$=4, binge=3, weekend=1, bere$=2, bevo$=2, bevi$=2, bevut=2, drink$=2, drinking=4, drinks$=1, bevo per=4, bere per=4, bevo quando=3, drink to=4, drinking to=4, drink when=3, acqua=-9, water=-9, tisan=-6, camomill=-6, caffe=-6, coffee=-6, te verde=-6, tea$=-4, energy drink=-8, bere abbastanza=-6, drink enough=-6, work drinks=-8, binge eat=-9, binge watch=-9, abbuff=-6, screen=-9, schermo=-9, gaming=-9, videogioc=-9, work at weekends=-9, working too much=-9, lavoro troppo=-9, lavorare troppo=-9, sleep too much=-9, dormire troppo=-9, spend too much=-9, spending too much=-9, farmac=-9, medicin=-9, medication=-9, meds$=-9, pill$=-9, pills$=-9, pastigl=-9, antidepress=-9, ansiolitic=-9, xanax=-9, benzodiazep=-9, antibiotic=-9, paracetamol=-9, tachipirin=-9, sertralin=-9, melatonin=-9',
    requires: 'alcol=0, alcolic=0, superalcolic=0, bere$=0, bevo$=0, bevi$=0, beve$=0, beviamo=0, bevut=0, bevend=0, bicchier=0, birra=0, birre=0, vino$=0, spritz=0, cocktail=0, sbornia=0, sbronz=0, ubriac=0, postumi=0, hangover=0, hangxiety=0, drink=0, drunk=0, booze=0, boozing=0, pint=0, beer$=0, beers$=0, wine$=0, units$=0, too much at weekends=0, too much at the weekend=0, too much on weekends=0, troppo nel weekend=0',
    forms: ['how', 'should', 'could', 'what', 'normal', 'why'],
    it: lc(
      [
        'Nessuna quantità di alcol è senza rischi, ma per un rischio basso le indicazioni italiane dicono di non superare due unità al giorno per gli uomini e una per le donne e dopo i 65 anni, nessuna alla guida.',
        'Quelle unità non si mettono da parte per il weekend: bere molto in una sola sera è una delle abitudini più rischiose, anche in una settimana senza alcol.',
        'Se bevi per reggere l’ansia, se ti serve sempre di più o non riesci a fermarti al limite che avevi deciso, vale la pena parlarne con il medico di base.',
      ],
      [
        'L’alcol abbassa l’ansia per un’ora o due, ma quando l’effetto svanisce il sistema nervoso rimbalza e il sonno si fa leggero, così il giorno dopo l’ansia spesso sale.',
        'Un’unità è circa un bicchiere di vino o una lattina di birra, e per bere di meno aiuta decidere quante prima di uscire, alternarle con un bicchiere d’acqua e tenere giorni senza alcol.',
        'Bere già al mattino, bere per calmarsi o non riuscire a fermarsi sono segnali da portare al medico di base, e se bevi molto ogni giorno chiedigli un parere prima di smettere di colpo.',
      ],
      ['In quali momenti ti capita di bere di più, e cosa speri che l’alcol faccia per te in quel momento?', 'Quanti bicchieri ti sembrerebbe realistico decidere prima della prossima uscita?'],
    ),
    en: lc(
      [
        'No amount of alcohol is risk-free, but to keep the risk low UK guidance is no more than 14 units a week, spread over three or more days, with several alcohol-free days.',
        'Those units aren’t meant to be saved up for the weekend: drinking a lot in one evening is one of the riskier patterns, even if the rest of the week is dry.',
        'If you drink to cope with anxiety, need more to feel the same, or can’t stop at the limit you set, it’s worth talking to your GP.',
      ],
      [
        'Alcohol takes the edge off anxiety for an hour or two, but as it wears off the nervous system rebounds and sleep gets lighter, so the next day anxiety often climbs: what people call hangxiety.',
        'Fourteen units is about six pints of ordinary beer, and to drink less it helps to decide the number before you go out, alternate each drink with water and keep several days alcohol-free.',
        'Drinking in the morning, drinking to calm down or not managing to stop are signs to take to your GP, and if you drink heavily every day, ask them before stopping suddenly.',
      ],
      ['When do you tend to drink most, and what are you hoping it will do for you then?', 'What number would feel realistic to decide on before your next night out?'],
    ),
  },
  {
    id: 'adhd_question',
    kind: 'normal',
    keys: 'adhd=7, deficit di attenzione=7, deficit dell attenzione=7, disturbo dell attenzione=6, disturbo da deficit=6, iperattiv=4, attention deficit=7, hyperactiv=4, ce l ho=2, ho l adhd=3, have adhd=3, do i have=2, valutazione=2, assessment=2, assessed=2, dimentic=1, forget=1, distratt=1, concentr=1, ha l adhd=-9, has adhd=-9, mio figlio=-9, mia figlia=-9, my son=-9, my daughter=-9, my child=-9, my kid=-9, mio marito=-9, mia moglie=-9, il mio ragazzo=-9, la mia ragazza=-9, my husband=-9, my wife=-9, my partner=-9, my boyfriend=-9, my girlfriend=-9, farmac=-9, medicin=-9, medication=-9, meds$=-9, ritalin=-9, pastigl=-9, pill$=-9, pills$=-9',
    requires: 'adhd=0, deficit di attenzione=0, deficit dell attenzione=0, disturbo dell attenzione=0, disturbo da deficit=0, attention deficit=0, iperattiv=0, hyperactiv=0',
    forms: ['could', 'is_this', 'normal', 'how', 'what', 'should'],
    it: lc(
      [
        'Non posso dirti se hai l’ADHD: nessuno potrebbe saperlo da qualche messaggio, e serve una valutazione fatta da uno specialista.',
        'Dimenticare le chiavi, lasciare le cose a metà o perdere il filo capita a quasi tutti sotto stress, quindi da soli questi segnali non dicono molto.',
        'Negli adulti l’ADHD lo valuta uno psichiatra o un centro che se ne occupa: puoi chiedere al medico di base l’impegnativa, e portare esempi concreti di oggi e di quando andavi a scuola.',
      ],
      [
        'Da qui non posso capire se si tratta di ADHD, di stress o di altro, e non sarebbe giusto tirare a indovinare, né in un senso né nell’altro.',
        'Il primo passo è il medico di base, che può indirizzarti a uno psichiatra o a un centro per adulti: porta esempi di adesso e dell’infanzia, come vecchie pagelle, perché l’ADHD comincia presto.',
        'Nel frattempo alcuni strumenti aiutano comunque, ADHD o no: una sola lista per tutto, una scheda aperta alla volta, un posto fisso per le chiavi e un timer per cominciare e per staccare.',
      ],
      ['Cosa ti fa pensare all’ADHD, nelle tue giornate di adesso?', 'Era così anche quando andavi a scuola, o è arrivato con un periodo di stress?'],
    ),
    en: lc(
      [
        'I can’t tell whether you have ADHD: nobody could from a few messages, and it takes an assessment by a specialist.',
        'Losing keys, leaving things half-done or losing the thread happen to almost everyone under stress, so on their own these signs don’t say much.',
        'In adults, ADHD is assessed by a specialist service: you can ask your GP for a referral, and bring concrete examples from now and from your school days.',
      ],
      [
        'From here I can’t tell whether it’s ADHD, stress or something else, and it wouldn’t be fair to guess either way.',
        'The first step is your GP, who can refer you for an adult ADHD assessment: bring examples from now and from childhood, like old school reports, since ADHD starts early in life.',
        'Meanwhile, some tools help anyway, ADHD or not: one list for everything, one tab open at a time, a fixed place for your keys and a timer to start and to stop.',
      ],
      ['What in your days right now makes you think of ADHD?', 'Was it like this back at school too, or did it arrive with a stressful period?'],
    ),
  },
  {
    id: 'erp_what',
    kind: 'definition',
    keys: 'erp$=8, esposizione con prevenzione=8, esposizione e prevenzione=8, prevenzione della risposta=8, prevenzione delle risposte=8, exposure and response=8, exposure response=8, exposure with response=8, response prevention=8, doc$=1, ocd$=2, ossessiv=2, compulsion=2, compulsiv=2, rituali=1, gestional=-9, software=-9, sap$=-9, azienda=-6, aziendale=-6, business=-9, enterprise=-9, resource planning=-9, sistema erp=-9',
    requires: 'erp$=0, esposizione con prevenzione=0, esposizione e prevenzione=0, prevenzione della risposta=0, prevenzione delle risposte=0, exposure and response=0, exposure response=0, exposure with response=0, response prevention=0',
    forms: ['what', 'how', 'is_this', 'could', 'normal', 'why'],
    it: lc(
      [
        'L’ERP, esposizione con prevenzione della risposta, è una tecnica della terapia cognitivo-comportamentale pensata per i controlli e le compulsioni, come ricontrollare il gas o la porta.',
        'Funziona così: ci si avvicina al dubbio a piccoli passi, senza fare il controllo o il rituale, e si scopre che l’impulso sale, arriva al massimo e poi scende da solo.',
        'Si fa al meglio con uno psicoterapeuta formato nella terapia cognitivo-comportamentale per il disturbo ossessivo-compulsivo, che costruisce con te una scala di passi, dal più facile al più difficile.',
      ],
      [
        'È un modo di affrontare le compulsioni in due parti: l’esposizione, cioè restare a contatto con la situazione che fa scattare il dubbio, e la prevenzione della risposta, cioè non fare il controllo che di solito lo calma.',
        'Un piccolo esempio: chiudere il gas una volta sola, guardandolo con attenzione, e uscire senza tornare a controllare, lasciando che il dubbio resti lì finché cala.',
        'Ogni volta che l’impulso scende senza il controllo, il cervello impara che il dubbio si può sopportare, e con uno psicoterapeuta esperto di questo lavoro i passi diventano via via più grandi.',
      ],
      ['C’è un controllo che ti porta via più tempo degli altri?', 'Quale sarebbe il passo più piccolo che ti sentiresti di provare?'],
    ),
    en: lc(
      [
        'ERP, exposure and response prevention, is a technique from cognitive behavioural therapy for checking and compulsions, like going back to check the gas or the door.',
        'It works like this: you approach the doubt in small steps without doing the check or the ritual, and discover that the urge rises, peaks and then falls by itself.',
        'It’s best done with a psychotherapist trained in cognitive behavioural therapy for obsessive-compulsive disorder, who builds a ladder of steps with you, from the easiest to the hardest.',
      ],
      [
        'It’s a way of tackling compulsions in two parts: exposure, staying in touch with the situation that sets off the doubt, and response prevention, not doing the check that usually calms it.',
        'A small example: turning the gas off once, looking at it carefully, and leaving the house without going back to check, letting the doubt stay there until it fades.',
        'Each time the urge drops without the check, the brain learns that the doubt can be tolerated, and with a psychotherapist experienced in this work the steps grow little by little.',
      ],
      ['Is there one check that takes up more of your time than the others?', 'What would be the smallest step you would feel ready to try?'],
    ),
  },
  {
    id: 'health_blood_pressure',
    kind: 'health',
    keys: 'pressione alta=6, pressione arteriosa=6, pressione e alta=6, pressione mi sale=6, pressione sale=5, pressione si alza=5, pressione si e alzata=6, salita la pressione=6, sale la pressione=6, alza la pressione=6, alzare la pressione=6, alzano la pressione=6, ipertension=6, iperteso=5, ipertesa=5, misurare la pressione=6, misuro la pressione=6, misurato la pressione=6, misurata la pressione=6, la pressione=3, pressione=1, sfigmomanometr=5, blood pressure=7, hypertension=6, hypertensive=5, bp$=3, high bp=4, bp is high=4, my pressure=3, sotto pressione=-9, pressione del=-6, pressione della=-6, pressione dei=-6, pressione degli=-6, pressione delle=-6, pressione sociale=-9, pressione addosso=-9, mette pressione=-9, mettono pressione=-9, metto pressione=-9, mettere pressione=-9, fare pressione=-9, sento la pressione=-6, pressione bassa=-6, under pressure=-9, peer pressure=-9, pressure at work=-9, work pressure=-9, pressure to=-6, low blood pressure=-6',
    requires: 'pressione=0, ipertension=0, iperteso=0, ipertesa=0, sfigmomanometr=0, blood pressure=0, hypertension=0, hypertensive=0, bp$=0, my pressure=0',
    forms: ['could', 'normal', 'is_this', 'what', 'why', 'how', 'should'],
    topics: ['health'],
    it: lc(
      [
        'L’ansia e lo stress alzano la pressione per un po’, perché l’adrenalina fa battere il cuore più forte e stringe i vasi, ma da qui non posso dirti se nel tuo caso dipende da questo o da altro.',
        'Una pressione che resta alta anche a riposo va vista dal medico di base: misurala per alcuni giorni, mattina e sera, dopo cinque minuti di riposo su una sedia, e scrivi i valori.',
        'Chiama subito il 112 se arrivano un mal di testa fortissimo e improvviso, dolore al petto, difficoltà a respirare, confusione, disturbi della vista o debolezza di un lato del corpo.',
      ],
      [
        'Non posso dirti se quei valori sono legati all’ansia: è vero che l’allarme del corpo fa salire la pressione per un po’, ma solo una valutazione medica può chiarire cosa succede.',
        'La persona giusta è il medico di base: portagli valori presi con calma, a riposo, con il braccio appoggiato all’altezza del cuore e a orari fissi, perché misurarla ogni volta che senti l’ansia tende solo ad alzarla.',
        'Se invece compaiono dolore al petto, fiato corto, un mal di testa improvviso e violento, confusione, la vista che si annebbia o un lato del corpo che non risponde, non aspettare e chiama il 112.',
      ],
      ['Riesci a sentire il tuo medico di base nei prossimi giorni?', 'Quando ti capita di misurarla, di solito: in un momento tranquillo o quando senti salire l’ansia?'],
    ),
    en: lc(
      [
        'Anxiety and stress do raise blood pressure for a while, because adrenaline makes the heart pump harder and tightens the blood vessels, but from here I can’t tell whether that’s what is happening in your case.',
        'Pressure that stays high even at rest needs your GP: measure it for several days, morning and evening, after five minutes sitting quietly, and write the readings down.',
        'Call 112 or your local emergency number straight away if you get a sudden, very severe headache, chest pain, trouble breathing, confusion, problems with your vision or weakness on one side of the body.',
      ],
      [
        'I can’t tell you whether those readings are down to anxiety: the body’s alarm does push pressure up for a while, but only a medical assessment can say what is going on.',
        'The right person is your GP: bring readings taken calmly, at rest, with your arm supported at heart level and at set times, since checking every time you feel anxious tends to push it up.',
        'If instead you get chest pain, breathlessness, a sudden violent headache, confusion, blurred vision or one side of the body that won’t respond, don’t wait: call 112 or your local emergency number.',
      ],
      ['Could you get in touch with your GP in the next few days?', 'When do you usually measure it: at a calm moment, or when you feel the anxiety rising?'],
    ),
  },
  {
    id: 'passenger_after_crash',
    kind: 'why',
    keys: 'passegger=6, passenger=6, non guido io=7, quando non guido=7, guida qualcun altro=6, guida un altro=5, guida un altra=5, guida mio=3, guida mia=3, not the one driving=8, im not driving=7, not driving=5, someone else drives=7, someone else is driving=7, others drive=6, being driven=6, incidente=1, avuto un incidente=4, fatto un incidente=4, quando guida=4, incidente stradale=6, incidente in macchina=6, incidente d auto=6, incidente con la macchina=6, tamponament=5, frontale=3, car accident=6, car crash=6, crash$=2, accident=1, been in an accident=4, were in an accident=4, collision=2, in macchina=3, in auto=3, in a car=3, passenger seat=3, sedile del passeggero=3, macchina=2, auto$=2, car$=2, in the car=3, frenat=2, freno=2, brake=2, braking=2, incidente sul lavoro=-9, infortuni=-6, accident at work=-9, work accident=-9, crash on=-9, sugar crash=-9, computer=-9, laptop=-9, aereo=-9, volo$=-6, volare=-6, plane=-9, flight=-9, flying=-9, turbolenz=-9, turbulence=-9, treno=-6, train$=-6',
    requires: 'passegger=0, passenger=0, non guido=0, not the one driving=0, not driving=0, guida qualcun altro=0, guida un altro=0, guida un altra=0, someone else drives=0, someone else is driving=0, others drive=0, being driven=0, incidente=0, tamponament=0, car accident=0, car crash=0, crash=0, accident=0, collision=0',
    forms: ['why', 'how', 'normal', 'is_this', 'could', 'what'],
    it: lc(
      [
        'Quando non guidi tu, non hai in mano né il volante né il freno: dopo un incidente il corpo sente il pericolo ma non ha modo di agire, e questa mancanza di controllo fa salire l’allarme più in fretta.',
        'Il corpo ricorda quello che è successo, e una frenata, un clacson o una curva presa veloce possono riaccendere la paura prima ancora che la mente ci pensi.',
        'Evitare la macchina dà sollievo subito, ma insegna al cervello che il pericolo era vero, e così la paura resta uguale o cresce.',
      ],
      [
        'È comprensibile che da passeggero o passeggera la paura sia più forte: chi guida ha qualcosa da fare, mentre accanto restano soltanto le sensazioni del corpo e il ricordo.',
        'Aiuta ripartire da tragitti brevi e tranquilli con una persona calma alla guida, concordare un segnale per chiedere di rallentare o fermarsi, e fare espirazioni lente, più lunghe dell’inspirazione.',
        'Se dopo alcune settimane ci sono ancora incubi, ricordi che tornano come se stesse succedendo di nuovo o sussulti a ogni rumore improvviso, parlane con il medico di base: quello che segue un evento spaventoso si può curare.',
      ],
      ['Cosa succede nel tuo corpo, di solito, quando sali in macchina e non guidi tu?', 'Quale tragitto breve e tranquillo potrebbe essere il primo passo per ricominciare?'],
    ),
    en: lc(
      [
        'When you’re not driving, you have neither the wheel nor the brake: after a crash the body senses danger but has no way to act, and that loss of control makes the alarm rise faster.',
        'The body remembers what happened, so sudden braking, a horn or a fast bend can set off the fear before the mind has even caught up.',
        'Avoiding the car brings relief straight away, but it teaches the brain that the danger was real, so the fear stays the same or grows.',
      ],
      [
        'It makes sense that it feels worse as a passenger: the driver has something to do, while the person beside them is left with only their body’s sensations and the memory.',
        'It helps to start again with short, quiet trips and a calm driver, agree a signal for slowing down or pulling over, and breathe out slowly, longer than you breathe in.',
        'If after a few weeks you still have nightmares, flashbacks or jump at every sudden noise, talk to your GP: what follows a frightening event can be treated.',
      ],
      ['What happens in your body when you get into the car and someone else is driving?', 'Which short, quiet trip could be the first step back?'],
    ),
  },
  {
    id: 'autism_parent_start',
    kind: 'how_to',
    keys: 'autism=7, autistic=7, asperger=6, spettro autistico=3, nello spettro=3, on the spectrum=3, neuropsichiatr=3, npia=4, uonpia=4, diagnosticat=2, diagnosi=2, diagnosed=2, diagnosis=2, da dove comincio=3, da dove inizio=3, da dove parto=3, da dove cominciare=3, where do i start=3, where to start=3, where do i begin=3, libri per genitori=4, books for parents=4, for parents=3, per genitori=3, parents of autistic=6, parent of an autistic=6, genitori di bambini autistici=6, genitori di figli autistici=6, genitor=1, parent=1, mio figlio=1, mia figlia=1, my son=1, my daughter=1, my child=1, bambin=1, child$=1, sono autistic=-9, se sono autistic=-9, io sono autistic=-9, im autistic=-9, i might be autistic=-9, am i autistic=-9, se e autistic=-9, se sia autistic=-9, possa essere autistic=-9, potrebbe essere autistic=-9, if he is autistic=-9, if she is autistic=-9, if hes autistic=-9, if shes autistic=-9, if my son is autistic=-9, if my daughter is autistic=-9, if my child is autistic=-9, might be autistic=-9, could be autistic=-9, mi hanno fatto la diagnosi=-9, mi hanno diagnosticato=-9, diagnosticato a me=-9, da adulto=-9, da adulta=-9, i was diagnosed=-9, i got diagnosed=-9, i ve been diagnosed=-9, ive been diagnosed=-9, as an adult=-9',
    requires: 'autism=0, autistic=0, asperger=0, spettro autistico=0, npia=0, uonpia=0',
    forms: ['how', 'where', 'what', 'should', 'could', 'normal'],
    it: lc(
      [
        'Dopo una diagnosi di autismo è normale provare cose diverse, anche nello stesso giorno, come sollievo per avere un nome, dolore e paura per il futuro, e tutto questo ha bisogno di tempo.',
        'La prima porta è l’équipe che ha fatto la diagnosi, di solito la neuropsichiatria dell’infanzia e dell’adolescenza (NPIA) della tua ASL, con il pediatra: chiedi i prossimi passi e chi è il tuo punto di riferimento.',
        'Associazioni di genitori come l’ANGSA offrono indicazioni pratiche e gruppi di genitori e possono suggerirti delle letture, e anche all’équipe puoi chiedere quali libri consigliano a chi comincia.',
      ],
      [
        'Tuo figlio o tua figlia è la stessa persona di prima della diagnosi: adesso hai in più una chiave per capire meglio come funziona e di cosa ha bisogno.',
        'Per cominciare, torna dall’équipe che ha fatto la diagnosi, spesso la neuropsichiatria infantile (NPIA), e dal pediatra con una lista di domande: cosa succede adesso, quali interventi, con quali tempi.',
        'Per i libri, chiedi agli specialisti che vi seguono quali consigliano a genitori all’inizio del percorso, e rivolgiti a un’associazione come l’ANGSA, che mette in contatto con altri genitori.',
      ],
      ['Cosa ti pesa di più in questi primi giorni dopo la diagnosi?', 'Qual è la prima domanda che vorresti fare all’équipe che vi segue?'],
    ),
    en: lc(
      [
        'After an autism diagnosis it’s normal to feel many things, sometimes on the same day, like relief at having a name, grief and fear for the future, and all of it takes time.',
        'Your first door is the team that made the diagnosis, along with your health visitor or GP: ask what the next steps are and who your point of contact is.',
        'The National Autistic Society offers practical guidance and ways to meet other parents, and it’s worth asking the team which books they recommend for parents starting out.',
      ],
      [
        'Your child is the same child they were before the diagnosis: what you have now is a key to understanding better how they work and what they need.',
        'To start, go back to the diagnosing team and your health visitor or GP with a list of questions: what happens now, what support is available, and how long things take.',
        'Parent groups, such as those you can find through the National Autistic Society, are a place to hear from people a few steps ahead, and many share the reading that helped them.',
      ],
      ['What weighs on you most in these first days after the diagnosis?', 'Which question would you like to ask the team first?'],
    ),
  },
  {
    id: 'body_image_feed',
    kind: 'how_to',
    keys: 'corpi=5, body image=7, immagine corporea=7, corpo perfett=5, corpi perfett=5, fisico perfett=5, fisici$=3, fitness=4, fitspo=5, palestrat=3, frullat=3, shakes$=3, protein shake=4, influencer=4, account da seguire=7, profili da seguire=7, pagine da seguire=6, chi seguire=6, accounts to follow=7, account to follow=7, who to follow=6, worth following=6, accounts$=2, account$=1, unfollow=2, smettere di seguire=3, feed$=3, sui social=2, instagram=2, tiktok=2, mi confronto=3, confrontarmi=3, confronto il mio corpo=6, compare my body=6, comparing my body=6, il mio corpo=3, my body=3, body$=1, bodies=5, corpo$=1, dopo la gravidanza=5, dopo il parto=2, after pregnancy=5, post baby=5, postpartum body=6, after having a baby=4, mi sento brutt=3, feel ugly=3',
    requires: 'corpi=0, corpo=0, body=0, bodies=0, fisico=0, fisici=0, fitness=0, fitspo=0, palestrat=0, shakes=0, influencer=0, account da seguire=0, profili da seguire=0, pagine da seguire=0, chi seguire=0, accounts to follow=0, account to follow=0, who to follow=0, worth following=0',
    forms: ['how', 'what', 'should', 'could', 'normal', 'why', 'where'],
    it: lc(
      [
        'Non posso consigliarti profili precisi, ma puoi rendere il feed più gentile: smetti di seguire o silenzia chi ti lascia peggio, e segui account su cose che ami oltre ai corpi e su corpi di ogni forma ed età.',
        'Una domanda utile da farti è «come mi sento dopo dieci minuti qui?», e se la risposta è «peggio», vale la pena mettere un limite di tempo all’app.',
        'E se il pensiero del cibo e del peso ti prende sempre più spazio, il medico di base è la persona giusta con cui cominciare a parlarne.',
      ],
      [
        'Il feed impara da quello su cui ti soffermi, quindi più guardi corpi da palestra, più te ne mostra: puoi cambiarlo tu, un account alla volta, silenziando o smettendo di seguire.',
        'Se il tuo corpo ha appena portato avanti una gravidanza, ha fatto una cosa enorme, e merita gentilezza prima di qualsiasi confronto con foto scelte e ritoccate.',
        'Se i pensieri su cibo e peso cominciano a occupare gran parte della giornata, o ti spingono a saltare i pasti, parlane con il medico di base.',
      ],
      ['Quale account ti lascia più spesso peggio di prima?', 'Di cosa ti piacerebbe vedere di più, quando apri il telefono?'],
    ),
    en: lc(
      [
        'I can’t recommend particular accounts, but you can make your feed kinder: unfollow or mute anyone who leaves you feeling worse, and follow accounts about things you love beyond bodies, and bodies of every shape and age.',
        'A useful check is to ask yourself "how do I feel after ten minutes of this?", and if the answer is "worse", set a time limit on the app.',
        'And if thoughts about food and weight are taking up more and more room, your GP is a good person to start talking to.',
      ],
      [
        'Your feed learns from what you linger on, so the more you stop at gym bodies, the more it shows you: you can retrain it yourself, one mute or unfollow at a time.',
        'If your body has recently carried a pregnancy, it has done something huge, and it deserves kindness before any comparison with chosen, edited photos.',
        'If thoughts about food and weight start to fill most of your day, or push you to skip meals, talk to your GP.',
      ],
      ['Which account most often leaves you feeling worse than before?', 'What would you like to see more of when you open your phone?'],
    ),
  },
  {
    id: 'anticipatory_grief',
    kind: 'definition',
    keys: 'anticipator=8, anticipatory=8, lutto anticipato=8, lutto in anticipo=8, lutto prima=6, soffrire prima=4, piangere prima=5, gia in lutto=6, already grieving=7, grieving before=7, grieve before=7, griev=2, lutto=2, ancora vivo=4, ancora viva=4, still alive=4, sta morendo=5, gia male=3, soffro gia=5, piango gia=4, is dying=4, dying$=3, malato terminale=5, malata terminale=5, terminal$=3, terminale=3, fine vita=4, end of life=4, before he dies=5, before she dies=5, before it dies=5, before they die=5, prima che muoia=5, prima che se ne vada=5',
    requires: 'anticipator=0, anticipatory=0, lutto anticipato=0, lutto in anticipo=0, lutto prima=0, gia in lutto=0, already grieving=0, grieving before=0, grieve before=0, ancora vivo=0, ancora viva=0, still alive=0, sta morendo=0, is dying=0, before he dies=0, before she dies=0, before it dies=0, before they die=0, prima che muoia=0, prima che se ne vada=0, malato terminale=0, malata terminale=0',
    forms: ['what', 'is_this', 'normal', 'how', 'why'],
    it: lc(
      [
        'Il lutto anticipatorio è il dolore che arriva prima di una perdita, quando una persona o un animale a cui vuoi bene ha una malattia grave e sai che il tempo rimasto è poco.',
        'È normale, e non è un tradimento né un modo di arrendersi: è la mente che comincia a prepararsi, mentre il legame continua.',
        'Può mescolarsi al senso di colpa, e anche a momenti leggeri in cui ridi o pensi ad altro: anche quelli fanno parte del voler bene, non lo tolgono.',
      ],
      [
        'È il nome che si dà alla tristezza per una perdita che deve ancora arrivare: si soffre già, mentre la persona o l’animale è ancora qui.',
        'Qualche piccola cosa aiuta: passare del tempo insieme adesso, dire quello che conta, un grazie o un ti voglio bene, e appoggiarsi a chi ci è già passato.',
        'Se il peso diventa troppo da portare, parlarne con il medico di base o con uno psicologo è un modo di prenderti cura di te in questo momento.',
      ],
      ['C’è qualcosa che vorresti dire o fare insieme, nel tempo che c’è?', 'Chi, intorno a te, sa cosa stai vivendo in questi giorni?'],
    ),
    en: lc(
      [
        'Anticipatory grief is the grief that comes before a loss, when a person or an animal you love is seriously ill and you know the time left is short.',
        'It’s normal, and it isn’t a betrayal or giving up: it’s the mind starting to prepare while the bond carries on.',
        'It can mix with guilt, and with light moments when you laugh or think about something else: those are part of loving them too, and they take nothing away.',
      ],
      [
        'It’s the name for the sadness about a loss that hasn’t happened yet: you are already grieving while the person or the animal is still here.',
        'A few small things help: spending time together now, saying what matters, a thank you or an I love you, and leaning on people who have been through it.',
        'If it becomes too heavy to carry, talking to your GP or a counsellor is a way of looking after yourself through this time.',
      ],
      ['Is there something you would like to say or do together, in the time there is?', 'Who around you knows what you are going through these days?'],
    ),
  },
];
