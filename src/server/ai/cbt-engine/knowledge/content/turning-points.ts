/**
 * Questions asked at a turning point that the other entries leave open: finding work after 50 once
 * a job is gone, whether doing something practical about the climate or the news really helps or is
 * only a distraction, whether being hurt for days by an interruption means being too sensitive, how
 * to get through the first holidays alone after a separation, how to suggest a memory check to a
 * parent without offending them, whether reading a speech from notes is all right, and how to trust
 * colleagues again after being wrongly blamed. No diagnosis, no medicine: what usually helps, a small
 * step, the thought that gets in the way, and where to turn.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

/** An age past 50 (or "at my age"): job_search_later_life is about finding work later in life. */
const LATER_AGE =
  'a$ 5=0, a$ 6=0, ho$ 5=0, ho$ 6=0, di 5=0, di 6=0, dopo i 5=0, dopo i 6=0, over 5=0, over 6=0, piu di 5=0, piu di 6=0, 5 anni=0, 6 anni=0, cinquant=0, sessant=0, at$ 5=0, at$ 6=0, im$ 5=0, im$ 6=0, after 5=0, after 6=0, 5 year old=0, 6 year old=0, 5 years old=0, 6 years old=0, in my fifties=0, in my sixties=0, in my late fifties=0, fifty=0, sixty=0, alla mia eta=0, della mia eta=0, at my age=0, my age$=0, someone my age=0, older worker=0, older workers=0, older people=0, older candidate=0, lavorator anzian=0, lavoratori over=0, troppo vecchi=0, troppo in la con gli anni=0, too old=0, ageism=0, ageis=0, age discrimination=0, discriminazione per eta=0';

/** Doing something: practical_action_climate asks whether acting on a big worry helps. */
const ACTION =
  'fare qualcosa=0, faccio qualcosa=0, facendo qualcosa=0, fare qualcosa di=0, qualcosa di pratico=0, qualcosa di concreto=0, di pratico=0, di concreto=0, concretament=0, agire=0, agisco=0, agendo=0, azion=0, mi impegno=0, impegnarmi=0, impegnarsi=0, impegnandom=0, impegno per=0, impegno concreto=0, attivis=0, volontariato=0, volontari=0, mi do da fare=0, darmi da fare=0, mobilitar=0, manifestazion=0, raccolta=0, raccolte=0, petizion=0, doing something=0, do something=0, did something=0, doing anything=0, something practical=0, something concrete=0, practical=0, taking action=0, take action=0, action$=0, actions$=0, acting$=0, activism=0, activist=0, volunteer=0, get involved=0, getting involved=0, joining=0, join a=0, campaign=0, protest=0, petition=0, fundrais=0';

/** Hurt that lasts, or being interrupted or dismissed: too_sensitive_hurt, not just "am I overreacting?". */
// Being hurt, not what hurt: «come si ferma uno che ti interrompe?» asks how to deal with it (another entry).
const LASTING_HURT =
  'ci sto male=0, starci male=0, ci rimango male=0, ci resto male=0, ci sono rimast=0, rimango male=0, mi ferisc=0, ferit=0, mi offendo=0, offendermi=0, permalos=0, suscettibil=0, hurt for=0, so hurt=0, hurts me=0, hurt me=0, get hurt=0, feel hurt=0, upset for=0, thin skinned=0, oversensitive=0, bothers me for=0, days later=0, dwell=0, rimugin=0, mi hanno interrott=0';

/** A holiday or its day: holidays_alone_after_separation. */
const HOLIDAY =
  'natale=0, natalizi=0, vigilia=0, capodanno=0, feste$=0, festivita=0, le feste=0, il 25=0, 25 dicembre=0, santo stefano=0, pasqua=0, ferragosto=0, christmas=0, xmas=0, christmas eve=0, new year=0, new years=0, holiday$=0, holidays=0, festive=0, thanksgiving=0, easter=0, boxing day=0, the 25th=0';

/** Memory, or forgetting: suggest_memory_check. */
const MEMORY =
  'memori=0, memory=0, dimentic=0, scordat=0, smemorat=0, ripete sempre=0, ripete le stesse=0, forget=0, forgot=0, forgetful=0, repeating herself=0, repeating himself=0, repeats herself=0, repeats himself=0, repeating themselves=0, repeats the same=0, keeps repeating=0, confus=0, visita da uno specialista=0, visita specialistica=0, neurolog=0, geriatr=0, memory clinic=0';

/** Reading aloud or using notes: reading_from_notes. */
const READING =
  'leggere=0, leggerl=0, leggo$=0, leggendo=0, letto il=0, appunti=0, foglio=0, fogli$=0, scalett=0, copion=0, testo scritto=0, read$=0, reading=0, read out=0, notes$=0, note cards=0, cue cards=0, script=0, from paper=0, off paper=0, off a paper=0, off my phone=0, dal telefono=0, dal cellulare=0';

/** Being blamed or accused: trust_after_false_blame. */
const BLAMED =
  'accus=0, incolp=0, dato la colpa=0, dare la colpa=0, danno la colpa=0, da la colpa=0, scaricat=0, scaricare la colpa=0, la colpa a me=0, colpa non mia=0, non era colpa mia=0, non mio$=0, capro espiatorio=0, ingiust=0, a torto=0, blame=0, blamed=0, blaming=0, scapegoat=0, under the bus=0, falsely=0, wrongly=0, not my fault=0, wasnt my fault=0, was not my fault=0, wasnt your fault=0, framed=0';

