/**
 * What the person reads when the crisis check fires: a warm, human message
 * that stops any exercise and stays with them, plus the structured data the
 * UI shows (helplines with tel: links, a short grounding exercise, and the
 * text for "you misunderstood me", which asks again gently instead of
 * closing the panel).
 */
import type { CrisisCategory, CrisisSupport, GroundingExercise, Lang } from '../types';
import { helplinesFor } from './helplines';

type Texts = Record<CrisisCategory, { first: string; again: string; misunderstood: string }>;

const IT: Texts = {
  suicide: {
    first:
      'Mi fermo un attimo, perché quello che mi hai scritto è importante e voglio prenderlo sul serio. Mi dispiace davvero che tu stia soffrendo così tanto.\n\nNon devi attraversare questo momento senza nessuno accanto. Se senti che potresti fare qualcosa per toglierti la vita, o sei in pericolo adesso, chiama subito il 112. Se invece hai bisogno di parlare con una persona che ti ascolti, qui sotto trovi dei numeri a cui rispondono volontari, in modo anonimo.\n\nIo resto qui con te. Ti va di dirmi se in questo momento sei al sicuro?',
    again:
      'Sono ancora qui con te, e quello che scrivi continua a preoccuparmi. Meriti di avere accanto una persona vera, adesso: se puoi, chiama uno dei numeri qui sotto o il 112, oppure scrivi a qualcuno di cui ti fidi e chiedigli di raggiungerti. Se ti va, nel frattempo respiriamo insieme con l\u2019esercizio qui sotto.',
    misunderstood:
      'Grazie per avermelo detto, e scusami se ho capito male: preferisco chiedere una volta in più che una in meno. Te lo chiedo solo perché mi importa di come stai: in questi giorni ti capita di pensare di farti del male o di non voler più vivere? Qualunque sia la risposta, puoi dirmela. E se era solo un modo di dire, raccontami pure com\u2019è andata: ti ascolto.',
  },
  self_harm: {
    first:
      'Grazie per avermelo detto: non è facile scriverlo, e qui non c\u2019è nessun giudizio. Quando il dolore dentro diventa così forte, a volte farsi del male sembra l\u2019unico modo per sentirlo meno. Meriti un aiuto che non ti faccia soffrire.\n\nSe hai una ferita seria o che sanguina molto, chiama subito il 112. Se vuoi parlarne con qualcuno adesso, qui sotto trovi dei numeri con persone pronte ad ascoltarti.\n\nIo resto qui. Ti va di provare insieme qualcosa per attraversare i prossimi minuti?',
    again:
      'Sono ancora qui. Quello che stai passando è pesante e non devi portarlo tutto sulle tue spalle: parlarne con una persona, anche al telefono, può aiutare davvero. Se vuoi, intanto proviamo l\u2019esercizio qui sotto, un passo alla volta.',
    misunderstood:
      'Grazie per avermelo detto, e scusami se ho frainteso. Te lo chiedo con delicatezza, solo perché mi importa: in questo periodo ti capita di farti del male, o di averne voglia? Puoi rispondermi come ti senti, senza paura di giudizi. Se invece intendevi altro, raccontami pure: ti ascolto.',
  },
  harm_to_others: {
    first:
      'Grazie per la sincerità: ci vuole coraggio a dirlo. Pensieri così possono spaventare, e parlarne è già un passo nella direzione giusta.\n\nSe senti che potresti agire adesso, allontanati dalla persona e da qualsiasi oggetto pericoloso, e chiama il 112. Se questi pensieri ti spaventano e non li vuoi, parlarne con qualcuno può aiutarti molto: qui sotto trovi dei numeri.\n\nIo resto qui con te. Cosa sta succedendo in questo momento?',
    again:
      'Sono ancora qui. Se la tensione è ancora alta, metti distanza tra te e la situazione e, se senti di non poterti controllare, chiama il 112. Intanto possiamo fare insieme qualche respiro lento con l\u2019esercizio qui sotto.',
    misunderstood:
      'Grazie per avermelo detto, e scusami se ho capito male. Te lo chiedo solo per essere d\u2019aiuto: in questo momento senti di poter fare del male a qualcuno, o hai paura di farlo? Se era solo un modo di dire, raccontami pure cosa ti ha fatto arrabbiare così tanto: ti ascolto.',
  },
  abuse_violence: {
    first:
      'Quello che mi racconti è grave, e non è colpa tua. Nessuno ha il diritto di farti del male o di farti vivere nella paura.\n\nSe sei in pericolo adesso, chiama il 112. Il 1522 è gratuito, attivo giorno e notte e risponde anche in altre lingue: ti ascoltano in modo anonimo e possono aiutarti a capire i prossimi passi, con calma e al tuo ritmo. Se chi ti fa del male può controllare il tuo telefono, valuta di cancellare questa conversazione dopo averla letta.\n\nIo resto qui. In questo momento ti trovi in un posto sicuro?',
    again:
      'Sono ancora qui con te. La tua sicurezza viene prima di tutto: se puoi, tieni il telefono a portata di mano e pensa a un luogo o a una persona da cui andare se la situazione peggiora. Il 1522 può aiutarti a costruire un piano, senza fretta e senza obblighi.',
    misunderstood:
      'Grazie per avermelo detto, e scusami se ho frainteso. Te lo chiedo solo perché mi importa: a casa, o nelle tue relazioni, ti senti al sicuro? Qualcuno ti fa paura, ti minaccia o ti fa del male? Puoi rispondermi con i tuoi tempi. E se intendevi altro, raccontami pure: ti ascolto.',
  },
  medical_emergency: {
    first:
      'Quello che descrivi potrebbe richiedere un aiuto medico subito. Per favore chiama il 112 adesso, o chiedi a qualcuno vicino a te di farlo.\n\nSe hai preso dei farmaci o altre sostanze, tieni a portata di mano le confezioni per mostrarle ai soccorritori. Se puoi, non restare senza nessuno accanto: avvisa qualcuno in casa o apri la porta.\n\nIo resto qui, ma adesso la cosa più importante è che ti raggiunga un aiuto vero.',
    again:
      'Ti chiedo ancora di chiamare il 112, o di chiedere a qualcuno di farlo per te: con sintomi come questi è meglio non aspettare. Mentre aspetti, siediti, respira lentamente e resta in contatto con qualcuno.',
    misunderstood:
      'Grazie per avermelo detto, e scusami se ho capito male. Solo per sicurezza: in questo momento stai bene fisicamente? Hai dolore al petto, difficoltà a respirare, o hai preso qualcosa che potrebbe farti male? Se è così, chiama il 112. Se invece era un modo di dire, raccontami pure: ti ascolto.',
  },
};

