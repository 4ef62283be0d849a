/**
 * EngineState helpers: a fresh state, a forgiving parser for whatever the
 * server stored (old or damaged JSON never breaks a conversation), and the
 * Composer that picks phrasings deterministically while remembering which
 * ones were used, so the engine does not repeat itself.
 */
import { z } from 'zod';
import { hashString, mix } from '../text/hash';
import { DISTORTION_IDS, type AiRequest, type EngineState, type Lang } from '../types';

const MAX_USED_PER_GROUP = 6;
const MAX_GROUPS = 80;
const MAX_SUGGESTED = 8;
/** More alternative thoughts than a conversation can use: all 11 traps times their variants. */
export const MAX_SHOWN_BALANCED = 60;
/** Sentence hashes kept per conversation (a long conversation forgets its oldest ones). */
export const MAX_SAID = 300;
const TECHNIQUES = ['breathing', 'grounding', 'thought_record', 'walk_water', 'exercise_item', 'writing'] as const;

export function createEngineState(): EngineState {
  return {
    v: 1,
    turn: 0,
    used: {},
    thoughtRecord: null,
    pausedThoughtRecord: null,
    pendingOffer: null,
    lastOfferTurn: -1,
    completedThoughtRecords: 0,
    lastDistortions: [],
    suggested: [],
    lastSuggestionTurn: -1,
    lastCrisis: null,
    lastReplyHash: 0,
    elevatedAt: -1,
    elevatedAsked: [],
    shownBalanced: [],
    said: [],
    people: [],
    places: [],
    openPlan: null,
    offered: [],
    rejected: [],
    scale: null,
    pushbackAt: -1,
  };
}

const text = z.string().max(2000);
const thoughtRecordSchema = z.object({
  step: z.enum(['situation', 'thought', 'emotion', 'evidence_for', 'evidence_against', 'balanced', 'rerate']),
  situation: text.optional(),
  thought: text.optional(),
  emotion: text.optional(),
  intensityBefore: z.number().min(0).max(100).optional(),
  evidenceFor: text.optional(),
  evidenceAgainst: text.optional(),
  balanced: text.optional(),
  offeredBalanced: text.optional(),
  intensityAfter: z.number().min(0).max(100).optional(),
  reasks: z.number().int().min(0).max(10),
  startedAtTurn: z.number().int().min(0),
});

export const engineStateSchema = z.object({
  v: z.literal(1),
  turn: z.number().int().min(0),
  used: z.record(z.string(), z.array(z.number().int().min(0).max(1000)).max(20)),
  thoughtRecord: thoughtRecordSchema.nullable(),
  pausedThoughtRecord: thoughtRecordSchema.nullable(),
  pendingOffer: z.enum(['thought_record']).nullable(),
  lastOfferTurn: z.number().int().min(-1),
  completedThoughtRecords: z.number().int().min(0),
  lastDistortions: z.array(z.enum(DISTORTION_IDS as [string, ...string[]])).max(11),
  suggested: z.array(z.string().max(200)).max(50),
  lastSuggestionTurn: z.number().int().min(-1),
  lastCrisis: z
    .object({
      category: z.enum(['suicide', 'self_harm', 'harm_to_others', 'abuse_violence', 'medical_emergency']),
      turn: z.number().int().min(0),
      at: z.number().min(0).optional(),
    })
    .nullable(),
  lastReplyHash: z.number().int().min(0),
  elevatedAt: z.number().int().min(-1),
  elevatedAsked: z.array(z.number().int().min(0).max(50)).max(20),
  shownBalanced: z.array(z.number().int().min(0)).max(MAX_SHOWN_BALANCED),
  said: z.array(z.number().int().min(0)).max(MAX_SAID),
  people: z.array(z.string().max(60)).max(6),
  places: z.array(z.string().max(60)).max(4),
  openPlan: z
    .object({
      text: z.string().max(200),
      turn: z.number().int().min(-1),
      asked: z.boolean(),
      obstacleAsked: z.boolean().optional(),
    })
    .nullable(),
  offered: z.array(z.enum(TECHNIQUES)).max(5),
  rejected: z.array(z.enum(TECHNIQUES)).max(5),
  scale: z.union([z.literal(10), z.literal(100)]).nullable(),
  pushbackAt: z.number().int().min(-1),
});

/**
 * Turn whatever was stored into a valid EngineState. Missing fields get their
 * defaults; anything unusable gives a fresh state. Never throws.
 */
