/**
 * Living together: proposing a cleaning rota to flatmates without it being awkward, a partner who
 * feels crowded now that retirement keeps one at home all day, and raising a problem with a child
 * without it sounding like a telling-off.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const HOME_TOGETHER_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'flatmates_chores_rota',
    kind: 'how_to',
    keys: 'coinquilin=3, turni per le pulizie=6, turni delle pulizie=6, turni di pulizia=6, turni per la cucina=6, turni per i piatti=6, turni per il bagno=6, tabella dei turni=6, tabella delle pulizie=6, calendario delle pulizie=6, proporre dei turni=5, proporre i turni=5, proporre una tabella=5, fare i turni=3, dei turni=2, turni=1, pulizie=2, faccende=2, piatti=1, spazzatura=1, bagno=1, cucina=1, casa condivisa=3, flatmate=3, flatmates=3, roommate=3, roommates=3, housemate=3, housemates=3, cleaning rota=6, chore rota=6, chores rota=6, a$ rota=4, the rota=4, cleaning schedule=6, chore schedule=6, chores schedule=6, chore chart=6, cleaning chart=6, schedule for the kitchen=5, kitchen schedule=5, suggest a schedule=5, propose a schedule=5, suggest a rota=5, propose a rota=5, rotation=2, chores=2, chore$=2, cleaning=1, dishes=1, washing up=1, kitchen=1, bins=1, schedule=1, turni di lavoro=-5, lavoro su turni=-5, lavoro a turni=-5, turni di notte=-5, shift=-4, shifts=-4, rota changes=-8, rota change=-8, my rota=-6, work rota=-8, rota at work=-8, night shift=-6, nights$=-3, marito=-3, moglie=-3, husband=-3, wife=-3, figli=-3, kids=-3',
    requires:
      'turni$=0, turno$=0, tabell=0, calendari=0, organizzar=0, dividerci=0, a$ rota=0, the rota=0, cleaning rota=0, chore rota=0, chores rota=0, rotation=0, schedule=0, chart=0, system=0',
    forms: ['normal', 'how', 'is_this'],
    topics: ['friends', 'anger'],
    it: lc(
      [
        'Non è strano, anzi: nelle case condivise i turni per le pulizie sono tra le cose più comuni, e spesso evitano proprio le tensioni che nascono quando ognuno tiene il conto in silenzio.',
        'Può aiutare proporlo come un esperimento, per esempio «proviamo per un mese e poi vediamo se funziona», così nessuno si sente incastrato in una regola calata dall’alto.',
        'E chiedi le loro idee prima di presentare una tabella già fatta: chi ha contribuito a deciderla di solito la rispetta di più.',
      ],
      [
        'Chiedere un’organizzazione condivisa è una richiesta giusta, non una pignoleria: vivere insieme funziona meglio quando quello che c’è da fare è chiaro per tutti.',
        'Scegli un momento tranquillo, non subito dopo aver trovato la cucina in disordine, e parti da te: «a me aiuterebbe avere dei turni, così nessuno deve ricordarlo agli altri».',
        'Poi lascia spazio alle preferenze di ciascuno, come chi odia i piatti ma non ha problemi con il bagno, e fissate insieme una data per riparlarne.',
      ],
      [
        'Come potresti aprire il discorso, in una frase?',
        'Quale parte delle pulizie ti pesa di più, in questo momento?',
      ],
    ),
    en: lc(
      [
        'It isn’t weird at all: in shared houses a cleaning rota is one of the most common things there is, and it often heads off exactly the tension that builds when everyone keeps score in silence.',
        'It can help to suggest it as an experiment, like "shall we try it for a month and see how it goes?", so nobody feels stuck with a rule handed down from above.',
        'And ask for their ideas before showing up with a finished chart: people who helped decide it tend to stick to it more.',
      ],
      [
        'Wanting a shared plan is a fair request, not fussiness: living together works better when what needs doing is clear to everyone.',
        'Pick a relaxed moment, not right after finding the kitchen in a mess, and start from yourself: "it would help me to have a rota, so no one has to keep reminding anyone".',
        'Then leave room for everyone’s preferences, say someone who hates washing up but doesn’t mind the bathroom, and agree on a date to check how it’s going.',
      ],
      [
        'How could you open the subject in one sentence?',
        'Which part of the cleaning weighs on you most right now?',
      ],
    ),
  },
  {
    id: 'retired_at_home_together',
    kind: 'how_to',
    keys: 'tra i piedi=6, tra le scatole=5, sempre in mezzo=4, in mezzo ai piedi=6, sempre a casa=2, tutto il giorno a casa=3, tutto il giorno in casa=3, il suo spazio=3, i suoi spazi=3, pension=4, mia moglie=1, mio marito=1, underfoot=6, under her feet=6, under his feet=6, under my feet=6, under our feet=6, under each others feet=6, always in the way=5, in her way=4, in his way=4, getting in her way=5, getting in his way=5, in the way=1, home all day=3, at home all day=3, around all day=3, her space=3, his space=3, own space=2, retire=4, my wife=1, my husband=1',
    requires:
      'tra i piedi=0, tra le scatole=0, sempre in mezzo=0, in mezzo ai piedi=0, spazio=0, spazi$=0, underfoot=0, under her feet=0, under his feet=0, under my feet=0, under our feet=0, under each other=0, in the way=0, in her way=0, in his way=0, space=0',
    forms: ['how', 'normal', 'why'],
    topics: ['partner', 'loneliness'],
    it: lc(
      [
        'La pensione è un grande cambiamento per tutti e due, non solo per chi smette di lavorare: per anni la casa ha avuto i suoi ritmi durante il giorno, e adesso c’è da trovarne di nuovi insieme.',
        'Quel «mi stai sempre tra i piedi» spesso non vuol dire «non ti voglio qui», ma «mi manca il mio spazio»: può aiutare chiedere con curiosità com’erano le sue giornate e cosa vorrebbe tenere per sé.',
        'Intanto conviene costruirti un po’ di spazio e qualche progetto tuo fuori casa, come un’attività fissa, un gruppo, un volontariato, così il tempo insieme torna a essere una scelta e non l’unica possibilità.',
      ],
      [
        'Sentirsi tra i piedi a vicenda è molto comune quando uno dei due va in pensione: la coppia passa di colpo da poche ore insieme a giornate intere, e quasi tutti hanno bisogno di un periodo di assestamento.',
        'Aiuta parlare apertamente dei ritmi della giornata: chi ha bisogno di tempo per sé e quando, quali momenti passare insieme, come dividersi le cose di casa ora che il tempo c’è.',
        'Avere qualcosa di tuo, che sia un orto, un corso, una camminata con gli amici o una mano a un’associazione, fa bene a te e lascia anche all’altra persona il suo spazio.',
      ],
      [
        'Com’erano organizzate le giornate in casa, prima della pensione?',
        'C’è un’attività tua, fuori casa, che ti piacerebbe cominciare?',
      ],
    ),
    en: lc(
      [
        'Retirement is a big change for both of you, not only for the one who stops working: for years the house had its own daytime rhythm, and now you need to find a new one together.',
        'Being told you’re always in the way often means less "I don’t want you around" than "I miss my own space": it can help to ask, with curiosity, what their days used to be like and what they’d like to keep for themselves.',
        'Meanwhile it’s worth building some space and projects of your own outside the house, like a regular activity, a group or some volunteering, so that time together becomes a choice again rather than the only option.',
      ],
      [
        'Getting under each other’s feet is very common when one partner retires: a couple goes almost overnight from a few hours together to whole days, and nearly everyone needs a period of adjustment.',
        'It helps to talk openly about the rhythm of the day: who needs time alone and when, which moments to share, how to divide the household jobs now that there’s time for them.',
        'Having something of your own, whether it’s an allotment, a class, a walk with friends or helping out somewhere, is good for you and leaves the other person their space too.',
      ],
      [
        'How were the days at home organised before you retired?',
        'Is there an activity of your own, outside the house, you’d like to start?',
      ],
    ),
  },
  {
    id: 'child_talk_without_scolding',
    kind: 'how_to',
    keys: 'sgridat=5, sgridare=3, sgrido=2, rimprover=4, ramanzina=5, predica=4, predicozzo=5, paternale=5, senza che si senta=3, senza farlo sentire=3, senza farla sentire=3, senza che si offenda=2, mio figlio=2, mia figlia=2, figli=1, bambin=1, ne$ parlo=2, parlarne=1, parlargli=2, parlarle=2, telling off=6, told off=5, telling him off=6, telling her off=6, scolded=5, scolding=5, scold$=4, lecture him=4, lecture her=4, lecture them=4, without lecturing=5, lecturing him=5, lecturing her=5, lecturing them=5, without nagging=5, nagging him=4, nagging her=4, nagging them=4, my son=2, my daughter=2, my kid=2, my child=2, kids=1, bring it up=2, raise it=2, talk to him=2, talk to her=2, rimedi=-5, scusa=-4, mi rimprover=-8, rimproverarmi=-8, mi sgrida=-6, mi fa la predica=-6, mi fanno la predica=-6, mi sento=-4, mio padre=-6, mia madre=-6, mio papa=-6, mia mamma=-6, i miei=-4, genitori=-5, my mum=-6, my mom=-6, my dad=-6, my father=-6, my mother=-6, my parents=-6, scolding me=-6, scolded me=-6, scolds me=-6, told me off=-6, tells me off=-6, telling me off=-6, nagging me=-6, lecturing me=-6, riparar=-4, ho sgridato=-4, ho urlato=-4, make it up=-5, apolog=-4, sorry=-4, i shouted=-4, i yelled=-4, capo=-5, boss=-5, collega=-4, colleghi=-4, colleague=-4, coworker=-4, dipendent=-4, employee=-4, marito=-4, moglie=-4, husband=-4, wife=-4, fidanzat=-4, boyfriend=-4, girlfriend=-4',
    requires:
      'sgrid=0, rimprover=0, ramanzin=0, predic=0, paternal=0, telling off=0, told off=0, telling him off=0, telling her off=0, scold=0, lecture him=0, lecture her=0, lecture them=0, lecturing=0, without nagging=0, nagging him=0, nagging her=0, nagging them=0',
    forms: ['how', 'normal'],
    topics: ['family', 'parenting'],
    it: lc(
      [
        'Scegli un momento tranquillo, lontano dal fatto e dalla stanchezza di fine giornata: un discorso iniziato a caldo suona quasi sempre come una sgridata, anche quando non lo è.',
        'Parti dalla curiosità più che dal giudizio, per esempio «ho notato che ultimamente… tu come la vedi?», e ascolta la risposta fino in fondo prima di dire la tua.',
        'Spesso aiuta parlare fianco a fianco invece che faccia a faccia: mentre preparate la cena, durante un giro in bici o in macchina, le parole pesano meno e le risposte arrivano più facilmente.',
      ],
      [
        'Una frase che apre invece di accusare comincia da quello che hai visto, non da un giudizio: «ho notato che…» funziona meglio di «tu sempre…» o «tu mai…».',
        'Poi fai una domanda vera e lascia spazio alla risposta, silenzi compresi: chi si sente ascoltato si difende meno, e cercare insieme una soluzione diventa più facile.',
        'Se la conversazione si scalda, puoi fermarti e riprenderla più tardi: non serve risolvere tutto in una volta, conta che il discorso resti aperto.',
      ],
      [
        'Quale potrebbe essere un momento tranquillo per parlarne, nei prossimi giorni?',
        'Come potresti cominciare la frase partendo da quello che hai notato?',
      ],
    ),
    en: lc(
      [
        'Pick a calm moment, away from the incident itself and from end-of-day tiredness: a talk started in the heat of the moment almost always sounds like a telling-off, even when it isn’t meant as one.',
        'Start from curiosity rather than judgement, something like "I’ve noticed that lately… how do you see it?", and listen to the whole answer before giving your view.',
        'It often helps to talk side by side rather than face to face: while you cook together, on a bike ride or in the car, words weigh less and answers come more easily.',
      ],
      [
        'An opening that invites rather than accuses begins with what you saw, not with a verdict: "I noticed that…" works better than "you always…" or "you never…".',
        'Then ask a real question and leave room for the answer, silences included: a child who feels listened to gets less defensive, and looking for a solution together becomes easier.',
        'If things heat up, you can pause and come back to it later: you don’t need to settle everything in one go, what matters is that the conversation stays open.',
      ],
      [
        'When might be a calm moment to talk about it in the next few days?',
        'How could you start the sentence from what you’ve noticed?',
      ],
    ),
  },
];
