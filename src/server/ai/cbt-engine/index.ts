/**
 * Built-in CBT engine ('builtin' provider): offline, deterministic for a given
 * conversation (variation is seeded from a hash of the conversation, never
 * Math.random), Italian and English. It never echoes the message back and
 * never sends the very same text twice in a row.
 */
import { detectDistortions } from '../distortions';
import { chatMayName } from '../distortions/gate';
import { tellsLoss } from './small-step';
import { aiTextMaxLength } from '@shared/schemas/chat';
import { hashString } from '../text/hash';
import { normalizeText } from '../text/normalize';
import type {
  AiProvider,
  AiReply,
  AiRequest,
  AiStreamEvent,
  AiStreamOptions,
  ChatTurn,
  EngineState,
  Lang,
} from '../types';
import { chatReply } from './chat';
import { withRiskCare } from './check-in';
import type { Ctx, Draft } from './context';
import { earlierTopics, readEmotions, readTopics, reportsWhatOthersSay, schoolAsWork } from './emotions';
import { customReply, reflectionReply, resourceSearchReply } from './features/custom';
import { pmrReply } from './features/pmr';
import { relationshipsReply } from './features/relationships';
import { sleepReply } from './features/sleep';
import { writingReply } from './features/writing';
import { alreadySaid, keepFresh, rememberNames, saidSet } from './memory';
import { ownWordsLine } from './moves';
import { Composer, cloneState, conversationSeed, parseEngineState } from './state';
import { classifyTurn, isConstructive, type TurnKind } from './turns';
import { isQuestion } from './knowledge/index';
import { chunkText } from './stream';

export { chunkText } from './stream';
export { parseIntensity } from './intents';
export { checkInDisclosure } from './check-in';
export { WRITING_DRAFT_LEAD } from './features/writing-draft';

function run(ctx: Ctx): Draft {
  switch (ctx.req.feature) {
    case 'relationships':
      return ctx.c.state.thoughtRecord ? chatReply(ctx) : relationshipsReply(ctx);
    case 'writing':
      return writingReply(ctx);
    case 'muscle_relaxation':
      return pmrReply(ctx);
    case 'sleep':
      return sleepReply(ctx);
    case 'custom':
      return ctx.c.state.thoughtRecord ? chatReply(ctx) : customReply(ctx);
    case 'reflection_perspective':
      return reflectionReply(ctx);
    case 'resource_search':
      return resourceSearchReply(ctx);
    case 'chat':
    default:
      return chatReply(ctx);
  }
}

/** A thinking trap is named only in a statement that shows it: never in a question, a plan or a reply to an offer. */
const TRAP_TURNS: ReadonlySet<TurnKind> = new Set(['situation', 'rating', 'health']);

function lastAssistant(req: AiRequest): string | undefined {
  for (let i = req.history.length - 1; i >= 0; i--)
    if (req.history[i]!.role === 'assistant') return req.history[i]!.content;
  return undefined;
}

/** Grief is not a thinking trap: once a death has been told, no label is put on what the person feels. */
function griefTold(base: EngineState, message: string, history: ReadonlyArray<ChatTurn>): boolean {
  return (
    !!base.used['loss'] ||
    [message, ...history.filter((t) => t.role === 'user').map((t) => t.content)].some((t) =>
      tellsLoss(normalizeText(t).text),
    )
  );
}

/** Compute the built-in reply synchronously (the provider streams it). */
export function builtinReply(req: AiRequest): AiReply {
  const lang: Lang = req.lang === 'en' ? 'en' : 'it';
  const message = String(req.message ?? '').slice(0, aiTextMaxLength);
  const safeReq: AiRequest = {
    ...req,
    lang,
    message,
    history: Array.isArray(req.history) ? req.history : [],
  };
  const base = parseEngineState(req.state);
  const seed = conversationSeed(safeReq, base.turn);
  const norm = normalizeText(message).text;
  const turn = classifyTurn(message, norm, base);
  const detected = detectDistortions(message, lang);
  // "My mum thinks I'm overreacting" reports someone else's words: no trap of the person's to name.
  const reported = reportsWhatOthersSay(norm);
  // Never on a question (even one the turn reader took for a statement) nor on a constructive statement.
  const asks = isQuestion(message, lang);
  const grieving = griefTold(base, message, safeReq.history);
  const distortions =
    TRAP_TURNS.has(turn.kind) && !reported && !asks && !isConstructive(norm) && !grieving
      ? detected.filter((d) => chatMayName(message, d))
      : [];
  const baseSaid = saidSet(base, safeReq.history);
  const emotions = readEmotions(norm);
  const topics = schoolAsWork(readTopics(norm), safeReq.history);
  // What someone says about the person keeps the conversation's own topic (the worry they spoke of).
  if (!topics.length && reported) topics.push(...earlierTopics(safeReq.history));
  const previous = lastAssistant(safeReq);
  const risk = req.riskLevel === 'elevated' ? 'elevated' : 'none';

  let state: EngineState = cloneState(base);
  let draft: Draft = { text: '', suggestions: [] };
  for (let attempt = 0; attempt < 4; attempt++) {
    state = cloneState(base);
    rememberNames(state, message, lang);
    const said = new Set(baseSaid);
    const c = new Composer(lang, state, seed);
    c.stale = (t) => alreadySaid(said, t);
    for (let i = 0; i < attempt; i++) c.bump();
    const ctx: Ctx = {
      req: safeReq,
      lang,
      c,
      message,
      norm,
      emotions,
      topics,
      distortions,
      risk,
      turn,
      said,
    };
    draft = withRiskCare(ctx, run(ctx));
    // Never the same sentence twice in a conversation: drop what was said, or use the person's words.
    // Guided exercises (relaxation, sleep, writing) may repeat an instruction on purpose.
    if (safeReq.feature === 'chat' || safeReq.feature === 'relationships' || safeReq.feature === 'custom') {
      const fresh = keepFresh(draft.text, state, said);
      draft = { ...draft, text: fresh.trim() ? fresh : keepFresh(ownWordsLine(ctx), state, said) };
    }
    const h = hashString(draft.text);
    if (h !== base.lastReplyHash && draft.text !== previous) break;
  }
  if (!draft.text.trim()) {
    draft = {
      text:
        lang === 'it'
          ? 'Sono qui e ti ascolto. Scrivimi pure quello che vuoi.'
          : 'I\u2019m here and listening. Write whatever you like.',
      suggestions: [],
    };
  }
  state.turn = base.turn + 1;
  state.lastDistortions = distortions.map((d) => d.id);
  state.lastReplyHash = hashString(draft.text);
  return {
    text: draft.text,
    state,
    suggestions: draft.suggestions,
    distortions: distortions.map((d) => d.id),
    provider: 'builtin',
    ...(draft.quickReplies?.length ? { quickReplies: draft.quickReplies.slice(0, 3) } : {}),
  };
}

/** Stream a finished reply as word-group deltas followed by one done event. */
export async function* streamReply(
  reply: AiReply,
  opts: AiStreamOptions = {},
): AsyncGenerator<AiStreamEvent> {
  for (const piece of chunkText(reply.text, reply.state.lastReplyHash)) {
    if (opts.signal?.aborted) return;
    yield { type: 'delta', text: piece };
  }
  if (opts.signal?.aborted) return;
  yield { type: 'done', reply };
}

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    stream(req: AiRequest, opts: AiStreamOptions = {}): AsyncIterable<AiStreamEvent> {
      return streamReply(builtinReply(req), opts);
    },
  };
}
