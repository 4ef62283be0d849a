/**
 * Ways to calm down other than breathing, evenings without scrolling, a new pet after one died
 * ("is it too soon?") and how long it takes to feel at home in a new city.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const CALM_AND_CHANGE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'calm_beyond_breathing',
    kind: 'how_to',
    keys: 'non sia respir=6, non sia la respirazion=6, oltre alla respirazion=6, oltre al respiro=6, oltre a respirare=6, oltre il respiro=6, a$ parte la respirazion=6, a$ parte respirare=6, a$ parte il respiro=6, invece di respirare=6, invece della respirazion=6, al posto della respirazion=6, altro che respirare=5, altro oltre=2, cos altro=3, cosa altro=3, che altro=3, alternativ=2, altre tecniche=3, altri modi=2, altri metodi=3, altri esercizi=3, qualcos altro=2, other than breathing=6, besides breathing=6, apart from breathing=6, instead of breathing=6, isnt breathing=6, except breathing=6, beyond breathing=6, other than breath=6, other techniques=3, other ways=2, other things=2, something else=2, anything else=2, what else=3, alternative=2, alternatives=2, fiato corto=-6, difficolta a respirare=-6, fatica a respirare=-6, non riesco a respirare=-6, manca il respiro=-6, short of breath=-6, cant breathe=-6, trouble breathing=-6, petto=-4, chest=-4',
    requires: 'respir=0, respiro=0, breath=0',
    forms: ['how'],
    topics: ['anxiety', 'panic', 'breathing'],
    it: lc(
      [
        'Sì, ce ne sono diverse, e conviene averne più di una: il grounding 5-4-3-2-1, per esempio, consiste nel nominare cinque cose che vedi, quattro che puoi toccare, tre suoni, due odori e un sapore, e riporta l’attenzione nel presente.',
        'Funziona anche qualsiasi cosa dia al corpo un segnale diverso: acqua fredda sui polsi o sul viso, spalle che scendono lontano dalle orecchie, una camminata di cinque minuti, anche solo fino in fondo al corridoio.',
        'Nessuna di queste cose fa sparire l’ansia a comando, ma spesso la abbassa quanto basta per scegliere cosa fare dopo.',
      ],
      [
        'Molte persone trovano utile dare un nome a quello che sentono, anche sottovoce: «questa è ansia, sta salendo e poi scenderà»; nominarla mette un po’ di distanza.',
        'Oppure dai alle mani qualcosa da fare: lavare una tazza, riordinare un cassetto, stringere una pallina, scarabocchiare; un compito concreto tiene occupata l’attenzione meglio di un «calmati».',
        'Puoi prenderle come esperimenti e tenerti quelle che con te funzionano: l’obiettivo non è che l’agitazione sparisca, ma che diventi più gestibile.',
      ],
      [
        'Quale di queste potresti provare la prossima volta che senti salire l’agitazione?',
        'C’è qualcosa che in passato ti ha aiutato a calmarti, anche senza averlo programmato?',
      ],
    ),
    en: lc(
      [
        'Yes, there are several, and it helps to have more than one: grounding 5-4-3-2-1, for instance, means naming five things you can see, four you can touch, three sounds, two smells and one taste, which pulls your attention back to the present.',
        'Anything that gives your body a different signal can work too: cold water on your wrists or face, letting your shoulders drop away from your ears, a five-minute walk, even just to the end of the corridor.',
        'None of these makes anxiety vanish on command, but they often bring it down enough for you to choose what to do next.',
      ],
      [
        'Many people find it helps to name what they feel, even quietly to themselves: "this is anxiety, it’s rising and it will come down again"; putting a name to it creates a little distance.',
        'Or give your hands a task: washing a mug, tidying a drawer, squeezing a ball, doodling; something concrete holds your attention better than telling yourself to calm down.',
        'You can treat these as experiments and keep the ones that work for you: the aim isn’t for the nerves to disappear, but for them to become more manageable.',
      ],
      [
        'Which of these could you try next time you feel the nerves rising?',
        'Is there something that has helped you calm down before, even without planning it?',
      ],
    ),
  },
  {
    id: 'evening_instead_of_scrolling',
    kind: 'how_to',
    keys: 'al posto di tiktok=6, al posto del telefono=6, al posto del cellulare=6, al posto dei social=6, al posto di instagram=6, invece di tiktok=6, invece del telefono=6, invece del cellulare=6, invece dei social=6, invece di instagram=6, invece di scrollare=6, invece di scorrere=6, invece di stare sul telefono=6, invece di stare al telefono=6, invece di stare=4, al posto di stare=4, alternativ=2, cosa fare la sera=5, fare la sera=3, fare invece=3, la sera=2, di sera=2, serata=1, le serate=2, stasera=1, instead of scrolling=6, instead of tiktok=6, instead of my phone=6, instead of the phone=6, instead of being on my phone=6, instead of social media=6, instead of instagram=6, instead of doomscrolling=6, rather than scrolling=6, alternatives to scrolling=6, alternative to scrolling=6, do instead=3, in the evening=2, in the evenings=2, evening=1, evenings=1, at night=1, tonight=1, rimugin=-4, pensier=-3, overthink=-4, ruminat=-4, worry=-3, mangi=-3, eat$=-3, eating=-3, snack=-3, bere$=-3, drink=-3, alcol=-3, alcohol=-3',
    requires: 'invece=0, al posto=0, alternativ=0, instead=0, rather than=0',
    forms: ['how', 'what'],
    topics: ['sleep', 'self'],
    it: lc(
      [
        'Funziona meglio avere pronta un’alternativa concreta che contare sulla forza di volontà: un libro o un fumetto sul comodino, un podcast, una doccia calda, due pagine di diario, un puzzle, una telefonata a qualcuno.',
        'Aiuta anche mettere il telefono fuori portata, in carica in un’altra stanza o in un cassetto: se per prenderlo devi alzarti, la mano ci va molto meno in automatico.',
        'E scegli cosa fare prima che arrivi la sera, per esempio a cena: alle undici, con la stanchezza addosso, vince quasi sempre l’abitudine più facile.',
      ],
      [
        'Lo scroll riempie occhi e mani senza chiedere niente, per questo è difficile da lasciare: le alternative che reggono meglio tengono occupate le mani, come disegnare, lavorare a maglia, cucinare qualcosa per domani, suonare, sistemare le piante.',
        'Non serve un programma perfetto: bastano due o tre idee scritte su un foglietto vicino al divano, tra cui scegliere quando viene voglia di prendere il telefono.',
        'Se una sera ci ricadi, va bene lo stesso: conta cosa succede nella maggior parte delle sere, non in una.',
      ],
      [
        'Quale di queste cose ti piacerebbe provare stasera?',
        'Dove potresti lasciare il telefono, la sera, per averlo meno a portata di mano?',
      ],
    ),
    en: lc(
      [
        'A ready, concrete alternative works better than relying on willpower: a book or a comic on the bedside table, a podcast, a warm shower, a couple of pages of journaling, a jigsaw, a call to someone.',
        'It also helps to put the phone out of reach, charging in another room or in a drawer: if you have to get up to grab it, your hand goes for it far less on autopilot.',
        'And choose what you’ll do before the evening arrives, say over dinner: at eleven o’clock, tired, the easiest habit almost always wins.',
      ],
      [
        'Scrolling keeps your eyes and hands busy without asking anything of you, which is why it’s hard to put down: the alternatives that stick best give your hands something to do, like drawing, knitting, cooking something for tomorrow, playing an instrument, repotting a plant.',
        'You don’t need a perfect plan: two or three ideas written on a note by the sofa are enough to choose from when the urge to pick up the phone comes.',
        'If you slip back one evening, that’s fine: what counts is what happens on most evenings, not on one.',
      ],
      [
        'Which of these would you like to try tonight?',
        'Where could you leave your phone in the evening so it’s less within reach?',
      ],
    ),
  },
  {
    id: 'new_pet_too_soon',
    kind: 'normal',
    keys: 'un altro cane=5, un altro gatto=5, un altro animale=5, un altro cucciolo=5, un altro micio=5, un nuovo cane=5, un nuovo gatto=5, un nuovo cucciolo=5, un nuovo animale=5, prendere un cane=3, prendere un gatto=3, prenderne un altro=5, adottarne un altro=5, adottare=2, troppo presto=3, sostituir=2, rimpiazz=2, another dog=5, another cat=5, another pet=5, another puppy=5, another kitten=5, a new dog=5, a new cat=5, a new puppy=5, a new kitten=5, a new pet=5, get a dog=3, get a cat=3, adopt=2, adopting=2, too soon=3, too early=3, replace=2, replacing=2',
    requires:
      'cane$=0, cani$=0, gatt=0, micio=0, mici$=0, cucciol=0, animal=0, coniglio=0, dog$=0, dogs$=0, cat$=0, cats$=0, pet$=0, pets$=0, puppy=0, kitten=0, rabbit=0',
    forms: ['normal', 'is_this', 'could'],
    topics: ['grief'],
    it: lc(
      [
        'Non c’è un momento giusto uguale per tutti: c’è chi sente il bisogno di una nuova presenza in casa dopo poche settimane e chi ha bisogno di mesi, e nessuna delle due cose dice quanto si voleva bene all’animale di prima.',
        'Aiuta ricordare che un nuovo animale non prende il posto di quello che non c’è più: sarà un legame diverso, con un carattere suo, e il ricordo resta intatto.',
        'Un segnale che forse è il momento: riuscire a pensare al nuovo arrivo con curiosità per com’è davvero, senza aspettarsi che somigli a chi c’era prima.',
      ],
      [
        'Non esiste un «troppo presto» valido per tutti: conta di più che in casa tutti si sentano pronti, perché qualcuno può esserlo e qualcun altro no, e i bambini in particolare hanno bisogno di capire che il nuovo animale non cancella quello di prima.',
        'Qualche domanda da farsi: il dolore a volte mi travolge ancora? Cerco una compagnia nuova o un modo per non sentire la mancanza? Ho l’energia per le prime settimane con un nuovo arrivo?',
        'Anche aspettare è una scelta legittima: il lutto per un animale ha i suoi tempi, e un nuovo legame nasce meglio quando c’è spazio per accoglierlo.',
      ],
      [
        'Cosa ti fa pensare che potrebbe essere il momento, o che forse è presto?',
        'Come la vivono gli altri in casa, questa idea?',
      ],
    ),
    en: lc(
      [
        'There’s no right timing that fits everyone: some people long for a new presence at home after a few weeks, others need months, and neither says anything about how much the last animal was loved.',
        'It helps to remember that a new animal doesn’t take the place of the one who’s gone: it will be a different bond, with a character of its own, and the memory stays whole.',
        'One sign you may be ready is being able to picture the newcomer with curiosity about who they’ll turn out to be, without hoping they’ll be like the one before.',
      ],
      [
        'There’s no rule about "too soon": what matters more is whether everyone at home feels ready, because one person may be ready while another isn’t, and children especially need to understand that the new animal doesn’t erase the old one.',
        'A few questions to ask yourself: does the grief still knock me over at times? Am I looking for a new companion, or for a way not to feel the loss? Do I have the energy for the first weeks with a newcomer?',
        'Waiting is a valid choice too: grieving an animal takes its own time, and a new bond grows better when there’s room to welcome it.',
      ],
      [
        'What makes you feel it might be time, or that it may be too soon?',
        'How do the others at home feel about the idea?',
      ],
    ),
  },
  {
    id: 'settle_in_new_city',
    kind: 'normal',
    keys: 'ambientar=5, ambienta$=5, ambiento$=5, ambientat=4, ambientamento=5, sentirmi a casa=5, sentirsi a casa=5, sentirti a casa=5, mi sento a casa=4, abituarmi=3, abituarsi=3, inserirmi=3, integrarmi=3, nuova citta=3, citta nuova=3, nuovo paese=2, trasferit=2, trasferiment=2, trasloc=2, quanto ci vuole=1, quanto tempo ci vuole=1, quanto ci mette=1, settle in=5, like a stranger=5, un estrane=4, somewhere new=4, settling in=5, settle into=5, settled$=3, feel at home=5, feel like home=5, feels like home=5, feel settled=5, new city=3, new town=3, new country=2, new place=2, moved=1, moving=1, move$=1, adjust=2, adjusting=2, adjust to a new=4, adjusting to a new=4, adjust to the new=3, how long=1',
    requires:
      'quanto=0, quando=0, tempo=0, mesi=0, settiman=0, anni$=0, un anno=0, mai$=0, how long=0, when=0, time=0, months=0, weeks=0, year=0, ever=0',
    forms: ['normal', 'could'],
    topics: ['loneliness'],
    it: lc(
      [
        'Per ambientarsi in una città nuova di solito ci vogliono mesi più che settimane: molte persone dicono di cominciare a sentirsi a casa tra i sei mesi e un anno, e non in modo lineare, con settimane buone e altre in cui la città di prima manca di più.',
        'Quello che accorcia i tempi è la ripetizione: gli stessi posti, le stesse facce, un bar dove ti riconoscono, un percorso a piedi che diventa il tuo.',
        'Se dopo un mese o due ti senti ancora fuori posto, non vuol dire che trasferirti sia stato un errore: è il tempo normale che serve a una città per diventare familiare.',
      ],
      [
        'Per ambientarsi non c’è una data precisa, ma un’idea realistica aiuta: i primi mesi sono spesso un misto di novità e fatica, e la sensazione di appartenere arriva piano, di solito entro il primo anno.',
        'Le routine fanno molto: un corso o una palestra fissi, la spesa sempre nello stesso negozio, una passeggiata la domenica nello stesso parco; sono i luoghi ricorrenti a trasformare una città in casa.',
        'Intanto vale la pena notare i piccoli segni che stai mettendo radici, come conoscere una scorciatoia o salutare qualcuno per strada: di solito arrivano prima di quanto ce ne si accorga.',
      ],
      [
        'C’è già un posto, nella nuova città, dove ti senti un po’ a casa?',
        'Quale piccola abitudine potresti ripetere lì ogni settimana?',
      ],
    ),
    en: lc(
      [
        'Settling into a new city usually takes months rather than weeks: many people say they start to feel at home somewhere between six months and a year, and not in a straight line, with good weeks and weeks when the old place is missed more.',
        'What speeds it up is repetition: the same places, the same faces, a café where they recognise you, a walk that becomes your route.',
        'If after a month or two you still feel out of place, it doesn’t mean moving was a mistake: it’s the normal time a city needs to become familiar.',
      ],
      [
        'There’s no set date for settling in, but a realistic picture helps: the first months are often a mix of novelty and effort, and the feeling of belonging comes slowly, usually within the first year.',
        'Routines do a lot: a regular class or gym, shopping at the same place, a Sunday walk in the same park; recurring places are what turn a city into home.',
        'Meanwhile it’s worth noticing the small signs that you’re putting down roots, like knowing a shortcut or greeting someone in the street: they tend to arrive before you notice them.',
      ],
      [
        'Is there already a place in your new city where you feel a bit at home?',
        'What small habit could you repeat there every week?',
      ],
    ),
  },
];
