/**
 * Reads where the person holds tension and which body areas must stay out of a relaxation
 * script: "evitare la schiena", "ho un'ernia", "my knee hurts", "I had surgery on my stomach".
 * An area named near an avoid, pain or injury word is never tensed; a pain or injury with no
 * area named leaves out the areas it may concern ("ernia": back, neck, stomach), or, when it
 * could be anywhere, says so. Both languages are read on normalised text.
 */
import { rx, squeeze } from '../../text/normalize';

export type Area =
  'hands' | 'arms' | 'shoulders' | 'neck' | 'face' | 'jaw' | 'back' | 'stomach' | 'legs' | 'feet';

export interface BodyReading {
  /** Areas where the person holds tension (never one to avoid). */
  focus: Area[];
  /** Areas named with an avoid, pain or injury word. */
  avoid: Area[];
  /** Areas left out because an injury with no area named may concern them. */
  doubtful: Area[];
  /** Pain or an injury that could be anywhere. */
  unplaced: boolean;
}

/** Body parts and their synonyms, mapped to the script's areas (normalised spelling). */
const AREA_RE: Array<[Area, RegExp]> = [
  [
    'feet',
    rx(
      '\\b(?:piedi|piede|cavigli\\w*|tallon\\w*|alluce|dita dei piedi|feet|foot|ankles?|heels?|toes?)\\b',
      'g',
    ),
  ],
  [
    'hands',
    rx(
      '\\b(?:mani|mano|pugni|pugno|polsi|polso|dita|hands?|fists?|wrists?|fingers?|carpal\\w*|tunnel carpale)\\b',
      'g',
    ),
  ],
  [
    'arms',
    rx('\\b(?:braccio|braccia|gomit\\w*|avambracci\\w*|bicipit\\w*|arms?|elbows?|forearms?|biceps)\\b', 'g'),
  ],
  ['shoulders', rx('\\b(?:spall\\w*|shoulders?|rotator cuff|cuffia dei rotatori)\\b', 'g')],
  ['neck', rx('\\b(?:collo|cervical\\w*|nuca|colpo di frusta|neck|whiplash)\\b', 'g')],
  [
    'jaw',
    rx(
      '\\b(?:mascell\\w*|mandibol\\w*|denti|dente|digrign\\w*|bruxism\\w*|jaw|teeth|tooth|tmj|clench\\w*|grind\\w*)\\b',
      'g',
    ),
  ],
  [
    'face',
    rx(
      '\\b(?:viso|faccia|fronte|occhi|occhio|testa|emicrani\\w*|face|forehead|eyes?|head|headaches?|migraines?)\\b',
      'g',
    ),
  ],
  [
    'back',
    rx(
      '\\b(?:schiena|lomb\\w*|dorso|dorsal\\w*|colonna|vertebr\\w*|disco|coccige|sciatic\\w*|back|spine|spinal|lumbar|disc|discs|vertebra\\w*|tailbone|sciatica)\\b',
      'g',
    ),
  ],
  [
    'stomach',
    rx(
      '\\b(?:pancia|stomaco|addom\\w*|ventre|cesareo|inguin\\w*|ombelic\\w*|stomach|belly|abdom\\w*|tummy|gut|c section|caesarean|cesarean|groin)\\b',
      'g',
    ),
  ],
  [
    'legs',
    rx(
      '\\b(?:gamba|gambe|ginocchi\\w*|cosce|coscia|polpacc\\w*|fianc\\w*|menisco|crociato|legs?|knees?|thighs?|calf|calves|hips?|hamstrings?|acl)\\b',
      'g',
    ),
  ],
];

const AVOID = rx(
  '\\b(?:evita\\w*|non toccar\\w*|non (?:contrarre|tendere|muovere|forzare|usare|coinvolgere|includere|lavorare su)|non posso (?:muovere|usare|piegare|girare|sforzare)|salta\\w*|escludi\\w*|esclus\\w*|tranne|eccetto|lascia\\w* (?:fuori|stare)|avoid\\w*|skip\\w*|leave out|except|exclud\\w*|dont (?:tense|touch|move|use|include|work)|cant (?:move|use|bend|turn))\\b',
  'g',
);
const PAIN = rx(
  '\\b(?:ho male|mi fa male|mi fanno male|fa male|fanno male|mal di|dolor\\w*|indolenzit\\w*|ernia|operat\\w*|operazione|intervento|chirurg\\w*|frattur\\w*|rott\\w*|infortun\\w*|lesion\\w*|strapp\\w*|distorsion\\w*|slogat\\w*|contrattur\\w*|tendinit\\w*|artrit\\w*|artros\\w*|sciatic\\w*|lombalgia|cervicalgia|infiamm\\w*|trauma\\w*|protesi|incinta|gravidanza|cesareo|colpo della strega|colpo di frusta|pain\\w*|headaches?|migraines?|hurts?|hurting|hurt|aches?|aching|sore|injur\\w*|surgery|operation|operated|fractur\\w*|broken|sprain\\w*|strain\\w*|hernia|herniated|slipped disc|arthritis|sciatica|tendinitis|inflam\\w*|pregnan\\w*|torn|whiplash|caesarean|cesarean|c section)\\b',
  'g',
);
/** "Non ho dolori", "no pain", "never injured": the pain word does not count. */
const NEGATED = rx(
  '\\b(?:non|nessun\\w*|senza|no|not|dont|doesnt|didnt|isnt|havent|never|mai|without|nothing)\\s+(?:\\w+\\s+){0,2}$',
);
/** Words that keep a list of areas going after an avoid or pain word ("la schiena, il collo e le spalle"). */
const CONNECTORS = new Set(
  (
    ', e ed o and or il lo la i gli le l un una a al allo alla ai agli alle di del della dei delle sul sulla ' +
    'my the your both entrambi entrambe destra destro sinistra sinistro right left lower upper bassa basso alta alto ' +
    'parte zona area anche too also'
  )
    .split(' ')
    .map(squeeze),
);
const connects = (gap: string): boolean => gap.split(/\s+/).every((w) => !w || CONNECTORS.has(w));
/** An injury word with no area named may concern these. */
const LIKELY: Array<[RegExp, Area[]]> = [
  [rx('\\b(?:ernia|hernia|herniated|slipped disc)\\b'), ['back', 'neck', 'stomach']],
  [rx('\\b(?:sciatic\\w*|lombalgia|colpo della strega)\\b'), ['back', 'legs']],
  [rx('\\b(?:cervicalgia|colpo di frusta|whiplash)\\b'), ['neck', 'shoulders']],
  [rx('\\b(?:incinta|gravidanza|cesareo|pregnan\\w*|caesarean|cesarean|c section)\\b'), ['stomach', 'back']],
];
/** Sentences, and within them the parts a "but" sets apart ("spalle tese, ma ho male al collo"). */
const SEGMENT_SPLIT = rx('[.;!?]|\\b(?:ma|pero|invece|mentre|but|however|though|although|whereas)\\b');
const MAX_GAP_WORDS = 6;
const MAX_GAP_BEFORE = 3;

