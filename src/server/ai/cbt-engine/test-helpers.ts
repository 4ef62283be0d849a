/** Helpers shared by the engine tests (not used by the app). */
import type { AiFeature, AiReply, ChatTurn, EngineState, Lang, LibraryItem } from '../types';
import { checkCrisis } from '../safety/crisis';
import { builtinReply } from './index';

export const LIBRARY: LibraryItem[] = [
  {
    kind: 'exercise',
    slug: 'box-breathing',
    title: 'Respirazione quadrata',
    category: 'breathing',
    tags: ['ansia', 'respiro'],
  },
  {
    kind: 'exercise',
    slug: 'thought-record',
    title: 'Diario dei pensieri',
    category: 'cbt',
    tags: ['pensieri', 'cbt'],
  },
  {
    kind: 'exercise',
    slug: 'pmr',
    title: 'Rilassamento muscolare progressivo',
    category: 'relaxation',
    tags: ['tensione', 'muscoli'],
  },
  {
    kind: 'meditation',
    slug: 'body-scan-night',
    title: 'Body scan della sera',
    category: 'body_scan',
    tags: ['sonno', 'rilassamento'],
  },
  {
    kind: 'meditation',
    slug: 'loving-kindness',
    title: 'Gentilezza amorevole',
    category: 'loving_kindness',
    tags: ['autocompassione'],
  },
  {
    kind: 'meditation',
    slug: 'sleep-story',
    title: 'Verso il sonno',
    category: 'sleep',
    tags: ['sonno', 'notte'],
  },
  {
    kind: 'resource',
    slug: 'anxiety-guide',
    title: 'Capire l\u2019ansia',
    category: 'anxiety',
    tags: ['ansia', 'anxiety'],
  },
];

/**
 * Run a conversation through the built-in engine. Between turns the state is
 * serialised to JSON and parsed back, as the server would store it.
 */
export function converse(
  lang: Lang,
  feature: AiFeature,
  messages: string[],
  library: LibraryItem[] = LIBRARY,
): AiReply[] {
  const history: ChatTurn[] = [];
  let stored: string | null = null;
  const replies: AiReply[] = [];
  for (const message of messages) {
    const state = stored ? (JSON.parse(stored) as EngineState) : null;
    const reply = builtinReply({ feature, lang, message, history: [...history], state, library });
    replies.push(reply);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.text });
    stored = JSON.stringify(reply.state);
  }
  return replies;
}

/**
 * Heavy messages that may score between the crisis model's thresholds: sadness with a vague
 * finality, no words of a crisis. The model is retrained from time to time, so tests pick one
 * that is elevated now (findElevated) rather than trusting a fixed sentence.
 */
export const ELEVATED_CANDIDATES: Record<Lang, string[]> = {
  it: [
    'Basta, mi sono stancata di tutto',
    'Non so più per chi vado avanti',
    'Non ho più forze, non so quanto reggerò ancora',
    'Mi sono stancata di tutto e di tutti, basta',
    'Ieri mi hanno lasciata sola a cena e sono tornata a casa piangendo',
    'Non ce la faccio più, è tutto troppo',
    'Sono a pezzi, non ne posso più di tutto',
  ],
  en: [
    'I\u2019m so sad, I don\u2019t know why I keep going',
    'I can\u2019t do this anymore, it\u2019s all too much',
    'I\u2019m sad and I can\u2019t see a way out',
    'I\u2019m exhausted, I don\u2019t know how much longer I can take this',
    'I feel like giving up on everything',
    'I\u2019m tired of everything and everyone',
    'what\u2019s the point of trying anymore',
    'I\u2019m so tired of everything, I don\u2019t know how much longer I can do this',
  ],
};

/** A message the crisis check calls elevated (no crisis) today, in this language. */
export function findElevated(lang: Lang): string {
  const found = ELEVATED_CANDIDATES[lang].find((m) => checkCrisis(m, lang).level === 'elevated');
  if (!found)
    throw new Error(
      `no elevated candidate in ${lang}: add one that the crisis model scores between its thresholds`,
    );
  return found;
}
