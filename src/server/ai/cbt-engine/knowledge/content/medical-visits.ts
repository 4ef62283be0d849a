/**
 * A scan or a procedure feared for its own sake ("quanto dura una risonanza?", «posso chiedere un
 * calmante?», "how do I get through the dentist?"): what usually happens, what to ask, and that a
 * medicine is the doctor's to decide.
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
  {
    id: 'dentist_fear',
    kind: 'how_to',
    keys: 'dentista=6, dal dentista=6, odontoiatr=5, anestesia dal dentista=6, trapano=4, ago dell anestesia=5, paura degli aghi=5, dentist=6, the dentist=6, dental=5, the drill=4, needle=4, needles=4, injection=3',
    requires: 'dentista, odontoiatr, trapano, ago, aghi, dentist, dental, drill, needle, needles, injection',
    forms: ['how', 'what', 'should', 'could', 'normal'],
    topics: ['health', 'anxiety'],
    it: lc(
      [
        'La paura del dentista è tra le più comuni, e dirlo al dentista all’inizio non è una figuraccia: molti lo sentono ogni giorno e sanno come rendere tutto più graduale.',
        'Aiuta concordare un segnale, come alzare la mano, per fermarsi quando vuoi, chiedere la pomata anestetica prima dell’ago e farti spiegare ogni passo prima che succeda.',
        'Prendere il primo appuntamento del mattino evita ore di attesa, e un’espirazione lunga e lenta sulla poltrona, con le spalle che scendono, abbassa l’allarme.',
      ],
      [
        'Dopo anni di rimandi conviene partire da una visita solo di controllo, senza interventi: serve a rivedere lo studio e la persona, e a far scendere la paura un gradino alla volta.',
        'Puoi portare le cuffie con la tua musica e chiedere pause brevi: avere un po’ di controllo sul ritmo cambia molto.',
        'Se la paura è così forte da farti evitare le cure, esistono dentisti che lavorano proprio con chi ha paura, e uno psicologo può aiutarti con qualche seduta mirata.',
      ],
      ['Quale momento della visita ti spaventa di più?', 'Cosa ti aiuterebbe chiedere al dentista prima di cominciare?'],
    ),
    en: lc(
      [
        'Fear of the dentist is one of the most common fears, and telling the dentist at the start is nothing to be embarrassed about: they hear it every day and know how to take things gradually.',
        'It helps to agree a signal, like raising your hand, to stop whenever you want, to ask for numbing gel before the needle and to have each step explained before it happens.',
        'Booking the first appointment of the morning spares you hours of waiting, and a long, slow out-breath in the chair, letting your shoulders drop, turns the alarm down.',
      ],
      [
        'After years of putting it off it’s worth starting with a check-up only, with no treatment: it lets you get to know the place and the person, and brings the fear down one step at a time.',
        'You can bring headphones with your own music and ask for short breaks: having some control over the pace changes a lot.',
        'If the fear is strong enough to keep you from treatment, some dentists specialise in nervous patients, and a psychologist can help with a few focused sessions.',
      ],
      ['Which moment of the appointment frightens you most?', 'What would help you to ask the dentist before starting?'],
    ),
  },
];
