/**
 * The short questions people put to a companion mid-conversation: "migliorerà?", "perché proprio a
 * me?", "è grave?", "sono sempre stanca, come mai?", "serve parlarne?", "è colpa mia?", "sto
 * esagerando?". They carry few keywords, so each entry answers whatever the topic is.
 */
import type { KnowledgeEntry } from '../types';

export const COMPANION_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'outlook_better',
    kind: 'normal',
    keys: 'migliora$=4, migliorera=4, col tempo=1, con il tempo=1, passera=4, passa$=2, andra meglio=4, staro meglio=4, stare meglio=2, tornero come prima=4, quanto ci vuole=4, quanto tempo ci vuole=2, get better=4, gets better=4, getting better=3, get easier=4, gets easier=4, will it pass=4, feel better=2, how long does it take=4, how long will=3, ever end=2',
    forms: ['could', 'normal', 'is_this', 'why'],
    it: {
      text: [
        [
          'Sì, nella maggior parte dei casi migliora, anche se raramente in linea retta: ci sono giorni buoni e giorni in cui sembra di tornare indietro, e fa parte del percorso.',
          'Di solito si sta meglio prima con piccoli cambiamenti ripetuti (sonno, movimento, contatti con le persone, un modo diverso di rispondere ai pensieri) che aspettando che passi da solo.',
          'Se dopo qualche settimana non vedi nessun miglioramento, o ti pesa ogni giorno di più, il medico di base o uno psicologo possono aiutarti a trovare la strada giusta.',
        ],
        [
          'Quello che provi adesso non è una condanna: le emozioni, anche le più pesanti, cambiano nel tempo, soprattutto quando le si affronta invece di subirle.',
          'Il tempo che serve perché le cose migliorino varia da persona a persona; aiuta guardare i piccoli segnali (una notte un po’ migliore, un’ora più leggera) invece di aspettare il giorno in cui sarà tutto passato.',
          'E non devi per forza fare tutto da te: parlarne con qualcuno di fiducia o con un professionista spesso accorcia la strada.',
        ],
      ],
      followUp: [
        'Qual è il piccolo segnale che ti direbbe che le cose stanno iniziando a migliorare?',
        'C’è stato un momento, anche breve, in cui è andata un po’ meglio? Cosa c’era di diverso?',
      ],
    },
    en: {
      text: [
        [
          'Yes, in most cases it does get better, though rarely in a straight line: there are good days and days that feel like going backwards, and that’s part of the way.',
          'People usually feel better sooner through small, repeated changes (sleep, movement, contact with others, a different way of answering their thoughts) than by waiting for it to pass by itself.',
          'If a few weeks go by with no improvement at all, or it weighs more each day, your GP or a psychologist can help you find the right route.',
        ],
        [
          'What you feel now isn’t a life sentence: emotions, even the heaviest ones, change over time, especially when you face them rather than just endure them.',
          'How long it takes for things to get easier varies from person to person; it helps to look for small signs (a slightly better night, a lighter hour) rather than wait for the day it’s all gone.',
          'And you don’t have to do it alone: talking with someone you trust or with a professional often shortens the way.',
        ],
      ],
      followUp: [
        'What small sign would tell you that things are starting to get better?',
        'Has there been a moment, even a short one, when you felt a bit better? What was different?',
      ],
    },
  },
  {
    id: 'why_me',
    kind: 'why',
    keys: 'qualcosa che non va=4, qualcosa di sbagliato in me=4, something wrong with me=4, proprio a me=5, perche a me=5, perche io$=3, mi succede=3, succede a me=4, succede proprio=3, capita a me=4, capita proprio=3, mi capita=2, why me$=5, happen to me=4, happens to me=4, happening to me=4, why is this happening=4, why does this happen=4',
    forms: ['why'],
    it: {
      text: [
        [
          'Chiedersi «perché proprio a me?» è umanissimo, e di solito non c’è una colpa né un difetto da trovare.',
          'Quello che viviamo nasce da tanti fattori insieme: un carattere più sensibile, un periodo di stress, esperienze passate, e a volte semplicemente le circostanze.',
          'Spesso aiuta di più spostare la domanda da «perché mi succede?» a «cosa lo tiene in piedi, e cosa posso cambiare da qui?»: sulla seconda si può lavorare.',
        ],
        [
          'Se ti succede, non è perché hai qualcosa di sbagliato: ansia, tristezza o blocchi come questi capitano a moltissime persone, anche se se ne parla poco.',
          'Di solito c’è una base (il temperamento, quello che hai vissuto) e un periodo che la mette alla prova, e poi abitudini di pensiero e di evitamento che, senza volerlo, mantengono il problema.',
          'La buona notizia è che proprio queste abitudini si possono cambiare, un passo alla volta.',
        ],
      ],
      followUp: [
        'Quando è iniziato, c’era qualcosa di particolare nella tua vita in quel periodo?',
        'Cosa pensi che lo tenga in piedi, adesso?',
      ],
    },
    en: {
      text: [
        [
          'Asking "why me?" is deeply human, and usually there’s no fault or flaw to find.',
          'What we go through comes from many things at once: a more sensitive temperament, a stressful period, past experiences, and sometimes just circumstances.',
          'It often helps more to move the question from "why does this happen to me?" to "what keeps it going, and what can I change from here?": the second one can be worked on.',
        ],
        [
          'If it happens to you, it isn’t because something is wrong with you: anxiety, low mood or getting stuck like this happen to a great many people, even if few talk about it.',
          'There’s usually a base (temperament, what you’ve lived through) and a period that tests it, then habits of thinking and avoiding that, without meaning to, keep the problem going.',
          'The good news is that those very habits can be changed, one step at a time.',
        ],
      ],
      followUp: [
        'When it started, was anything in particular going on in your life?',
        'What do you think keeps it going now?',
      ],
    },
  },
  {
    id: 'tiredness',
    kind: 'why',
    keys: 'sempre stanc=5, mi sveglio distrutt=5, distrutt=3, sfinit=3, worn out=3, wiped out=3, wake up exhausted=5, stanchezza=4, stanc=2, fiacc=3, spossatez=3, sento spossat=3, senza forze=3, always tired=5, so tired=3, tired all the time=5, tiredness=4, fatigue=4, tired$=2, exhausted all the time=4, piu energia=4, avere energia=3, more energy=4',
    forms: ['why', 'normal', 'how', 'could'],
    it: {
      text: [
        [
          'Sentirsi sempre senza energie può avere tante cause insieme: un sonno poco ristoratore, lo stress e le preoccupazioni (rimuginare consuma molta energia), un umore basso, poco movimento o pasti irregolari.',
          'È giusto parlarne con il medico di base, soprattutto se la stanchezza dura da settimane: con qualche esame semplice può escludere cause fisiche, come un’anemia o la tiroide.',
          'Nel frattempo aiutano orari regolari per dormire e alzarsi, un po’ di luce e di movimento al mattino, anche solo dieci minuti a piedi, e pause vere durante la giornata.',
        ],
        [
          'Quando la stanchezza non passa nemmeno dopo aver dormito, spesso c’entra anche la testa: un periodo di tensione o di tristezza pesa sul corpo quanto una giornata di fatica.',
          'Vale comunque la pena sentire il medico di base, che può controllare se c’è una causa fisica da curare; se compaiono sintomi improvvisi e forti, come un dolore al petto o un respiro che fa fatica, chiama il 112.',
          'Paradossalmente, quando le energie sono poche, un po’ di attività leggera aiuta più del riposo prolungato: la voglia spesso arriva dopo aver cominciato.',
        ],
      ],
      followUp: [
        'Come dormi in questo periodo, e ti svegli già senza energie?',
        'Da quanto tempo ti senti così?',
      ],
    },
    en: {
      text: [
        [
          'Feeling tired all the time can have several causes at once: sleep that doesn’t restore you, stress and worry (ruminating uses a lot of energy), low mood, too little movement or irregular meals.',
          'It’s worth talking to your GP, especially if the tiredness has lasted for weeks: a few simple tests can rule out physical causes such as anaemia or a thyroid problem.',
          'Meanwhile, regular times for sleeping and getting up, some light and movement in the morning, even a ten-minute walk, and real breaks during the day all help.',
        ],
        [
          'When tiredness doesn’t lift even after sleeping, the mind often plays a part too: a period of tension or sadness weighs on the body as much as a day of hard work.',
          'It’s still worth seeing your GP, who can check for a physical cause to treat; if sudden, severe symptoms appear, like chest pain or breathing that’s a struggle, call 112 or your local emergency number.',
          'Oddly enough, when energy is low, a little light activity helps more than long rest: the motivation often comes after you start.',
        ],
      ],
      followUp: [
        'How are you sleeping at the moment, and do you wake up already drained?',
        'How long have you felt like this?',
      ],
    },
  },
  {
    id: 'serious_generic',
    kind: 'health',
    keys: 'grave$=3, niente di grave=-8, nulla di grave=-8, nothing serious=-8, gravi$=2, preoccupante=3, serio$=3, seria$=3, pericolos=2, serious$=3, worrying$=2, dangerous=2, should i be worried=3',
    forms: ['could', 'is_this', 'normal'],
    it: {
      text: [
        [
          'Da qui non posso dirti se è grave, e non sarebbe onesto tirare a indovinare: dipende da cosa succede, da quanto dura e da quanto ti limita nella vita di tutti i giorni.',
          'Ansia, tristezza, insonnia e stanchezza sono molto comuni e si possono affrontare; se durano da settimane o ti preoccupano, il medico di base è la persona giusta per capirci di più.',
          'Se invece compaiono segnali di emergenza, come un dolore forte al petto, un respiro che fa fatica, uno svenimento o pensieri di farti del male, chiama subito il 112.',
        ],
        [
          'Il fatto che ti preoccupi non vuol dire che sia grave: spesso la paura ingrandisce quello che sentiamo, soprattutto quando non abbiamo ancora una risposta.',
          'Per toglierti il dubbio la strada giusta è il medico di base, a cui puoi raccontare cosa senti, da quando e cosa lo fa cambiare.',
          'Per i sintomi improvvisi e forti, come un dolore al petto con sudore, la difficoltà a parlare o a respirare, non aspettare e chiama il 112.',
        ],
      ],
      followUp: [
        'Da quanto tempo va avanti, e quanto ti limita nelle giornate?',
        'Cosa ti preoccupa di più, di quello che senti?',
      ],
    },
    en: {
      text: [
        [
          'From here I can’t tell you whether it’s serious, and it wouldn’t be honest to guess: it depends on what is happening, how long it has lasted and how much it limits your everyday life.',
          'Anxiety, low mood, poor sleep and tiredness are very common and can be worked on; if they have lasted for weeks or they worry you, your GP is the right person to look into it.',
          'If emergency signs appear, like strong chest pain, breathing that’s a struggle, fainting or thoughts of harming yourself, call 112 or your local emergency number straight away.',
        ],
        [
          'Being worried about it doesn’t mean it’s serious: fear often magnifies what we feel, especially while we have no answer yet.',
          'To settle the doubt, the right route is your GP, who you can tell what you feel, since when and what makes it change.',
          'For sudden, severe symptoms, like chest pain with sweating or trouble speaking or breathing, don’t wait: call 112 or your local emergency number.',
        ],
      ],
      followUp: [
        'How long has it been going on, and how much does it limit your days?',
        'What worries you most about what you’re feeling?',
      ],
    },
  },
  {
    id: 'talking_helps',
    kind: 'normal',
    keys: 'serve parlarne=5, serve davvero parlar=5, parlarne con qualcuno=4, serve a qualcosa parlar=5, serve parlar=4, aiuta parlar=4, parlarne aiuta=4, parlarne=2, sfogarsi=3, sfogarmi=3, sfogo=2, does talking help=5, talking help=4, talking about it=3, talk about it=2, help to talk=4, venting=3, vent$=2, point in talking=4',
    forms: ['could', 'is_this', 'normal', 'why'],
    it: {
      text: [
        [
          'Parlarne di solito aiuta, anche quando non cambia i fatti: mettere in parole quello che provi lo rende più ordinato e un po’ meno travolgente.',
          'Aiuta soprattutto quando non resta solo uno sfogo che gira in tondo, ma porta a vedere la situazione da un’altra angolazione o a scegliere un passo.',
          'Farlo con una persona di fiducia, o con uno psicologo se il peso è grande, aggiunge qualcosa che la scrittura da sola non dà: sentirsi ascoltati.',
        ],
        [
          'Sì, parlarne serve: le emozioni tenute dentro tendono a crescere, mentre dirle ad alta voce o per iscritto le ridimensiona.',
          'Non serve trovare subito le parole giuste; basta cominciare da un fatto preciso, da quello che hai pensato e da quello che hai sentito.',
          'Se poi ti accorgi che parlarne ti lascia sempre al punto di partenza, è un buon segnale per cercare anche un aiuto professionale.',
        ],
      ],
      followUp: ['Con chi ti viene più facile parlare di come stai?', 'Da cosa ti va di cominciare?'],
    },
    en: {
      text: [
        [
          'Talking about it usually helps, even when it doesn’t change the facts: putting what you feel into words makes it more orderly and a little less overwhelming.',
          'It helps most when it doesn’t stay as venting that goes round in circles, but leads to seeing the situation from another angle or choosing a step.',
          'Doing it with someone you trust, or with a psychologist if the weight is big, adds something writing alone can’t: feeling heard.',
        ],
        [
          'Yes, talking helps: feelings kept inside tend to grow, while saying them out loud or on paper cuts them down to size.',
          'You don’t need the right words straight away; it’s enough to start from one specific fact, what you thought and what you felt.',
          'If you notice that talking always leaves you back where you started, that’s a good sign to look for professional help too.',
        ],
      ],
      followUp: [
        'Who do you find it easiest to talk to about how you are?',
        'Where would you like to start?',
      ],
    },
  },
  {
    id: 'my_fault',
    kind: 'normal',
    keys: 'colpa mia=5, e colpa mia=1, sono io il problema=4, sono io la causa=4, my fault=5, to blame=4, blame myself=4, am i the problem=4',
    forms: ['is_this', 'normal', 'could', 'why'],
    it: {
      text: [
        [
          'Quando qualcosa va storto, la mente cerca un colpevole, e spesso lo trova in noi stessi; ma responsabilità e colpa non sono la stessa cosa.',
          'Di solito le cose nascono da tanti fattori, e solo una parte dipendeva da te: riconoscere quella parte, senza prenderti anche tutto il resto, è più giusto e più utile.',
          'La domanda che aiuta di più non è «di chi è la colpa?», ma «cosa posso fare adesso, per riparare o per la prossima volta?».',
        ],
        [
          'Sentirti in colpa dice quanto ci tieni, ma non dimostra che la colpa sia tua.',
          'Prova a guardare i fatti come farebbe un amico imparziale: cosa sapevi in quel momento, cosa potevi davvero controllare, cosa è dipeso dagli altri o dal caso.',
          'Se c’è qualcosa da riparare, un gesto concreto vale più di mille rimproveri che ti fai; se non c’è, il rimprovero non serve a nessuno.',
        ],
      ],
      followUp: [
        'Quale parte, onestamente, dipendeva da te, e quale no?',
        'Cosa diresti a un amico che si facesse la stessa domanda?',
      ],
    },
    en: {
      text: [
        [
          'When something goes wrong the mind looks for someone to blame, and often finds us; but responsibility and blame aren’t the same thing.',
          'Things usually come from many factors, and only part of it was up to you: owning that part, without taking on all the rest, is fairer and more useful.',
          'The question that helps most isn’t "whose fault is it?" but "what can I do now, to repair it or for next time?".',
        ],
        [
          'Feeling guilty shows how much you care, but it doesn’t prove the fault is yours.',
          'Try looking at the facts the way a fair friend would: what you knew at the time, what you could really control, what depended on others or on chance.',
          'If there’s something to repair, one concrete gesture is worth more than a thousand reproaches to yourself; if there isn’t, the reproach helps no one.',
        ],
      ],
      followUp: [
        'Honestly, which part was up to you, and which wasn’t?',
        'What would you say to a friend asking the same question?',
      ],
    },
  },
  {
    id: 'overreacting',
    kind: 'normal',
    keys: 'esager=4, sarebbe esagerat=-8, troppo sensibil=4, ipersensibil=4, faccio un dramma=4, drammatizz=4, me la prendo troppo=4, overreact=5, too sensitive=4, big deal=3, making a fuss=4, dramatic=3, exaggerat=4',
    forms: ['normal', 'is_this', 'could'],
    it: {
      text: [
        [
          'Non è questione di esagerare: le emozioni non sono giuste o sbagliate, e se una cosa ti ha colpito così, di solito ha toccato qualcosa che per te conta.',
          'Può essere utile distinguere quello che senti, che è legittimo, dal modo in cui lo leggi: a volte la stanchezza o una ferita vecchia fanno sembrare più grande un fatto recente.',
          'Una prova semplice: come vedresti la stessa scena se fosse capitata a una persona a cui vuoi bene?',
        ],
        [
          'Chiederti se stai esagerando mostra che ti importa di non fare torto agli altri, non solo a te.',
          'L’intensità di una reazione dipende da tante cose: quanto eri già sotto pressione, cosa ti ricorda quella situazione, quanto spazio hai avuto per dire la tua.',
          'Più che giudicare la reazione, aiuta capire cosa ti serve adesso: parlarne, mettere un limite, o lasciar scendere l’onda prima di decidere.',
        ],
      ],
      followUp: [
        'Cosa ti ha toccato di più, in quello che è successo?',
        'Se fosse successo a un amico, come lo vedresti?',
      ],
    },
    en: {
      text: [
        [
          'It isn’t a question of overreacting: feelings aren’t right or wrong, and if something hit you this hard, it usually touched something that matters to you.',
          'It can help to separate what you feel, which is legitimate, from how you read it: sometimes tiredness or an old hurt make a recent event look bigger.',
          'A simple test: how would you see the same scene if it had happened to someone you care about?',
        ],
        [
          'Wondering whether you’re overreacting shows you’re trying to be fair to others, not just to yourself.',
          'How strongly we react depends on many things: how much pressure we were already under, what the situation reminds us of, how heard we felt.',
          'Rather than judging the reaction, it helps to work out what you need now: to talk it through, to set a limit, or to let the wave settle before deciding.',
        ],
      ],
      followUp: [
        'What touched you most in what happened?',
        'If it had happened to a friend, how would you see it?',
      ],
    },
  },
];
