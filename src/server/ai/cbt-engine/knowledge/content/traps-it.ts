/** Italian wording of the thinking traps' entries (the definitions themselves come from explanations.ts). */
import type { DistortionId } from '../../../types';
import type { TrapText } from './trap-text';

export const TRAPS_IT: Record<DistortionId, TrapText> = {
  all_or_nothing: {
    example: 'Ho sbagliato una domanda: l’esame è un disastro.',
    plain:
      'È il pensiero che non conosce sfumature: una giornata è o perfetta o rovinata, un progetto o riesce in tutto o è un fallimento.',
    why: 'Le categorie nette sono rapide e danno un’illusione di controllo, ma la realtà quasi sempre sta da qualche parte nel mezzo.',
    signs: [
      'Un indizio è quando un risultato può avere solo due voti, «perfetto» o «fallimento», e un solo errore basta a cancellare tutto il resto.',
      'Se ti accorgi che non esiste una via di mezzo, che o fai tutto o non vale la pena fare niente, probabilmente è questa trappola.',
    ],
    stop: [
      'Quando lo noti, prova a collocare la situazione su una scala da 0 a 100 invece che in due caselle: quasi niente finisce davvero a 0 o a 100.',
      'Un esercizio utile è riscrivere il pensiero con una «e» al posto della «o»: «alcune cose sono andate male e altre sono andate bene».',
    ],
    ask: 'C’è un ambito in cui ti capita di vedere le cose solo come un successo o un fallimento?',
  },
  catastrophizing: {
    example: 'Se domani sbaglio la presentazione perderò il lavoro e non mi riprenderò più.',
    plain:
      'È quando la mente parte da un piccolo segnale e, un passo dopo l’altro, arriva alla conclusione peggiore, trattandola come se fosse sicura.',
    why: 'Nasce da un sistema d’allarme che vuole proteggerti, ma ha un costo: ti fa vivere in anticipo un disastro che di solito non arriva.',
    signs: [
      'Un segnale tipico è la catena di «e se…»: ogni passaggio sembra plausibile, ma la conclusione finale è molto più grave dei fatti di partenza.',
      'Se stai immaginando il peggio come certo e, insieme, ti senti senza risorse per affrontarlo, è molto probabile che sia catastrofizzazione.',
    ],
    stop: [
      'Quando la noti, prova a scrivere tre scenari, il peggiore, il migliore e quello più probabile, e chiediti per quale hai davvero più prove.',
      'Invece di discutere con ogni «e se…», prova a rispondere con un piano: «se succedesse davvero, la prima cosa che farei sarebbe…».',
    ],
    ask: 'Qual è lo scenario peggiore che la tua mente ti propone più spesso, in questo periodo?',
  },
  overgeneralization: {
    example: 'Anche questa volta mi hanno detto di no: non mi va mai bene niente.',
    plain:
      'È quando un singolo episodio diventa una regola su tutto: una delusione si trasforma in «va sempre così».',
    why: 'Una regola del genere fa sembrare inutile riprovare, e così rischia di avverarsi da sola.',
    signs: [
      'Le parole spia sono «sempre», «mai», «tutti», «nessuno», «ogni volta», soprattutto quando partono da un solo fatto recente.',
      'Se da un episodio stai ricavando una conclusione su tutta la tua vita, o su di te in generale, probabilmente è ipergeneralizzazione.',
    ],
    stop: [
      'Quando la noti, sostituisci le parole assolute con parole precise: al posto di «mai» prova con «questa volta» o con «spesso, ma non sempre».',
      'Fai un conteggio onesto di quante volte è andata così e di quante è andata diversamente: i numeri reali confermano di rado il «sempre».',
    ],
    ask: 'C’è una frase con «sempre» o «mai» che ti ripeti spesso?',
  },
  mind_reading: {
    example: 'Non mi ha salutato: sicuramente ce l’ha con me.',
    plain:
      'È quando diamo per certo di sapere cosa pensa un’altra persona senza che ce l’abbia detto, e quasi sempre è qualcosa di negativo su di noi.',
    why: 'La mente riempie i vuoti con le nostre paure, e così un silenzio o uno sguardo diventano la prova di un giudizio.',
    signs: [
      'Un indizio è quando la tua conclusione si basa su un’espressione, un silenzio o un messaggio in ritardo, e non su qualcosa che l’altra persona ha detto davvero.',
      'Se stai reagendo a un giudizio che nessuno ha espresso, come «mi trova pesante», molto probabilmente è lettura del pensiero.',
    ],
    stop: [
      'Quando la noti, elenca almeno tre spiegazioni alternative per quello che hai visto, comprese quelle che non riguardano te.',
      'Quando è possibile, la strada più diretta è verificare: una domanda semplice come «tutto bene tra noi?» scioglie spesso ore di ipotesi.',
    ],
    ask: 'Di chi ti capita più spesso di immaginare i pensieri?',
  },
  fortune_telling: {
    example: 'Tanto il colloquio andrà male, è inutile che mi prepari.',
    plain:
      'È la tendenza a dare per scontato come andrà una cosa, in negativo, come se il futuro fosse già scritto.',
    why: 'Spesso porta a rinunciare o a prepararsi meno, e così rende più probabile proprio l’esito temuto.',
    signs: [
      'Un indizio è il tono di certezza, «andrà male», «non ce la farò», «so già come finisce», usato per qualcosa che deve ancora succedere.',
      'Se una previsione ti sta facendo rinunciare in partenza, vale la pena chiederti se si basa su fatti o sulla paura.',
    ],
    stop: [
      'Quando la noti, trasforma la previsione in un’ipotesi da verificare: scrivi cosa prevedi e, dopo, confrontalo con quello che è successo davvero.',
      'Aiuta anche sostituire «andrà male» con «non so ancora come andrà», e scegliere un’azione concreta per prepararti.',
    ],
    ask: 'C’è qualcosa in arrivo su cui la tua mente ha già deciso come andrà?',
  },
  should_statements: {
    example: 'Dovrei riuscire a gestire tutto senza chiedere aiuto.',
    plain:
      'Sono le regole interne fatte di «devo», «dovrei», «non dovrei», che trasformano desideri e preferenze in obblighi assoluti.',
    why: 'Rivolte a sé portano colpa e pressione, rivolte agli altri rabbia e delusione, perché la realtà raramente rispetta regole così rigide.',
    signs: [
      'Un indizio sono le frasi con «devo», «dovrei» o «non dovrei» che arrivano insieme al senso di colpa, come se avessi infranto una legge.',
      'Se ti senti in difetto per qualcosa che in realtà è una scelta legittima, come riposare o dire di no, probabilmente è una doverizzazione.',
    ],
    stop: [
      'Quando la noti, prova a riformulare il «devo» in «mi piacerebbe» o «preferirei», e senti se cambia il peso della frase.',
      'Chiediti da dove arriva quella regola e se la firmeresti ancora oggi, oppure se puoi renderla più flessibile.',
    ],
    ask: 'Qual è il «devo» che senti più pesante in questo periodo?',
  },
  labeling: {
    example: 'Ho dimenticato la scadenza: sono un disastro.',
    plain:
      'È quando si passa da «ho fatto un errore» a «sono un errore»: un’azione diventa un’etichetta su tutta la persona.',
    why: 'Le etichette sono rapide ma ingiuste, perché cancellano tutto quello che una persona è oltre quel singolo gesto.',
    signs: [
      'Un indizio è il verbo «sono» seguito da un giudizio pesante, come «sono un fallimento», oppure «è un egoista» detto di qualcun altro.',
      'Se una frase parla di chi sei invece che di cosa è successo, e ti lascia addosso vergogna o rabbia, probabilmente è un’etichetta.',
    ],
    stop: [
      'Quando la noti, riscrivi la frase descrivendo il comportamento preciso: «ho dimenticato la scadenza» invece di «sono un disastro».',
      'Un’altra strada è cercare i fatti che l’etichetta lascia fuori: le volte in cui è andata diversamente contano quanto questa.',
    ],
    ask: 'C’è un’etichetta che ti dai quando le cose vanno storte?',
  },
  personalization: {
    example: 'A cena erano tutti silenziosi: devo aver rovinato io la serata.',
    plain:
      'È quando ci prendiamo la colpa di cose che dipendono da tanti fattori, molti dei quali fuori dal nostro controllo.',
    why: 'Può sembrare senso di responsabilità, ma porta un carico di colpa che non corrisponde ai fatti.',
    signs: [
      'Un indizio è quando la prima spiegazione che ti viene è sempre «è colpa mia», anche per l’umore degli altri o per cose che non potevi prevedere.',
      'Se ti senti responsabile di come si sentono o si comportano gli altri, probabilmente c’è un po’ di personalizzazione.',
    ],
    stop: [
      'Quando la noti, prova a disegnare una «torta della responsabilità»: elenca tutti i fattori in gioco, dai a ciascuno la sua fetta e metti la tua per ultima.',
      'Aiuta distinguere la responsabilità dalla colpa: puoi occuparti della tua parte senza caricarti anche di quella degli altri.',
    ],
    ask: 'In quali situazioni ti senti in colpa anche per cose che non dipendono da te?',
  },
  emotional_reasoning: {
    example: 'Mi sento in colpa, quindi devo aver fatto qualcosa di sbagliato.',
    plain:
      'È quando usiamo un’emozione come prova: se ho paura allora c’è un pericolo, se mi sento in colpa allora ho sbagliato.',
    why: 'Le emozioni dicono molto su cosa proviamo, ma non sempre su come stanno i fatti, e a volte si accendono per abitudine o per stanchezza.',
    signs: [
      'Un indizio è quando, alla domanda «come lo sai?», l’unica risposta che trovi è «lo sento».',
      'Se la tua convinzione cambia molto a seconda dell’umore, per esempio la sera o nei giorni di stanchezza, è probabile che stia parlando l’emozione.',
    ],
    stop: [
      'Quando lo noti, separa le due cose su un foglio: a sinistra cosa senti, a destra i fatti che noteresti anche senza quell’emozione.',
      'Aiuta anche dare un nome all’emozione, «sto provando paura», riconoscendola senza trattarla come un verdetto.',
    ],
    ask: 'C’è un’emozione che in questo periodo ti sembra la prova di qualcosa?',
  },
  mental_filter: {
    example: 'Mi ricordo solo quella frase detta male: la serata è stata un disastro.',
    plain:
      'È come guardare la giornata attraverso una lente che lascia passare solo il negativo: un dettaglio storto colora tutto il resto.',
    why: 'Quando siamo in ansia o giù di morale la mente nota di più minacce ed errori, e il quadro che ci resta è sbilanciato.',
    signs: [
      'Un indizio è quando, ripensando a una situazione, ti torna in mente solo la cosa andata male, anche se ce ne sono state molte neutre o piacevoli.',
      'Se il racconto di una giornata intera ruota attorno a un solo momento, probabilmente la stai guardando attraverso il filtro mentale.',
    ],
    stop: [
      'Quando lo noti, fai apposta l’esercizio opposto: scrivi tre cose neutre o positive della stessa situazione, anche piccole.',
      'Prova a raccontare la situazione come farebbe una telecamera, dall’inizio alla fine, senza scegliere cosa mostrare.',
    ],
    ask: 'C’è un dettaglio che in questi giorni tende a oscurare tutto il resto?',
  },
  discounting_positive: {
    example: 'Mi hanno fatto i complimenti, ma lo dicono solo per gentilezza.',
    plain:
      'È quando qualcosa di positivo c’è, ma la mente trova subito un motivo per non farlo contare: è stata fortuna, era facile, ci sarebbe riuscito chiunque.',
    why: 'Così ogni successo scivola via, e l’idea negativa su di sé resta intatta anche davanti a prove contrarie.',
    signs: [
      'Un indizio è il «sì, ma…» che arriva subito dopo un complimento o un buon risultato.',
      'Se attribuisci i successi alla fortuna e gli errori a te, probabilmente stai squalificando il positivo.',
    ],
    stop: [
      'Quando lo noti, prova a rispondere a un complimento solo con «grazie», senza aggiungere il «ma».',
      'Può aiutare tenere una lista dei risultati, anche piccoli, e accanto a ciascuno scrivere cosa hai fatto tu perché andasse così.',
    ],
    ask: 'Qual è l’ultima cosa positiva che hai liquidato con un «sì, ma…»?',
  },
};
