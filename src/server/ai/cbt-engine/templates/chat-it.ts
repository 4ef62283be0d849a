import type { ChatTemplates } from './types';

/** Italian chat phrasings: tu, caldo, neutro rispetto al genere. */
export const CHAT_IT: ChatTemplates = {
  reflect: {
    anxiety: [
      'Sento tanta ansia nelle tue parole, e capisco quanto possa essere faticoso portarla con te.',
      'Da come lo descrivi, la preoccupazione sembra occupare molto spazio in questo momento.',
      'Quando l\u2019ansia sale così, tutto sembra più urgente e più grande: è una reazione umana, anche se scomoda.',
      'Mi arriva parecchia agitazione da quello che scrivi, e ha senso che ti pesi.',
    ],
    stress: [
      'Sembra che tu abbia davvero tanto sulle spalle in questo periodo.',
      'Mi arriva un forte senso di pressione, come se le cose da fare non lasciassero spazio per respirare.',
      'Quando le richieste si accumulano così, è naturale avere la sensazione di non farcela.',
    ],
    sadness: [
      'Mi dispiace che tu ti senta così giù. Grazie per averlo condiviso con me.',
      'Sento molta tristezza in quello che scrivi, e va bene darle spazio.',
      'Dev\u2019essere pesante portare dentro questa tristezza. Qui non serve fingere che vada tutto bene.',
    ],
    anger: [
      'Sento tanta rabbia in quello che racconti, e spesso la rabbia ci segnala che qualcosa di importante per noi è stato toccato.',
      'È comprensibile provare frustrazione in una situazione così.',
      'La rabbia che descrivi ha il diritto di esserci: proviamo a capire cosa ti sta dicendo.',
    ],
    guilt: [
      'Sento quanto ti pesa il senso di colpa. Il fatto che ti importi così tanto dice molto di te.',
      'Il senso di colpa sa essere molto rumoroso. Proviamo a guardarlo con un po\u2019 più di gentilezza.',
      'Capisco quel peso. Sentirsi in colpa non significa per forza avere colpa di tutto.',
    ],
    shame: [
      'La vergogna è una delle emozioni più difficili da raccontare, quindi grazie per averlo fatto.',
      'Capisco quel senso di imbarazzo: fa venire voglia di nascondersi, ma non dice chi sei.',
      'Quello che provi è molto umano, anche se in questo momento sembra enorme.',
    ],
    loneliness: [
      'La solitudine fa male, e mi dispiace che tu la stia vivendo.',
      'Mi arriva un senso di distanza dagli altri, e capisco quanto possa pesare.',
      'Sentire di non avere nessuno vicino è doloroso. Intanto, qui ti ascolto.',
    ],
    tiredness: [
      'Mi arriva tanta stanchezza dalle tue parole, e la stanchezza chiede di essere ascoltata.',
      'Quando l\u2019energia è poca, anche le cose semplici diventano salite. È comprensibile.',
      'Sembra un periodo davvero faticoso: il corpo e la mente stanno chiedendo una pausa.',
    ],
    positive: [
      'Che bello leggerlo! Mi fa piacere che oggi vada un po\u2019 meglio.',
      'È una bella notizia, e vale la pena fermarsi un attimo a gustarla.',
      'Mi fa davvero piacere. Anche i momenti buoni meritano attenzione.',
    ],
  },
  reflectGeneric: [
    'Grazie per avermelo raccontato. Ti ascolto.',
    'Capisco. Quello che stai dicendo è importante.',
    'Ti seguo. Proviamo a guardarlo insieme, con calma.',
    'Grazie per la fiducia. Prendiamoci un momento per capire meglio.',
  ],
  reflectIntense: [
    'Sembra davvero tanto, tutto insieme.',
    'Non è poco quello che stai attraversando.',
    'Si sente quanto è forte, in questo momento.',
  ],
  topic: {
    work: [
      'Il lavoro può prendersi tanto spazio, anche nella testa quando si torna a casa.',
      'Quando il lavoro pesa così, ne risente un po\u2019 tutto il resto.',
    ],
    study: [
      'Lo studio e gli esami mettono sotto pressione, soprattutto quando sembra che tutto dipenda da un risultato.',
      'Il periodo degli esami mette alla prova anche le persone più preparate.',
    ],
    partner: [
      'Quando succede nella relazione con una persona a cui teniamo, tocca corde profonde.',
      'Le relazioni di coppia ci coinvolgono tanto, per questo fanno anche soffrire.',
    ],
    family: [
      'Le questioni di famiglia hanno spesso radici lunghe, e per questo pesano di più.',
      'Con la famiglia è difficile prendere le distanze, anche solo per respirare.',
    ],
    friends: [
      'Con gli altri ci mettiamo in gioco, ed è normale sentirsi esposti.',
      'Il modo in cui ci sentiamo con gli altri conta molto per il nostro benessere.',
    ],
    health: [
      'Le preoccupazioni per la salute sanno essere particolarmente insistenti.',
      'Quando si tratta di salute, l\u2019incertezza è una delle cose più difficili da sopportare.',
    ],
    money: [
      'Le preoccupazioni economiche tolgono serenità, perché toccano la sicurezza di base.',
      'Le difficoltà con i soldi pesano in modo molto concreto, e anche sul sonno e sull\u2019umore.',
    ],
    sleep: [
      'Quando si dorme male, tutto il resto sembra più difficile.',
      'Il sonno e l\u2019umore si influenzano a vicenda, in entrambe le direzioni.',
    ],
    self: [
      'Il modo in cui parliamo a noi stessi ha un peso enorme su come stiamo.',
      'Spesso siamo molto più severi con noi stessi di quanto lo saremmo con chiunque altro.',
    ],
  },
  normalise: {
    anxiety: [
      'L\u2019ansia funziona come un allarme: utile quando c\u2019è un pericolo reale, ma a volte suona forte anche quando non serve.',
      'Il corpo in ansia si prepara a un pericolo: cuore veloce, respiro corto, pensieri che corrono. È spiacevole, ma passa.',
    ],
    stress: [
      'Lo stress è il segnale che le richieste stanno superando le risorse del momento, non che tu stia sbagliando qualcosa.',
      'Quando tutto sembra urgente, la mente fatica a scegliere da dove partire: è normale sentirsi bloccati.',
    ],
    sadness: [
      'La tristezza spesso ci dice che abbiamo perso qualcosa o che ci manca qualcosa di importante.',
      'Quando l\u2019umore è basso, la mente tende a vedere tutto più scuro: non è un difetto, è come funziona.',
    ],
    anger: [
      'La rabbia è un\u2019emozione legittima: il punto non è eliminarla, ma scegliere cosa farne.',
      'Spesso sotto la rabbia c\u2019è un bisogno non ascoltato, come rispetto, giustizia o riposo.',
    ],
    guilt: [
      'Il senso di colpa può aiutarci a riparare, ma quando diventa eccessivo ci schiaccia senza insegnarci nulla.',
      'Assumersi la propria parte di responsabilità è diverso dal prendersi tutta la colpa.',
    ],
    shame: [
      'La vergogna ci fa credere di essere sbagliati, mentre di solito si tratta di qualcosa che abbiamo fatto o vissuto.',
      'La vergogna cresce nel silenzio e si alleggerisce quando viene raccontata, come hai appena fatto.',
    ],
    loneliness: [
      'La solitudine è un segnale, come la fame: ci dice che abbiamo bisogno di connessione, non che c\u2019è qualcosa che non va in noi.',
      'Anche piccoli contatti, brevi e semplici, possono fare più differenza di quanto sembri.',
    ],
    tiredness: [
      'Quando siamo stanchi, le emozioni diventano più intense e i problemi sembrano più grandi.',
      'La stanchezza non è pigrizia: spesso è il segnale che da tempo diamo più di quanto recuperiamo.',
    ],
    positive: [
      'Notare quello che va bene aiuta la mente a registrarlo davvero, non solo a lasciarlo passare.',
    ],
    generic: [
      'Pensieri, emozioni e comportamenti si influenzano a vicenda: cambiare anche solo uno di questi può aiutare gli altri.',
      'Spesso non è la situazione in sé a farci stare male, ma il significato che le diamo in quel momento.',
    ],
  },
  distortionLead: [
    'Mi sembra di riconoscere qui quello che in terapia cognitiva si chiama «{name}». {description}',
    'C\u2019è un meccanismo molto comune che forse sta entrando in gioco: «{name}». {description}',
    'A volte la mente prende delle scorciatoie, e questa somiglia a quella che chiamiamo «{name}». {description}',
  ],
  distortionLeadQuote: [
    'Quando scrivi «{quote}», mi sembra di riconoscere quello che in terapia cognitiva si chiama «{name}». {description}',
    'Mi colpisce la frase «{quote}»: potrebbe essere un esempio di «{name}». {description}',
  ],
  balancedLead: [
    'Un modo più equilibrato di vederla potrebbe essere: «{balanced}»',
    'Per esempio, si potrebbe provare a dirsi: «{balanced}»',
    'Un pensiero alternativo, più gentile e più realistico, potrebbe suonare così: «{balanced}»',
  ],
  socratic: [
    'Cosa ti passa per la testa quando ci pensi?',
    'Qual è la parte di tutto questo che ti pesa di più?',
    'Se una persona a cui vuoi bene vivesse la stessa cosa, cosa le diresti?',
    'Che cosa ti ha aiutato, in passato, in momenti simili?',
    'Di cosa avresti bisogno adesso, anche di piccolo?',
  ],
  offerThoughtRecord: [
    'Se ti va, possiamo guardare questo pensiero più da vicino con un diario dei pensieri: pochi passaggi, uno alla volta. Vuoi provare?',
    'Se lo desideri, possiamo fare insieme un diario dei pensieri su questa situazione. Ti basta rispondere «sì».',
  ],
  suggestion: {
    exercise: [
      'Se ti va, nell\u2019app trovi l\u2019esercizio «{title}»: potrebbe aiutarti proprio in momenti come questo.',
      'Potrebbe esserti utile l\u2019esercizio «{title}», che trovi tra gli esercizi.',
    ],
    meditation: [
      'Se hai qualche minuto, la meditazione «{title}» potrebbe accompagnarti.',
      'Potresti provare la meditazione guidata «{title}»: non serve esperienza.',
    ],
    resource: [
      'Se vuoi approfondire, c\u2019è una risorsa che fa al caso tuo: «{title}».',
      'Nella libreria trovi «{title}», che parla proprio di questo.',
    ],
  },
  stepLead: [
    'Un piccolo passo, se ti va:',
    'Per oggi, ti propongo una cosa piccola:',
    'Un passo concreto che puoi fare adesso:',
  ],
  step: {
    anxiety: [
      'fai tre respiri lenti, con l\u2019espirazione un po\u2019 più lunga dell\u2019inspirazione.',
      'scrivi su un foglio la preoccupazione principale e, accanto, una sola cosa che è nelle tue mani oggi.',
      'nomina cinque cose che vedi intorno a te, una alla volta, con calma.',
    ],
    stress: [
      'scegli una sola cosa della lista e dedicale dieci minuti, poi fermati e guarda com\u2019è andata.',
      'dividi il compito più grande in tre passi minuscoli e scrivi solo il primo.',
      'concediti cinque minuti di pausa vera, lontano dallo schermo, prima di ripartire.',
    ],
    sadness: [
      'fai una piccola cosa gentile per te nelle prossime ore: una tisana, una doccia calda, una canzone che ami.',
      'scrivi a una persona di cui ti fidi, anche solo un saluto.',
      'se puoi, esci cinque minuti a prendere aria e luce.',
    ],
    anger: [
      'prima di rispondere a qualcuno, concediti dieci respiri o una breve camminata.',
      'scrivi tutto quello che provi su un foglio che nessuno leggerà, senza filtri.',
      'muovi il corpo per qualche minuto: una camminata veloce aiuta a scaricare la tensione.',
    ],
    guilt: [
      'chiediti se c\u2019è una piccola azione di riparazione possibile, e se non c\u2019è, prova a lasciar andare un po\u2019 di peso.',
      'scrivi cosa diresti a una persona cara che ti raccontasse la stessa cosa.',
    ],
    shame: [
      'scrivi cosa diresti a una persona cara che ti raccontasse la stessa cosa.',
      'metti una mano sul petto e ripeti dentro di te una frase gentile, come «sto facendo del mio meglio».',
    ],
    loneliness: [
      'manda un messaggio a una persona con cui non parli da un po\u2019.',
      'scegli un luogo dove ci sono altre persone, anche solo un bar o una biblioteca, e passaci qualche minuto.',
    ],
    tiredness: [
      'stasera prova ad anticipare di mezz\u2019ora il momento in cui spegni gli schermi.',
      'togli dalla lista di oggi una cosa che non è davvero necessaria.',
      'concediti una pausa di dieci minuti senza fare niente, senza sensi di colpa.',
    ],
    positive: [
      'prima di dormire, scrivi tre cose che sono andate bene oggi.',
      'fermati un minuto a notare cosa senti nel corpo quando ripensi a questo momento.',
    ],
    generic: [
      'prenditi un minuto per notare come stai respirando, senza cambiare niente.',
      'scrivi in una riga cosa è successo e, in un\u2019altra, cosa hai pensato in quel momento.',
      'bevi un bicchiere d\u2019acqua e fai due passi, anche solo per la stanza.',
      'scrivi in una riga come stai adesso, senza correggerti: metterlo fuori a volte alleggerisce.',
      'scegli una cosa piccola da fare nella prossima ora, anche solo sistemare un angolo della scrivania.',
    ],
  },
  greeting: [
    'Ciao, sono qui. Come stai oggi, davvero?',
    'Ciao! Mi fa piacere sentirti. Cosa ti porta qui in questo momento?',
    'Ciao, ti do il benvenuto. Puoi raccontarmi quello che vuoi, con i tuoi tempi.',
  ],
  greetingReturning: [
    'Ciao, che bello ritrovarti. Come va dall\u2019ultima volta?',
    'Ciao di nuovo. Com\u2019è andata la giornata finora?',
  ],
  thanks: [
    'Grazie a te per la fiducia. Sono qui ogni volta che ne hai bisogno.',
    'Di niente, davvero. Prenderti cura di te è un bel gesto.',
    'È un piacere. Se ti va, più tardi raccontami com\u2019è andata.',
  ],
  bye: [
    'A presto, e abbi cura di te. Qui trovi sempre qualcuno che ascolta.',
    'Buon proseguimento. Ricordati di essere gentile con te, anche oggi.',
  ],
  identity: [
    'Sono un assistente di intelligenza artificiale, non una persona né un terapeuta. Posso ascoltarti e proporti strumenti della terapia cognitivo-comportamentale, ma non sostituisco un professionista. In caso di emergenza, chiama il 112.',
  ],
  capabilities: [
    'Posso ascoltarti, aiutarti a guardare i pensieri che ti fanno stare male da un\u2019altra prospettiva, accompagnarti in un diario dei pensieri passo dopo passo e suggerirti esercizi e meditazioni dell\u2019app. Non faccio diagnosi e non do consigli sui farmaci: per quello è giusto rivolgersi a un professionista. Da dove vuoi cominciare?',
  ],
  diagnosis: [
    'Capisco il bisogno di dare un nome a quello che provi. Non posso fare diagnosi: solo un professionista, come il tuo medico o uno psicologo, può valutarlo con te. Posso però aiutarti a capire meglio cosa succede nei momenti difficili, così da arrivare a quel colloquio con le idee più chiare. Ti va di raccontarmi quando ti capita di stare peggio?',
  ],
  medication: [
    'Sui farmaci non posso darti indicazioni: dosi, inizio o sospensione vanno sempre decisi con il medico o lo psichiatra che ti segue, e anche il farmacista può rispondere a dubbi pratici. Non interrompere una terapia senza parlarne con loro. Se vuoi, intanto possiamo lavorare insieme su come stai vivendo questo momento.',
  ],
  unrelated: [
    'Su questo non posso aiutarti: sono qui per il tuo benessere, per ansia, stress, umore e relazioni. Se c\u2019è qualcosa che ti pesa, anche legato a questo, ne parliamo volentieri.',
  ],
  positive: [
    'Che bello leggerlo! Momenti così meritano di essere notati.',
    'Mi fa molto piacere. Anche le buone notizie hanno bisogno di spazio.',
  ],
  positiveQuestion: [
    'Cosa pensi abbia aiutato a farti stare così?',
    'C\u2019è qualcosa che hai fatto tu e che ha contribuito?',
    'Come potresti portare un pezzetto di questo anche nei prossimi giorni?',
  ],
  declineOffer: ['Va benissimo, nessun problema.', 'Certo, come preferisci.'],
  exerciseIntro: [
    'Proviamo subito qualcosa di semplice.',
    'Ecco una cosa che puoi fare adesso, in pochi minuti.',
  ],
  quickBreathing: [
    'Inspira dal naso contando fino a 4, trattieni per un attimo, poi espira lentamente dalla bocca contando fino a 6. Ripeti cinque volte, senza forzare.',
    'Appoggia i piedi a terra, senti il contatto con il pavimento, e fai cinque respiri lenti allungando un po\u2019 l\u2019espirazione.',
  ],
  nothingToStop: ['Va bene, ci fermiamo. Se vuoi riprendere a parlare, sono qui.'],
  afterCrisis: ['Sono ancora qui con te.', 'Grazie per avermi scritto ancora.'],
};
