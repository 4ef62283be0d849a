/**
 * A turn in the middle of a thought record that is not the step's answer: a question put to the
 * companion ("how long does it take to work?") or a plan of the person's ("i could do a lasagne
 * instead…") where the step asks for the situation, the feeling or a rating. It is answered (or
 * the plan said back) as in the rest of the chat, and the step is asked again; the record keeps
 * its place. A worry phrased as a question ("e se…?", "what if…?") is a thought, not an aside, and
 * the steps that take any sentence (the thought, the evidence, the balanced thought) read it as
 * their answer.
 */
import { rx, wordCount } from '../text/normalize';
import type { ThoughtRecordStep } from '../types';
import { paragraphs, type Ctx, type Draft } from './context';
import { is } from './intents';
import { planReply, questionReply } from './moves';
import { THOUGHT_RECORD_TEMPLATES } from './templates/thought-record';
import { currentQuestion } from './thought-record-text';

/** Steps whose answer is a fact, a feeling or a number: a question or a plan there is an aside. */
const ASIDE_AT: ReadonlySet<ThoughtRecordStep> = new Set(['situation', 'emotion', 'rerate']);
const WHAT_IF = rx('^(?:(?:e|ma|and|but|ok|so|cioe) )*(?:e se|ma se|se poi|what if|and if|but if)\\b');

/** A worry about the exercise itself: not finding an answer, a balanced thought, getting it wrong. */
const STUCK = rx(
  '\\b(?:(?:cant|cannot|can not|dont|do not) (?:think of|come up with|find|know)|(?:get|do) it wrong|non (?:mi )?(?:viene|vengono|trovo|so cosa (?:scrivere|rispondere))|sbaglio (?:a farlo|le risposte))\\b',
);

/** "How long does it take to work?", «funziona davvero?»: about the record itself, asked in its middle. */
const WORKS = rx(
  '\\b(?:how long (?:does|will) (?:it|this|that) take|(?:does|will|can) (?:it|this|that) (?:really |actually )?(?:work|help)|quanto (?:tempo )?ci (?:vuole|mette)|(?:funziona|serve|aiuta)(?: (?:davvero|veramente|a qualcosa))?\\W*$)',
);

export function thoughtRecordAside(ctx: Ctx): Draft | null {
  const tr = ctx.c.state.thoughtRecord;
  const kind = ctx.turn.kind;
  if (!tr || !ASIDE_AT.has(tr.step) || (kind !== 'question' && kind !== 'plan')) return null;
  // «cosa significa?» and «stop» belong to the record itself.
  if (is.explain(ctx.norm) || is.stop(ctx.norm)) return null;
  if (tr.step !== 'situation' && WHAT_IF.test(ctx.norm)) return null;
  const T = THOUGHT_RECORD_TEMPLATES[ctx.lang];
  // "E se non mi viene un pensiero alternativo?": the record itself answers that.
  const core =
    kind === 'question' && STUCK.test(ctx.norm)
      ? { text: ctx.c.pick('tr.stuck', T.stuck) }
      : kind === 'question' && WORKS.test(ctx.norm) && wordCount(ctx.norm) <= 8
        ? { text: ctx.c.pick('tr.works', T.works) }
        : kind === 'plan'
          ? planReply(ctx)
          : questionReply(ctx);
  // Its statements only: the step's question is the one question of the reply.
  const statements = core.text.split(/\n{2,}/).filter((p) => !p.trim().endsWith('?'));
  if (!statements.length) return null;
  const back = ctx.c.pick('tr.aside', T.aside);
  return {
    text: paragraphs(
      ...statements.slice(0, kind === 'plan' ? 1 : 2),
      `${back} ${currentQuestion(ctx.c, tr)}`,
    ),
    suggestions: [],
  };
}
