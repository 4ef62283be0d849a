/**
 * Progressive muscle relaxation (Jacobson), personalised from what the person
 * wrote: where they hold tension, how much time they have, where they are
 * (bed, desk), and the areas to leave out: any area they ask to avoid or
 * mention with pain or an injury is never in the script (pmr-body.ts), and the
 * script says what it left out.
 */
import { rx } from '../../text/normalize';
import type { Lang } from '../../types';
import { paragraphs, type Ctx, type Draft } from '../context';
import { rememberSuggestion } from '../state';
import { pickSuggestions } from '../suggest';
import { readBody, type Area, type BodyReading } from './pmr-body';

const FULL: Area[] = ['hands', 'arms', 'shoulders', 'neck', 'face', 'jaw', 'back', 'stomach', 'legs', 'feet'];
const SHORT: Area[] = ['hands', 'shoulders', 'face', 'stomach', 'feet'];
const BED = rx(
  '\\b(?:(?:a|nel|dal|del|sul|il|in) letto|dormire|addormentar\\w*|la notte|di notte|stanotte|(?:il|del|di|nel|ho|prendere) sonno|bed|sleep|asleep|night|bedtime)\\b',
);
const DESK = rx(
  '\\b(?:ufficio|scrivania|lavoro|pausa pranzo|treno|desk|office|at work|work|lunch break|train|commute)\\b',
);
const MINUTES = /(\d{1,2})\s*(?:min|minuti|minuto|minutes?|mins?)\b/i;

interface PmrText {
  header: string;
  headerMinutes: string;
  posture: { bed: string; desk: string; default: string };
  breathe: string;
  areas: Record<Area, string>;
  hold: string;
  focusRepeat: string;
  caution: string;
  /** {areas} */
  leftOut: string;
  /** {areas} */
  leftOutDoubtful: string;
  unplaced: string;
  askDoctor: string;
  areaNames: Record<Area, string>;
  and: string;
  closing: { bed: string; default: string };
  practice: string;
  suggestion: string;
}

const TEXT: Record<Lang, PmrText> = {
  it: {
    header: 'Ecco un rilassamento muscolare progressivo pensato per te.',
    headerMinutes: 'Ecco un rilassamento muscolare progressivo pensato per te, in circa {minutes} minuti.',
    posture: {
      bed: 'Sdraiati sulla schiena, con le braccia lungo i fianchi e le gambe leggermente divaricate.',
      desk: 'Siediti con la schiena appoggiata e i piedi ben piantati a terra: puoi farlo anche alla scrivania, con movimenti più piccoli e discreti.',
      default: 'Siediti o sdraiati in una posizione comoda e, se ti va, chiudi gli occhi.',
    },
    breathe: 'Fai due o tre respiri lenti, lasciando che l\u2019espirazione sia un po\u2019 più lunga.',
    areas: {
      hands: 'Mani e avambracci: stringi i pugni con forza, come per spremere una spugna.',
      arms: 'Braccia: piega i gomiti e contrai i bicipiti, portando i pugni verso le spalle.',
      shoulders: 'Spalle: sollevale verso le orecchie, come se volessi toccarle.',
      neck: 'Collo: porta delicatamente il mento verso il petto, senza forzare.',
      face: 'Fronte e occhi: aggrotta la fronte e strizza gli occhi.',
      jaw: 'Mascella: stringi i denti con moderazione e tendi gli angoli della bocca.',
      back: 'Schiena: avvicina le scapole, inarcando appena la parte alta della schiena.',
      stomach: 'Pancia: contrai gli addominali, come se ti preparassi a ricevere una piccola spinta.',
      legs: 'Gambe: spingi i talloni verso il basso e contrai le cosce.',
      feet: 'Piedi: arriccia le dita dei piedi verso il basso.',
    },
    hold: 'Mantieni la tensione per circa 5 secondi, poi lascia andare di colpo con un\u2019espirazione, e resta 10-15 secondi a notare la differenza.',
    focusRepeat:
      'Visto che mi dici che la tensione si concentra proprio qui, ripeti questo passaggio una seconda volta, con calma.',
    caution: 'Contrai i muscoli con moderazione, senza mai arrivare al dolore.',
    leftOut: 'Ho lasciato fuori {areas}, per quello che mi hai detto.',
    leftOutDoubtful:
      'Non so con certezza quale zona riguardi quello che mi racconti, quindi per prudenza ho lasciato fuori {areas}.',
    unplaced:
      'Mi parli di un dolore o di un problema fisico senza dire dove: salta qualsiasi zona che ti fa male.',
    askDoctor: 'Se qualcosa fa male, fermati e chiedi al tuo medico.',
    areaNames: {
      hands: 'le mani',
      arms: 'le braccia',
      shoulders: 'le spalle',
      neck: 'il collo',
      face: 'il viso',
      jaw: 'la mascella',
      back: 'la schiena',
      stomach: 'la pancia',
      legs: 'le gambe',
      feet: 'i piedi',
    },
    and: ' e ',
    closing: {
      bed: 'Alla fine lascia che tutto il corpo diventi pesante e morbido, respira lentamente e permettiti di scivolare nel sonno.',
      default:
        'Alla fine resta un minuto a respirare con calma e nota come ti senti. Poi muovi piano mani e piedi prima di rialzarti.',
    },
    practice:
      'Se lo pratichi ogni giorno per una o due settimane, il corpo impara a rilassarsi sempre più in fretta.',
    suggestion: 'Se preferisci una guida vocale, nell\u2019app trovi «{title}».',
  },
  en: {
    header: 'Here\u2019s a progressive muscle relaxation made for you.',
    headerMinutes: 'Here\u2019s a progressive muscle relaxation made for you, in about {minutes} minutes.',
    posture: {
      bed: 'Lie on your back, arms by your sides and legs slightly apart.',
      desk: 'Sit with your back supported and your feet flat on the floor: you can do this at your desk too, with smaller, discreet movements.',
      default: 'Sit or lie down in a comfortable position and, if you like, close your eyes.',
    },
    breathe: 'Take two or three slow breaths, letting each out-breath be a little longer.',
    areas: {
      hands: 'Hands and forearms: make tight fists, as if squeezing a sponge.',
      arms: 'Arms: bend your elbows and tense your biceps, bringing your fists towards your shoulders.',
      shoulders: 'Shoulders: raise them towards your ears, as if trying to touch them.',
      neck: 'Neck: gently bring your chin towards your chest, without forcing.',
      face: 'Forehead and eyes: frown and squeeze your eyes shut.',
      jaw: 'Jaw: clench your teeth gently and pull the corners of your mouth back.',
      back: 'Back: draw your shoulder blades together, arching your upper back slightly.',
      stomach: 'Stomach: tighten your stomach muscles, as if bracing for a gentle push.',
      legs: 'Legs: press your heels down and tense your thighs.',
      feet: 'Feet: curl your toes downwards.',
    },
    hold: 'Hold the tension for about 5 seconds, then let go all at once as you breathe out, and spend 10-15 seconds noticing the difference.',
    focusRepeat: 'Since you say this is where you hold tension, repeat this step a second time, slowly.',
    caution: 'Tense your muscles moderately, never to the point of pain.',
    leftOut: 'I\u2019ve left out {areas}, given what you told me.',
    leftOutDoubtful:
      'I can\u2019t tell for sure which area what you describe involves, so to be safe I\u2019ve left out {areas}.',
    unplaced: 'You mention pain or a physical problem without saying where: skip any area that hurts.',
    askDoctor: 'If anything hurts, stop and check with your doctor.',
    areaNames: {
      hands: 'hands',
      arms: 'arms',
      shoulders: 'shoulders',
      neck: 'neck',
      face: 'face',
      jaw: 'jaw',
      back: 'back',
      stomach: 'stomach',
      legs: 'legs',
      feet: 'feet',
    },
    and: ' and ',
    closing: {
      bed: 'At the end, let your whole body become heavy and soft, breathe slowly and allow yourself to drift off to sleep.',
      default:
        'At the end, stay for a minute breathing calmly and notice how you feel. Then gently move your hands and feet before getting up.',
    },
    practice: 'If you practise daily for a week or two, your body learns to relax faster and faster.',
    suggestion: 'If you prefer a guided voice, the app has "{title}".',
  },
};

