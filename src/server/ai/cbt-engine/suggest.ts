/**
 * Pick library items (exercises, meditations, resources) that fit what the
 * person is going through, by category and tags. Deterministic: ties are
 * broken with the conversation seed, and recent suggestions are skipped.
 * Material about panic attacks is only for someone who describes panic: to
 * anyone else (putting things off, ordinary worry) it would not fit.
 */
import { normalize, rx } from '../text/normalize';
import type { AiFeature, DistortionId, LibraryItem, Suggestion } from '../types';
import type { EmotionId, TopicId } from './emotions';
import { PSY_TOPICS } from './psychoeducation';
import type { Composer } from './state';

export type Need =
  | EmotionId
  | 'panic'
  | 'procrastination'
  | 'rumination'
  | 'sleep'
  | 'relaxation'
  | 'relationships'
  | 'writing'
  | 'self_criticism';

/** Panic told in words or by its symptoms ("il cuore mi batte a mille e non respiro"). */
const PANIC_DESCRIBED = rx(
  '\\b(?:attacc\\w* d(?:i)? (?:panico|ansia)|panico|panic\\w*|anxiety attacks?|cuore (?:che )?(?:mi )?(?:batte|va) (?:a mille|fortissimo|all impazzata)|tachicardi\\w*|non riesco a respirare|mi manca (?:l )?aria|mi sento soffocare|paura di (?:impazzire|svenire)|heart (?:is )?(?:racing|pounding)|cant breathe|cant catch my breath|feel like (?:im )?(?:choking|fainting))\\b',
);
const PROCRASTINATION = PSY_TOPICS.find(([topic]) => topic === 'procrastination')![1];
const PANIC_ITEM = rx('\\bpanic\\w*');

interface NeedProfile {
  categories: string[];
  tags: string[];
}

const PROFILES: Record<Need, NeedProfile> = {
  anxiety: {
    categories: ['breathing', 'grounding', 'breath', 'sos', 'anxiety'],
    tags: [
      'ansia',
      'anxiety',
      'respiro',
      'respirazione',
      'breathing',
      'breath',
      'grounding',
      'calma',
      'calm',
      'sos',
    ],
  },
  stress: {
    categories: ['relaxation', 'breathing', 'body_scan', 'stress', 'worry_time', 'mindfulness', 'breath'],
    tags: ['stress', 'rilassamento', 'relaxation', 'tensione', 'tension', 'pausa', 'break'],
  },
  sadness: {
    categories: ['behavioural_activation', 'self_compassion', 'loving_kindness', 'gratitude', 'depression'],
    tags: [
      'umore',
      'mood',
      'tristezza',
      'sadness',
      'gentilezza',
      'kindness',
      'gratitudine',
      'gratitude',
      'attivazione',
      'activation',
    ],
  },
  anger: {
    categories: ['breathing', 'relaxation', 'breath', 'grounding'],
    tags: ['rabbia', 'anger', 'calma', 'calm', 'respiro', 'breathing'],
  },
  guilt: {
    categories: ['self_compassion', 'loving_kindness'],
    tags: [
      'autocompassione',
      'self-compassion',
      'self compassion',
      'colpa',
      'guilt',
      'gentilezza',
      'kindness',
    ],
  },
  shame: {
    categories: ['self_compassion', 'loving_kindness'],
    tags: [
      'autocompassione',
      'self-compassion',
      'self compassion',
      'vergogna',
      'shame',
      'autostima',
      'self-esteem',
    ],
  },
  loneliness: {
    categories: ['loving_kindness', 'self_compassion', 'behavioural_activation'],
    tags: ['solitudine', 'loneliness', 'connessione', 'connection', 'relazioni', 'relationships'],
  },
  tiredness: {
    categories: ['sleep', 'relaxation', 'body_scan'],
    tags: ['sonno', 'sleep', 'stanchezza', 'tiredness', 'energia', 'energy', 'riposo', 'rest'],
  },
  positive: {
    categories: ['gratitude', 'mindfulness'],
    tags: ['gratitudine', 'gratitude', 'mindfulness', 'consapevolezza'],
  },
  panic: {
    categories: ['sos', 'breathing', 'grounding'],
    tags: ['panico', 'panic', 'respiro', 'breathing', 'grounding'],
  },
  procrastination: {
    categories: ['behavioural_activation'],
    tags: ['attivazione', 'activation', 'passi', 'steps', 'abitudini', 'habits', 'motivazione', 'motivation'],
  },
  rumination: {
    categories: ['cbt', 'worry_time', 'mindfulness'],
    tags: [
      'pensieri',
      'thoughts',
      'cbt',
      'ruminazione',
      'rumination',
      'worry',
      'preoccupazioni',
      'diario',
      'journal',
    ],
  },
  sleep: {
    categories: ['sleep', 'body_scan', 'relaxation'],
    tags: ['sonno', 'sleep', 'insonnia', 'insomnia', 'notte', 'night', 'rilassamento', 'relaxation'],
  },
  relaxation: {
    categories: ['relaxation', 'body_scan', 'breathing'],
    tags: ['rilassamento', 'relaxation', 'muscoli', 'muscle', 'tensione', 'tension', 'corpo', 'body'],
  },
  relationships: {
    categories: ['self_compassion', 'loving_kindness', 'cbt'],
    tags: [
      'relazioni',
      'relationships',
      'comunicazione',
      'communication',
      'assertività',
      'assertiveness',
      'connessione',
      'connection',
    ],
  },
  writing: {
    categories: ['cbt', 'self_compassion', 'gratitude'],
    tags: ['scrittura', 'writing', 'diario', 'journal', 'journaling', 'riflessione', 'reflection'],
  },
  self_criticism: {
    categories: ['self_compassion', 'loving_kindness', 'cbt'],
    tags: ['autocompassione', 'self-compassion', 'autostima', 'self-esteem', 'autocritica', 'self-criticism'],
  },
};

