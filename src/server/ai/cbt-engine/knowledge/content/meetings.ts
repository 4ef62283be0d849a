/**
 * Someone who keeps interrupting, talking over or taking the floor in meetings: what to say in the
 * moment without a scene, what to do after, and how to keep one's ideas one's own. Not stopping a
 * treatment («interrompere la terapia»), nor interruptions of sleep or of work by notifications.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

const INTERRUPTED =
  'mi interromp=0, ti interromp=0, interrompe sempre=0, interrompono sempre=0, mi interrompe=0, mi interrompono=0, uno che ti interrompe=0, uno che interrompe=0, chi interrompe=0, chi ti interrompe=0, mi parla sopra=0, mi parlano sopra=0, parla sopra=0, mi toglie la parola=0, togliere la parola=0, interrupts me=0, interrupting me=0, interrupted me=0, keeps interrupting=0, someone who interrupts=0, talks over me=0, talking over me=0, talked over me=0, cuts me off=0, cut me off=0, cutting me off=0, speaks over me=0, speaking over me=0';

export const MEETING_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'being_interrupted',
    kind: 'how_to',
    keys: 'interromp=4, mi interrompe=6, mi interrompono=6, parla sopra=5, parlano sopra=5, toglie la parola=5, interrupt=4, interrupts me=6, interrupting me=6, talks over me=6, talking over me=6, cuts me off=6, cut me off=5, speaks over me=6, riunion=2, meeting=2, meetings=2, collega=1, colleghi=1, colleague=1, coworker=1, capo=1, boss=1, senza fare scenate=3, without making a scene=3, without a scene=3, fermar=2, stop=1, come si ferma=3, how do i stop=2, how do you stop=2, cosa dico=1, what do i say=1, terapia=-9, farmac=-9, medicin=-9, pillol=-9, therapy=-9, medication=-9, meds$=-9, sonno=-9, sleep=-9, notte=-6, night=-6, notific=-9, notification=-9, permalos=-6, too sensitive=-6, per giorni=-4, for days=-4',
    requires: INTERRUPTED,
    forms: ['how', 'what', 'should', 'could', 'normal'],
    it: lc(
      [
        'Con chi interrompe funziona di più una frase breve e calma detta nel momento, senza alzare la voce: «Un attimo, finisco il punto e poi ti ascolto».',
        'Aiuta anche non fermarti subito: continua la frase ancora un secondo, con lo sguardo su chi ascolta, così il turno resta tuo senza bisogno di alzare il tono.',
        'Se succede spesso, parlane a quattr’occhi fuori dalla riunione, con un fatto e una richiesta, per esempio «lunedì mi hai interrotto tre volte, mi serve finire i miei punti».',
        'E per le idee a cui tieni, mandale prima per iscritto a chi conduce la riunione: così restano tue anche se qualcuno le ripete più forte.',
      ],
      [
        'Non serve una scenata per difendere il tuo turno: basta una frase pronta, sempre la stessa, come «ci arrivo, lasciami finire», detta con calma e seguita subito dal tuo punto.',
        'Puoi chiedere a chi guida la riunione di aiutarti, per esempio proponendo un giro in cui ognuno parla senza essere interrotto, o chiedendo di tornare a te quando ti hanno tagliato.',
        'Dopo, a voce o per mail, può bastare un riepilogo breve di quello che hai proposto: non è una ripicca, è lasciare traccia del tuo lavoro.',
        'Se poi la scena ti torna in mente per giorni, è normale: scegli una cosa da fare la prossima volta e lascia andare il resto.',
      ],
      [
        'Quale frase ti verrebbe naturale dire, la prossima volta che ti interrompe?',
        'Chi, nella riunione, potrebbe aiutarti a tenere il tuo turno?',
      ],
    ),
    en: lc(
      [
        'With someone who interrupts, a short, calm line in the moment usually works best, without raising your voice: "Hang on, let me finish this point and then I’m all yours."',
        'It also helps not to stop straight away: carry on for another second, looking at the people listening, so the floor stays yours without any sharpness.',
        'If it keeps happening, raise it one to one, away from the meeting, with one fact and one request, such as "on Monday I got cut off three times, I need to finish my points".',
        'And for ideas you care about, send them in writing beforehand to whoever chairs the meeting, so they stay yours even if someone repeats them louder.',
      ],
      [
        'You don’t need a scene to keep your turn: one ready line, the same every time, like "I’m getting there, let me finish", said calmly and followed straight by your point, is enough.',
        'You can ask whoever chairs the meeting to help, for instance with a round where everyone speaks without interruptions, or by coming back to you when you were cut off.',
        'Afterwards a brief recap of what you proposed, in person or by email, is not point scoring: it simply keeps a record of your work.',
        'And if the scene keeps coming back to you for days, that is normal: choose one thing to do next time and let the rest go.',
      ],
      [
        'What line would feel natural to you, the next time they cut in?',
        'Who in the meeting could help you keep your turn?',
      ],
    ),
  },
];
