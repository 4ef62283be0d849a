/**
 * Public entry point of the Serenamente AI core.
 *
 * createAiService({ provider }).respond(req) ALWAYS runs the crisis check on
 * the user's message first; on a hit it streams the crisis reply (with the
 * helplines and grounding data in `reply.crisis`) and the provider is never
 * called. Otherwise it streams the provider's reply, falling back to the
 * built-in engine if the provider breaks.
 */
import { builtinReply, checkInDisclosure, createBuiltinProvider, streamReply } from './cbt-engine/index';
import { cloneState, parseEngineState } from './cbt-engine/state';
import { buildCrisisResponse } from './safety/crisis-response';
import { checkCrisis, isLikelyMinor, type CrisisContext, type CrisisResult } from './safety/crisis';
import { hashString } from './text/hash';
import type {
  AiProvider,
  AiReply,
  AiRequest,
  AiStreamEvent,
  AiStreamOptions,
  ChatTurn,
  CrisisCategory,
  EngineState,
  Lang,
  RiskLevel,
} from './types';

export * from './types';
export { checkCrisis, isLikelyMinor, type CrisisContext, type CrisisResult } from './safety/crisis';
export {
  checkCrisisLayers,
  createCrisisClassifier,
  type CrisisClassifier,
  type WarnLogger,
} from './safety/crisis-model';
export { buildCrisisResponse, GROUNDING } from './safety/crisis-response';
export { SAFETY_PLAN_SECTIONS, emptySafetyPlan, type SafetyPlan } from './safety/safety-plan';
export { distortionInfo } from './distortions';
export { createBuiltinProvider, WRITING_DRAFT_LEAD } from './cbt-engine/index';
export { createOpenAiProvider } from './openai-provider';

/** Days within which a plan from the last conversation is asked about when a new one opens. */
export const CARRIED_PLAN_DAYS = 14;

/**
 * The state a new conversation starts from: the open plan of the person's previous conversation,
 * not yet asked about, so the companion asks how it went (its turn -1 marks it as from before).
 * Null when there is nothing to carry.
 */
export function carriedPlanState(previous: EngineState | null | undefined): EngineState | null {
  const plan = previous ? parseEngineState(previous).openPlan : null;
  if (!plan || plan.asked) return null;
  return parseEngineState({ openPlan: { text: plan.text, turn: -1, asked: false } });
}

/**
 * A thought record's answers are part of the request that started it (a trial's five messages
 * would otherwise stop it at step 3); past this many turns it no longer counts as one exercise.
 */
const GUIDED_EXERCISE_TURNS = 20;

/** The conversation is in a thought record the built-in engine is guiding, started within the last turns. */
export function guidedExerciseInProgress(state: EngineState | null | undefined): boolean {
  if (!state) return false;
  const st = parseEngineState(state);
  return st.thoughtRecord !== null && st.turn - st.thoughtRecord.startedAtTurn <= GUIDED_EXERCISE_TURNS;
}

/**
 * A short "yes" (or "I don't know") to the check-in question the previous reply asked: the crisis
 * it discloses. Read from the engine state, so it holds whatever words the question used.
 */
export function checkInCrisis(message: string, state: EngineState | null | undefined): CrisisCategory | null {
  return state ? checkInDisclosure(message, parseEngineState(state)) : null;
}

const RISK_ORDER: Record<RiskLevel, number> = { none: 0, elevated: 1, crisis: 2 };

/** The higher of two levels (a missing one is 'none'). */
export function higherRisk(a: RiskLevel | undefined, b: RiskLevel | undefined): RiskLevel {
  return RISK_ORDER[a ?? 'none'] >= RISK_ORDER[b ?? 'none'] ? (a ?? 'none') : (b ?? 'none');
}

/** A crisis reply counts as a repeat within this many turns or minutes. */
const REPEAT_TURNS = 3;
const REPEAT_MS = 30 * 60 * 1000;

export interface AiServiceOptions {
  provider: AiProvider;
  /** Milliseconds clock (for tests); defaults to Date.now. */
  clock?: () => number;
}

export interface AiService {
  readonly provider: AiProvider;
  /** Stream a reply: zero or more deltas, then exactly one done event. */
  respond(req: AiRequest, opts?: AiStreamOptions): AsyncIterable<AiStreamEvent>;
}

/**
 * What the crisis check reads besides the message: the recent turns and, from the engine state,
 * whether the previous reply in this conversation was a crisis reply (and of which category).
 */
export function crisisContext(
  history: ReadonlyArray<ChatTurn> | null | undefined,
  state: EngineState | null | undefined,
): CrisisContext {
  const st = state ? parseEngineState(state) : null;
  const last = st?.lastCrisis;
  const previousCrisis = st && last && st.turn - last.turn === 1 ? last.category : null;
  return { history: history ?? [], previousCrisis };
}

