/**
 * Everyday needs of one's own: a creative block, how long a short speech should be, naps, scrolling
 * and social media, a relationship lived at a distance, and where to start when it all feels too much.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const DAILY_LIFE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'creative_block',
    kind: 'how_to',
    keys: 'sbloccar=5, blocco creativo=6, blocco dello scrittore=6, blocco della scrittura=6, ispirazion=3, non riesco a disegnar=5, non riesco a scriver=4, cancello tutto=4, quello che ho gia scritto=4, quello che ho scritto=3, disegnar=2, disegno=1, writers block=6, writer s block=6, creative block=6, artists block=6, unblock=4, unstuck=3, inspiration=3, cant draw=4, cant write=3, what i ve written=4, what ive written=4, what i wrote=3, drawing=2',
    forms: ['how', 'why'],
    topics: ['work', 'study', 'self'],
    it: lc(
      [
        'Un blocco creativo di solito non è mancanza di talento: è il giudice interno che lavora nello stesso momento in cui provi a creare, e boccia ogni linea o frase prima che esista.',
        'Aiuta separare i due tempi: prima produci senza giudicare, con un limite di tempo e il permesso di fare una cosa brutta, e solo dopo, un altro giorno, rileggi e correggi.',
        'Anche abbassare la posta funziona: uno schizzo di dieci minuti, una bozza da buttare, qualcosa che nessuno vedrà.',
      ],
      [
        'Aspettare che passi da solo di rado basta: la voglia torna più spesso facendo, anche poco, che aspettando l’ispirazione.',
        'Cambia una variabile, come strumento, formato, soggetto o luogo; copiare un lavoro che ami, o fare qualcosa senza uno scopo, toglie pressione al risultato.',
        'Se il blocco va avanti da mesi insieme a stanchezza, poca voglia di tutto o sonno cambiato, vale la pena parlarne con il medico di base.',
      ],
      [
        'Quale sarebbe la versione più piccola, e magari un po’ brutta, che potresti fare domani?',
        'Cosa ti dice il giudice interno nel momento in cui cancelli?',
      ],
    ),
    en: lc(
      [
        'A creative block usually isn’t a lack of talent: it’s the inner critic working at the same moment you try to create, rejecting each line before it exists.',
        'It helps to split the two jobs: first make things without judging, with a time limit and permission for it to be bad, and only later, on another day, reread and fix.',
        'Lowering the stakes works too: a ten-minute sketch, a draft you’ll throw away, something nobody will see.',
      ],
      [
        'Waiting for it to pass on its own rarely does it: the wish to make things comes back more often by doing a little than by waiting for inspiration.',
        'Change one variable, such as tool, format, subject or place; copying a piece you love, or making something with no purpose, takes pressure off the result.',
        'If the block has lasted months along with tiredness, losing interest in everything or changed sleep, it’s worth talking to your GP.',
      ],
      [
        'What would the smallest, maybe slightly bad, version be that you could do tomorrow?',
        'What does the inner critic tell you at the moment you delete it?',
      ],
    ),
  },
  {
    id: 'speech_length',
    kind: 'how_to',
    keys: 'quanto deve durare=5, quanto dovrebbe durare=5, quanto lungo=3, durata=2, discors=3, brindisi=4, testimone=3, how long should=4, how long is a=3, toast$=4, best man=3, maid of honou=4, wedding speech=4, speech$=3, minutes long=3',
    requires: 'discors=0, brindisi=0, testimon=0, speech=0, toast=0, best man=0, maid of honou=0',
    forms: ['how', 'what'],
    topics: ['performance'],
    it: lc(
      [
        'Per un discorso a un matrimonio o a una festa la misura che funziona è tra i due e i quattro minuti: a voce sono più o meno 300-500 parole, una pagina e poco più.',
        'Una struttura semplice regge bene: chi sei e come conosci i festeggiati, una storia breve e vera che li racconta, un augurio o un ringraziamento, e il brindisi.',
        'Meglio corto e sentito che lungo e completo: nessuno si lamenta di un discorso che finisce un minuto prima.',
      ],
      [
        'Prova a leggerlo ad alta voce col cronometro: se supera i cinque minuti, togli le parti che servono a te e tieni quelle che parlano di loro.',
        'Una sola storia raccontata bene vale più di un elenco di aneddoti, e le battute che capiscono in tre di solito si possono lasciare fuori.',
        'Tenere il foglio in mano va benissimo: scrivilo a caratteri grandi, con le pause segnate, e alza gli occhi alla fine di ogni frase.',
      ],
      ['Qual è la storia che, secondo te, li racconta meglio?', 'Quanto dura adesso, letto ad alta voce?'],
    ),
    en: lc(
      [
        'For a speech at a wedding or a party, the length that works is two to four minutes: spoken, that’s roughly 300-500 words, a page or a little more.',
        'A simple shape holds up well: who you are and how you know them, one short true story that shows who they are, a wish or a thank-you, and the toast.',
        'Short and heartfelt beats long and complete: nobody minds a speech that ends a minute early.',
      ],
      [
        'Read it aloud with a timer: if it goes past five minutes, cut the parts that are there for you and keep the ones about them.',
        'One story told well is worth more than a list of anecdotes, and jokes only three people will get can usually go.',
        'Holding the page is absolutely fine: print it large, mark the pauses, and look up at the end of each sentence.',
      ],
      ['Which story do you think shows them best?', 'How long does it run now, read aloud?'],
    ),
  },
  {
    id: 'naps',
    kind: 'how_to',
    keys: 'pisolin=5, riposino=5, sonnellin=5, dormire il pomeriggio=4, dormo il pomeriggio=4, crollo sul divano=4, intontit=3, rintronat=3, nap$=5, naps$=5, napping=5, snooze=3, groggy=3, crash on the sofa=4, crashing on the sofa=4, sveglia=1, alarm=1, goes off=2, suona=1, riesco a svegliarmi=3, can t wake up=3, cant wake up=3, she naps=-9, he naps=-9, baby naps=-9, she finally naps=-9, he finally naps=-9, her nap=-9, his nap=-9, the baby=-6, il bimbo dorme=-9, la bimba dorme=-9, il neonato=-6, la neonata=-6',
    requires:
      'pisolin=0, riposino=0, sonnellin=0, pomeriggio=0, divano=0, intontit=0, rintronat=0, nap=0, naps=0, napping=0, snooze=0, groggy=0, sofa=0, afternoon=0, goes off=0, alarm=0, sveglia=0',
    forms: ['how', 'normal', 'is_this'],
    topics: ['sleep'],
    it: lc(
      [
        'Il pisolino in sé non fa male: conta soprattutto quanto dura e a che ora lo fai. Dieci-venti minuti, non oltre le tre del pomeriggio, danno una ricarica senza lasciare la testa pesante e senza rubare sonno alla notte.',
        'I riposi lunghi scivolano nel sonno profondo: per questo ci si sveglia annebbiati e poi la sera non arriva il sonno, e un’ora e mezza sul divano tiene in piedi proprio il giro delle notti lunghe.',
        'Aiuta farlo seduti o sopra le coperte, con la sveglia già puntata a venti minuti: resta leggero.',
      ],
      [
        'Se fai fatica a svegliarti quando suona la sveglia, mettila lontano così da doverti alzare per spegnerla, apri subito le tende o esci alla luce, e bevi un bicchiere d’acqua.',
        'La sensazione di nebbia dopo un pisolino passa in dieci-quindici minuti; qualche passo o un po’ d’acqua fresca sul viso la fanno passare prima.',
        'Se ti capita spesso di crollare di giorno anche dopo notti di sonno discreto, vale la pena parlarne con il medico di base.',
      ],
      [
        'A che ora ti viene di solito il crollo, nel pomeriggio?',
        'Cosa potresti fare subito dopo la sveglia, per alzarti davvero?',
      ],
    ),
    en: lc(
      [
        'Napping isn’t bad in itself: it’s mostly how long and how late you nap. Ten to twenty minutes, no later than about 3pm, gives you a lift without the grogginess and without stealing sleep from the night.',
        'Longer naps slip into deep sleep, which is why you wake up foggy and then lie awake later: an hour and a half on the sofa is often what keeps the late nights going.',
        'It helps to nap sitting up or on top of the covers, with the alarm already set for twenty minutes: it keeps it light.',
      ],
      [
        'If it’s hard to wake up when the alarm goes off, put it out of reach so you have to stand up to turn it off, open the curtains or step into daylight straight away, and drink a glass of water.',
        'The foggy feeling that follows a nap fades in ten to fifteen minutes; a short walk or cold water on your face helps it pass sooner.',
        'If you often struggle to stay awake in the day even after decent nights, it’s worth mentioning to your GP.',
      ],
      [
        'What time does the afternoon crash usually hit you?',
        'What could you do right after the alarm so you really get up?',
      ],
    ),
  },
  {
    id: 'scrolling_social',
    kind: 'how_to',
    keys: 'scroll=4, scorro=3, schermo=3, tiktok=4, youtube=4, netflix=3, watching videos=3, guardare video=3, reel$=3, reels$=3, telefono a letto=4, cellulare a letto=4, schermi=2, doomscroll=5, phone in bed=4, screen time=4, screens=2, phone=1, telefono=1, instead=2, invece=1',
    requires:
      'scroll=0, scorro=0, schermo=0, tiktok=0, youtube=0, netflix=0, video=0, instagram=0, social=0, reel$=0, reels$=0, telefono=0, cellulare=0, schermi=0, doomscroll=0, phone=0, screen=0, screens=0',
    forms: ['how', 'why', 'normal', 'is_this', 'could'],
    topics: ['sleep', 'self'],
    it: lc(
      [
        'Scorrere video a letto tiene la mente accesa: ogni video è una piccola novità, e il cervello resta in allerta proprio quando dovrebbe rallentare, mentre l’orario slitta e il sonno si sposta più in là.',
        'Non serve vietarsi tutto: aiuta un confine pratico, come il telefono in carica fuori dalla camera e un orario dopo il quale non lo riprendi.',
        'Un test semplice: dopo dieci minuti di scroll, ti senti meglio o peggio di prima?',
      ],
      [
        'Al posto del telefono, dai alla mente qualcosa di calmo ma un po’ coinvolgente: un audiolibro o un podcast con il timer, un libro di carta con la luce bassa.',
        'Se un pensiero continua a girare, scrivilo su un foglio con il primo passo da fare domani: così può aspettare la mattina.',
        'E se il sonno non arriva dopo una ventina di minuti, alzati e fai qualcosa di noioso in un’altra stanza finché non torna.',
      ],
      [
        'Come ti senti, di solito, quando posi il telefono dopo un po’ di scroll?',
        'Quale confine piccolo potresti provare già stasera?',
      ],
      [
        'È difficile smettere perché è costruito apposta così: i video non finiscono mai e la ricompensa arriva a caso, come in una slot machine, e quando si è stanchi la forza per fermarsi è al minimo.',
        'Per questo funziona più cambiare l’ambiente che contare sulla forza di volontà: il telefono lontano dal letto, le app dei video fuori dalla schermata iniziale, un timer che interrompe.',
        'E se scorri per staccare da una giornata pesante, vale la pena trovare un altro modo di staccare, uno che ti riposi davvero.',
      ],
    ),
    en: lc(
      [
        'Scrolling videos in bed keeps your mind switched on: every clip is a small novelty, so your brain stays alert just when it should slow down, while the time slips and sleep gets pushed later.',
        'You don’t need to ban it outright: a practical boundary helps, like charging the phone outside the bedroom and a time after which you don’t pick it up again.',
        'A simple test: after ten minutes of scrolling, do you feel better or worse than before?',
      ],
      [
        'Instead of the phone, give your mind something calm but a little absorbing: an audiobook or a podcast on a sleep timer, a paper book in dim light.',
        'If a thought keeps looping, write it on paper with the first step for tomorrow, so it can wait until morning.',
        'And if sleep hasn’t come after twenty minutes or so, get up and do something dull in another room until it does.',
      ],
      [
        'How do you usually feel when you put the phone down after a while of scrolling?',
        'What small boundary could you try tonight?',
      ],
      [
        'It’s hard to stop because it’s built that way: the videos never end and the reward comes at random, like a slot machine, and when you’re tired the strength to stop is at its lowest.',
        'That’s why changing your surroundings works better than relying on willpower: the phone away from the bed, video apps off the home screen, a timer that breaks the spell.',
        'And if you scroll to switch off after a heavy day, it’s worth finding another way to switch off that actually leaves you rested.',
      ],
    ),
  },
  {
    id: 'social_media_break',
    kind: 'how_to',
    keys: 'cancellare l app=5, cancello l app=5, toglier l app=4, disinstall=3, pausa dai social=5, staccare dai social=5, instagram=3, social$=1, i social=2, sui social=3, social media make=3, social media makes=3, feed$=3, profili=1, delete the app=5, deleting the app=5, delete instagram=5, deleting instagram=5, break from social=5, app$=2, unfollow=3',
    requires: 'app=0, instagram=0, social=0, feed=0, tiktok=0, facebook=0, profil=0, unfollow=0',
    forms: ['how', 'why', 'normal', 'is_this', 'could'],
    topics: ['self'],
    it: lc(
      [
        'Prendersi una pausa da un’app non è la stessa cosa che evitare una paura: l’evitamento tiene in vita un timore, mentre scegliere di vedere meno qualcosa che ti fa stare peggio è un confine sano.',
        'La differenza sta nel come: se togli l’app e intanto il confronto continua a lavorarti dentro, conviene guardare anche quel pensiero; se la togli e ti dedichi ad altro, sta facendo il suo lavoro.',
        'Spesso basta poco: spostarla dalla schermata iniziale, togliere le notifiche, smettere di seguire i profili che ti lasciano un peso.',
      ],
      [
        'I social mostrano il meglio della vita degli altri, scelto e rifinito: confrontarlo con la tua giornata intera è un confronto truccato, e quasi tutti ne escono peggio.',
        'Notare come ti senti dopo dieci minuti su un’app è un buon test: se ti lascia più giù, ridurla è cura di te, non debolezza.',
        'E se un traguardo degli altri ti punge, spesso indica qualcosa che desideri anche tu: vale la pena chiederti cosa, e quale piccolo passo ti avvicinerebbe.',
      ],
      [
        'Come ti senti, di solito, dopo qualche minuto su quell’app?',
        'Quale piccolo confine con i social potresti provare questa settimana?',
      ],
    ),
    en: lc(
      [
        'Taking a break from an app isn’t the same as avoiding a fear: avoidance keeps a fear alive, while choosing to see less of something that makes you feel worse is a healthy boundary.',
        'The difference is in how: if you delete the app and the comparison keeps working away inside, that thought is worth looking at too; if you delete it and put your time into other things, it’s doing its job.',
        'Small changes often do it: moving it off the home screen, turning off notifications, unfollowing the accounts that leave you feeling heavy.',
      ],
      [
        'Social media shows the best of other people’s lives, picked and polished: comparing it with your whole day is a rigged comparison, and almost everyone comes off worse.',
        'Noticing how you feel after ten minutes on an app is a good test: if it leaves you lower, cutting back is looking after yourself, not weakness.',
        'And if someone else’s milestone stings, it often points at something you want too: it’s worth asking yourself what, and what small step would bring you closer.',
      ],
      [
        'How do you usually feel after a few minutes on that app?',
        'What small boundary with social media could you try this week?',
      ],
    ),
  },
  {
    id: 'distance_relationship',
    kind: 'how_to',
    keys: 'relazione a distanza=6, a distanza=4, lontani=2, trasferta=4, turni fuori=4, sta via per lavoro=5, parte per lavoro=4, allontanarci=4, long distance=6, rotation=4, rotations=4, away for work=5, working away=5, fly in fly out=5, fifo=4, deployment=4, deployed=4, drift apart=4, drifting apart=4, grow apart=4, three weeks on=4, couples=2, couple$=1',
    forms: ['how', 'normal', 'is_this'],
    topics: ['partner'],
    it: lc(
      [
        'Le coppie che reggono bene la distanza di solito tengono un contatto piccolo e regolare più che lunghe chiamate obbligate: una foto di un momento qualunque, un vocale, due righe sulla giornata, così si continua a condividere il quotidiano e non solo le notizie.',
        'Aiuta anche parlare apertamente dei cambi: i giorni prima della partenza e subito dopo il rientro sono spesso i più tesi, e organizzarli, come una prima sera tranquilla o chi fa cosa in casa, li alleggerisce.',
        'E che ciascuno abbia una vita sua nelle settimane separate, con amici, interessi e abitudini, di solito rende la relazione più solida, non più fragile.',
      ],
      [
        'Per molte coppie la parte più dura non è la distanza in sé, ma sentire il tempo separati come un’attesa: dare a quelle settimane una forma propria aiuta molto.',
        'Avere cose da aspettare insieme, come un piano per il primo fine settimana o una serie da guardare in parallelo, tiene un filo tra voi.',
        'Se a uno dei due comincia a pesare, dirlo presto, con calma e senza colpe, funziona meglio che tenere tutto fino al saluto successivo.',
      ],
      [
        'Come vorresti che fossero, per te, le settimane in cui siete lontani?',
        'Quale piccolo gesto potrebbe tenere il filo tra voi, in questi giorni?',
      ],
    ),
    en: lc(
      [
        'Couples who handle distance well usually keep small, regular contact rather than long obligatory calls: a photo of an ordinary moment, a voice note, a couple of lines about the day, so you keep sharing the everyday and not just the news.',
        'It also helps to talk openly about the changeovers: the days before leaving and just after coming home are often the tensest, and planning them, a quiet first evening or who does what at home, makes them lighter.',
        'And each of you having a life of your own in the weeks apart, friends, interests and routines, tends to make the relationship sturdier, not weaker.',
      ],
      [
        'For many couples the hardest part isn’t the distance itself but living the time apart as waiting: giving those weeks a shape of their own helps a lot.',
        'Having things to look forward to together, like a plan for the first weekend back or a series you both watch, keeps a thread between you.',
        'If it starts to weigh on either of you, saying so early, calmly and without blame, works better than holding on until the next goodbye.',
      ],
      [
        'What would you like the weeks apart to be like, for you?',
        'What small gesture could keep a thread between you these days?',
      ],
    ),
  },
];