interface Hit {
  start: number;
  end: number;
  area?: Area;
  pain?: boolean;
  word: string;
}

function hits(text: string, re: RegExp, make: (m: RegExpExecArray) => Omit<Hit, 'start' | 'end'>): Hit[] {
  const out: Hit[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text))
    out.push({ start: m.index, end: m.index + m[0].length, ...make(m) });
  return out;
}

const words = (s: string): number => (s.match(/[a-z0-9]+/g) ?? []).length;

/** The areas a cue speaks about: the nearest ones, after it ("evitare la schiena") or before it ("il ginocchio mi fa male"). */
function areasOf(segment: string, cue: Hit, areas: Hit[]): Area[] {
  const after = areas.filter((a) => a.start >= cue.start);
  const gapAfter = (a: Hit) => (a.start <= cue.end ? 0 : words(segment.slice(cue.end, a.start)));
  const first = after.find((a) => gapAfter(a) <= MAX_GAP_WORDS);
  const before = areas.filter((a) => a.end <= cue.start).reverse();
  // Looking back stops at a comma: "spalle tese, ho dolore alla schiena" is about the back.
  const between = before[0] ? segment.slice(before[0].end, cue.start) : ',';
  const gapBefore = between.includes(',') ? Infinity : words(between);
  const backwards = gapBefore <= MAX_GAP_BEFORE && (!first || gapBefore < gapAfter(first));
  const chain = (list: Hit[], from: Hit | undefined, forward: boolean): Area[] => {
    if (!from) return [];
    const out = [from.area!];
    let prev = from;
    for (const a of list) {
      const gap = forward ? segment.slice(prev.end, a.start) : segment.slice(a.end, prev.start);
      if (!connects(gap)) break;
      out.push(a.area!);
      prev = a;
    }
    return out;
  };
  if (backwards) return chain(before.slice(1), before[0], false);
  return first ? chain(after.slice(after.indexOf(first) + 1), first, true) : [];
}

/** Area words in a segment, in order; one inside a longer one is dropped ("dita" in "dita dei piedi"). */
function areaHits(segment: string): Hit[] {
  const all = AREA_RE.flatMap(([area, re]) => hits(segment, re, () => ({ area, word: '' })));
  return all
    .filter(
      (h) =>
        !all.some(
          (o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start,
        ),
    )
    .sort((a, b) => a.start - b.start);
}

function readSegment(segment: string, out: BodyReading): void {
  const areas = areaHits(segment);
  const cues = [
    ...hits(segment, AVOID, (m) => ({ word: m[0] })),
    ...hits(segment, PAIN, (m) => ({ pain: true, word: m[0] })).filter(
      (h) => !NEGATED.test(segment.slice(0, h.start)),
    ),
  ];
  const covered = new Set<Area>();
  for (const cue of cues) {
    const named = areasOf(segment, cue, areas);
    for (const a of named) covered.add(a);
    if (named.length || !cue.pain) continue;
    const likely = LIKELY.find(([re]) => re.test(cue.word));
    if (likely) out.doubtful.push(...likely[1]);
    else out.unplaced = true;
  }
  out.avoid.push(...covered);
  for (const a of areas) if (!covered.has(a.area!)) out.focus.push(a.area!);
}

/** Read focus and avoided areas from a normalised message. */
export function readBody(norm: string): BodyReading {
  const out: BodyReading = { focus: [], avoid: [], doubtful: [], unplaced: false };
  for (const segment of norm.split(SEGMENT_SPLIT)) if (segment.trim()) readSegment(segment, out);
  const avoid = new Set(out.avoid);
  const doubtful = new Set(out.doubtful.filter((a) => !avoid.has(a)));
  const unique = <T>(list: T[]) => [...new Set(list)];
  return {
    focus: unique(out.focus).filter((a) => !avoid.has(a) && !doubtful.has(a)),
    avoid: unique(out.avoid),
    doubtful: [...doubtful],
    // An injury placed elsewhere in the note ("ho un'ernia, evitare la schiena") is placed.
    unplaced: out.unplaced && out.avoid.length === 0 && doubtful.size === 0,
  };
}
