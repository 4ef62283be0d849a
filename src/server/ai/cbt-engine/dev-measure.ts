/**
 * The dialogue proxies of `npm run eval:dialogues`, run on the development conversations so the
 * engine can be measured while it is tuned (the held-out set is only for the final figure): a
 * question is answered when a new statement of eight words or more takes up one of its own content
 * words; a plan is reflected when the reply takes up two of the person's content words.
 */
import type { Lang } from '../types';
import type { DevDialogue } from './dev-dialogues';
import { answersWithContent, contentWords, sentences } from './dialogue-proxies';
import { converse } from './test-helpers';

export interface Miss {
  id: string;
  tag: 'q' | 'p';
  text: string;
  reply: string;
}
export interface DevTally {
  questions: Record<Lang, [number, number]>;
  plans: Record<Lang, [number, number]>;
  repeated: number;
  misses: Miss[];
}

/** Plays each conversation through the engine and counts what the proxies count. */
export function measureDialogues(dialogues: DevDialogue[]): DevTally {
  const t: DevTally = {
    questions: { it: [0, 0], en: [0, 0] },
    plans: { it: [0, 0], en: [0, 0] },
    repeated: 0,
    misses: [],
  };
  for (const d of dialogues) {
    const replies = converse(
      d.lang,
      'chat',
      d.turns.map(([, text]) => text),
    );
    const said = new Set<string>();
    d.turns.forEach(([tag, text], i) => {
      const reply = replies[i]!.text;
      const own = sentences(reply);
      if (own.some((s) => said.has(s))) t.repeated++;
      if (tag === 'q') {
        const ok = answersWithContent(text, reply, d.lang, said);
        t.questions[d.lang][0] += ok ? 1 : 0;
        t.questions[d.lang][1]++;
        if (!ok) t.misses.push({ id: d.id, tag, text, reply });
      }
      own.forEach((s) => said.add(s));
      if (tag === 'p') {
        const theirs = contentWords(text, d.lang);
        const ok = [...contentWords(reply, d.lang)].filter((w) => theirs.has(w)).length >= 2;
        t.plans[d.lang][0] += ok ? 1 : 0;
        t.plans[d.lang][1]++;
        if (!ok) t.misses.push({ id: d.id, tag, text, reply });
      }
    });
  }
  return t;
}
