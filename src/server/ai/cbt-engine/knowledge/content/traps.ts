/**
 * Three entries per thinking trap: what it is, how to tell whether a thought is one, how to step
 * out of it. The name, description, balanced example and questions are the shared explanations
 * (distortions/explanations.ts); the rest is in traps-it.ts and traps-en.ts.
 */
import { DISTORTION_INFO, type DistortionInfo } from '../../../distortions/explanations';
import { DISTORTION_IDS, type DistortionId, type Lang } from '../../../types';
import type { KnowledgeEntry, LangContent } from '../types';
import type { TrapText } from './trap-text';
import { TRAPS_EN } from './traps-en';
import { TRAPS_IT } from './traps-it';

const KEYS: Record<DistortionId, string> = {
  all_or_nothing:
    'tutto o nulla=4, tutto o niente=4, tutto-o-nulla=4, bianco o nero=3, bianco e nero=3, dicotom=4, polarizzat=3, all or nothing=4, black and white=3, black or white=3, polarized thinking=4, polarised thinking=4',
  catastrophizing:
    'catastrofizz=4, catastrofista=4, catastrofism=4, catastrofic=3, tragedi=2, drammatizz=3, pensiero catastrofic=4, scenario peggiore=2, catastrophiz=4, catastrophis=4, catastrophic thinking=4, worst case=2',
  overgeneralization:
    'ipergeneraliz=4, generaliz=4, sovrageneraliz=4, overgeneral=4, over generaliz=4, over generalis=4, generalis=4',
  mind_reading:
    'lettura del pensiero=4, letura del pensiero=4, legere nel pensiero=4, legere il pensiero=4, lettura della mente=4, legere la mente=4, mind reading=4, mind read=4, mindread=4, reading minds=4, read minds=4, read people s minds=4',
  fortune_telling:
    'prevision negativ=4, prevedere il futuro=3, predire il futuro=3, indovin=2, chiaroveggen=3, fortune tel=4, predicting the future=3, fortunetel=4',
  should_statements:
    'doverizz=4, tirannia dei dover=4, tirannia del dovrei=4, dovrei sempre=2, should statement=4, shoulding=4, musturb=4, tyranny of the should=4, shoulds$=3',
  labeling: 'etichett=4, labeling=4, labelling=4, label$=3, labels$=3, labelled=2, mi do del=2, darsi del=2',
  personalization:
    'personaliz=4, personalis=4, sempre colpa mia=2, tutto colpa mia=2, always my fault=2, everything is my fault=2',
  emotional_reasoning:
    'ragionamento emotivo=4, ragionamento emozional=4, ragionare con le emozioni=4, emotional reasoning=4, lo sento quindi=3, i feel it so=3',
  mental_filter: 'filtro mental=4, filtro negativ=4, mental filter=4, negative filter=4, filtering$=2',
  discounting_positive:
    'squalific=4, sminuire il positivo=4, svalutare il positivo=4, discounting the positive=4, discount the positive=4, disqualifying the positive=4, disqualif=3, discounting=3',
};

const WRAP = {
  it: {
    lead: (info: DistortionInfo) => `Con «${lower(info.name)}» si intende ${lower(info.description)}`,
    example: (t: TrapText) => `Per esempio: ${q(t.example)}`,
    balanced: (info: DistortionInfo) => `Un modo più equilibrato di dirlo: ${q(info.balancedExample)}`,
    tellA: (q: string) => `Chiediti: «${q}»`,
    tellB: (q: string) => `Puoi anche chiederti: «${q}»`,
    stopA: (info: DistortionInfo) => `Poi cerca una frase più equilibrata, come: ${q(info.balancedExample)}`,
    stopB: (q: string) => `Scrivi la tua risposta a questa domanda: «${q}»`,
    whatFollow: 'Ti ricorda qualche pensiero che hai avuto di recente?',
    tellFollow: 'Ti va di scrivermi il pensiero preciso, così lo guardiamo insieme?',
    stopFollow: 'Vuoi provarci adesso con un pensiero che hai in mente?',
  },
  en: {
    lead: (info: DistortionInfo) => `"${info.name}" means ${lower(info.description)}`,
    example: (t: TrapText) => `For example: "${t.example}"`,
    balanced: (info: DistortionInfo) => `A more balanced way to put it: "${info.balancedExample}"`,
    tellA: (q: string) => `Ask yourself: "${q}"`,
    tellB: (q: string) => `You could also ask: "${q}"`,
    stopA: (info: DistortionInfo) =>
      `Then look for a more balanced sentence, such as: "${info.balancedExample}"`,
    stopB: (q: string) => `Write down your answer to this question: "${q}"`,
    whatFollow: 'Does it remind you of a thought you’ve had recently?',
    tellFollow: 'Would you like to write me the exact thought, so we can look at it together?',
    stopFollow: 'Would you like to try it now with a thought you have in mind?',
  },
};

// "Should statements" is a plural name: the singular lead would not read.
const LEADS: Partial<Record<DistortionId, Record<Lang, (info: DistortionInfo) => string>>> = {
  should_statements: {
    it: (info) => `Si chiamano «${lower(info.name)}» le ${lower(info.description)}`,
    en: (info) => `"${info.name}" are ${lower(info.description)}`,
  },
};

// Italian puts a sentence's full stop after the closing guillemet: «…».
function q(s: string): string {
  return s.endsWith('.') ? `«${s.slice(0, -1)}».` : `«${s}»`;
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

type Part = 'what' | 'tell' | 'stop';

function content(id: DistortionId, lang: Lang, part: Part): LangContent {
  const info = DISTORTION_INFO[id][lang];
  const t = (lang === 'it' ? TRAPS_IT : TRAPS_EN)[id];
  const w = WRAP[lang];
  const [q0, q1, q2] = info.questions as [string, string, string];
  if (part === 'what') {
    const lead = (LEADS[id]?.[lang] ?? w.lead)(info);
    return {
      text: [
        [lead, w.example(t), w.balanced(info)],
        [t.plain, t.why],
      ],
      followUp: [t.ask, w.whatFollow],
    };
  }
  if (part === 'tell') {
    return {
      text: [
        [t.signs[0], w.tellA(q0)],
        [t.signs[1], w.tellB(q1)],
      ],
      followUp: [w.tellFollow, t.ask],
    };
  }
  return {
    text: [
      [t.stop[0], w.stopA(info)],
      [t.stop[1], w.stopB(q2)],
    ],
    followUp: [w.stopFollow, t.ask],
  };
}

function entry(id: DistortionId, part: Part): KnowledgeEntry {
  return {
    id: `trap_${id}_${part}`,
    kind: part === 'stop' ? 'how_to' : 'definition',
    keys: KEYS[id],
    forms: part === 'what' ? ['what'] : part === 'tell' ? ['is_this'] : ['how'],
    topics: [id],
    it: content(id, 'it', part),
    en: content(id, 'en', part),
  };
}

export const TRAP_ENTRIES: KnowledgeEntry[] = DISTORTION_IDS.flatMap((id) =>
  (['what', 'tell', 'stop'] as const).map((part) => entry(id, part)),
);