export const TURNING_POINTS_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'job_search_later_life',
    kind: 'how_to',
    keys: 'assum=4, assunt=3, mi prende=3, ci prende=3, nessuno mi prende=5, prendono a lavorare=3, licenzi=3, licenziament=3, mandato a casa=3, mandata a casa=3, in esubero=4, esubero=3, cassa integrazione=3, mobilita=2, disoccupat=4, senza lavoro=4, senza un lavoro=4, perso il lavoro=4, persa il lavoro=4, ho perso il mio lavoro=4, rimast senza lavoro=4, l azienda ha chiuso=4, la ditta ha chiuso=4, la fabbrica ha chiuso=4, chiuso la fabbrica=4, trovare lavoro=4, trovo lavoro=4, trova lavoro=4, trovare un lavoro=4, trovare un altro lavoro=4, trovo un altro lavoro=4, cercare lavoro=4, cerco lavoro=4, cercarne un altro=3, ricerca di lavoro=4, tornare a lavorare=3, rientrare nel mondo del lavoro=4, ricollocar=3, curriculum=2, cv$=2, colloqui=1, centro per l impiego=3, agenzia per il lavoro=3, agenzie per il lavoro=3, hire=4, hires=4, hiring=4, hired=4, employ me=4, employs=2, employer=2, employers=2, laid off=4, layoff=4, lay off=3, redundan=4, made redundant=4, unemploy=4, out of work=4, lost my job=4, lost my work=3, lose my job=2, the factory closed=4, factory closed=4, plant closed=4, closed down=2, find a job=4, find work=4, finding work=4, find a new job=4, finding a job=4, get a job=4, get work=3, get hired=4, looking for work=4, looking for a job=4, job hunting=4, job search=4, job seeking=4, jobseeker=4, back into work=4, back to work=2, jobcentre=3, job centre=3, recruit=2, machinist=2, tornitor=2, fresator=2, operai=2, operaio=2, factory=1, fabbrica=1, lavoro=0.5, job$=0.5, jobs$=0.5, work$=0.5, a$ 5=0.5, a$ 6=0.5, ho$ 5=0.5, ho$ 6=0.5, dopo i 5=0.5, over 5=0.5, piu di 5=0.5, at$ 5=0.5, at$ 6=0.5, im$ 5=0.5, im$ 6=0.5, after 5=0.5, 5 year old=0.5, 6 year old=0.5, in my fifties=0.5, alla mia eta=0.5, della mia eta=0.5, at my age=0.5, my age$=0.5, older worker=1, too old=0.5, troppo vecchi=0.5, retrain=-3, re train=-3, reskill=-3, riqualific=-3, cambiare lavoro=-3, cambio lavoro=-3, cambiare mestiere=-3, cambiare settore=-3, change career=-3, career change=-3, new career=-3, worth it=-2, ha senso=-2, pension=-6, retire=-6, retired=-6, retirement=-6, pensionat=-6, figlio=-9, figlia=-9, my son=-9, my daughter=-9, bambin=-9, kid$=-9, kids$=-9, child=-9, mio padre=-4, mia madre=-4, my dad=-4, my mum=-4, my mom=-4, assumere il=-6, assumere la=-6, assumere un=-6, assumo il=-6, assumo la=-6, integrator=-9, vitamin=-9, supplement=-9, farmac=-9, medication=-9, pill=-9, pillol=-9, dose=-9, dosi$=-9',
    requires: LATER_AGE,
    forms: ['how', 'where', 'could', 'normal', 'should', 'what', 'is_this'],
    it: lc(
      [
        'Dopo i 50 anni, ritrovare lavoro in seguito a un licenziamento di solito richiede più tempo, ma succede: l’esperienza, l’affidabilità e un mestiere imparato in tanti anni sono proprio quello che molte aziende faticano a trovare.',
        'A questa età il canale che funziona di più è la rete: scrivi a ex colleghi, fornitori, clienti e vecchi capi, e di’ con chiarezza che tipo di lavoro cerchi.',
        'Iscriviti al centro per l’impiego e a due o tre agenzie per il lavoro del tuo settore, e chiedi dei corsi di aggiornamento o di riqualificazione gratuiti: spesso basta aggiornare una competenza, non ricominciare da capo.',
        'Dai una forma alle giornate, con un orario per la ricerca, uno per muoverti e uno per qualcosa che ti fa bene, perché le giornate senza forma pesano più dei no.',
      ],
      [
        'Il pensiero «alla mia età nessuno mi assume» è comprensibile dopo un licenziamento, ma è un pensiero, non un fatto: trattalo come un’ipotesi da mettere alla prova, una candidatura alla volta.',
        'Nel curriculum e nei colloqui metti davanti cosa sai fare e quali problemi hai risolto, con esempi concreti, più che gli anni: chi cerca una persona esperta vuole qualcuno che sappia già muoversi.',
        'Oltre agli annunci, passa dal centro per l’impiego, dalle agenzie per il lavoro e dalle associazioni di categoria, e fai sapere a chi ti conosce che cerchi: molti posti si coprono con il passaparola.',
        'Se i soldi preoccupano, un patronato o lo sportello di un sindacato può dirti gratis a quali sostegni hai diritto, come la NASpI, e questo toglie un po’ di pressione alla ricerca.',
      ],
      [
        'Chi, tra i tuoi ex colleghi, potresti sentire questa settimana?',
        'Che forma vorresti dare alle tue giornate?',
      ],
    ),
    en: lc(
      [
        'Finding work after 50 following a layoff usually takes longer, but it does happen: your experience, your reliability and a trade learned over many years are exactly what many employers struggle to find.',
        'At this stage your network tends to work best: get in touch with former colleagues, suppliers, customers and old bosses, and tell them plainly what kind of work you are after.',
        'Register with your public employment service, such as Jobcentre Plus in the UK, and with two or three recruitment agencies in your field, and ask about free retraining: often one updated skill is enough, not a fresh start.',
        'Give your days a shape, with set hours for the search, some time to move and something you enjoy, because shapeless days weigh more than the rejections.',
      ],
      [
        'The thought “nobody hires someone my age” is understandable after a redundancy, but it is a thought, not a fact: treat it as a guess to test, one application at a time.',
        'On your CV and in interviews, lead with what you can do and the problems you have solved, with real examples, rather than the years: someone hiring an experienced person wants a safe pair of hands.',
        'Beyond job adverts, use the public employment service, agencies and trade bodies, and let everyone who knows you hear that you are looking: plenty of jobs are filled by word of mouth.',
        'If money is a worry, free advice from Citizens Advice or a similar service can check which benefits you are entitled to, and that takes some pressure off the search.',
      ],
      ['Which former colleague could you contact this week?', 'What shape would you like your days to have?'],
    ),
  },
  {
    id: 'practical_action_climate',
    kind: 'why',
    keys: 'qualcosa di pratico=3, qualcosa di concreto=3, di pratico=1, di concreto=1, concretament=2, fare qualcosa=1, faccio qualcosa=1, facendo qualcosa=1, agire=2, agisco=2, agendo=2, azion=2, mi impegno=1, impegnarmi=1, impegnarsi=1, impegnandom=1, impegno per=1, impegno concreto=2, attivis=3, volontariato=2, volontari=1, mi do da fare=2, darmi da fare=2, mobilitar=2, manifestazion=1, raccolta=1, raccolte=1, petizion=1, something practical=3, something concrete=3, doing something=2, do something=1, did something=1, practical=2, taking action=2, take action=2, action$=2, actions$=2, activism=3, activist=3, volunteer=2, get involved=2, getting involved=2, joining=1, campaign=1, protest=1, petition=1, distra=4, distrarmi=1, distrarsi=1, distract=4, distraction=1, just a distraction=2, just distraction=2, solo una distrazione=2, solo un modo per=2, just a way=2, o e solo=3, or is it just=3, or am i just=3, is it just=1, e solo=1, fuga=2, scappa=2, escape=2, escaping=2, avoid=2, avoiding=2, avoidance=3, evit=2, per non pensarci=3, to not think=2, not to think=2, aiuta davvero=3, serve davvero=3, serve a qualcosa=2, actually help=3, really help=3, actually helps=3, really helps=3, does it help=2, help$=1, helps$=1, aiuta=1, serve$=1, ansia climatica=10, eco ansia=20, ecoansia=10, per il clima=8, sul clima=8, clima$=3, cambiamento climatico=9, crisi climatica=9, riscaldamento globale=9, il pianeta=4, climate anxiety=10, eco anxiety=10, ecoanxiety=10, climate$=7, climate change=9, climate crisis=9, global warming=9, the planet=4, bushfire=3, wildfire=3, climatic=2, pianeta=1, planet=1, ambiente=2, ambiental=2, environment=2, ecolog=2, notizie=6, telegiornale=6, tg$=5, guerra=6, bombardament=6, attentat=5, alluvion=5, terremot=5, news$=6, the news=6, war$=6, bombing=6, disaster=5, headlines=6, mondo=1, world=1, sentirmi meglio=1, feel better=1, mi calma=1, calms me=1, helpless=2, impotent=2, hopeless=1, sleep=-6, dormire=-6, sonno=-6, lavoro=-3, job$=-4, studi=-4, study=-4, exam=-6, esam=-6, partner=-6, relazion=-6, relationship=-6, panic=-6, panico=-6, attacco=-6, attack=-6, solitudin=-9, lonely=-9, loneliness=-9, depress=-9, autostima=-9, self esteem=-9, stuck=-6, bloccat=-6, procrastin=-9, rimand=-9, motivat=-9, motivazion=-9, energy=-6, energia=-6, exercise=-6, sport=-6, palestra=-6, gym=-6',
    requires: ACTION,
    forms: ['why', 'normal', 'is_this', 'could', 'should', 'how', 'what'],
    topics: ['anxiety'],
    it: lc(
      [
        'Sì, fare qualcosa di pratico aiuta davvero: un gesto alla tua portata, anche piccolo, riduce il senso di impotenza, che è una delle parti più pesanti dell’ansia per il clima o per le notizie.',
        'Non è una fuga se lo scegli a occhi aperti: distrarsi vuol dire smettere di guardare il problema, agire vuol dire guardarlo e decidere qual è la tua parte.',
        'Farlo insieme ad altri, in un gruppo del quartiere, un’associazione o una raccolta, aiuta ancora di più, perché il peso si divide invece di restare tutto su di te.',
        'Ogni tanto chiediti se lo fai perché ci credi o per non sentire più niente: la prima è azione, la seconda comincia ad avere il sapore della fuga.',
      ],
      [
        'Agire e distrarsi da fuori si somigliano, ma funzionano in modo diverso: la distrazione spegne la preoccupazione per un po’, un’azione concreta le dà una risposta.',
        'Scegli qualcosa che dipende da te e che puoi portare avanti, come una sera al mese di volontariato, un cambiamento in casa o una firma per una causa in cui credi, invece di un impegno enorme che ti sfinisce.',
        'Metti anche un confine alle notizie, per esempio un solo momento al giorno per informarti e niente aggiornamenti prima di dormire, così l’azione non viene sommersa dall’allarme.',
        'E riposarti non vuol dire tradire la causa: staccare ogni tanto è proprio quello che ti permette di continuare.',
      ],
      [
        'Quale gesto alla tua portata potresti fare per primo?',
        'Con chi potresti condividere questo impegno?',
      ],
    ),
    en: lc(
      [
        'Yes, doing something practical really does help: an action within your reach, however small, eases the helplessness that is one of the heaviest parts of worrying about the climate or the news.',
        'It isn’t avoidance if you choose it with your eyes open: distraction means looking away from the problem, action means looking at it and deciding what your part is.',
        'Doing it with other people, in a local group, a charity or a community project, helps even more, because the weight gets shared instead of resting on you alone.',
        'Now and then, ask yourself whether you are doing it because you believe in it or to stop feeling anything: the first is action, the second starts to look like escape.',
      ],
      [
        'Acting and distracting yourself can look alike from outside, but they work differently: distraction switches the worry off for a while, a concrete action gives it an answer.',
        'Pick something in your hands that you can keep up, like one evening a month volunteering, a change at home or backing a cause you believe in, rather than a huge commitment that wears you out.',
        'Put a limit on the news too, such as one set time a day to catch up and no updates before bed, so the action isn’t drowned out by the alarm.',
        'And resting isn’t letting the cause down: switching off now and then is exactly what lets you keep going.',
      ],
      ['Which small action within your reach could come first?', 'Who could you share this with?'],
    ),
  },
  {
    id: 'too_sensitive_hurt',
    kind: 'normal',
    keys: 'permalos=6, suscettibil=5, troppo sensibil=3, ipersensibil=1, thin skinned=5, oversensitive=4, over sensitive=4, too sensitive=3, sensitive=1, sensibil=1, per giorni=3, da giorni=2, dopo giorni=3, giorni dopo=3, per ore=2, per settimane=3, ci sto male=3, starci male=3, ci rimango male=3, ci resto male=3, ci sono rimast=3, rimango male=2, mi ferisc=3, ferit=2, mi offendo=3, offendermi=3, for days=3, days later=3, for hours=2, for weeks=3, hurt for=2, so hurt=2, hurts me=2, hurt me=2, get hurt=2, feel hurt=2, hurt$=1, upset for=2, upset$=1, interromp=3, interrott=3, zittit=3, zittisc=3, sminui=3, ignorat=2, mi ignorano=2, interrupt=3, talked over=3, talks over=3, talk over=3, cut me off=3, cuts me off=3, dismiss=3, brush off=3, brushes me off=3, brushed me off=3, brushed off=3, bothers me for=3, bothers me=1, tell someone=-3, tell them=-3, tell him=-3, tell her=-3, how do i tel=-2, dirgli=-3, dirle=-3, glielo dico=-3, rimugin=2, ci penso ancora=2, ci ripenso=2, dwell=2, ruminat=2, cant stop thinking=2, cant let it go=2, keep replaying=2, commento=1, commenti=1, comment=1, comments=1, frase=1, battuta=1, remark=1, collega=1, coworker=1, colleague=1, riunione=1, meeting=1, cosa piccola=2, piccolezz=2, sciocchezz=2, small thing=2, small comments=2, little things=2, per niente=1, esager=1, petto=-9, chest=-9, testa=-6, head$=-6, pancia=-6, stomaco=-6, stomach=-6, denti=-9, teeth=-9, pelle=-9, skin=-9, dolore=-6, pain=-6, back pain=-9, schiena=-9, rumor=-6, noise=-6, luce=-6, light$=-6, suoni=-6, sounds=-6, caffein=-9, caffe=-6, coffee=-6, farmac=-9, medication=-9, freddo=-6, cold$=-6, my back=-9, back pain=-9, knee=-9, neck=-9, shoulder=-9, leg$=-9, legs$=-9, arm$=-9, foot$=-9, feet$=-9, throat=-9, tooth=-9, eye$=-9, ache=-9, aches=-9, sore$=-6, fever=-9, febbre=-9, cough=-9, tosse=-9, injur=-9, infortun=-9, symptom=-9, sintom=-9, mal di=-9, collo=-9, spalla=-9, ginocchi=-9, gamba=-9, gambe=-9, braccio=-9, piede=-9, piedi=-9, gola=-9, dente=-9, occhio=-9',
    requires: LASTING_HURT,
    forms: ['normal', 'is_this', 'could', 'why', 'how'],
    it: lc(
      [
        'Starci male per giorni non vuol dire avere un difetto: il dolore che senti quando qualcuno ti interrompe o liquida quello che dici è un segnale, e ti dice che un bisogno importante, come l’ascolto o il rispetto, è rimasto senza risposta.',
        'Quello che spesso lo fa durare così a lungo non è l’episodio in sé, ma il rimuginio: la scena torna, la rigiri, prepari la risposta che avresti voluto dare, e ogni volta brucia di nuovo.',
        'Aiuta distinguere il fatto, che è durato pochi secondi, dalla sua replica nella tua testa, che può andare avanti per giorni.',
        'Poi fai una cosa, una sola volta: dirlo con calma alla persona, per esempio «vorrei finire quello che stavo dicendo», oppure scegliere di lasciar andare, e quando la replica ricomincia, notala e torna a quello che stavi facendo.',
      ],
      [
        'La domanda «sono io che esagero?» è molto comune, ma una ferita per un’interruzione o per un commento sbrigativo ha quasi sempre una ragione: ha toccato qualcosa a cui tieni.',
        'Il tempo passato a ripensarci, però, non ti protegge: tiene viva la scena e la fa sembrare più grande ogni volta che la ripassi.',
        'Prova a separare due cose: cosa è successo davvero, detto in una frase, e il film che la mente continua a proiettare dopo.',
        'Poi agisci una volta: o lo dici, con una frase semplice in prima persona, o decidi di lasciarlo andare; da lì, ogni volta che la scena torna, chiamala replica e riporta l’attenzione su quello che hai davanti.',
      ],
      ['Quale tuo bisogno è rimasto senza risposta?', 'Questa volta preferisci dirlo o lasciarlo andare?'],
    ),
    en: lc(
      [
        'Being hurt for days doesn’t mean something is wrong with you: the sting when someone interrupts you or brushes off what you say is a signal that a need, like being heard or respected, went unmet.',
        'What usually keeps it going so long isn’t the moment itself but the rumination: the scene comes back, you turn it over, you draft what you should have said, and it stings again each time.',
        'It helps to tell the event, which lasted a few seconds, apart from the replay in your head, which can run for days.',
        'Then act on it once: either say something calmly, such as “I’d like to finish my point”, or decide on purpose to let it go, and when the replay starts again, notice it and come back to what you were doing.',
      ],
      [
        'Asking whether you are too sensitive is very common, but being hurt by a brush-off or by being talked over nearly always has a reason: it touched something you care about.',
        'The hours spent going over it don’t protect you, though: they keep the scene alive and make it look bigger each time you replay it.',
        'Try separating two things: what actually happened, put in one sentence, and the film your mind keeps showing afterwards.',
        'Then do one thing about it: say it once, in a simple sentence starting with “I”, or choose to let it go, and each time the scene comes back, call it a replay and bring your attention back to what is in front of you.',
      ],
      ['What need of yours went unmet in that moment?', 'Would you rather say it once or let it go?'],
    ),
  },
  {
    id: 'holidays_alone_after_separation',
    kind: 'how_to',
    keys: 'natale=1, natalizi=1, vigilia=1, capodanno=1, feste$=1, festivita=1, il 25=1, 25 dicembre=1, santo stefano=1, pasqua=1, ferragosto=1, christmas=1, xmas=1, new year=1, new years=1, holiday$=1, holidays=1, festive=1, thanksgiving=1, easter=1, boxing day=1, the 25th=1, primo natale=3, prime feste=3, first christmas=3, first holidays=3, first holiday=3, separa=3, divorz=3, divorc=3, ci siamo lasciat=3, ex$=2, my ex=2, la mia ex=2, il mio ex=2, breakup=3, break up=2, broke up=3, split up=3, split$=1, custody=2, affid=2, primo capodanno=2, prima vigilia=2, prima pasqua=2, first new year=2, first easter=2, first thanksgiving=3, dal padre=2, dalla madre=2, dal papa=2, dalla mamma=2, dall altro genitore=3, con l altro genitore=3, with their dad=3, with their mum=3, with their mom=3, with their father=3, with their mother=3, other parent=3, at my ex=3, with my ex=2, at their dad=3, at their mum=3, at their mom=3, da sol=2, sola$=1, alone=2, on my own=2, by myself=2, senza nessuno=2, senza compagnia=2, senza i miei bambini=3, senza i miei figli=3, senza i bambini=3, senza i figli=3, without my kids=3, without the kids=3, without my children=3, without the children=3, figli=1, bambini=1, kids=1, children=1, postano=3, pubblicano=3, post$=1, posting=3, foto=2, photo=2, photos=2, pics=2, instagram=2, social=2, pranzo=1, cenone=1, lunch=0.5, dinner=0.5, get through=0.5, superare=0.5, sopravviv=0.5, survive=0.5, passo=0.5, passare=0.5, spend the day=1, cope=0.5, with my family=-4, with family=-3, con la mia famiglia=-4, in famiglia=-3, parenti=-3, relatives=-3, in laws=-4, suocer=-4, my family=-2, regal=-6, gift=-6, present$=-6, presents=-6, cucin=-4, cook=-4, ricett=-6, recipe=-6, menu=-6, decorazion=-6, decorat=-6, albero=-6, tree=-6, lutto=-9, grief=-9, griev=-9, died=-9, morto=-9, morta=-9, scompars=-9, passed away=-9, lavoro=-4, work$=-4, shift=-4, turno=-4, my parents=-6, parents are=-9, parents got=-9, parents divorc=-9, parents separat=-9, i miei genitori=-6, i miei sono=-9, i miei si sono=-9, genitori separat=-9, genitori divorziat=-9',
    requires: HOLIDAY,
    forms: ['how', 'what', 'normal', 'should', 'where'],
    it: lc(
      [
        'Il primo Natale dopo una separazione, magari con i figli dall’altro genitore, è spesso una delle giornate più dure: aiuta molto non arrivarci senza un piano.',
        'Decidi qualche giorno prima come passerai la mattina, il pranzo e la sera, anche con cose semplici, così la giornata non resta un vuoto da riempire sul momento.',
        'Inventa un piccolo rito tuo, come una colazione speciale, una camminata in un posto che ami o un film scelto apposta, e metti in calendario una telefonata o una visita a qualcuno che ti fa stare bene.',
        'Per quel giorno spegni i social o togli le app dal telefono: le foto dei pranzi degli altri mostrano un attimo scelto, non la loro giornata intera.',
      ],
      [
        'Passare le feste senza compagnia dopo un divorzio o una separazione può pesare molto, e la tristezza di quel giorno ha senso: dalle spazio, senza lasciare che diventi tutta la giornata.',
        'Alcune persone trovano sollievo nel fare volontariato il 25, per esempio in una mensa o in un’associazione del quartiere: si sta con altri e la giornata prende forma.',
        'Se i figli sono con l’altro genitore, fissa una videochiamata a un’ora precisa e prepara qualcosa da fare insieme al loro ritorno, così la festa non sparisce, si sposta.',
        'Esci almeno una volta, anche per una breve passeggiata, e tieni a portata di mano il numero di una persona a cui scrivere se la sera si fa pesante.',
      ],
      [
        'Quale piccolo rito potresti regalarti quel giorno?',
        'Chi potresti sentire o vedere durante le feste?',
      ],
    ),
    en: lc(
      [
        'The first Christmas after a separation, perhaps with the children at their other parent’s, is often one of the hardest days: it helps a lot not to arrive at it without a plan.',
        'Decide a few days ahead how you will spend the morning, lunch and the evening, even with simple things, so the day isn’t a blank to fill on the spot.',
        'Create a small ritual of your own, like a special breakfast, a walk somewhere you love or a film picked on purpose, and put a call or a visit to someone who does you good in the diary.',
        'Turn social media off for the day or take the apps off your phone: other people’s lunch photos show one chosen moment, not their whole day.',
      ],
      [
        'Spending the holidays on your own after a divorce or separation can weigh a lot, and the sadness of that day makes sense: give it some room without letting it take the whole day.',
        'Some people find relief in volunteering on the day, at a community lunch or a local charity: you are with others and the day takes shape.',
        'If the children are with their other parent, set a video call for a fixed time and plan something to do together when they are back, so the celebration doesn’t vanish, it moves.',
        'Get out at least once, even for a short walk, and keep handy the number of someone you could message if the evening gets heavy.',
      ],
      [
        'What small ritual could you give yourself on the day?',
        'Who could you call or see over the holidays?',
      ],
    ),
  },
  {
    id: 'suggest_memory_check',
    kind: 'how_to',
    keys: 'memori=2, memory=2, dimentic=2, scordat=1, smemorat=2, ripete sempre=2, ripete le stesse=2, forget=2, forgot=1, forgetful=2, repeating herself=2, repeating himself=2, repeats herself=2, repeats himself=2, repeating themselves=2, repeats the same=2, keeps repeating=2, confus=1, visita=2, una visita=1, controllo=2, controllare la memoria=3, controllo della memoria=4, controllo per la memoria=4, test della memoria=4, check up=3, checkup=3, checked=2, memory test=4, memory clinic=4, memory assessment=4, farsi vedere=3, farla vedere=3, farlo vedere=3, farsi controllare=3, specialist=2, neurolog=3, geriatr=3, medico=1, dottore=1, doctor=1, gp$=2, see someone=2, sees someone=2, see a doctor=3, sees a doctor=3, to a doctor=3, dal medico=2, da un medico=2, dal dottore=2, propor=3, propong=3, suggest=2, convinc=3, persuad=3, bring it up=2, raise it=2, get her to=2, get him to=2, get my dad to=2, get my mum to=2, get my mom to=2, without offending=3, senza che si offenda=4, senza offender=3, si offenda=3, offend=2, offes=1, defensive=3, getting defensive=2, upset=1, upsetting=2, prenda male=3, la prenda male=1, se la prende=2, arrabbi=1, refus=2, rifiut=2, non vuole andare=3, wont go=2, doesnt want to go=2, portarla=2, portarlo=2, accompagn=1, mia madre=1, mio padre=1, mia mamma=1, mio papa=1, papa$=1, mamma=1, nonna=1, nonno=1, suocer=1, my mum=1, my mom=1, my dad=1, my mother=1, my father=1, grandma=1, grandad=1, grandpa=1, nan$=1, parent=1, parents=1, genitor=1, psicolog=-9, psicoterap=-9, terapeut=-9, therapist=-9, therapy=-9, psycholog=-9, counsell=-9, app$=-9, chat$=-6, remember what i said=-12, ricordi cosa ti ho detto=-12, studi=-6, study=-6, esam=-6, exam=-6, vuoti di memoria=-4, my memory=-4, la mia memoria=-4, i forget=-4, i keep forgetting=-4, mi dimentico=-4, dimentico$=-2, petto=-9, chest=-9, dolore=-9, dolori=-9, pain=-9, sangue=-9, blood=-9, pressione=-9, cuore=-9, heart=-9, respir=-9, breath=-9, febbre=-9, fever=-9, neo$=-9, nei$=-9, mole$=-9, nodul=-9, lump=-9, pelle=-9, skin=-9, denti=-9, teeth=-9, occhi=-9, eyes=-9, vista=-6, eyesight=-9, udito=-9, hearing=-9, orecchi=-9, ear$=-9, ears$=-9, peso=-9, weight=-9, beve=-9, drinks=-9, drinking=-9, alcol=-9, alcohol=-9, fuma=-9, smok=-9, depress=-9, ansia=-6, anxiety=-6, anxious=-6, panic=-9, panico=-9, umore=-9, mood=-9, sonno=-6, sleep=-6, diabet=-9, tumor=-9, cancer=-9, cancro=-9, gravid=-9, pregnan=-9, incinta=-9, figlio=-6, figlia=-6, my son=-6, my daughter=-6, bambin=-6, kid$=-6, kids$=-6, child=-6',
    requires: MEMORY,
    forms: ['how', 'what', 'should', 'where'],
    it: lc(
      [
        'Scegli un momento tranquillo, senza fretta e senza altre persone intorno, e parti da un solo esempio concreto, come «martedì non ti ricordavi dell’appuntamento dal dentista», invece di un elenco di cose dimenticate.',
        'Usa frasi in prima persona, come «mi preoccupo un po’ e mi sentirei più in pace se ne parlassimo con il medico», che suonano come affetto e non come un’accusa.',
        'Proponi un controllo generale dal medico di base, che è una visita normale a ogni età e permette poi di indirizzare, se serve, a uno specialista o a un centro per la memoria.',
        'Offriti di andare insieme e di prendere tu l’appuntamento; se invece la confusione arriva all’improvviso, o con difficoltà a parlare o a muoversi, chiama subito il 112.',
      ],
      [
        'Molte persone si mettono sulla difensiva quando si parla di memoria, perché ci sentono dentro la paura di perdere autonomia: cominciare con calma e con affetto fa una grande differenza.',
        'Invece di dire «stai perdendo la memoria», racconta cosa hai notato e come ti fa sentire, e chiedi come sta vivendo la cosa: a volte la persona se n’è già accorta e aspetta solo che qualcuno ne parli.',
        'Presentalo come un controllo di routine dal medico di base, magari insieme ad altri esami, perché il medico può cercare anche cause semplici e curabili, come problemi di tiroide o carenze di vitamine, e indirizzare oltre se serve.',
        'Se la prima risposta è no, lascia passare qualche giorno e riprova, magari con l’aiuto di qualcuno di cui si fida; una confusione improvvisa invece non può aspettare: in quel caso chiama subito il 112.',
      ],
      ['Quale esempio concreto potresti portare?', 'In quale momento tranquillo potresti parlarne?'],
    ),
    en: lc(
      [
        'Pick a calm moment, unhurried and without other people around, and start from one concrete example, like “on Tuesday you forgot the dentist appointment”, rather than a list of things forgotten.',
        'Use “I” statements, such as “I’ve been a bit worried and I’d feel easier if we talked to the GP”, which sound like care rather than an accusation.',
        'Suggest a general check-up with the GP, which is ordinary at any age and lets the doctor refer on to a specialist or a memory clinic if needed.',
        'Offer to go along and to book the appointment yourself; if confusion comes on suddenly, though, or with trouble speaking or moving, call 112 or your local emergency number straight away.',
      ],
      [
        'Many people get defensive when memory comes up, because they hear in it the fear of losing their independence: starting gently and warmly makes a big difference.',
        'Rather than saying “you’re losing your memory”, say what you have noticed and how it makes you feel, and ask how they are finding things: sometimes they have noticed too and are waiting for someone to raise it.',
        'Frame it as a routine check-up with the GP, perhaps alongside other tests, since a doctor can also look for simple, treatable causes such as thyroid problems or low vitamin levels, and refer on if needed.',
        'If the first answer is no, leave it a few days and try again, perhaps with someone they trust; sudden confusion is different and can’t wait: then call 112 straight away.',
      ],
      ['Which one example could you mention?', 'When could you find a calm moment to raise it?'],
    ),
  },
  {
    id: 'reading_from_notes',
    kind: 'normal',
    keys: 'leggere il discorso=5, leggo il discorso=5, leggere il mio discorso=5, leggere il testo=4, leggere il mio intervento=5, leggo il mio intervento=5, leggere dal foglio=5, leggo dal foglio=5, leggere gli appunti=5, leggo gli appunti=5, leggere dagli appunti=5, usare gli appunti=5, usare degli appunti=5, usare appunti=5, con gli appunti=4, dal foglio=3, dal telefono=2, dal cellulare=2, appunti=2, foglio=2, scalett=2, copion=2, leggere=1, leggo$=1, leggerl=1, leggendo=1, read my speech=5, read your speech=5, read the speech=5, read a speech=5, reading a speech=5, reading my speech=5, read my presentation=4, read from notes=5, read from my notes=5, reading from notes=5, read from a script=5, reading from a script=5, use notes=5, using notes=5, use my notes=5, read it out=4, read out=3, read off=2, off my phone=3, off paper=3, from paper=3, notes$=2, script=2, note cards=3, cue cards=3, read$=1, reading=1, discors=3, intervento=2, brindisi=2, speech=3, speak=1, speaking=1, eulogy=2, toast$=2, presentazion=1, presentation=1, riunion=1, meeting=1, consiglio comunale=3, consiglio=2, council=3, assemblea=2, assembly=2, matrimonio=1, wedding=1, best man=1, testimone=1, funeral=1, funerale=1, brutta figura=4, fa brutto=3, e brutto=2, sbagliato=1, poco professional=3, unprofessional=3, lame=2, bad$=1, judge=2, giudic=2, va bene=2, e ok=1, ok to=1, okay to=1, fine to=1, alright to=1, acceptable=2, slide=-9, slides=-9, powerpoint=-9, power point=-9, diapositiv=-9, robot=-6, book=-9, books=-9, libro=-9, libri=-9, self help=-9, dormire=-9, sleep=-9, bed$=-9, notizie=-9, news$=-9, messagg=-6, message=-6, messages=-6, chat$=-6, mind=-9, minds=-9, pensier=-9, thoughts=-9, labbra=-9, lips=-9, quanto deve durare=-9, how long=-6, voce=-4, voice=-4, email=-6, mail=-6, therap=-9, terapi=-9, psicolog=-9, psycholog=-9, session=-6, seduta=-6, take notes=-9, taking notes=-9, prendere appunti=-9, prendo appunti=-9, vows=-4, promesse=-4',
    requires: READING,
    forms: ['normal', 'is_this', 'could', 'should', 'how'],
    it: lc(
      [
        'Sì, va bene leggere: in consiglio comunale, a un matrimonio o in una presentazione lo fanno in tantissimi, e chi ascolta bada molto più a cosa dici che al foglio che hai in mano.',
        'Stampa il testo in grande, con frasi corte e righe ben distanziate, e segna con una barra le pause in cui prendere fiato.',
        'Alza lo sguardo alla fine di ogni frase, anche solo per un attimo, e impara a memoria soltanto la prima frase, così cominci guardando le persone.',
        'Conta più la lentezza della memoria: leggere piano, con qualche pausa, suona sicuro, mentre un discorso imparato a memoria e detto di corsa mette più agitazione a chi parla e a chi ascolta.',
      ],
      [
        'Leggere non fa brutta figura: un testo scritto ti permette di dire esattamente quello che vuoi, ed è del tutto normale negli interventi pubblici, nei brindisi e nelle riunioni importanti.',
        'Quello che fa la differenza è come lo leggi: caratteri grandi, un’idea per paragrafo e qualche segno a margine dove rallentare o fermarti.',
        'Prova a leggerlo ad alta voce due o tre volte prima, così il testo ti diventa familiare e puoi staccare gli occhi dal foglio a fine frase.',
        'La prima frase tienila a memoria, per cominciare guardando la sala, e ricorda che parlare lentamente conta più di ogni altra cosa.',
      ],
      ['Dove potresti segnare le pause nel tuo testo?', 'Quale prima frase ti piacerebbe sapere a memoria?'],
    ),
    en: lc(
      [
        'Yes, reading is fine: at council meetings, weddings and presentations lots of people do it, and listeners care far more about what you say than about the paper in your hand.',
        'Print it large, with short sentences and plenty of space between the lines, and mark the pauses where you will take a breath.',
        'Look up at the end of each sentence, even for a second, and learn only your first sentence by heart, so you start by looking at people.',
        'Going slowly matters more than memory: reading slowly, with a few pauses, sounds confident, while a speech learned by heart and rushed makes both speaker and listeners more tense.',
      ],
      [
        'Reading your speech out won’t make you look bad: a written text lets you say exactly what you mean, and it is entirely normal for public meetings, toasts and important presentations.',
        'What makes the difference is how you read it: large print, one idea per paragraph and a few marks in the margin showing where to slow down or stop.',
        'Read it aloud two or three times beforehand, so the words become familiar and you can lift your eyes from the page at the end of a sentence.',
        'Know your opening line by heart so you start by looking at the room, and remember that speaking slowly counts for more than anything else.',
      ],
      [
        'Where could you mark the pauses in your text?',
        'Which opening line would you like to know by heart?',
      ],
    ),
  },
  {
    id: 'trust_after_false_blame',
    kind: 'how_to',
    keys: 'accusa ingiusta=5, accuse ingiuste=5, accusat ingiustamente=5, ingiustament=3, ingiust=2, a torto=3, accus=2, incolp=3, dato la colpa=3, dare la colpa=3, danno la colpa=3, da la colpa=3, scaricat=3, scaricare la colpa=3, la colpa a me=3, colpa non mia=4, non era colpa mia=4, non mio$=2, capro espiatorio=4, falsely accused=5, wrongly accused=5, wrongly blamed=5, falsely=3, wrongly=3, blamed me=4, blamed you=4, blame=2, blamed=2, blaming=2, scapegoat=4, under the bus=5, not my fault=4, wasnt my fault=4, was not my fault=4, wasnt your fault=4, framed=2, fidar=3, fiducia=3, mi fido=3, trust=3, trusting=2, on guard=3, guard$=1, sulla difensiva=2, diffiden=2, vigil=2, scus=2, nessuno si e scusato=3, niente scuse=3, senza scuse=3, apolog=2, said sorry=2, never said sorry=3, no apology=3, collegh=2, colleague=2, colleagues=1, coworker=2, coworkers=1, co worker=2, team=1, squadra=1, capo$=1, boss=1, manager=1, responsabile=1, ufficio=1, office=1, at work=2, al lavoro=2, lavoro=1, work$=1, lavorare=1, work with=1, partner=-9, boyfriend=-9, girlfriend=-9, husband=-9, wife=-9, marito=-9, moglie=-9, fidanzat=-9, ragazzo=-6, ragazza=-6, cheat=-9, tradit=-9, tradiment=-9, affair=-9, relazione=-6, relationship=-6, mi sento in colpa=-9, senso di colpa=-9, sentirmi in colpa=-9, guilty=-9, guilt=-9, my fault$=-3, colpa mia=-3, blame myself=-9, self blame=-9, parent=-6, parents=-6, genitor=-6, mamma=-6, mum$=-6, mom$=-6, dad$=-6, my mother=-6, my father=-6, mia madre=-6, mio padre=-6, sister=-6, brother=-6, sorella=-6, fratello=-6, family=-4, famiglia=-4, friend=-4, amic=-4, figli=-6, kids=-6, exam=-6, esam=-6, cheating=-6, copiare=-6, copiato=-6',
    requires: BLAMED,
    forms: ['how', 'why', 'normal', 'what', 'should'],
    topics: ['work'],
    it: lc(
      [
        'Dopo un’accusa ingiusta, soprattutto se nessuno si è scusato, è comprensibile provare dolore e restare in allerta: la mente sta cercando di proteggerti da un’altra volta.',
        'Quella vigilanza però ha un costo: ricontrollare tutto, rileggere ogni mail tre volte e stare sulla difensiva consuma energie e ti isola proprio da chi potrebbe aiutarti.',
        'La fiducia si ricostruisce a piccoli passi e non con tutti allo stesso modo: comincia da chi si è comportato bene con te, anche in quei giorni, e allarga da lì.',
        'Tenere una traccia scritta di decisioni e accordi, con una breve mail di riepilogo dopo le riunioni, può diventare un’abitudine tranquilla e normale, non una guerra.',
      ],
      [
        'Chiedi una volta, con chiarezza, quello che ti serve, per esempio «vorrei che anche il team sapesse che quell’errore non dipendeva da me», a voce, con la persona coinvolta o con chi ti coordina.',
        'Le scuse che meriteresti non sempre arrivano, e può aiutare decidere in anticipo cosa farai se non arrivano, così non resti in attesa per mesi.',
        'Intanto guarda i fatti di oggi più del ricordo di allora: chi mantiene la parola, chi ti coinvolge, chi ti ha difeso, e dai fiducia un passo alla volta a chi se la guadagna.',
        'Se succede di nuovo o comincia a pesare sulla tua valutazione, l’ufficio del personale o un rappresentante sindacale possono aiutarti a mettere le cose in chiaro.',
      ],
      ['Di chi, al lavoro, senti di poterti già fidare un po’?', 'Cosa ti servirebbe sentirti dire?'],
    ),
    en: lc(
      [
        'After being wrongly blamed, especially with no apology, it makes sense to feel hurt and to stay on guard: your mind is trying to protect you from a repeat.',
        'That vigilance has a cost, though: double-checking everything, rereading each email three times and staying defensive drains your energy and cuts you off from the people who could help.',
        'Trust is rebuilt in small steps, and not with everyone at once: start with the people who treated you fairly, even back then, and widen it from there.',
        'Keeping a written record of decisions and agreements, with a short summary email after meetings, can become a calm, ordinary habit rather than a war.',
      ],
      [
        'Ask once, clearly, for what you need, for example “I’d like the team to know that mistake wasn’t down to me”, said in person to the colleague involved or to your manager.',
        'The apology you deserve doesn’t always come, and it can help to decide in advance what you will do if it doesn’t, so you aren’t left waiting for months.',
        'Meanwhile, watch what people do now more than the memory of then: who keeps their word, who includes you, who stood up for you, and give trust a step at a time to those who earn it.',
        'If it happens again or starts to affect your appraisal, HR or a union rep can help you set the record straight.',
      ],
      ['Who at work could you already trust a little?', 'What would you need to hear to move on?'],
    ),
  },
];
