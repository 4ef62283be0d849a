/** Helpers shared by the engine tests (not used by the app). */
import type { AiFeature, AiReply, ChatTurn, EngineState, Lang, LibraryItem } from '../types';
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