/** "la schiena, il collo e la pancia"; in English "your neck, stomach and back". */
function areaList(lang: Lang, areas: Area[]): string {
  const P = TEXT[lang];
  const names = areas.map((a) => P.areaNames[a]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')}${P.and}${names.at(-1)!}` : names[0]!;
  return lang === 'en' ? `your ${list}` : list;
}

/** What the script left out and why, in the order the script's areas come. */
function leftOutNote(lang: Lang, body: BodyReading): string | undefined {
  const P = TEXT[lang];
  const inOrder = (list: Area[]) => FULL.filter((a) => list.includes(a));
  const parts: string[] = [];
  if (body.avoid.length) parts.push(P.leftOut.replace('{areas}', areaList(lang, inOrder(body.avoid))));
  if (body.doubtful.length)
    parts.push(P.leftOutDoubtful.replace('{areas}', areaList(lang, inOrder(body.doubtful))));
  if (body.unplaced) parts.push(P.unplaced);
  return parts.length ? `${parts.join(' ')} ${P.askDoctor}` : undefined;
}

export function pmrReply(ctx: Ctx): Draft {
  const P = TEXT[ctx.lang];
  const body = readBody(ctx.norm);
  const excluded = new Set<Area>([...body.avoid, ...body.doubtful]);
  const focus = body.focus;
  const mins = MINUTES.exec(ctx.message);
  const minutes = mins ? Math.min(45, Math.max(3, Number(mins[1]))) : undefined;
  const place = BED.test(ctx.norm) ? 'bed' : DESK.test(ctx.norm) ? 'desk' : 'default';
  const short = (minutes !== undefined && minutes <= 7) || place === 'desk';
  const base = short ? SHORT : FULL;
  const order = FULL.filter((a) => (base.includes(a) || focus.includes(a)) && !excluded.has(a));
  const steps = order.map((a, i) => {
    const extra = focus.includes(a) ? ` ${P.focusRepeat}` : '';
    return `${i + 1}. ${P.areas[a]}${extra}`;
  });
  const header = minutes ? P.headerMinutes.replace('{minutes}', String(minutes)) : P.header;
  const suggestions = pickSuggestions(ctx.c, ctx.req.library, ['relaxation'], 1);
  for (const s of suggestions) rememberSuggestion(ctx.c.state, s.slug);
  const sLine = suggestions[0] ? P.suggestion.replace('{title}', suggestions[0].title) : undefined;
  return {
    text: paragraphs(
      header,
      `${P.posture[place]} ${P.breathe}`,
      `${P.hold} ${P.caution}`,
      leftOutNote(ctx.lang, body),
      steps.join('\n'),
      place === 'bed' ? P.closing.bed : P.closing.default,
      [P.practice, sLine].filter(Boolean).join(' '),
    ),
    suggestions,
  };
}
