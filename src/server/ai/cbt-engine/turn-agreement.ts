/**
 * How often the turn reader (turns.ts) agrees with the tags of the development conversations:
 * each turn is read with the state the engine held before it, as in the chat.
 */
import { normalizeText } from '../text/normalize';
import type { EngineState } from '../types';
import type { DevDialogue, DevTag } from './dev-dialogues';
import { parseEngineState } from './state';
import { converse } from './test-helpers';
import { classifyTurn, type TurnKind } from './turns';

const LOW_KINDS: ReadonlySet<TurnKind> = new Set(['low', 'yes', 'no']);

/** The tag a turn kind stands for: a statement is anything that is not a question, plan, pushback or few words. */
export function tagOf(kind: TurnKind): DevTag {
  if (kind === 'question') return 'q';
  if (kind === 'plan' || kind === 'insight') return 'p';
  if (kind === 'pushback') return 'b';
  return LOW_KINDS.has(kind) ? 'l' : 's';
}

export interface Misread {
  id: string;
  text: string;
  tag: DevTag;
  read: TurnKind;
}

export interface Agreement {
  agree: number;
  total: number;
  misreads: Misread[];
}

export function turnAgreement(dialogues: DevDialogue[]): Agreement {
  const out: Agreement = { agree: 0, total: 0, misreads: [] };
  for (const d of dialogues) {
    const texts = d.turns.map(([, text]) => text);
    const replies = converse(d.lang, 'chat', texts);
    d.turns.forEach(([tag, text], i) => {
      const state: EngineState = parseEngineState(i > 0 ? replies[i - 1]!.state : null);
      const read = classifyTurn(text, normalizeText(text).text, state).kind;
      out.total++;
      if (tagOf(read) === tag) out.agree++;
      else out.misreads.push({ id: d.id, text, tag, read });
    });
  }
  return out;
}
