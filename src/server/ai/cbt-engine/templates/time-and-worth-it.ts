/** Italian wording of the time and worth answers (time-and-worth.ts). */
import type { TimeAndWorthTemplates } from './time-and-worth';

export const TIME_AND_WORTH_IT: TimeAndWorthTemplates = {
  timeLead: [
    'Quanto tempo ci vuole dipende dalla persona, ma un’idea realistica te la posso dare.',
    'Non c’è un tempo uguale per tutti, però un ordine di grandezza sì.',
  ],
  subject: {
    panic: {
      time: 'Un attacco di panico di solito raggiunge il picco in una decina di minuti e poi cala da solo, anche se la stanchezza può restare per qualche ora. Se smetti di scappare dalle situazioni in cui è successo, nel giro di alcune settimane gli attacchi tendono a diventare più rari e meno intensi.',
      works:
        'Funziona soprattutto una cosa che sembra controintuitiva: restare nella situazione e lasciare che l’ondata salga e scenda, respirando piano, invece di fuggire. Ogni volta che lo fai il cervello impara che quelle sensazioni sono spiacevoli ma non pericolose; se però compaiono dolore al petto o sintomi nuovi, va sentito il medico, e in emergenza il 112.',
      ask: [
        'In quale situazione ti piacerebbe riuscire a restare, la prossima volta?',
        'Cosa fai di solito quando senti che l’ondata sta arrivando?',
      ],
    },
    checking: {
      time: 'L’impulso a ricontrollare di solito si abbassa nel giro di qualche settimana, se ogni volta aspetti un po’ più a lungo prima di cedere: all’inizio l’ansia sale, poi scende da sola in minuti. Più i controlli diminuiscono, più il dubbio perde forza; se però ti porta via molto tempo ogni giorno, un percorso con uno psicologo aiuta a fare prima.',
      works:
        'Controllare o farsi rassicurare aiuta per pochi minuti, ed è proprio questo sollievo breve a tenere in piedi il circolo: il dubbio torna, e con lui il bisogno di controllare di nuovo. Funziona meglio il contrario, cioè ridurre poco alla volta i controlli e le domande, sopportando l’incertezza un po’ più a lungo ogni volta.',
      ask: [
        'Quante volte al giorno ti capita, più o meno?',
        'Cosa temi che succederebbe se controllassi una volta sola?',
      ],
    },
    health: {
      time: 'L’ansia per la salute di solito si abbassa nel giro di alcune settimane quando si riducono ricerche su internet e controlli del corpo, e con un percorso di CBT molte persone stanno meglio in qualche mese. Nel frattempo il medico di base resta il riferimento per i sintomi, e per i segnali di emergenza c’è il 112.',
      works:
        'Cercare i sintomi o controllarsi calma per poco, poi il dubbio torna più forte: per questo funziona meglio concordare con il medico di base quando ricontrollare e, nel frattempo, ridurre poco alla volta le verifiche. Per i segnali d’allarme, come dolore al petto o un respiro che fa fatica, il numero è il 112.',
      ask: [
        'Riesci a sentire il tuo medico di base nei prossimi giorni?',
        'Quante volte al giorno ti ritrovi a controllare o a cercare informazioni?',
      ],
    },
    breathing: {
      time: 'Il respiro lento fa effetto già dopo un paio di minuti, perché allungare l’espirazione rallenta il battito. Per averlo pronto anche nei momenti difficili serve allenarlo ogni giorno per qualche minuto, anche quando stai bene: dopo una o due settimane di solito viene più naturale.',
      works:
        'Funziona per molte persone, non per tutte: allungare l’espirazione manda al corpo un segnale di calma, ma non spegne l’ansia come un interruttore, la rende più gestibile. Rende di più se lo alleni nei momenti di calma, così nei momenti difficili il corpo lo conosce già; e anche in mezzo alla gente si può fare senza che nessuno se ne accorga.',
      ask: [
        'In quale momento della giornata potresti allenarlo per tre minuti?',
        'Quando l’hai provato, cosa hai notato nel corpo?',
      ],
    },
    mindfulness: {
      time: 'Con dieci minuti al giorno, molte persone notano qualcosa di diverso dopo due o tre settimane, soprattutto nel modo di accorgersi dei pensieri prima di esserne travolte. Conta più la costanza della durata: pochi minuti ogni giorno valgono più di un’ora una volta al mese.',
      works:
        'Funziona per molte persone, soprattutto per lo stress e il rimuginio: non svuota la mente, allena a notare dove va l’attenzione e a riportarla al presente. All’inizio la mente scappa di continuo, ed è normale: ogni volta che te ne accorgi e torni al respiro, quello è l’esercizio.',
      ask: [
        'Quale momento della giornata potresti dedicarle, anche solo per cinque minuti?',
        'Hai già provato una meditazione guidata?',
      ],
    },
    writing: {
      time: 'Scrivere o darsi un tempo fisso per le preoccupazioni di solito mostra i primi effetti dopo una o due settimane di pratica quotidiana: i pensieri non spariscono, ma occupano meno spazio nel resto della giornata. Aiuta farlo ogni giorno alla stessa ora, anche quando sembra che non ce ne sia bisogno.',
      works:
        'Funziona per molte persone, perché mettere i pensieri su carta li rende più concreti e più facili da guardare con un po’ di distanza. Rende di più se lo fai ogni giorno per pochi minuti e chiudi sempre con una domanda pratica: cosa posso fare, anche di piccolo, entro domani?',
      ask: [
        'A che ora potresti provarci, ogni giorno per una settimana?',
        'Cosa scriveresti per primo, stasera?',
      ],
    },
    rehearsal: {
      time: 'Di solito bastano due o tre prove complete nei giorni prima, meglio se distanziate, per sentirti più sicuro: la differenza si vede già dalla seconda volta. Più della quantità conta provare in condizioni simili a quelle vere, ad alta voce e dall’inizio alla fine.',
      works:
        'Provare prima serve davvero: ripetere ad alta voce, simulare la situazione o immaginarla nei dettagli allena la memoria e abitua il corpo, così il giorno vero sembra meno nuovo. Funziona meglio se nella prova immagini anche un intoppo e come lo superi, non solo la versione perfetta.',
      ask: [
        'Con chi, o dove, potresti fare una prova prima del giorno vero?',
        'Quale parte ti preoccupa di più, da provare per prima?',
      ],
    },
    step: {
      time: 'Di solito la differenza si sente già il primo giorno: una volta iniziato, continuare costa molto meno. Per cambiare l’abitudine di rimandare servono alcune settimane in cui il primo passo piccolo diventa un appuntamento fisso, alla stessa ora.',
      works:
        'Funziona per molte persone, perché la parte più difficile di un compito è quasi sempre l’inizio: cinque o dieci minuti sono abbastanza pochi da non far scattare l’evitamento. Se dopo quei minuti ti fermi va bene lo stesso, hai comunque iniziato; spesso però si va avanti da soli.',
      ask: [
        'Qual è il primo passo, piccolissimo, da fare domani?',
        'A che ora potresti mettere quei cinque minuti?',
      ],
    },
    movement: {
      time: 'Dopo una camminata a passo svelto l’umore spesso migliora già nella stessa giornata; per un effetto più stabile su tensione, sonno e umore di solito servono tre o quattro settimane di movimento regolare, anche solo mezz’ora a giorni alterni.',
      works:
        'Sì, il movimento aiuta davvero l’umore e l’ansia: scarica la tensione, migliora il sonno e dà un piccolo senso di riuscita. Non serve la palestra: funziona anche una camminata quotidiana, e conta più la regolarità dell’intensità.',
      ask: [
        'Quale movimento ti sembra più facile da tenere, in questo periodo?',
        'Quando potresti fare la prima camminata?',
      ],
    },
    nap: {
      time: 'Un pisolino breve funziona già lo stesso giorno: dieci-venti minuti bastano per sentire la ricarica, e il senso di testa pesante dopo passa in un quarto d’ora. Per passare dai riposi lunghi a quelli brevi di solito servono una o due settimane, prima che si sistemino anche le sere.',
      works:
        'Per molte persone sì: un pisolino di dieci-venti minuti, entro le tre del pomeriggio, ricarica senza lasciare la testa pesante e senza rubare sonno alla notte. Quelli lunghi scivolano nel sonno profondo, ed è questo che lascia annebbiati e poi svegli fino a tardi.',
      ask: [
        'A che ora ti arriva di solito il crollo del pomeriggio?',
        'Dove potresti riposare in modo che resti breve, per esempio seduto in poltrona?',
      ],
    },
    friends: {
      time: 'Farsi degli amici in un posto nuovo di solito richiede mesi più che settimane: servono molte ore passate insieme, spesso si parla di una cinquantina, per passare da conoscenti ad amici, e quelle ore nascono dal vedere le stesse persone con regolarità. Per questo un’attività settimanale tenuta per un paio di mesi fa di solito più di tanti eventi singoli.',
      works:
        'Per la maggior parte delle persone funziona, con calma: i contatti che si ripetono, lo stesso corso, lo stesso bar, lo stesso collega a pranzo, diventano amicizie più spesso dei grandi eventi. Aiuta soprattutto essere chi propone il piccolo passo successivo, come un caffè dopo l’attività.',
      ask: [
        'Quale attività regolare potrebbe farti vedere le stesse facce ogni settimana?',
        'C’è qualcuno che hai conosciuto a cui potresti proporre un caffè?',
      ],
    },
    sleep: {
      time: 'Di solito la differenza si nota dopo due o tre settimane di orari regolari, quando il sonno si riassesta; le prime notti possono sembrare anche un po’ peggio, ed è normale. Aiuta tenere fissa l’ora della sveglia anche dopo una brutta notte, perché è quella a rimettere in ordine l’orologio interno.',
      works:
        'Funziona, ma non in una notte: il sonno risponde alla regolarità più che ai singoli tentativi, quindi conviene tenere lo stesso cambiamento per almeno due settimane prima di giudicarlo. Se dopo un mese di buone abitudini dormi ancora male, vale la pena parlarne con il medico di base.',
      ask: [
        'Quale abitudine ti sembra più facile tenere fissa per due settimane?',
        'A che ora ti svegli di solito, e cambia molto da un giorno all’altro?',
      ],
    },
    therapy: {
      time: 'Un percorso di CBT dura spesso tra le otto e le venti sedute, e molte persone notano i primi cambiamenti dopo alcune settimane, soprattutto se fanno gli esercizi tra un incontro e l’altro. I tempi dipendono da cosa si affronta e da quanto va avanti da tempo.',
      works:
        'La CBT è tra gli approcci più studiati per ansia, stress e umore basso, e funziona per molte persone, anche se non per tutte allo stesso modo. Rende di più quando si mettono in pratica gli esercizi nella vita di tutti i giorni, non solo durante le sedute.',
      ask: [
        'C’è qualcosa in particolare su cui ti piacerebbe lavorare per primo?',
        'Ti piacerebbe provare un esercizio della CBT qui, insieme?',
      ],
    },
    grief: {
      time: 'Il dolore del lutto non ha una scadenza: i primi mesi sono spesso i più duri, e per molte persone ci vuole un anno o più perché diventi meno acuto, con ricorrenze e ondate improvvise lungo la strada. Col tempo non si dimentica, ma il dolore tende a lasciare più spazio ai ricordi buoni.',
      works:
        'Quello che aiuta di più, nel lutto, è non tenersi tutto dentro: parlarne con qualcuno, concedersi di piangere e trovare piccoli modi per ricordare. Se dopo molti mesi il dolore ti impedisce ancora di vivere le giornate, il medico di base o uno psicologo possono accompagnarti.',
      ask: [
        'C’è qualcuno con cui riesci a parlare di lei o di lui?',
        'Qual è il momento della giornata in cui ti manca di più?',
      ],
    },
    breakup: {
      time: 'Il dolore raramente smette tutto d’un colpo: dopo una separazione, per molte persone la parte più acuta si allenta nel giro di alcuni mesi, anche se ci sono giorni che sembrano riportarti indietro. Aiuta ridurre i contatti e i controlli sui social, perché ogni volta riaprono la ferita.',
      works:
        'Aiuta soprattutto riempire le giornate di cose e persone tue, e limitare quello che tiene vivo il legame, come rileggere le chat o guardare i suoi profili. Il dolore non sparisce in fretta, ma con il tempo diventa meno acuto.',
      ask: [
        'Cosa ti aiuta a passare le serate più difficili?',
        'C’è una persona che ti fa bene vedere, in questo periodo?',
      ],
    },
    burnout: {
      time: 'Uscire dal burnout richiede di solito settimane o mesi, non qualche giorno di ferie: conta ridurre davvero il carico e recuperare sonno e pause. Parlarne con il medico di base è un buon primo passo, anche per capire se serve fermarsi per un periodo.',
      works:
        'Aiuta ridurre il carico, anche poco, e proteggere ogni giorno un momento in cui stacchi davvero; da soli, ferie brevi e buone intenzioni di solito non bastano. Il medico di base può valutare con te se serve un periodo di pausa.',
      ask: [
        'Cosa potresti togliere, anche di piccolo, dal carico di questa settimana?',
        'Riesci a sentire il tuo medico di base nei prossimi giorni?',
      ],
    },
    social: {
      time: 'Con piccoli passi ripetuti ogni settimana, molte persone notano che le situazioni sociali diventano più leggere nel giro di un mese o due. Conta la ripetizione: la stessa situazione affrontata più volte spaventa sempre meno.',
      works:
        'Funziona esporsi a piccoli passi e spostare l’attenzione fuori da sé, su cosa dice l’altra persona, invece di controllare come sembri. Ogni volta il cervello raccoglie una prova che l’imbarazzo è sopportabile e che gli altri notano molto meno di quanto temi.',
      ask: [
        'Quale piccolo passo sociale potresti provare questa settimana?',
        'In quale situazione ti piacerebbe sentirti più a tuo agio?',
      ],
    },
    habits: {
      time: 'Cambiare un modo radicato di pensare a sé, come il perfezionismo o la scarsa autostima, richiede di solito alcuni mesi di piccoli esperimenti, ma i primi segnali arrivano spesso dopo qualche settimana. Aiuta notare ogni volta che fai qualcosa di diverso, anche se ti sembra poco.',
      works:
        'Sì, si può cambiare: queste abitudini di pensiero si sono imparate, e quello che si impara si può allenare in un altro modo. Funziona fare piccoli esperimenti, come consegnare qualcosa di non perfetto o scrivere una cosa riuscita ogni sera, e guardare cosa succede davvero.',
      ask: [
        'Quale piccolo esperimento potresti provare questa settimana?',
        'Cosa ti aspetti che succederebbe, se provassi?',
      ],
    },
    mood: {
      time: 'Con piccoli cambiamenti regolari, come muoversi, vedere qualcuno e fare una cosa che prima ti piaceva, molte persone notano un miglioramento nel giro di alcune settimane, di solito a onde e non in linea retta. Se dopo due settimane l’umore resta giù quasi ogni giorno, parlane con il medico di base.',
      works:
        'Aiuta più di quanto sembri fare cose piccole anche senza voglia: con l’umore basso la motivazione spesso arriva dopo aver iniziato, non prima. Se però resta giù da settimane o ti pesa ogni giorno di più, il medico di base o uno psicologo possono aiutarti.',
      ask: [
        'Quale piccola cosa potresti fare domani, anche senza voglia?',
        'C’è stato un momento, questa settimana, un po’ meno pesante?',
      ],
    },
    anxiety: {
      time: 'Con un allenamento regolare, affrontando le situazioni invece di evitarle, molte persone notano l’ansia più gestibile nel giro di alcune settimane; i progressi arrivano a onde, con giorni migliori e giorni peggiori. Un percorso di CBT dura spesso qualche mese.',
      works:
        'Funziona per molte persone, a patto di praticarlo con regolarità: l’ansia non sparisce in una volta, ma ogni volta che la attraversi invece di evitarla perde un po’ di forza. Se una tecnica non fa per te, non è colpa tua, e ci sono altre strade.',
      ask: [
        'Quale situazione piccola potresti usare per allenarti questa settimana?',
        'Cosa hai già provato, finora?',
      ],
    },
    generic: {
      time: 'Di solito i primi cambiamenti si notano dopo alcune settimane di pratica regolare, non dopo un giorno, e arrivano a piccoli passi. Aiuta guardare i segnali piccoli, come una giornata un po’ più leggera, invece di aspettare che sia tutto passato.',
      works:
        'Funziona per molte persone, ma quasi mai al primo tentativo: conta ripeterlo per qualche settimana e adattarlo a te. Se dopo un po’ non vedi differenze, non hai sbagliato niente: si prova un’altra strada.',
      ask: ['Cosa ti piacerebbe notare di diverso, tra qualche settimana?', 'Cosa hai già provato, finora?'],
    },
  },
};