export function parseEngineState(value: unknown): EngineState {
  if (value == null || typeof value !== 'object') return createEngineState();
  const merged = { ...createEngineState(), ...(value as Record<string, unknown>) };
  if (Array.isArray(merged.said)) merged.said = merged.said.slice(-MAX_SAID);
  const parsed = engineStateSchema.safeParse(merged);
  if (parsed.success) return parsed.data as EngineState;
  // Keep what we can: a damaged thought record should not wipe everything.
  const fallback = engineStateSchema.safeParse({ ...merged, thoughtRecord: null, used: {} });
  if (fallback.success) return fallback.data as EngineState;
  const { said, people, places, openPlan, offered, rejected, scale, pushbackAt } = createEngineState();
  const fresh = { said, people, places, openPlan, offered, rejected, scale, pushbackAt };
  const lastTry = engineStateSchema.safeParse({ ...merged, thoughtRecord: null, used: {}, ...fresh });
  return lastTry.success ? (lastTry.data as EngineState) : createEngineState();
}

export function cloneState(s: EngineState): EngineState {
  return JSON.parse(JSON.stringify(s)) as EngineState;
}

/** Seed for one reply: a hash of the whole conversation so far. */
export function conversationSeed(req: AiRequest, turn: number): number {
  let h = hashString(`${req.lang}|${req.feature}|${turn}`);
  const hist = req.history.slice(-12);
  for (const t of hist) h = hashString(t.role + ':' + t.content.slice(0, 400), h);
  return hashString(String(req.message ?? '').slice(0, 2000), h);
}

/** Deterministic phrase picker that avoids recently used options. */
export class Composer {
  readonly lang: Lang;
  readonly state: EngineState;
  private readonly seed: number;
  private salt = 0;
  /** Tells whether a phrasing was already said in this conversation (set by the engine). */
  stale: (text: string) => boolean = () => false;

  constructor(lang: Lang, state: EngineState, seed: number) {
    this.lang = lang;
    this.state = state;
    this.seed = seed;
  }

  /** A number in [0, n) derived from the seed and a key (stable per reply). */
  index(key: string, n: number): number {
    if (n <= 1) return 0;
    return mix(this.seed + this.salt, hashString(key)) % n;
  }

  /** Shift all later choices (used to avoid sending the same text twice). */
  bump(): void {
    this.salt += 7919;
  }

  pick<T>(group: string, options: readonly T[]): T {
    if (options.length === 0) throw new Error(`empty template group ${group}`);
    if (options.length === 1) return options[0]!;
    const used = this.state.used[group] ?? [];
    const recent = used.slice(-Math.min(options.length - 1, 4));
    const start = this.index(group, options.length);
    let chosen = -1;
    // First a phrasing neither recent nor already said, then one not recent.
    for (const fresh of [true, false]) {
      for (let k = 0; k < options.length && chosen < 0; k++) {
        const i = (start + k) % options.length;
        const o = options[i];
        if (!recent.includes(i) && (!fresh || typeof o !== 'string' || !this.stale(o))) chosen = i;
      }
    }
    if (chosen < 0) chosen = start;
    this.record(group, chosen);
    return options[chosen]!;
  }

  private record(group: string, i: number): void {
    const used = this.state.used;
    if (!(group in used) && Object.keys(used).length >= MAX_GROUPS) {
      const oldest = Object.keys(used)[0];
      if (oldest !== undefined) delete used[oldest];
    }
    const list = (used[group] ?? []).concat(i);
    used[group] = list.slice(-MAX_USED_PER_GROUP);
  }
}

export function rememberSuggestion(state: EngineState, slug: string): void {
  state.suggested = state.suggested
    .filter((s) => s !== slug)
    .concat(slug)
    .slice(-MAX_SUGGESTED);
  state.lastSuggestionTurn = state.turn;
}

/** Fill {placeholders} in a template. */
export function fill(template: string, vars: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = vars[k];
    return v === undefined ? '' : String(v);
  });
}

/** The person's words to quote back, only when they are a whole short phrase (else ''): never a cut. */
export function wholeQuote(s: string, maxWords = 8): string {
  const t = s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["«“']+|["»”']+$/g, '')
    .replace(/[.!?;,:]+$/, '');
  return t && t.split(' ').length <= maxWords && !/[.!?;]/.test(t) ? t : '';
}

/** Shorten a user quote for citing it back (never the whole long message). */
export function quote(s: string, max = 90): string {
  const t = s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["«“']+|["»”']+$/g, '');
  if (t.length <= max) return t.replace(/[.!?;,:]+$/, '');
  const cut = t.slice(0, max);
  const sp = cut.lastIndexOf(' ');
  return (sp > max * 0.6 ? cut.slice(0, sp) : cut).replace(/[.!?;,:]+$/, '') + '\u2026';
}
