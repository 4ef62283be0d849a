/** Life events: a move, a loss, a break-up, parenting, money, and "is it normal to feel this way?". */
import type { KnowledgeEntry } from '../types';

export const LIFE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'life_loneliness_move',
    kind: 'how_to',
    keys: 'trasferit=3, trasferiment=3, trasloc=2, nuova citta=4, citta nuova=4, nuovo paese=3, all estero=3, non conosco nessuno=4, solitudin=3, sentirsi sol=2, mi sento sol=2, sentirmi sol=2, fare amicizia=4, farmi degli amici=4, amicizie=4, fare amicizie=4, conoscere gente=4, conoscere persone=4, conosc gente=4, conosc persone=4, da soli=-3, sono sol=2, sentirsi soli=3, isolat=2, nuovi amici=3, moved$=3, moving$=2, new city=4, new town=4, new country=3, abroad=2, dont know anyone=4, lonely=3, loneliness=3, make friends=4, new friends=3, making friends=4, meet people=4, meeting people=4, isolated=2, feel alone=3, so alone=3, nostalgia=4, mi manca casa=4, manca casa=3, homesick=5, miss home=4, dont belong=4, non appartengo=4, soli$=2, sentirsi cosi sol=3, mi sento cosi sol=3, moving in$=-6, move in$=-6, moved in$=-6, moving in together=-9, move in together=-9, living together=-6, andare a convivere=-9, convivenza=-6, conviver=-6',
    forms: ['how', 'normal', 'what'],
    topics: ['loneliness'],
    it: {
      text: [
        [
          'Sentirsi soli dopo un trasferimento è molto comune: le amicizie nascono soprattutto dalla ripetizione, cioè dal vedere le stesse persone tante volte senza doverlo organizzare, e in un posto nuovo quella ripetizione ancora non c’è.',
          'Per crearla, scegli una o due attività regolari, come un corso, una palestra, un gruppo di volontariato o un club di lettura, e torna ogni settimana.',
          'E prendi tu l’iniziativa, anche in piccolo: proporre un caffè dopo l’attività di solito è accolto meglio di quanto ci si aspetti.',
        ],
        [
          'In una città nuova la solitudine è un segnale normale, non la prova che c’è qualcosa che non va in te: per ambientarsi di solito ci vogliono mesi, spesso tra sei mesi e un anno, e non in linea retta.',
          'Funzionano più i contatti piccoli e frequenti che i grandi eventi: salutare il vicino, tornare nello stesso bar, scrivere a un collega per pranzare insieme.',
          'Nel frattempo tieni vivi i legami di prima con una chiamata fissa alla settimana, così hai un appoggio mentre costruisci quelli nuovi.',
        ],
      ],
      followUp: [
        'Quale attività ti piacerebbe fare con regolarità nella tua nuova città?',
        'C’è una persona conosciuta lì a cui potresti scrivere questa settimana?',
      ],
    },
    en: {
      text: [
        [
          'Feeling lonely after a move is very common: friendships grow mostly from repetition, seeing the same people many times without having to arrange it, and in a new place that repetition isn’t there yet.',
          'To create it, pick one or two regular activities, like a class, a gym, a volunteering group or a book club, and go back every week.',
          'And take the initiative, even in small ways: suggesting a coffee after the activity is usually welcomed more than people expect.',
        ],
        [
          'In a new city, loneliness is a normal signal, not proof that something is wrong with you: settling in usually takes months, often six months to a year, and not in a straight line.',
          'Small, frequent contacts work better than big events: greeting a neighbour, going back to the same café, asking a colleague to have lunch together.',
          'Meanwhile keep your old ties alive with a regular weekly call, so you have support while you build new ones.',
        ],
      ],
      followUp: [
        'What activity would you like to do regularly in your new city?',
        'Is there someone you’ve met there you could message this week?',
      ],
    },
  },
  {
    id: 'life_grief_presence',
    kind: 'normal',
    keys: 'sentire la sua voce=5, sento la sua voce=5, sentito la sua voce=5, la sua voce=3, la sua presenza=4, sentirla vicin=4, sentirlo vicin=4, vederla ovunque=4, vederlo ovunque=4, la vedo ovunque=4, lo vedo ovunque=4, parlo ancora con lei=3, parlo ancora con lui=3, sogno mia nonna=4, sogno mio nonno=4, sognat=2, hear her voice=5, hear his voice=5, heard her voice=5, heard his voice=5, her voice=3, his voice=3, feel her presence=4, feel his presence=4, their presence=3, see her everywhere=4, see him everywhere=4, dream about her=3, dream about him=3',
    forms: ['normal', 'what', 'why'],
    topics: ['grief'],
    it: {
      text: [
        [
          'Sentire la voce di chi non c’è più, avere l’impressione che sia nella stanza o vederlo per un attimo tra la gente capita a molte persone in lutto, soprattutto nei primi mesi.',
          'È il modo in cui la mente si abitua all’assenza di qualcuno che faceva parte di ogni giorno: non vuol dire che qualcosa non va in te, e per tanti è perfino un conforto.',
          'Se invece ti spaventa, o arriva insieme a un dolore che non ti lascia vivere le giornate, parlarne con il medico di base o con uno psicologo aiuta.',
        ],
        [
          'Dopo una perdita la mente continua per un po’ ad aspettare quella persona: per questo può capitare di sentirne la voce nel silenzio di casa, di sognarla spesso o di voltarsi credendo di averla vista.',
          'Sono esperienze comuni nel lutto e di solito si fanno più rare con i mesi, man mano che l’assenza trova un posto dentro di te.',
          'Raccontarle a qualcuno di fiducia aiuta a non sentirsi strani; se ti turbano molto o il dolore resta troppo pesante, anche uno psicologo può accompagnarti.',
        ],
      ],
      followUp: [
        'Quando ti succede, cosa provi: più conforto o più dolore?',
        'Ti va di raccontarmi qualcosa di questa persona?',
      ],
    },
    en: {
      text: [
        [
          'Hearing the voice of someone who has died, sensing them in the room or glimpsing them for a moment in a crowd happens to many grieving people, especially in the first months.',
          'It is how the mind gets used to the absence of someone who was part of every day: it doesn’t mean something is wrong with you, and for many it is even a comfort.',
          'If it frightens you, though, or comes with a pain that stops you living your days, talking to your doctor or a psychologist helps.',
        ],
        [
          'After a loss the mind keeps expecting that person for a while: that is why you may hear their voice in a quiet house, dream of them often, or turn round thinking you saw them.',
          'These are common experiences in grief and they usually become rarer over the months, as the absence finds its place inside you.',
          'Telling someone you trust about them helps you not feel strange; if they upset you a lot or the pain stays too heavy, a psychologist can walk alongside you too.',
        ],
      ],
      followUp: [
        'When it happens, what do you feel: more comfort or more pain?',
        'Would you like to tell me something about this person?',
      ],
    },
  },
  {
    id: 'life_grief',
    kind: 'normal',
    keys: 'lutto=4, morto=2, morta=2, scompars=2, perdita=2, ho perso mi=3, funerale=2, elaborare=2, grief=4, grieving=4, griev=4, passed away=3, died$=3, death of=3, lost my=3, loss$=2, mourning=4, funeral=2, anniversar=4, ondat=3, waves of=3, non ho ancora pianto=6, non riesco a piangere=6, havent cried=6, haven t cried=6, cant cry=3, ricordarl=3, remember her=3, remember him=3, remember them=2',
    forms: ['normal', 'how', 'what', 'why'],
    topics: ['grief'],
    it: {
      text: [
        [
          'Il lutto non segue tappe ordinate: tristezza, rabbia, senso di colpa, sollievo e momenti quasi normali possono alternarsi, anche nello stesso giorno.',
          'Spesso arriva a ondate, a volte anche dopo mesi, accese da una canzone, una data o un profumo, ed è normale.',
          'Non c’è un tempo giusto per stare meglio: il dolore di solito non sparisce, ma con il tempo diventa più facile da portare.',
        ],
        [
          'Quello che provi è una risposta normale alla perdita di qualcuno che conta: non c’è un modo giusto di viverla, né una scadenza.',
          'Può aiutare ritagliarsi un momento per ricordare, con una lettera alla persona, una foto o un luogo, e permettersi anche momenti più leggeri senza sentirsi in colpa.',
          'Parlarne con qualcuno di fiducia aiuta; se dopo molti mesi il dolore ti impedisce ancora di vivere le giornate, un professionista può accompagnarti.',
        ],
        [
          'Anniversari, compleanni e feste pesano perché il calendario riporta in primo piano l’assenza, e spesso l’attesa di quel giorno è più dura del giorno stesso.',
          'Il dolore del lutto arriva anche a ondate improvvise, in un negozio o sentendo una canzone, perché la mente è piena di ricordi legati a posti e abitudini condivise: non vuol dire che stai andando indietro.',
          'Aiuta decidere prima come passare quelle giornate, magari con un piccolo gesto per ricordare e qualcuno vicino, invece di subirle.',
        ],
      ],
      followUp: [
        'Quando arriva un’ondata, di solito, cosa la accende?',
        'Ti va di raccontarmi qualcosa della persona che hai perso?',
      ],
    },
    en: {
      text: [
        [
          'Grief doesn’t follow tidy stages: sadness, anger, guilt, relief and almost-normal moments can take turns, even within the same day.',
          'It often comes in waves, sometimes months later, set off by a song, a date or a smell, and that’s normal.',
          'There’s no right timetable for feeling better: the pain usually doesn’t disappear, but over time it becomes easier to carry.',
        ],
        [
          'What you feel is a normal response to losing someone who matters: there’s no right way to live through it and no deadline.',
          'It can help to set aside a moment for remembering, a letter to the person, a photo or a place, and to allow yourself lighter moments too without feeling guilty.',
          'Talking to someone you trust helps; if after many months the pain still stops you living your days, a professional can walk alongside you.',
        ],
        [
          'Anniversaries, birthdays and holidays are hard because the calendar brings the absence back to the front, and the days leading up to them are often harder than the day itself.',
          'Grief also hits in sudden waves, in a shop or hearing a song, because the mind is full of memories tied to shared places and habits: it doesn’t mean you’re going backwards.',
          'It helps to decide beforehand how you’ll spend those days, perhaps with a small gesture of remembrance and someone close, rather than just enduring them.',
        ],
      ],
      followUp: [
        'When a wave comes, what usually sets it off?',
        'Would you like to tell me something about the person you lost?',
      ],
    },
  },
  {
    id: 'life_breakup',
    kind: 'how_to',
    keys: 'rottura=4, mi ha lasciat=4, ci siamo lasciat=4, lasciat=2, separazion=3, divorzi=3, ex$=3, fine della relazion=4, fine di una relazion=4, storia finita=4, relazione finita=4, cuore spezzato=4, breakup=4, break up=4, broke up=4, dumped=3, divorce=3, separation=3, my ex=4, relationship ended=4, heartbreak=4, heartbroken=4, love again=4, che mi manchi=4, mi manca lui=3, mi manca lei=3, miss him even=4, miss her even=4, innamorarmi di nuovo=4, innamorarmi ancora=4, amare di nuovo=4, dimenticarl=3, get over=3, move on=3, andare avanti=2, get over=4, superarl=2, dimenticarl=2',
    forms: ['how', 'normal', 'why'],
    topics: ['relationships', 'breakup'],
    it: {
      text: [
        [
          'La fine di una relazione è una perdita vera, e il dolore può somigliare a un lutto: tristezza, rabbia, nostalgia, a volte anche sollievo, tutto mescolato.',
          'Nei primi tempi aiuta ridurre i contatti e il controllo dei suoi profili, perché ogni sguardo riapre la ferita e allunga il rimuginio.',
          'Ritrova poco alla volta le tue routine e le persone che ti vogliono bene, anche se all’inizio ti sembra di farlo per forza: l’umore arriva dopo.',
        ],
        [
          'È normale chiedersi all’infinito cosa sia andato storto, ma dopo un po’ cercare la risposta perfetta tiene la mente ferma nel passato.',
          'Può aiutare scrivere una lettera che non spedirai, con tutto quello che non hai detto, e poi una lista onesta di cosa non funzionava.',
          'Il tempo non cancella, ma di solito la ferita si fa meno acuta, soprattutto se nel frattempo ti prendi cura delle tue giornate.',
        ],
      ],
      followUp: [
        'Cosa ti manca di più, e cosa invece no?',
        'Quale abitudine o quale persona potresti recuperare questa settimana?',
      ],
    },
    en: {
      text: [
        [
          'The end of a relationship is a real loss, and the pain can feel like grief: sadness, anger, longing, sometimes relief too, all mixed up.',
          'Early on it helps to cut down contact and checking their profiles, because every look reopens the wound and keeps the rumination going.',
          'Little by little, get back to your routines and to the people who care about you, even if at first it feels forced: mood follows later.',
        ],
        [
          'It’s normal to keep asking what went wrong, but after a while searching for the perfect answer keeps your mind stuck in the past.',
          'It can help to write a letter you won’t send, with everything you didn’t say, and then an honest list of what wasn’t working.',
          'Time doesn’t erase things, but the hurt usually becomes less sharp, especially if you look after your days in the meantime.',
        ],
      ],
      followUp: [
        'What do you miss most, and what don’t you miss?',
        'Which habit or which person could you reconnect with this week?',
      ],
    },
  },
];