const SELF_CRITICAL: DistortionId[] = [
  'labeling',
  'should_statements',
  'personalization',
  'discounting_positive',
  'all_or_nothing',
];

/** The needs behind a message, most important first. `norm` is the normalised message. */
export function needsFor(
  feature: AiFeature,
  emotions: EmotionId[],
  topics: TopicId[],
  distortions: DistortionId[],
  norm = '',
): Need[] {
  const needs: Need[] = [];
  if (PANIC_DESCRIBED.test(norm)) needs.push('panic');
  if (PROCRASTINATION.test(norm)) needs.push('procrastination');
  if (feature === 'sleep') needs.push('sleep');
  if (feature === 'muscle_relaxation') needs.push('relaxation');
  if (feature === 'relationships') needs.push('relationships');
  if (feature === 'writing' || feature === 'reflection_perspective') needs.push('writing');
  for (const e of emotions) if (!needs.includes(e)) needs.push(e);
  if (distortions.some((d) => SELF_CRITICAL.includes(d))) needs.push('self_criticism');
  if (distortions.length) needs.push('rumination');
  if (topics.includes('sleep') && !needs.includes('sleep')) needs.push('sleep');
  return needs;
}

/** An item about panic attacks (by its slug, title or tags). */
function aboutPanic(item: LibraryItem): boolean {
  return PANIC_ITEM.test(
    normalize(`${item.slug.replace(/-/g, ' ')} ${item.title} ${(item.tags ?? []).join(' ')}`),
  );
}

function itemScore(item: LibraryItem, needs: Need[]): number {
  let score = 0;
  const cat = normalize(item.category);
  const tags = (item.tags ?? []).map((t) => normalize(t));
  needs.forEach((need, rank) => {
    const p = PROFILES[need];
    const weight = Math.max(1, 4 - rank);
    if (p.categories.some((c) => normalize(c) === cat)) score += 3 * weight;
    for (const t of p.tags) {
      const nt = normalize(t);
      if (tags.some((x) => x === nt || (nt.length > 4 && x.includes(nt)))) score += 2 * weight;
    }
  });
  return score;
}

/**
 * Up to `max` library items for these needs, excluding recently suggested
 * ones (unless nothing else fits). Empty when nothing fits.
 */
export function pickSuggestions(
  c: Composer,
  library: LibraryItem[] | undefined,
  needs: Need[],
  max = 1,
): Suggestion[] {
  if (!library?.length || !needs.length) return [];
  const panic = needs.includes('panic');
  const scored = library
    .filter((item) => panic || !aboutPanic(item))
    .map((item) => ({ item, score: itemScore(item, needs) }))
    .filter((x) => x.score > 0 && x.item.slug && x.item.title);
  if (!scored.length) return [];
  const recent = new Set(c.state.suggested);
  const fresh = scored.filter((x) => !recent.has(x.item.slug));
  const pool = fresh.length ? fresh : scored;
  pool.sort((a, b) => b.score - a.score || c.index(a.item.slug, 1000) - c.index(b.item.slug, 1000));
  return pool.slice(0, max).map(({ item }) => ({ kind: item.kind, slug: item.slug, title: item.title }));
}
