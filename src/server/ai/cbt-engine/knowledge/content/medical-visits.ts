/**
 * A scan or a procedure feared for its own sake ("quanto dura una risonanza?", «posso chiedere un
 * calmante?»): what usually happens, what to ask the centre, and that a medicine is the doctor's to
 * decide.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const MEDICAL_VISIT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'scan_claustrophobia',
    kind: 'how_to',
    keys: 'risonanza=5, risonanza magnetica=6, tubo=3, claustrofob=5, posti stretti=4, spazi chiusi=4, luoghi chiusi=4, quanto dura una risonanza=7, quanto dura la risonanza=7, macchina aperta=5, risonanza aperta=6, calmante prima=4, mri=6, mri scan=6, the tube=3, claustrophob=5, tight spaces=4, enclosed spaces=4, how long does an mri=7, how long is an mri=7, open mri=6, open scanner=5, scanner=3, something to calm me before=4, sedative before=4',
    requires: 'risonanza, tubo, claustrofob, macchina aperta, mri, claustrophob, scanner, open scanner',
    forms: ['how', 'what', 'could', 'should', 'normal', 'is_this'],
    topics: ['health', 'anxiety'],
    it: lc(
      [
        'Una risonanza dura di solito tra i quindici e i quarantacinque minuti, a seconda della zona; il centro può dirti quanto dura la tua, ed è una domanda più che legittima.',
        'Aiuta avvisare il personale della paura già alla prenotazione: alcuni centri hanno macchine aperte o più corte, puoi chiedere musica in cuffia, tenere gli occhi chiusi o una mascherina fin dall’inizio, e hai sempre un pulsante per chiamare.',
        'Se la paura è forte, chiedere al medico se è il caso di un calmante è una domanda giusta da fare: è lui o lei a decidere se e quale, e di solito serve qualcuno che ti riaccompagni a casa.',
      ],
      [
        'Quello che spaventa del tubo di solito è il sentirsi chiusi senza via d’uscita: sapere che puoi parlare con il tecnico in ogni momento e fermare l’esame cambia già molto.',
        'Di solito dura tra quindici e quarantacinque minuti: puoi chiedere al centro quanto dura la tua, se hanno una macchina aperta, se puoi entrare con i piedi per primi o avere una persona vicino, e provare a casa qualche minuto di espirazioni lente a occhi chiusi.',
        'Un eventuale calmante lo decide il medico che prescrive l’esame: parlargliene prima è giusto, soprattutto se in passato ti è già capitato di restare chiuso o chiusa in un posto stretto.',
      ],
      ['Cosa ti aiuterebbe sapere dal centro, prima del giorno dell’esame?', 'Quale momento dell’esame ti spaventa di più?'],
    ),
    en: lc(
      [
        'An MRI scan usually takes between fifteen and forty-five minutes, depending on the area; the centre can tell you how long yours takes, and it is a perfectly fair thing to ask.',
        'It helps to tell the staff about the fear when you book: some centres have open or shorter scanners, you can ask for music in headphones, keep your eyes closed or wear an eye mask from the start, and there is always a button to call them.',
        'If the fear is strong, asking the doctor whether something to calm you is a good idea is the right question: it is for them to decide whether and which, and you would usually need someone to take you home.',
      ],
      [
        'What frightens people about the tube is usually the feeling of being shut in with no way out: knowing you can talk to the radiographer at any moment and stop the scan already changes a lot.',
        'It usually lasts between fifteen and forty-five minutes: you can ask the centre how long yours takes, whether they have an open scanner, whether you can go in feet first or have someone with you, and practise a few minutes of slow out-breaths with your eyes closed at home.',
        'Any medicine to calm you is for the doctor who requested the scan to decide: it is right to raise it beforehand, especially if you were once trapped somewhere small.',
      ],
      ['What would help you to know from the centre before the day?', 'Which moment of the scan frightens you most?'],
    ),
  },
];