const EN: Texts = {
  suicide: {
    first:
      'I want to pause here, because what you just wrote matters and I want to take it seriously. I\u2019m really sorry you\u2019re hurting this much.\n\nYou don\u2019t have to go through this moment alone. If you feel you might act on these thoughts, or you\u2019re in danger right now, please call 112 now. If you need someone to listen, below you\u2019ll find numbers answered by volunteers, anonymously.\n\nI\u2019m staying right here with you. Can you tell me whether you\u2019re safe right now?',
    again:
      'I\u2019m still here with you, and what you\u2019re writing still worries me. You deserve to have a real person with you right now: if you can, call one of the numbers below or 112, or message someone you trust and ask them to come and be with you. In the meantime, if you like, let\u2019s breathe together with the exercise below.',
    misunderstood:
      'Thank you for telling me, and I\u2019m sorry if I got it wrong: I\u2019d rather ask once too often than once too few. I\u2019m only asking because I care how you are: lately, have you been having thoughts of hurting yourself or of not wanting to be alive? Whatever the answer, you can tell me. And if it was just a figure of speech, tell me what happened: I\u2019m listening.',
  },
  self_harm: {
    first:
      'Thank you for telling me: it isn\u2019t easy to write, and there\u2019s no judgement here. When the pain inside gets this strong, hurting yourself can feel like the only way to make it bearable. You deserve help that doesn\u2019t hurt you.\n\nIf you have a serious wound or one that\u2019s bleeding a lot, please call 112 now. If you\u2019d like to talk to someone right now, below are numbers with people ready to listen.\n\nI\u2019m staying here. Would you like to try something together to get through the next few minutes?',
    again:
      'I\u2019m still here. What you\u2019re going through is heavy and you don\u2019t have to carry it by yourself: talking to a person, even on the phone, can really help. If you like, let\u2019s try the exercise below in the meantime, one step at a time.',
    misunderstood:
      'Thank you for telling me, and I\u2019m sorry if I misunderstood. I\u2019m asking gently, only because I care: lately, have you been hurting yourself, or feeling the urge to? You can answer however you feel, without fear of being judged. If you meant something else, tell me: I\u2019m listening.',
  },
  harm_to_others: {
    first:
      'Thank you for being honest: it takes courage to say this. Thoughts like these can be frightening, and talking about them is already a step in the right direction.\n\nIf you feel you might act now, move away from the person and from anything dangerous, and call 112. If these thoughts scare you and you don\u2019t want them, talking to someone can help a lot: you\u2019ll find numbers below.\n\nI\u2019m staying here with you. What\u2019s happening right now?',
    again:
      'I\u2019m still here. If the tension is still high, put some distance between you and the situation and, if you feel you can\u2019t control yourself, call 112. Meanwhile we can take a few slow breaths together with the exercise below.',
    misunderstood:
      'Thank you for telling me, and I\u2019m sorry if I got it wrong. I\u2019m only asking so I can help: right now, do you feel you might hurt someone, or are you afraid you could? If it was just a figure of speech, tell me what made you so angry: I\u2019m listening.',
  },
  abuse_violence: {
    first:
      'What you\u2019re telling me is serious, and it is not your fault. Nobody has the right to hurt you or make you live in fear.\n\nIf you\u2019re in danger right now, call 112. 1522 is free, open day and night, and answers in English and other languages too: they listen anonymously and can help you work out next steps, calmly and at your own pace. If the person hurting you can check your phone, consider deleting this conversation after reading it.\n\nI\u2019m staying here. Are you somewhere safe right now?',
    again:
      'I\u2019m still here with you. Your safety comes first: if you can, keep your phone close and think of a place or a person you could go to if things get worse. 1522 can help you make a plan, with no rush and no obligation.',
    misunderstood:
      'Thank you for telling me, and I\u2019m sorry if I misunderstood. I\u2019m only asking because I care: do you feel safe at home, or in your relationships? Is anyone frightening you, threatening you or hurting you? You can answer in your own time. And if you meant something else, tell me: I\u2019m listening.',
  },
  medical_emergency: {
    first:
      'What you\u2019re describing may need medical help right away. Please call 112 now, or ask someone near you to do it.\n\nIf you\u2019ve taken medicines or other substances, keep the packets at hand to show the emergency team. If you can, don\u2019t stay on your own: tell someone at home or unlock the door.\n\nI\u2019m here, but right now the most important thing is that real help reaches you.',
    again:
      'Please call 112, or ask someone to call for you: with symptoms like these it\u2019s better not to wait. While you wait, sit down, breathe slowly and stay in touch with someone.',
    misunderstood:
      'Thank you for telling me, and I\u2019m sorry if I got it wrong. Just to be safe: are you physically okay right now? Do you have chest pain, trouble breathing, or have you taken something that could harm you? If so, please call 112. If it was a figure of speech, tell me more: I\u2019m listening.',
  },
};

