/**
 * "Come funziona il diario dell'umore?", "how does the mood tracker work?", "how often should I do
 * the breathing?": what the app's own tools are for and how to fit them into a day, in the words
 * of the app guide (mood tracking is part of Premium); and "can I write to you in Italian?": which
 * language the companion answers in.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const APP_FEATURE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'app_mood_tracking',
    kind: 'how_to',
    keys: 'diario del umore=6, diario dell umore=6, monitoraggio del umore=6, monitoraggio dell umore=6, registrare l umore=5, registro l umore=5, tracciare l umore=5, umore nell app=5, mood diary=6, mood tracker=6, mood tracking=6, track my mood=5, log my mood=5, mood log=5, mood journal=5',
    requires:
      'diario del umore=0, diario dell umore=0, monitoraggio=0, registrare l umore=0, registro l umore=0, tracciare=0, umore nell app=0, mood diary=0, mood tracker=0, mood tracking=0, track my mood=0, log my mood=0, mood log=0, mood journal=0',
    forms: ['how', 'what', 'why', 'could', 'should'],
    it: {
      text: [
        [
          'Nel monitoraggio dell’umore registri come stai in pochi secondi: scegli come ti senti e, se vuoi, aggiungi emozioni, cosa ha influito e una nota.',
          'Con il tempo vedi l’andamento della settimana e del mese, e scopri quali abitudini ti fanno stare meglio; il monitoraggio dell’umore è incluso in Premium, e puoi provarlo registrando un umore.',
          'Più che la frequenza conta la regolarità: per molte persone funziona una registrazione al giorno, sempre più o meno alla stessa ora, anche nei giorni “normali”.',
        ],
        [
          'Il diario dell’umore serve a vedere come stai nel tempo, non a giudicare una singola giornata: due righe al giorno bastano.',
          'Registrare anche cosa ha influito (sonno, lavoro, persone, movimento) è la parte più utile: dopo qualche settimana saltano fuori legami che giorno per giorno non si notano.',
          'Lo trovi nella sezione dell’umore, con le schede per registrare, vedere l’andamento e il calendario; è una funzione di Premium.',
        ],
      ],
      followUp: [
        'In che momento della giornata ti verrebbe più facile registrarlo?',
        'Cosa ti piacerebbe capire di più su come stai, guardandolo nel tempo?',
      ],
    },
    en: {
      text: [
        [
          'Mood tracking lets you note how you feel in a few seconds: you pick how you feel and, if you like, add emotions, what had an effect and a note.',
          'Over time you see how your week and month went and discover which habits help you feel better; mood tracking is part of Premium, and you can try it by logging one mood.',
          'Regularity matters more than frequency: for many people one entry a day, at roughly the same time, works well, ordinary days included.',
        ],
        [
          'A mood diary is for seeing how you are over time, not for judging a single day: a couple of lines a day is enough.',
          'Noting what had an effect (sleep, work, people, movement) is the most useful part: after a few weeks, links show up that you don’t notice day by day.',
          'You’ll find it in the mood section, with tabs to log, see your trends and a calendar; it’s a Premium feature.',
        ],
      ],
      followUp: [
        'At what time of day would it be easiest for you to log it?',
        'What would you most like to understand about how you are, looking at it over time?',
      ],
    },
  },
  {
    id: 'app_language',
    kind: 'how_to',
    keys: 'scriverti in inglese=7, scriverti in italiano=7, scrivere in inglese=5, scrivere in italiano=5, parlare in inglese=5, parlare in italiano=5, rispondermi in inglese=7, rispondermi in italiano=7, in inglese=2, in italiano=2, capisci l inglese=6, capisci l italiano=6, write to you in italian=7, write to you in english=7, write in italian=6, write in english=6, talk in italian=5, reply in italian=7, answer in italian=7, reply in english=6, in italian=2, in english=2, understand italian=6, understand english=6, speak italian=5',
    requires:
      'inglese, italiano, english, italian',
    forms: ['how', 'could', 'what', 'should', 'is_this'],
    topics: ['companion'],
    it: lc(
      [
        'Puoi scrivere come ti viene, anche mescolando le lingue: capisco sia l’italiano sia l’inglese.',
        'Rispondo nella lingua con cui è iniziata la conversazione; se preferisci le risposte in inglese, scegli EN in alto a destra e apri una nuova conversazione.',
      ],
      [
        'Sì, anche se a volte ti mancano le parole in una lingua puoi usare l’altra: le capisco tutte e due.',
        'Le mie risposte seguono la lingua della conversazione: per averle in inglese basta scegliere EN in alto a destra e cominciarne una nuova.',
      ],
      ['In quale lingua ti viene più facile raccontare come stai?', 'Di cosa ti piacerebbe parlare adesso?'],
    ),
    en: lc(
      [
        'You can write however it comes, mixing languages too: I understand both English and Italian.',
        'I answer in the language the conversation started in; if you would rather have replies in Italian, choose IT at the top right of the page and start a new conversation.',
      ],
      [
        'Yes, when the words don’t come in one language you can use the other: I understand both.',
        'My replies follow the language of the conversation: to have them in Italian, choose IT at the top right and start a new one.',
      ],
      ['Which language makes it easier to say how you are?', 'What would you like to talk about now?'],
    ),
  },
];
