/**
 * Questions asked in a hard moment that the other entries leave open: why start a feared place at
 * its emptiest hour if the goal is to get used to people, whether not wanting to go to a baby shower
 * while trying for a baby makes you a bad person, how an anxious new manager stops micromanaging,
 * whether to tell a team you are new at managing, how not to react on the spot when a parent
 * attacks, and whether stress makes hair fall out (or the other way round). No diagnosis, no medicine: what is known, what helps, and where to turn.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

const QUIET_TIME =
  'empty=0, quiet=0, nobody there=0, no one there=0, no ones there=0, noone there=0, deserted=0, off peak=0, 5am=0, 6am=0, 7am=0, 5 am=0, 6 am=0, 7 am=0, early morning=0, crack of dawn=0, at dawn=0, as it opens=0, when it opens=0, back roads=0, vuot=0, desert=0, non c e nessuno=0, non c e gente=0, poca gente=0, meno gente=0, tranquill=0, alle 5=0, alle 6=0, alle 7=0, mattina presto=0, presto la mattina=0, all alba=0, all apertura=0, appena apre=0, orari morti=0, orario morto=0';

const BABY_PARTY =
  'baby shower=0, babyshower=0, gender reveal=0, festa del pancione=0, festa per il bambino=0, festa per la bambina=0, festa per il bebe=0, festa per la nascita=0, festa di nascita=0, festa per il nascituro=0, baby party=0, sip and see=0, shower$=0, showers$=0';

const MICROMANAGING =
  'micromanag=0, micro manag=0, microgestion=0, micro gestion=0, microgestir=0, micro gestir=0, fiato sul collo=0, sto addosso=0, stare addosso=0, sto sempre addosso=0, controllare il lavoro=0, controllo il lavoro=0, ricontrollo il lavoro=0, ricontrollare il lavoro=0, controllo tutto quello che fa=0, check my team=0, checking my team=0, check on my team=0, checking on my team=0, check up on my team=0, checking up on my team=0, check their work=0, checking their work=0, check my staff=0, checking my staff=0';

const NEW_IN_ROLE =
  'new manager=0, new managers=0, new at managing=0, new to managing=0, new at being a manager=0, first time manager=0, first time managing=0, managing for the first time=0, new at this=0, new to this=0, new in the role=0, new to the role=0, new at the role=0, new team lead=0, new boss=0, just promoted=0, just been promoted=0, just got promoted=0, newly promoted=0, lose respect=0, lose their respect=0, lose my credibility=0, nuovo responsabile=0, nuova responsabile=0, nuovo capo=0, nuova capo=0, nuova capa=0, nuovo ruolo=0, nuovo nel ruolo=0, nuova nel ruolo=0, perdo il rispetto=0, perdo autorevolezza=0, perdo credibilita=0, alle prime armi=0, inesperien=0, inespert=0, prima volta che gestisco=0, prima volta da responsabile=0, primo incarico=0, appena promoss=0, perdere il rispetto=0, perdano il rispetto=0, perdono il rispetto=0, perdere credibilita=0, perdere autorevolezza=0';

const NOT_REACTING =
  'non reagire=0, not react=0, not to react=0, dont react=0, stop reacting=0, without reacting=0, senza reagire=0, reagire=0, reagisco=0, react$=0, reacting=0, sul momento=0, a caldo=0, on the spot=0, in the moment=0, snap back=0, snapping back=0, bite back=0, biting back=0, hold my tongue=0, mordermi la lingua=0, rispondere male=0, rispondo male=0, rispondere a tono=0, rispondo a tono=0, lash out=0, lashing out=0, keep my cool=0, sangue freddo=0';

export const HARD_MOMENTS_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'graded_start_easy',
    kind: 'why',
    keys: 'empty=2, quiet=2, nobody there=2, no one there=2, no ones there=2, noone there=2, deserted=2, off peak=3, 5am=2, 6am=2, 7am=2, 5 am=2, 6 am=2, 7 am=2, early morning=2, crack of dawn=2, at dawn=2, as it opens=2, when it opens=2, back roads=2, empty roads=1, quiet roads=1, vuot=2, desert=2, non c e nessuno=2, non c e gente=2, poca gente=2, meno gente=2, tranquill=1, alle 5=2, alle 6=2, alle 7=2, mattina presto=2, presto la mattina=2, all alba=2, all apertura=2, appena apre=2, orari morti=2, orario morto=2, strade vuote=1, point=2, whats the point=1, is there any point=1, any point=1, does it count=2, does that count=2, count$=1, cheating=2, worth it=1, senso=1, che senso ha=1, a che serve=2, a cosa serve=2, serve a qualcosa=2, serve$=1, vale$=1, barare=2, baro$=2, get used to=2, used to people=2, used to crowds=2, abituar=2, people=1, gente=1, persone=1, crowd=2, folla=2, busy=2, busier=2, pien=1, affollat=2, social anxiety=2, ansia sociale=2, avoidance=3, avoiding=2, evitament=3, sto evitando=3, traffic=2, traffico=2, gym=2, palestra=2, supermarket=2, supermercato=2, super$=1, shop$=1, shops=1, negozi=1, pool$=1, piscina=1, drive=1, driving=1, guidare=1, guido=1, roads=1, strade=1, feel empty=-12, feel so empty=-12, feeling empty=-12, feels empty=-12, empty inside=-12, so empty=-6, emptiness=-12, empty nest=-12, empty stomach=-12, vuoti di memoria=-12, vuoto di memoria=-12, memoria=-6, memory=-6, blank=-4, mi sento vuot=-12, mi sento cosi vuot=-12, senso di vuoto=-12, vuoto dentro=-12, vuota dentro=-12, nido vuoto=-12, stomaco vuoto=-12, a stomaco=-12, my life=-9, la mia vita=-9, living=-9, vivere=-9, quiet my=-12, quiet the=-9, quiet mind=-12, mente tranquill=-12, stare tranquill=-6, sleep=-9, dormire=-9, sonno=-9, wake up=-6, sveglio=-6, sveglia=-6',
    requires: QUIET_TIME,
    forms: ['why', 'what', 'is_this', 'normal', 'should', 'how', 'could'],
    it: lc(
      [
        'Andare quando la palestra è vuota non è una scorciatoia: è il primo gradino di una scala, e serve a imparare il posto, gli attrezzi e la routine senza avere addosso anche gli sguardi degli altri.',
        'Quando quell’orario ti sembra ormai normale, aggiungi un solo gradino di quello che ti fa paura: le 7 invece delle 6, poi un’ora un po’ più piena, poi la zona pesi con qualche persona intorno.',
        'A ogni gradino conta restare finché l’ansia cala almeno un po’, perché è così che il cervello impara che lì puoi starci.',
        'Decidi in anticipo qual è il gradino successivo e quando lo farai, così non resti per mesi sul primo.',
      ],
      [
        'Cominciare da un momento tranquillo, che sia la palestra all’alba, il supermercato all’apertura o le strade vuote per chi ha paura di guidare, serve a rendere il primo passo fattibile.',
        'Lì impari come funziona il posto e ti costruisci un’abitudine: non è la meta, è la base da cui partire.',
        'Appena quel passo diventa quasi noioso, alzi di una tacca: un po’ più di gente, un orario più affollato, un tratto di strada con più traffico.',
        'Restare finché l’ansia scende un poco, senza andartene al primo picco, è ciò che insegna davvero al cervello, e conviene decidere già prima il gradino successivo.',
      ],
      [
        'Quale sarebbe il tuo prossimo gradino, una tacca più in su?',
        'Quanto ti trovi a tuo agio, ormai, nell’orario tranquillo?',
      ],
    ),
    en: lc(
      [
        'Going when the gym is empty isn’t a cop-out: it’s the first rung of a ladder, where you learn the place, the equipment and the routine without also feeling watched.',
        'Once that hour feels ordinary, add one notch of what you fear: 7am instead of 6, then a slightly busier hour, then the weights area with a few people around.',
        'On each rung, what counts is staying until the anxiety drops a little, because that is how the brain learns you can manage there.',
        'Decide the next rung in advance, and when you’ll take it, so you don’t stay on the first one for months.',
      ],
      [
        'Starting at a quiet time, whether it’s the gym at dawn, the supermarket as it opens or empty roads if you’re afraid of driving, makes the first step doable.',
        'There you learn how the place works and build a habit: it isn’t the goal, it’s the base you start from.',
        'As soon as that step feels almost boring, go up one notch: a few more people, a busier time, a stretch of road with more traffic.',
        'Staying until the anxiety eases a little, rather than leaving at the first peak, is what really teaches the brain, and it helps to pick the next rung beforehand.',
      ],
      [
        'What could your next rung be, one notch up from the easy one?',
        'How ordinary does the quiet hour feel to you by now?',
      ],
    ),
  },
  {
    id: 'baby_shower_fertility',
    kind: 'normal',
    keys: 'baby shower=8, babyshower=8, gender reveal=7, festa del pancione=7, festa per il bambino=5, festa per la bambina=5, festa per il bebe=6, festa per la nascita=6, festa di nascita=5, festa per il nascituro=6, baby party=6, sip and see=6, festa=1, party=1, ivf=3, fivet=3, icsi=3, pma$=3, fecondazione=3, procreazione assistita=3, aborto spontaneo=3, aborto=2, miscarr=3, pregnancy loss=3, lost a baby=3, lost the baby=3, lost our baby=3, perso un bambino=3, perso il bambino=3, perso la gravidanza=3, incinta=1, pregnant=1, gravidanz=1, pregnancy=1, trying for a baby=3, trying to conceive=3, trying to get pregnant=3, ttc$=3, cerchiamo un figlio=3, cerco un figlio=3, cerchiamo un bambino=3, avere un figlio=2, avere un bambino=2, infertil=3, fertility=3, fertilit=3, sterilit=2, not wanting to go=2, dont want to go=2, not going=1, non voglio andare=2, non voglio andarci=2, non andare=1, non andarci=1, non me la sento=2, skip=2, saltare=1, terrible person=2, awful person=2, bad person=2, persona cattiva=2, cattiva persona=2, orribile=1, cattiv=1, mostro=1, monster=1, selfish=2, egoist=2, jealous=1, invidi=1, what is a baby shower=-20, what is a gender reveal=-20, cos e un baby shower=-20, che cos e un baby shower=-20, organiz=-12, organis=-12, organizzar=-12, organizzo=-12, plan a=-9, planning=-9, idee=-9, ideas=-12, idea$=-9, what gift=-12, what to bring=-12, what do i bring=-12, cosa regalo=-12, che regalo=-12, cosa porto=-12, cosa portare=-12, games=-9, giochi=-9, my baby shower=-12, my own baby shower=-12, il mio baby shower=-12, mio baby shower=-12, shower gel=-20, doccia=-9, showering=-20',
    requires: BABY_PARTY,
    forms: ['normal', 'is_this', 'should', 'how', 'what', 'could', 'why'],
    it: lc(
      [
        'No, non ti rende una persona cattiva: non voler andare al baby shower mentre cerchi un figlio che non arriva, fai un percorso di PMA o vivi il lutto di un aborto spontaneo è un modo naturale di proteggerti.',
        'Puoi essere felice per lei e sentire allo stesso tempo il tuo dolore: le due cose stanno insieme, e una non cancella l’altra.',
        'Hai diverse strade: passare per poco tempo, mandare un biglietto o un regalo con due righe affettuose, oppure dirle con sincerità che in questo periodo non te la senti.',
        'Chi ti vuole bene di solito capisce, e se il peso è grande puoi chiedere un colloquio con uno psicologo al consultorio familiare o al tuo centro PMA.',
      ],
      [
        'Non voler andare a una festa per un bebè mentre affronti la PMA, la perdita di una gravidanza o un’attesa che si allunga è un modo di proteggerti, non cattiveria.',
        'La gioia per lei e la tristezza per te possono convivere, e non devi scegliere tra le due.',
        'Se andarci ti pesa troppo, puoi fermarti solo mezz’ora, farle avere un regalo con un messaggio gentile o dirle apertamente che adesso non ce la fai: in genere un’amicizia vera regge.',
        'Non devi portare questo peso senza nessuno: i consultori familiari e molti centri PMA offrono il sostegno di uno psicologo, e ci sono gruppi di auto-aiuto per chi cerca un figlio.',
      ],
      [
        'Quale di queste strade ti sembra più vicina a come stai adesso?',
        'Con chi potresti parlare di quello che provi, prima della festa?',
      ],
    ),
    en: lc(
      [
        'No, it doesn’t make you a terrible person: not wanting to go to a baby shower while you’re trying for a baby, going through IVF or grieving a miscarriage is a natural way of protecting yourself.',
        'You can be glad for her and feel your own pain at the same time: the two sit side by side, and one doesn’t cancel the other.',
        'You have options: drop in for a short while, send a card or a gift with a kind message, or tell her honestly that you’re not up to it right now.',
        'People who care about you usually understand, and if it’s weighing heavily, fertility counselling at your clinic or a support group can help.',
      ],
      [
        'Staying away from a celebration for a baby while you face fertility treatment, a pregnancy loss or a long wait is self-protection, not spite.',
        'Joy for her and sadness for you can live together, and you don’t have to pick one.',
        'If going feels like too much, you could stay for half an hour, have a gift sent with a warm note, or say plainly that you can’t manage it at the moment: a true friendship can usually take that.',
        'You don’t have to carry this alone: many fertility clinics offer counselling, your GP can point you to support, and there are support groups for people trying to conceive.',
      ],
      [
        'Which of these options feels closest to what you could manage right now?',
        'Who could you talk to about how you feel before the day comes?',
      ],
    ),
  },
  {
    id: 'micromanaging_anxious',
    kind: 'how_to',
    keys: 'micromanag=6, micro manag=6, microgestion=6, micro gestion=6, microgestir=6, micro gestir=6, fiato sul collo=4, sto addosso=3, stare addosso=3, sto sempre addosso=3, controllare il lavoro=3, controllo il lavoro=3, ricontrollo il lavoro=3, ricontrollare il lavoro=3, controllo tutto quello che fa=3, check my team=3, checking my team=3, check on my team=3, checking on my team=3, check up on my team=3, checking up on my team=3, check their work=3, checking their work=3, check my staff=3, checking my staff=3, control freak=2, team=2, squadra=1, collaborator=2, staff=1, direct reports=2, dipendent=1, new manager=2, manager=2, managers=1, nuovo responsabile=2, nuova responsabile=2, responsabil=1, lead$=1, leader=1, anxious=1, anxiety=1, ansia=1, ansios=1, delegar=2, delegat=2, trust=1, fidar=1, fiducia=1, stop=1, smettere=1, smetto=1, my boss=-9, il mio capo=-9, mio capo=-6, la mia capa=-9, micromanages me=-12, micromanaging me=-12, micromanaged=-9, mi controlla=-9, mi sta addosso=-9, mi stanno addosso=-9, partner=-9, boyfriend=-9, girlfriend=-9, husband=-9, wife=-9, marito=-9, moglie=-9, my kids=-9, my child=-9, figli=-9, parents=-9, genitori=-9',
    requires: MICROMANAGING,
    forms: ['how', 'what', 'why', 'is_this', 'normal', 'should', 'could'],
    it: lc(
      [
        'Spesso il micromanagement è ansia che cerca certezze: controllare tutto dà sollievo per un momento, ma toglie fiducia al team e ti lascia senza energie.',
        'Aiuta accordarsi su risultati e scadenze, invece che sul modo di lavorare, e lasciare a ciascuno la sua strada per arrivarci.',
        'Fissa un ritmo per fare il punto, per esempio un incontro individuale a settimana e una bacheca condivisa, così non devi rincorrere nessuno.',
        'Quando senti la spinta a controllare, aspetta trenta minuti: spesso passa, e scopri che non serviva.',
      ],
      [
        'Per smettere di controllare tutto conviene partire dal motivo: di solito non è sfiducia nelle persone, ma l’ansia del ruolo nuovo che vuole certezze.',
        'Chiedi a chi lavora con te: «cosa ti servirebbe per fare questo senza di me?», e ascolta davvero la risposta.',
        'La fiducia cresce a piccoli passi: comincia lasciando piena autonomia sui compiti meno delicati, e allarga man mano che le cose vanno.',
        'Un appuntamento fisso per aggiornarvi, invece di messaggi continui, tranquillizza te e lascia respirare il team.',
      ],
      [
        'Quale compito potresti lasciare del tutto in mano al team, per cominciare?',
        'Cosa temi che succeda se per un giorno non controlli?',
      ],
    ),
    en: lc(
      [
        'Micromanaging is often anxiety looking for certainty: checking everything brings relief for a moment, but it drains the team’s trust and your energy.',
        'It helps to agree on outcomes and deadlines rather than methods, and to leave people to find their own way there.',
        'Set a fixed rhythm for checking in, such as a weekly one-to-one and a shared board, so you don’t have to chase anyone.',
        'When you feel the urge to check, wait 30 minutes: it often passes, and you find you didn’t need to.',
      ],
      [
        'To stop micromanaging, start from what drives it: usually not distrust of your people, but the anxiety of a new role wanting certainty.',
        'Ask the people you manage, “what would help you do this without me?”, and really listen to the answer.',
        'Trust grows in small steps: start by giving full freedom on lower-stakes tasks, and widen it as things go well.',
        'A fixed time to catch up, instead of constant messages, calms you and gives the team room to breathe.',
      ],
      [
        'Which task could you hand over completely, to start with?',
        'What do you fear would happen if you didn’t check for a day?',
      ],
    ),
  },
  {
    id: 'new_manager_openness',
    kind: 'how_to',
    keys: 'new manager=4, new managers=1, new at managing=6, new to managing=6, new at being a manager=6, first time manager=5, first time managing=5, managing for the first time=6, new at this=3, new to this=2, new in the role=3, new to the role=3, new at the role=3, new team lead=4, new boss=3, just promoted=2, just been promoted=2, just got promoted=2, newly promoted=2, lose respect=4, lose their respect=5, lose my credibility=4, credibility=2, respect=2, tell my team=3, tell the team=3, tell them=1, my team=2, team=1, managing=2, manager=2, admit=1, nuovo responsabile=4, nuova responsabile=4, nuovo capo=3, nuova capo=3, nuova capa=3, nuovo ruolo=2, nuovo nel ruolo=4, nuova nel ruolo=4, perdo il rispetto=4, perdo autorevolezza=4, perdo credibilita=4, alle prime armi=4, inesperien=3, inespert=3, prima volta che gestisco=4, prima volta da responsabile=4, primo incarico=3, appena promoss=2, perdere il rispetto=4, perdano il rispetto=4, perdono il rispetto=4, perdere credibilita=4, perdere autorevolezza=4, rispett=2, credibilita=2, autorevolez=2, dire al team=3, dire al mio team=3, dirlo al team=3, dirlo al mio team=3, dire ai miei collaboratori=3, dirlo ai miei collaboratori=3, squadra=1, collaborator=1, ammetter=1, micromanag=-12, microgestion=-12, anxious=-4, anxiety=-4, ansia=-4, ansios=-4, impostor=-12, imposter=-12, impostore=-12, impostora=-12, fraud=-9, my boss=-6, il mio capo=-6, new job=-6, nuovo lavoro=-6, colleghi nuovi=-6, new colleagues=-6, app$=-9, apps$=-9, gym=-9, palestra=-9, dating=-9, relationship=-9, relazione=-9, kids=-9, children=-9, figli=-9, my son=-9, my daughter=-9, mio figlio=-9, mia figlia=-9',
    requires: NEW_IN_ROLE,
    forms: ['should', 'normal', 'is_this', 'how', 'could', 'what'],
    it: lc(
      [
        'Dire al team che gestire persone è nuovo per te, insieme a come intendi lavorare e alla richiesta di un feedback, di solito costruisce fiducia invece di farla perdere.',
        'Il rispetto si perde piuttosto quando si finge di sapere tutto, o quando si dice una cosa e se ne fa un’altra.',
        'Può bastare una frase: «è una cosa nuova per me, ecco come farò, ditemi cosa vi serve».',
        'Poi conta mantenere la parola nelle piccole cose, perché è lì che il team capisce di potersi fidare.',
      ],
      [
        'Ammettere di essere al primo incarico da responsabile raramente fa perdere autorevolezza, se lo accompagni con un piano e con la disponibilità ad ascoltare.',
        'Le persone si accorgono comunque che il ruolo è nuovo per te, e fingere il contrario crea distanza.',
        'Quello che fa perdere credibilità è l’incoerenza: promettere e non fare, o cambiare le regole senza spiegare.',
        'Dillo in poche parole, chiedi un parere ogni tanto e mantieni quello che prometti: la fiducia nasce da lì.',
      ],
      [
        'Come diresti, con parole tue, che il ruolo è nuovo per te?',
        'Quale impegno concreto potresti prendere con il team nelle prime settimane?',
      ],
    ),
    en: lc(
      [
        'Telling your team that managing people is new to you, together with how you plan to work and a request for feedback, usually builds trust rather than losing it.',
        'What loses respect is pretending to know everything, or saying one thing and doing another.',
        'One sentence can be enough: “this is new for me, here’s what I’ll do, tell me what you need”.',
        'Then keep your word in the small things, because that’s where a team learns it can rely on you.',
      ],
      [
        'Saying you’re new to managing rarely costs you respect, as long as it comes with a plan and a willingness to listen.',
        'People tend to notice anyway that the role is new to you, and pretending otherwise creates distance.',
        'What really costs credibility is inconsistency: promising and not delivering, or changing the rules without explaining.',
        'Say it briefly, ask for input now and then, and do what you said you would: that’s where trust comes from.',
      ],
      [
        'How would you say, in your own words, that the role is new to you?',
        'What is one concrete commitment you could make to your team in the first weeks?',
      ],
    ),
  },
  {
    id: 'not_reacting_in_moment',
    kind: 'how_to',
    keys: 'non reagire=5, not react=5, not to react=5, dont react=4, stop reacting=5, without reacting=5, senza reagire=5, reagire=2, reagisco=2, react$=2, reacting=2, sul momento=3, a caldo=3, on the spot=3, in the moment=3, subito=1, right away=1, snap back=4, snapping back=4, bite back=4, biting back=4, hold my tongue=4, mordermi la lingua=4, rispondere male=3, rispondo male=3, rispondere a tono=3, rispondo a tono=3, lash out=3, lashing out=3, keep my cool=3, sangue freddo=3, attacca=2, mi attacca=3, attacks me=3, attacking me=3, attacks$=1, criticis=2, criticiz=2, critica=2, mi critica=2, provoca=2, provokes=2, insult=2, insulta=2, mia madre=2, mia mamma=2, mio padre=2, mio papa=2, my mom=2, my mother=2, my dad=2, my father=2, suocera=2, mother in law=2, my parents=2, i miei genitori=2, attacco di panico=-12, attacchi di panico=-12, panic attack=-12, panic attacks=-12, attacco cardiac=-12, heart attack=-12, attacco di cuore=-12, asthma=-12, asma=-12, allerg=-12, body=-6, corpo=-6, skin=-9, pelle=-9, farmac=-12, medication=-12, vaccin=-12, tantrum=-9, capricci=-9, coming out=-9, how should i react=-9, come devo reagire=-9, come reagire=-6, how to react=-6, news$=-9, notizia=-9, diagnos=-9',
    requires: NOT_REACTING,
    forms: ['how', 'what', 'is_this', 'normal', 'should', 'could', 'why'],
    it: lc(
      [
        'Sì: sono i primi secondi a decidere, e un’espirazione lunga e lenta ti dà il tempo di non rispondere d’istinto.',
        'Tieni pronta una frase di attesa, da dire con calma, come «ci penso e ne parliamo dopo».',
        'Se serve puoi anche uscire dalla stanza: allontanarti per qualche minuto non è una sconfitta, è un modo di non peggiorare le cose.',
        'Più tardi, in un momento tranquillo, puoi dire una sola cosa su come vuoi che ti si parli, per esempio «quando alzi la voce non riesco ad ascoltarti».',
      ],
      [
        'Un modo c’è, e comincia prima della discussione: riconoscere gli argomenti o i toni che di solito fanno partire l’attacco ti permette di non farti cogliere di sorpresa.',
        'Nel momento, fai un respiro e lascia uscire l’aria piano, poi usa la frase che hai preparato: «adesso non ne parlo, ci torno più tardi».',
        'Puoi lasciare la stanza anche senza spiegare troppo: non reagire subito non significa dare ragione all’altra persona.',
        'Quando le acque si sono calmate, scegli una cosa sola da chiedere sul modo di parlarvi, e dilla con calma.',
      ],
      [
        'Quale frase di attesa ti verrebbe naturale dire?',
        'Quali argomenti o toni, di solito, fanno partire lo scontro?',
      ],
    ),
    en: lc(
      [
        'Yes: the first few seconds decide it, and a long, slow breath out gives you time not to answer on instinct.',
        'Keep a holding sentence ready and say it calmly, such as “I’ll think about that and come back to you”.',
        'You can also leave the room if you need to: stepping away for a few minutes isn’t losing, it’s a way of not making things worse.',
        'Later, at a calm moment, say just one thing about how you want to be spoken to, for example “when you shout, I can’t listen”.',
      ],
      [
        'There is, and it starts before the clash: noticing the topics or tones that usually set off the attack means they don’t catch you off guard.',
        'In the moment, take a breath and let it out slowly, then use the sentence you prepared: “I’m not going to discuss this now, I’ll come back to it later”.',
        'You can leave the room without explaining much: not reacting straight away doesn’t mean agreeing with them.',
        'Once things have cooled down, choose one thing to ask about the way you talk to each other, and say it calmly.',
      ],
      [
        'What holding sentence would feel natural for you to say?',
        'Which topics or tones usually set off the clash?',
      ],
    ),
  },
  {
    id: 'stress_hair_loss',
    kind: 'why',
    keys: 'capell=2, cadono=2, cadendo=2, caduta=3, perdo i capelli=6, perdere i capelli=6, cadere i capelli=6, caduta dei capelli=6, mi cadono=4, diradament=4, stempiat=3, alopec=5, hair loss=6, losing my hair=6, lose my hair=6, hair falling out=6, hair fall out=6, hair is falling=6, hair fall=4, hair thinning=5, thinning hair=5, receding=3, bald=3, stress=2, stressed=2, stressat=2, ansia=2, anxiety=2, anxious=2, tinta=-6, taglio=-4, parrucchier=-6, haircut=-6, hairdresser=-6, dye=-6',
    requires: 'capell=0, hair=0, alopec=0, bald=0, stempiat=0, diradament=0',
    forms: ['why', 'could', 'is_this', 'normal', 'what', 'should'],
    topics: ['health', 'stress'],
    it: lc(
      [
        'Sì, lo stress può contribuire alla caduta dei capelli: dopo un periodo molto pesante, come una malattia, un lutto o mesi di tensione, capita che molti capelli entrino insieme nella fase di caduta, di solito due o tre mesi dopo.',
        'Questo tipo di caduta spesso si attenua col tempo quando la tensione cala, ma le cause possibili sono tante, dalla tiroide al ferro basso alla familiarità: per capirlo serve il medico di base o un dermatologo.',
        'Vale anche il contrario: vedere i capelli sul cuscino fa salire l’ansia, e controllarli di continuo allo specchio la tiene accesa, quindi aiuta darti un limite ai controlli.',
      ],
      [
        'Il legame c’è in tutte e due le direzioni: un periodo di forte stress può far cadere più capelli del solito qualche mese dopo, e la caduta a sua volta preoccupa e alza la tensione.',
        'Spesso è temporanea, ma non è l’unica spiegazione possibile: una visita dal medico di base o dal dermatologo, con qualche esame del sangue se serve, aiuta a capire cosa c’è dietro.',
        'Nel frattempo contare i capelli o fotografarti ogni giorno tende a far crescere l’ansia più che a darti informazioni utili.',
      ],
      ['Da quanto tempo hai notato la caduta?', 'Hai già potuto sentire il medico di base o un dermatologo?'],
    ),
    en: lc(
      [
        'Yes, stress can play a part in hair loss: after a very heavy stretch, such as an illness, a bereavement or months of strain, many hairs can move into the shedding phase together, usually two or three months later.',
        'This kind of shedding often settles with time as the strain eases, but there are many possible causes, from the thyroid to low iron to family history, so your GP or a dermatologist is the one to look into it.',
        'It works the other way too: seeing hair on the brush or in the shower raises anxiety, and checking it in the mirror again and again keeps it switched on, so it helps to set yourself a limit on checking.',
      ],
      [
        'The link runs both ways: a period of heavy stress can make more hair fall than usual a few months later, and the shedding itself then worries you and raises the strain.',
        'It is often temporary, but it isn’t the only possible explanation: a visit to your GP or a dermatologist, with a blood test if needed, helps find out what is behind it.',
        'Meanwhile, counting hairs or photographing your hairline every day tends to feed the anxiety more than it gives you useful information.',
      ],
      [
        'How long ago did you first notice the shedding?',
        'Have you been able to see your GP or a dermatologist yet?',
      ],
    ),
  },
];