const TEXTS: Record<Lang, Texts> = { it: IT, en: EN };

const YOUTH: Record<Lang, string> = {
  it: 'Se hai meno di 18 anni, puoi chiamare anche il 19696 di Telefono Azzurro: è gratuito e risponde sempre.',
  en: 'If you\u2019re under 18, you can also call Telefono Azzurro on 19696: it\u2019s free and always open.',
};

const MISUNDERSTOOD_LABEL: Record<Lang, string> = { it: 'Mi hai frainteso', en: 'You misunderstood me' };

export const GROUNDING: Record<GroundingExercise['id'], Record<Lang, GroundingExercise>> = {
  five_senses: {
    it: {
      id: 'five_senses',
      title: 'Tecnica 5-4-3-2-1',
      intro: 'Se ti va, proviamo a tornare insieme nel qui e ora. Prenditi tutto il tempo che serve.',
      steps: [
        'Guarda intorno a te e nomina 5 cose che vedi.',
        'Nota 4 cose che puoi toccare: i vestiti sulla pelle, la sedia, il pavimento sotto i piedi.',
        'Ascolta: quali 3 suoni riesci a sentire?',
        'Cerca 2 odori, anche lievi.',
        'Nota 1 sapore, oppure bevi un sorso d\u2019acqua.',
        'Fai un respiro lento. Sei qui, in questo momento.',
      ],
    },
    en: {
      id: 'five_senses',
      title: 'The 5-4-3-2-1 technique',
      intro: 'If you like, let\u2019s come back to the here and now together. Take all the time you need.',
      steps: [
        'Look around and name 5 things you can see.',
        'Notice 4 things you can touch: your clothes on your skin, the chair, the floor under your feet.',
        'Listen: what 3 sounds can you hear?',
        'Find 2 smells, even faint ones.',
        'Notice 1 taste, or take a sip of water.',
        'Take one slow breath. You are here, in this moment.',
      ],
    },
  },
  slow_breathing: {
    it: {
      id: 'slow_breathing',
      title: 'Respiro lento',
      intro: 'Mentre aspetti, o se ti serve calmarti un po\u2019, respira con me.',
      steps: [
        'Appoggia i piedi a terra e, se ti va, una mano sulla pancia.',
        'Inspira dal naso contando lentamente fino a 4.',
        'Espira piano dalla bocca contando fino a 6, come se soffiassi su una candela senza spegnerla.',
        'Ripeti per dieci respiri. Se ti distrai, riparti senza giudicarti.',
      ],
    },
    en: {
      id: 'slow_breathing',
      title: 'Slow breathing',
      intro: 'While you wait, or if you need to calm down a little, breathe with me.',
      steps: [
        'Put your feet on the floor and, if you like, one hand on your belly.',
        'Breathe in through your nose, counting slowly to 4.',
        'Breathe out gently through your mouth, counting to 6, as if blowing on a candle without putting it out.',
        'Repeat for ten breaths. If your mind wanders, start again without judging yourself.',
      ],
    },
  },
};