/** Build the crisis reply (no provider involved). */
export function crisisReply(
  req: AiRequest,
  crisis: CrisisResult & { category: CrisisCategory },
  now: number,
): AiReply {
  const lang: Lang = req.lang === 'en' ? 'en' : 'it';
  const base = parseEngineState(req.state);
  const last = base.lastCrisis;
  const repeat =
    !!last &&
    (base.turn - last.turn <= REPEAT_TURNS || (last.at !== undefined && now - last.at <= REPEAT_MS));
  const userText = [
    req.message,
    ...(req.history ?? []).filter((t) => t.role === 'user').map((t) => t.content),
  ].join('\n');
  const { text, support } = buildCrisisResponse(crisis.category, lang, {
    youth: isLikelyMinor(userText),
    repeat,
  });
  const state = cloneState(base);
  state.thoughtRecord = null;
  state.pendingOffer = null;
  state.lastCrisis = { category: crisis.category, turn: base.turn, at: now };
  state.turn = base.turn + 1;
  state.lastReplyHash = hashString(text);
  return { text, state, suggestions: [], distortions: [], provider: 'builtin', crisis: support };
}

function apologyReply(req: AiRequest): AiReply {
  const lang: Lang = req.lang === 'en' ? 'en' : 'it';
  const text =
    lang === 'it'
      ? 'Scusami, in questo momento non riesco a rispondere come vorrei. Puoi riprovare tra poco? Se stai male adesso, chiama il 112 o Telefono Amico allo 02 2327 2327.'
      : 'Sorry, I can\u2019t reply properly right now. Could you try again in a moment? If you\u2019re struggling right now, call 112 or Telefono Amico on 02 2327 2327.';
  const state = cloneState(parseEngineState(req.state));
  state.turn += 1;
  return { text, state, suggestions: [], distortions: [], provider: 'builtin', fallback: true };
}

export function createAiService(options: AiServiceOptions): AiService {
  const provider = options.provider;
  const clock = options.clock ?? Date.now;
  const builtin = provider.name === 'builtin' ? provider : createBuiltinProvider();

  async function* respond(req: AiRequest, opts: AiStreamOptions = {}): AsyncGenerator<AiStreamEvent> {
    // Safety first: before any provider sees the message. The rules read the message and the
    // conversation around it; a crisis the caller already found (crisisHint) is never dropped.
    const checked = checkCrisis(req.message, req.lang, crisisContext(req.history, req.state));
    // A "yes" to our own check-in question answers what it asked (ending one's life or self-harm):
    // that reading wins over the conversation layer's guess, never over the message's own words.
    const own = checked.source === 'rules' || checked.source === 'model-local' ? checked.category : null;
    const category =
      own ?? checkInCrisis(req.message, req.state) ?? checked.category ?? req.crisisHint ?? null;
    if (category) {
      yield* streamReply(crisisReply(req, { ...checked, crisis: true, category }, clock()), opts);
      return;
    }
    // An elevated turn (here or at the gateway) asks the check-in question, whichever provider answers.
    const ask: AiRequest = { ...req, riskLevel: higherRisk(req.riskLevel, checked.level) };
    let sentDelta = false;
    let sofar = '';
    try {
      for await (const ev of provider.stream(ask, opts)) {
        if (ev.type === 'delta') {
          sentDelta = true;
          sofar += ev.text;
        }
        yield ev;
        if (ev.type === 'done') return;
      }
      if (opts.signal?.aborted) return;
    } catch {
      if (opts.signal?.aborted) return;
    }
    // The provider ended without a done event or threw.
    if (!sentDelta && provider !== builtin) {
      try {
        const reply = builtinReply(ask);
        yield* streamReply({ ...reply, provider: 'builtin', fallback: true }, opts);
        return;
      } catch {
        // fall through to the apology
      }
    }
    const reply = apologyReply(req);
    const extra = (sentDelta ? '\n\n' : '') + reply.text;
    yield { type: 'delta', text: extra };
    yield { type: 'done', reply: { ...reply, text: sofar + extra } };
  }

  return { provider, respond };
}

/** Convenience: collect a whole streamed reply (tests, scripts, non-streaming routes). */
export async function collectReply(
  events: AsyncIterable<AiStreamEvent>,
): Promise<{ text: string; reply: AiReply | null }> {
  let text = '';
  let reply: AiReply | null = null;
  for await (const ev of events) {
    if (ev.type === 'delta') text += ev.text;
    else reply = ev.reply;
  }
  return { text, reply };
}
