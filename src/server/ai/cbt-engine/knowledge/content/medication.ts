/** Medicines and supplements: never advice, never a dose or a product; the doctor or the pharmacist. */
import type { KnowledgeEntry, QuestionForm } from '../types';

const MED_FORMS: QuestionForm[] = ['should', 'what', 'could', 'how', 'normal'];
const MEDICINE_KEYS =
  'farmac=4, medicin=4, psicofarmac=5, antidepressiv=5, ansiolitic=5, benzodiazepin=5, xanax=5, pillol=3, pastigli=3, compresse=2, gocce=2, terapia farmacologica=5, medication=4, meds$=4, medicine=4, pills$=3, pill$=3, tablets$=3, antidepressant=5, benzo=5, anti anxiety=4, prescription=3, dose=4, dosage=4, ssri=5, sertralin=5, paroxetin=5, escitalopram=5, prozac=5, zoloft=5, propranolol=5, betabloccant=5, beta blocker=5, betablocker=5, zolpidem=5, stilnox=5, trazodon=5, mirtazapin=5, venlafaxin=5, duloxetin=5, pregabalin=5, quetiapin=5, fluoxetin=5, citalopram=5, lorazepam=5, alprazolam=5, diazepam=5, valium=5, tavor=5, lexotan=5';

export const MEDICATION_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'med_supplements',
    kind: 'medication',
    keys: 'melatonin=6, valerian=5, passiflora=5, integrator=5, magnesio=4, magnesium=4, supplement=5, cbd$=4, rimedi naturali=4, rimedio naturale=4, herbal=4, natural remedy=4, natural remedies=4, sonnifer=5, sleeping pill=5, sleeping tablet=5, gocce per dormire=5, pastiglie per dormire=5, pillole per dormire=5, camomill=4, tisan=4, chamomile=4, herbal tea=4',
    forms: MED_FORMS,
    topics: ['sleep', 'medication'],
    it: {
      text: [
        [
          'Non posso consigliarti integratori o farmaci, nemmeno quelli che si comprano senza ricetta come la melatonina: anche i prodotti «naturali» possono interagire con altre cure o non essere adatti a te.',
          'Il medico di base o il farmacista sono le persone giuste a cui chiedere, raccontando cosa prendi già e cosa ti sta succedendo.',
          'Intanto posso aiutarti con le strategie che non passano dai farmaci, per il sonno come per l’ansia.',
        ],
        [
          'Su integratori e rimedi, anche naturali, non posso darti indicazioni: dipende dalla tua salute, da cosa prendi già e da altri fattori che solo un professionista può valutare.',
          'Chiedi al farmacista o al medico di base, che possono dirti se ha senso nel tuo caso.',
          'Se vuoi, nel frattempo possiamo guardare insieme cosa rende difficili le tue notti o le tue giornate.',
        ],
      ],
      followUp: [
        'Riesci a chiederlo al farmacista o al tuo medico nei prossimi giorni?',
        'Vuoi che nel frattempo vediamo insieme qualche strategia senza farmaci?',
      ],
    },
    en: {
      text: [
        [
          'I can’t recommend supplements or medicines, not even over-the-counter ones like melatonin: "natural" products can interact with other treatments or simply not suit you.',
          'Your GP or a pharmacist are the right people to ask, telling them what you already take and what’s going on.',
          'In the meantime I can help with strategies that don’t involve medication, for sleep as much as for anxiety.',
        ],
        [
          'On supplements and remedies, natural ones included, I can’t give you guidance: it depends on your health, on what you already take and on other things only a professional can weigh up.',
          'Ask a pharmacist or your GP, who can tell you whether it makes sense for you.',
          'If you like, meanwhile we could look together at what’s making your nights or your days hard.',
        ],
      ],
      followUp: [
        'Could you ask a pharmacist or your doctor in the next few days?',
        'Would you like to look at some strategies without medication in the meantime?',
      ],
    },
  },
  {
    id: 'med_someone_else',
    kind: 'medication',
    keys: `di mia sorella=4, di mio fratello=4, di mia madre=4, di mia mamma=4, di mio padre=4, di mio marito=4, di mia moglie=4, di un amico=4, di un amica=4, di un altra persona=4, di qualcun altro=4, prestato=3, prestare=2, non prescritt=4, non sono mie=4, my sisters=4, my brothers=4, my mums=4, my moms=4, my dads=4, my friends=4, my partners=4, my husbands=4, my wifes=4, someone elses=4, somebody elses=4, borrow=3, not prescribed=4, not mine=3`,
    requires: MEDICINE_KEYS.replace(/=\d/g, '=1'),
    forms: MED_FORMS,
    topics: ['medication'],
    it: {
      text: [
        [
          'No: non prendere mai medicine prescritte a un’altra persona, anche se ha sintomi simili ai tuoi e anche se a lei fanno bene.',
          'Il tipo di farmaco e la dose sono scelti per quella persona, e per te potrebbero essere inadatti o pericolosi, anche per le interazioni con altro che prendi.',
          'Parlane con il medico di base o chiedi al farmacista: possono capire con te cosa ti serve davvero.',
        ],
        [
          'I farmaci di qualcun altro non sono sicuri per te, anche quando sembrano la soluzione più rapida: sono stati scelti per il suo corpo e la sua storia, non per i tuoi.',
          'La cosa giusta è chiedere al tuo medico o al farmacista, raccontando cosa senti e cosa prendi già.',
          'Se hai già preso qualcosa che non era tuo e non ti senti bene, chiama il 112 o un centro antiveleni.',
        ],
      ],
      followUp: [
        'Cosa ti spinge a pensarci, in questo momento?',
        'Riesci a sentire il tuo medico o a passare in farmacia a breve?',
      ],
    },
    en: {
      text: [
        [
          'No: never take medicine prescribed for someone else, even if they have symptoms like yours and even if it works for them.',
          'The type of medicine and the dose were chosen for that person, and for you they could be unsuitable or dangerous, including through interactions with anything else you take.',
          'Talk to your GP or ask a pharmacist: they can work out with you what you actually need.',
        ],
        [
          'Someone else’s medicine isn’t safe for you, even when it looks like the quickest fix: it was chosen for their body and history, not yours.',
          'The right thing is to ask your own doctor or a pharmacist, telling them what you feel and what you already take.',
          'If you’ve already taken something that wasn’t yours and you feel unwell, call 112, your local emergency number or a poison centre.',
        ],
      ],
      followUp: [
        'What’s making you think about it right now?',
        'Could you speak to your doctor or drop into a pharmacy soon?',
      ],
    },
  },
  {
    id: 'med_should_take',
    kind: 'medication',
    keys: MEDICINE_KEYS,
    forms: MED_FORMS,
    topics: ['medication'],
    it: {
      text: [
        [
          'Non posso consigliarti se prendere un farmaco, quale o in che dose: è una decisione che spetta al medico, che conosce la tua salute e può valutare benefici e rischi.',
          'Parlane con il medico di base o con lo specialista che ti segue, e per dubbi pratici su un farmaco già prescritto anche il farmacista può aiutarti.',
          'Qui posso accompagnarti con strategie psicologiche, che spesso si usano insieme alle cure e non al loro posto.',
        ],
        [
          'Sulla scelta di un farmaco non posso darti indicazioni, perché dipende da valutazioni mediche che da qui non si possono fare.',
          'Il medico di base è il primo riferimento, e se ti è già stato prescritto qualcosa, lo specialista o il farmacista possono chiarire i tuoi dubbi.',
          'Può aiutare arrivare alla visita con le domande scritte, per esempio cosa aspettarti e cosa fare se noti effetti indesiderati.',
        ],
      ],
      followUp: [
        'Riesci a parlarne con il tuo medico nei prossimi giorni?',
        'Quali domande vorresti fare al medico su questo?',
      ],
    },
    en: {
      text: [
        [
          'I can’t advise you on whether to take a medicine, which one or how much: that’s a decision for a doctor, who knows your health and can weigh up benefits and risks.',
          'Talk to your GP or the specialist who sees you, and for practical questions about something already prescribed, a pharmacist can help too.',
          'Here I can support you with psychological strategies, which are often used alongside treatment, not instead of it.',
        ],
        [
          'I can’t guide you on choosing a medicine, because it depends on medical judgements that can’t be made from here.',
          'Your GP is the first port of call, and if something has already been prescribed, the specialist or a pharmacist can clear up your doubts.',
          'It can help to arrive at the appointment with your questions written down, for instance what to expect and what to do if you notice side effects.',
        ],
      ],
      followUp: [
        'Could you talk to your doctor about it in the next few days?',
        'What questions would you like to ask the doctor about this?',
      ],
    },
  },
  {
    id: 'med_stop',
    kind: 'medication',
    keys: `smett=1, sospend=2, interromp=1, scalar=2, ridurre=1, stop$=1, stopping=1, come off=3, coming off=3, wean=3, taper=3, quit$=1`,
    requires: MEDICINE_KEYS,
    forms: MED_FORMS,
    topics: ['medication'],
    it: {
      text: [
        [
          'Non posso dirti se o come smettere un farmaco: interromperlo da soli, soprattutto all’improvviso, può dare effetti spiacevoli o far tornare i sintomi.',
          'Parlane con il medico che te l’ha prescritto o con il medico di base: se è il caso, può aiutarti a ridurlo in modo graduale e sicuro.',
          'È del tutto legittimo voler capire o cambiare la tua cura, e dirlo apertamente al medico è il modo migliore per farlo.',
        ],
        [
          'La sospensione di un farmaco va decisa insieme al medico, perché per molti farmaci il modo e i tempi contano parecchio.',
          'Prima della visita annota cosa ti spinge a volerlo interrompere, che siano effetti indesiderati, dubbi o il fatto che ti senti meglio: aiuterà a trovare con te la strada giusta.',
          'Se hai già smesso e non stai bene, contatta il medico di base, o il 112 se i sintomi sono forti.',
        ],
      ],
      followUp: [
        'Cosa ti fa venire voglia di smettere, in questo momento?',
        'Riesci a parlarne nei prossimi giorni con il medico che te l’ha prescritto?',
      ],
    },
    en: {
      text: [
        [
          'I can’t tell you whether or how to stop a medicine: stopping on your own, especially suddenly, can cause unpleasant effects or bring symptoms back.',
          'Talk to the doctor who prescribed it or to your GP: if it’s the right time, they can help you reduce it gradually and safely.',
          'It’s completely legitimate to want to understand or change your treatment, and saying so openly to your doctor is the best way to do it.',
        ],
        [
          'Stopping a medicine is a decision to make with your doctor, because for many medicines the way and the timing matter a lot.',
          'Before the appointment, note what’s making you want to stop, whether it’s side effects, doubts or feeling better: it’ll help find the right way with you.',
          'If you’ve already stopped and you feel unwell, contact your GP, or 112 or your local emergency number if the symptoms are severe.',
        ],
      ],
      followUp: [
        'What’s making you want to stop at the moment?',
        'Could you talk about it with the doctor who prescribed it in the next few days?',
      ],
    },
  },
];