export interface CrisisReplyOptions {
  /** The person seems to be under 18 (Telefono Azzurro first). */
  youth?: boolean;
  /** A crisis reply was already given in the last few turns. */
  repeat?: boolean;
}

/** Build the crisis message and the panel data for a category. */
export function buildCrisisResponse(
  category: CrisisCategory,
  lang: Lang,
  opts: CrisisReplyOptions = {},
): { text: string; support: CrisisSupport } {
  const t = TEXTS[lang][category];
  const youth = !!opts.youth;
  let text = opts.repeat ? t.again : t.first;
  if (youth) text += `\n\n${YOUTH[lang]}`;
  const groundingId: GroundingExercise['id'] =
    category === 'medical_emergency' || category === 'harm_to_others' ? 'slow_breathing' : 'five_senses';
  return {
    text,
    support: {
      category,
      youth,
      helplines: helplinesFor(category, lang, youth),
      grounding: GROUNDING[groundingId][lang],
      misunderstood: t.misunderstood,
      misunderstoodLabel: MISUNDERSTOOD_LABEL[lang],
    },
  };
}

/** The gentle check-in for the "you misunderstood me" button. */
export function misunderstoodText(category: CrisisCategory, lang: Lang): string {
  return TEXTS[lang][category].misunderstood;
}

/** Every crisis text (first, again, "you misunderstood me"), for recognising one in a history. */
const REPLIES: Array<[string, CrisisCategory]> = (['it', 'en'] as const).flatMap((lang) =>
  (Object.keys(TEXTS[lang]) as CrisisCategory[]).flatMap((category) =>
    (['first', 'again', 'misunderstood'] as const).map(
      (kind) => [TEXTS[lang][category][kind], category] as [string, CrisisCategory],
    ),
  ),
);

/**
 * The category of a crisis reply or of the "you misunderstood me" check-in as stored in a
 * conversation (the youth line may follow); null for any other text. Lets the crisis check read
 * a history.
 */
export function crisisReplyCategory(text: string): CrisisCategory | null {
  if (typeof text !== 'string' || text.length < 60) return null;
  for (const [reply, category] of REPLIES) if (text.startsWith(reply)) return category;
  return null;
}
