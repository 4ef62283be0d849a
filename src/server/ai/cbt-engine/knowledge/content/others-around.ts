/**
 * Everyday needs with the people around: helping someone without taking over, a friend who drifted
 * away, a noisy neighbour, mornings with children that end in shouting and making up afterwards,
 * and why some people treat others badly.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const OTHERS_AROUND_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'help_without_pushing',
    kind: 'how_to',
    keys: 'aiutarl=4, aiutarla=1, stargli addosso=5, starle addosso=5, stare addosso=5, stargli dietro=4, invadent=4, assillar=4, soffocarl=4, senza pressar=4, pressing=2, help him without=5, help her without=5, help them without=5, support him=3, support her=3, support them=3, pushy=4, nagging=4, nag$=3, breathing down=4, on his back=4, on her back=4, smother=4, taking over=4',
    // "come posso aiutarla a non avere paura?" is about the fear: only helping without pressing is this entry.
    requires:
      'senza=0, addosso=0, invadent=0, assillar=0, soffocar=0, pressar=0, forzar=0, without=0, pushy=0, nagging=0, nag=0, breathing down=0, smother=0, taking over=0',
    forms: ['how'],
    topics: ['family', 'partner', 'friends'],
    it: lc(
      [
        'Aiutare senza stare addosso di solito vuol dire chiedere invece di indovinare: una domanda semplice, come «c’è qualcosa che ti farebbe comodo, in questi giorni?», lascia all’altra persona la scelta di cosa ricevere.',
        'Conta più una presenza tranquilla e regolare che tante domande: un momento fisso insieme senza parlare per forza del problema, come un pasto o un passaggio in macchina, dice «ci sono» senza pesare.',
        'E resisti alla tentazione di risolvere al posto suo: offri una mano su un pezzo preciso e lascia il resto nelle sue mani.',
      ],
      [
        'Un modo che funziona è dirlo una volta, chiaramente, e poi fare un passo indietro: «se ti va di parlarne io ci sono, e se preferisci di no va bene lo stesso».',
        'Osserva più di quanto chiedi: sonno, appetito e voglia di vedere gli altri dicono molto, e se cambiano tanto e per settimane vale la pena parlarne con il medico di base, anche insieme.',
        'Prenditi cura anche della tua preoccupazione: chi aiuta la trasmette senza volerlo, e pesa meno se ha un posto suo dove sfogarsi.',
      ],
      [
        'Di cosa pensi che avrebbe più bisogno, in questo periodo, la persona che vuoi aiutare?',
        'C’è un momento della settimana in cui potreste stare insieme senza parlare per forza del problema?',
      ],
    ),
    en: lc(
      [
        'Helping without hovering usually means asking instead of guessing: a simple question like "is there anything that would make these days easier?" leaves the other person to choose what they receive.',
        'A calm, regular presence counts for more than lots of questions: a fixed moment together that isn’t about the problem, a meal or a lift somewhere, says "I’m here" without weighing on them.',
        'And resist the urge to fix it for them: offer a hand with one specific piece and leave the rest in their hands.',
      ],
      [
        'One way that works is to say it once, clearly, and then step back: "if you want to talk, I’m here, and if you’d rather not, that’s fine too".',
        'Watch more than you ask: sleep, appetite and wanting to see people say a lot, and if they change a great deal for weeks it’s worth talking to the GP, together if possible.',
        'Look after your own worry too: whoever helps passes it on without meaning to, and it weighs less when it has somewhere of its own to go.',
      ],
      [
        'What do you think the person you want to help needs most right now?',
        'Is there a time in the week when you could be together without having to talk about the problem?',
      ],
    ),
  },
  {
    id: 'friend_reconnect',
    kind: 'how_to',
    keys: 'allontanat=4, ci siamo pers=5, perso i contatti=5, persi di vista=5, sentiamo solo=4, ci sentiamo poco=4, riavvicin=4, riallacciar=4, vecchia amica=3, vecchio amico=3, cosa potrei scriver=4, cosa le scrivo=4, cosa gli scrivo=4, senza che suoni=3, senza che sembri=3, rimprover=2, drifted=5, drifted apart=5, lost touch=5, reconnect=5, old friend=3, what do i text=4, what should i text=4, what could i text=4, without sounding like=3, guilt trip=4, distant friend=4',
    forms: ['how'],
    topics: ['friends'],
    it: lc(
      [
        'Per riavvicinarti a qualcuno che si è allontanato funziona un messaggio leggero, che parla del presente e non del bilancio: per esempio «ho visto le tue foto e ho pensato a te, mi piacerebbe rivederti: ti va un aperitivo la settimana prossima?».',
        'Evita di ripercorrere chi ha cercato chi e quante volte: anche se è vero, suona come un rimprovero e mette l’altra persona sulla difensiva.',
        'Una proposta concreta e facile da accettare, con una via d’uscita («se è un periodo pieno, nessun problema»), rende il sì più probabile.',
      ],
      [
        'Le amicizie spesso si allontanano per la vita che cambia, non per una scelta contro di te: partire da questa idea aiuta a scrivere senza amarezza.',
        'Parla di te e di quello che ti manca, in una riga: «mi manca il tempo che passavamo insieme» arriva meglio di «non mi cerchi mai».',
        'Poi lascia spazio alla risposta, qualunque sia: anche un ritorno lento è un ritorno, e un silenzio non cancella quello che siete stati.',
      ],
      [
        'Come suonerebbe la prima riga, con parole tue?',
        'Cosa ti piacerebbe fare insieme, se la risposta fosse sì?',
      ],
    ),
    en: lc(
      [
        'To reconnect with someone who has drifted, a light message works best, one about now rather than a reckoning: for example "saw your photos and thought of you, I’d love to catch up: fancy a drink next week?".',
        'Avoid going over who reached out to whom and how often: even when it’s true, it comes across as a telling-off and puts the other person on the defensive.',
        'A concrete suggestion that is easy to accept, with a way out ("if things are busy, no worries at all"), makes a yes more likely.',
      ],
      [
        'Friendships often drift because lives change, not because of a choice against you: starting from that makes it easier to write without bitterness.',
        'Talk about yourself and what you miss, in one line: "I miss our time together" lands better than "you never get in touch".',
        'Then leave room for whatever reply comes: a slow return is still a return, and a silence doesn’t erase what you were to each other.',
      ],
      [
        'How would the first line sound, in your own words?',
        'What would you like to do together if the answer were yes?',
      ],
    ),
  },
  {
    id: 'neighbour_talk',
    kind: 'how_to',
    keys: 'vicino di casa=5, vicina di casa=5, vicini di casa=5, vicino$=1, vicini$=2, condomin=3, piano di sopra=4, piano di sotto=4, quello di sopra=4, quella di sopra=4, rumor=3, amministratore=3, neighbour=5, neighbor=5, upstairs=3, downstairs=3, noise=3, noisy=3, building manager=3, landlord=2',
    // "stargli vicino", "avvicinarmi a lui": being near is no neighbour; the home must be in the words.
    requires:
      'di casa=0, condomin=0, piano di=0, di sopra=0, di sotto=0, rumor=0, amministratore=0, mobili=0, neighbou=0, neighbor=0, upstairs=0, downstairs=0, noise=0, noisy=0, landlord=0, building=0',
    forms: ['how', 'normal', 'why'],
    topics: ['sleep', 'anger'],
    it: lc(
      [
        'Con un vicino conviene presentarsi e partire dal fatto, senza accuse: per esempio «buonasera, abito al piano di sotto; la sera sento spostare i mobili fino a tardi e faccio fatica a dormire: si potrebbe evitare dopo le dieci?».',
        'Dare per scontato che non lo sappia aiuta molto: spesso chi fa rumore non si rende conto di quanto si senta, e si sente meno attaccato.',
        'Scegli un momento tranquillo, non mentre il rumore c’è e la rabbia è al massimo, e chiudi con una richiesta piccola e precisa.',
      ],
      [
        'Parlare di persona, con calma, di solito risolve più di un biglietto: il tono della voce e una faccia fanno capire che non è una guerra.',
        'Se il primo tentativo non basta, il passo successivo è scrivere all’amministratore, che può ricordare a tutti gli orari di silenzio del regolamento di condominio.',
        'E non è ridicolo arrabbiarsi per un rumore: dormire poco per settimane consuma la pazienza di chiunque.',
      ],
      [
        'Come suonerebbe la prima frase, detta con parole tue?',
        'Quale sarebbe una richiesta piccola e precisa da fargli?',
      ],
    ),
    en: lc(
      [
        'With a neighbour, it helps to introduce yourself and start from the fact, without blame: for example "hi, I live in the flat below; in the evenings I hear furniture moving until late and I struggle to sleep: could it stop after ten?".',
        'Assuming they don’t know helps a lot: people making noise often have no idea how far it carries, and they feel less attacked.',
        'Pick a calm moment, not while the noise is going on and your anger is at its peak, and end with one small, specific request.',
      ],
      [
        'Talking in person, calmly, usually settles more than a note: a voice and a face show it isn’t a war.',
        'If the first try isn’t enough, the next step is writing to the building manager or landlord, who can remind everyone of the quiet hours.',
        'And it isn’t silly to get angry about noise: weeks of short sleep wear down anyone’s patience.',
      ],
      [
        'How would the first sentence sound, in your own words?',
        'What would one small, specific request to them be?',
      ],
    ),
  },
  {
    id: 'morning_routine_kids',
    kind: 'how_to',
    keys: 'le mattine=3, mattin=2, la mattina=0, domattina=2, in ritardo=2, uscire la mattina=4, prepararl=1, scarpe=1, rifarlo=2, mornings=3, morning routine=5, school run=5, late for school=4, getting the kids out=4, get the kids out=4, shoes=1',
    requires:
      'bambin=0, figli=0, scuola=0, scarpe=0, urla=0, urlo=0, urlat=0, sgrid=0, ritardo=0, kids=0, children=0, child=0, son$=0, daughter=0, school=0, shoes=0, shout=0, yell=0, late$=0, toddler=0',
    forms: ['how'],
    topics: ['family'],
    it: lc(
      [
        'Le mattine difficili si sistemano soprattutto la sera prima: vestiti, zaino e scarpe pronti vicino alla porta, e dieci minuti di margine in più sulla sveglia, tolgono metà della corsa.',
        'Con i bambini piccoli aiuta una sequenza sempre uguale, magari disegnata su un foglio (vestirsi, colazione, denti, scarpe), e piccole scelte al posto degli ordini: «ti metti prima la scarpa destra o la sinistra?».',
        'E prepara un piano per il momento in cui senti salire la voce: un respiro lungo, abbassare il tono, avvicinarti invece di chiamare da un’altra stanza.',
      ],
      [
        'Alzare la voce quando si è in ritardo capita a moltissimi genitori: conta riparare dopo, e rendere la mattina seguente un po’ meno in salita.',
        'Guarda qual è il punto che si inceppa sempre, le scarpe, la colazione o uno schermo, e spostalo: scarpe scelte la sera, colazione semplice, niente schermi prima di uscire.',
        'Se senti che stai per esplodere, dire ad alta voce «mi sto innervosendo, mi fermo un attimo» ti dà tempo e insegna anche a chi ti guarda come si gestisce la rabbia.',
      ],
      [
        'Qual è il punto della mattina che si inceppa di più?',
        'Cosa potresti preparare già stasera per domani mattina?',
      ],
    ),
    en: lc(
      [
        'Hard mornings are mostly fixed the night before: clothes, bag and shoes ready by the door, and ten extra minutes on the alarm, take away half the rush.',
        'With young children a sequence that never changes helps, maybe drawn on a sheet (get dressed, breakfast, teeth, shoes), along with small choices instead of orders: "left shoe first or right shoe first?".',
        'And have a plan for the moment you feel your voice rising: one long breath, a lower tone, walking over instead of calling from another room.',
      ],
      [
        'Raising your voice when you’re running late happens to a great many parents: what counts is repairing afterwards and making the next morning a little less uphill.',
        'Look for the point that always jams, shoes, breakfast or a screen, and move it: shoes picked the night before, a simple breakfast, no screens before leaving.',
        'If you feel you’re about to blow, saying out loud "I’m getting wound up, I’m stopping for a second" buys you time and shows whoever is watching how anger can be handled.',
      ],
      ['Which part of the morning jams the most?', 'What could you get ready tonight for tomorrow morning?'],
    ),
  },
  {
    id: 'repair_with_child',
    kind: 'how_to',
    keys: 'rimediare=4, rimedio=2, riparare=3, chiederle scusa=4, chiedergli scusa=4, le chiedo scusa=4, gli chiedo scusa=4, chiedere scusa=3, urlo$=2, urlato=2, urlare=2, alzo la voce=3, sgrid=2, la confondo=3, lo confondo=3, make it up to=4, make amends=4, apologise to=3, apologize to=3, say sorry=4, repair=3, shouted at=3, yelled at=3, confuse her=3, confuse him=3',
    requires:
      'figli=0, bambin=0, bimb=0, piccol=0, anni$=0, la vado a prendere=0, scuola=0, la confondo=0, lo confondo=0, kids=0, child=0, son$=0, daughter=0, toddler=0, school=0, confuse her=0, confuse him=0',
    forms: ['how', 'normal', 'is_this'],
    topics: ['family'],
    it: lc(
      [
        'Con i bambini rimediare è semplice e funziona: quando siete di nuovo tranquilli, chiedi scusa per il modo, non per il limite, per esempio «stamattina ho urlato e mi dispiace: dovevamo uscire, ma non dovevo urlare».',
        'Poi chiudi con un momento vostro, un abbraccio, una merenda insieme, qualcosa che dica che tra voi va tutto bene.',
        'Non serve una lunga spiegazione: a quell’età conta di più il tono caldo di una frase breve.',
      ],
      [
        'Chiedere scusa non confonde un bambino e non toglie autorità: gli insegna che anche i grandi sbagliano e poi sistemano le cose, e che il legame regge anche dopo un litigio.',
        'Tieni separate le due cose: la regola resta (le scarpe si mettono, a scuola si va), il modo in cui l’hai detta è quello che ripari.',
        'Quello che conta è il clima di tutti i giorni: un momento storto, seguito da una riparazione, non rovina niente.',
      ],
      [
        'Cosa ti piacerebbe dire, con parole tue?',
        'C’è un piccolo rito vostro con cui chiudere la giornata?',
      ],
    ),
    en: lc(
      [
        'With children, repairing is simple and it works: once you’re both calm, apologise for the way, not for the limit, for example “this morning I shouted and I’m sorry: we had to leave, but I shouldn’t have shouted”.',
        'Then close with something of your own, a hug, a snack together, something that tells them all is well between you.',
        'There’s no need for a long explanation: at that age a short sentence in a warm voice counts for more.',
      ],
      [
        'Saying sorry doesn’t confuse a child or take away your authority: it teaches them that grown-ups get things wrong and put them right, and that the bond holds even after a row.',
        'Keep the two things apart: the rule stays (shoes go on, school happens), the way you said it is what you repair.',
        'What counts is the everyday climate: one bad moment, followed by a repair, doesn’t spoil anything.',
      ],
      [
        'What would you like to say to them, in your own words?',
        'Is there a small ritual of yours to close the day with?',
      ],
    ),
  },
  {
    id: 'others_treat_badly',
    kind: 'why',
    keys: 'in diritto=5, trattare cosi=5, trattare male=5, trattano male=5, tratta male=5, trattano cosi=5, tratta cosi=4, trattarmi cosi=5, maleducat=3, arrogant=3, prepotent=4, umiliar=4, umilia=3, cattiveria=3, treat people like=6, treat others like=6, treat people that way=6, treat people badly=6, treat me like=5, treats people=4, entitled=4, so rude=3, rude to=3, bully=3, bullies=3, humiliat=4',
    forms: ['why'],
    topics: ['work', 'family', 'friends'],
    it: lc(
      [
        'Chi tratta male gli altri di solito lo fa per motivi suoi: abitudine al potere, stress scaricato su chi ha meno voce, o il fatto che nessuno gli abbia mai messo un limite.',
        'Dice molto di come quella persona gestisce la pressione e poco del tuo valore: un errore si può far notare, ma umiliare qualcuno davanti agli altri non è il modo giusto di farlo.',
        'Non puoi cambiare come è fatta, ma puoi scegliere cosa farne: parlarne a mente fredda, mettere un limite, o cercare sostegno se succede spesso.',
      ],
      [
        'Spesso chi tratta male ha imparato che gli conviene: si sfoga, ottiene quello che vuole e raramente qualcuno glielo fa notare.',
        'Quando succede al lavoro aiuta annotare fatti, date e chi era presente, e se si ripete parlarne con le risorse umane o con una persona di fiducia.',
        'E la rabbia o il dispiacere che senti sono una reazione sensata a un trattamento ingiusto, non un’esagerazione.',
      ],
      [
        'Cosa vorresti fare, adesso, con quello che è successo?',
        'C’è qualcuno di cui ti fidi con cui puoi parlarne?',
      ],
    ),
    en: lc(
      [
        'People who treat others badly usually do it for reasons of their own: being used to power, stress passed down to whoever has less of a voice, or nobody ever having set them a limit.',
        'It says a lot about how that person handles pressure and little about your worth: a mistake can be pointed out, but humiliating someone in front of others isn’t the right way to do it.',
        'You can’t change how they are, but you can choose what to do with it: talk about it once things have cooled down, set a limit, or look for support if it happens often.',
      ],
      [
        'Often people who treat others badly have learned that it pays: they let off steam, get what they want and are rarely called on it.',
        'When it happens at work it helps to note facts, dates and who was there, and if it repeats, to raise it with HR or someone you trust.',
        'And the anger or hurt you feel is a sensible reaction to unfair treatment, not an overreaction.',
      ],
      [
        'What would you like to do now with what happened?',
        'Is there someone you trust you could talk to about it?',
      ],
    ),
  },
];
