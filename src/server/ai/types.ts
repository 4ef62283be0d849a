/**
 * Shared types of the Serenamente AI core. Everything here is plain data and
 * JSON-serialisable, so the server can store EngineState per conversation and
 * send AiReply to the browser as is.
 */

import { distortionIds, type DistortionIdValue } from '@shared/schemas/chat';
import type { Lang } from '@shared/i18n';
import { type crisisCategories } from '@shared/schemas/safety';

export type { Lang };

export type AiFeature =
  | 'chat'
  | 'relationships'
  | 'writing'
  | 'muscle_relaxation'
  | 'sleep'
  | 'custom'
  | 'reflection_perspective'
  | 'resource_search';
export const AI_FEATURES: readonly AiFeature[] = [
  'chat',
  'relationships',
  'writing',
  'muscle_relaxation',
  'sleep',
  'custom',
  'reflection_perspective',
  'resource_search',
];

export type DistortionId = DistortionIdValue;
export const DISTORTION_IDS: readonly DistortionId[] = distortionIds;

export type CrisisCategory = (typeof crisisCategories)[number];

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface LibraryItem {
  kind: 'exercise' | 'meditation' | 'resource';
  slug: string;
  title: string;
  category: string;
  tags?: string[];
}

export interface Suggestion {
  kind: LibraryItem['kind'];
  slug: string;
  title: string;
}

/** Steps of a thought record, in order. */
export type ThoughtRecordStep =
  'situation' | 'thought' | 'emotion' | 'evidence_for' | 'evidence_against' | 'balanced' | 'rerate';

export interface ThoughtRecordState {
  step: ThoughtRecordStep;
  situation?: string;
  thought?: string;
  emotion?: string;
  intensityBefore?: number;
  evidenceFor?: string;
  evidenceAgainst?: string;
  balanced?: string;
  /** The alternative thought offered as a hint at the balanced step, which a "yes" keeps. */
  offeredBalanced?: string;
  intensityAfter?: number;
  /** How many times the current step has been asked again (missing answer). */
  reasks: number;
  startedAtTurn: number;
}

/**
 * Conversation state the server stores per conversation (JSON column) and
 * passes back on the next request. Unknown or damaged values are repaired by
 * `parseEngineState`.
 */
export interface EngineState {
  v: 1;
  /** Number of replies produced in this conversation. */
  turn: number;
  /** Template group -> indices used recently (most recent last). */
  used: Record<string, number[]>;
  thoughtRecord: ThoughtRecordState | null;
  /** A thought record left halfway by a goodbye, which "riprendiamo" / "let's continue" picks up. */
  pausedThoughtRecord: ThoughtRecordState | null;
  /** An offer the assistant made and the user may accept with a short "yes". */
  pendingOffer: 'thought_record' | null;
  /** Turn at which a thought record was last offered (-1 when never). */
  lastOfferTurn: number;
  completedThoughtRecords: number;
  lastDistortions: DistortionId[];
  /** Slugs suggested recently, most recent last (max 8). */
  suggested: string[];
  lastSuggestionTurn: number;
  lastCrisis: { category: CrisisCategory; turn: number; at?: number } | null;
  /** Hash of the previous reply, to never send the very same text twice in a row. */
  lastReplyHash: number;
  /** Turn of the last reply that asked the check-in question of an elevated turn (-1 when never). */
  elevatedAt: number;
  /** Variants of the check-in question asked so far in this conversation (their number is the count). */
  elevatedAsked: number[];
  /** Hashes of the alternative thoughts already offered, so none is offered twice. */
  shownBalanced: number[];
  /** Hashes of every sentence said in this conversation: no sentence is said twice. */
  said: number[];
  /** People and places the person named ("mia sorella", "a Milano"), in their words, for reflecting back. */
  people: string[];
  places: string[];
  /** A plan the person proposed, in their words; the next turns (or conversation) ask how it went. */
  openPlan: OpenPlan | null;
  /** Techniques offered so far, and those the person turned down (never offered again). */
  offered: Technique[];
  rejected: Technique[];
  /** The rating scale the person used (10 for "7/10" or a bare "7" after one), for saying ratings back. */
  scale: 10 | 100 | null;
  /** Turn of the last pushback ("this doesn't help"), -1 when never. */
  pushbackAt: number;
}

/** Techniques the engine can offer; one the person rejects is never offered again. */
export type Technique = 'breathing' | 'grounding' | 'thought_record' | 'walk_water' | 'exercise_item' | 'writing';

export interface OpenPlan {
  /** The plan in the person's words (shortened). */
  text: string;
  /** Turn it was proposed at, or -1 when it came from an earlier conversation. */
  turn: number;
  /** True once the engine has asked how it went. */
  asked: boolean;
  /** True once the engine has asked what might get in its way (one question a turn). */
  obstacleAsked?: boolean;
}

/**
 * How worrying the message is, from the crisis check: 'elevated' (the local model's score between
 * its thresholds, no alarm) asks for a gentle check-in question in the reply.
 */
export type RiskLevel = 'none' | 'elevated' | 'crisis';

export interface AiRequest {
  feature: AiFeature;
  lang: Lang;
  message: string;
  history: ChatTurn[];
  state: EngineState | null;
  library?: LibraryItem[];
  /**
   * A crisis the caller already found for this message (the gateway's check, which may include
   * the external model's second opinion). The service then answers with the crisis reply even if
   * its own check finds nothing; it can never cancel a crisis.
   */
  crisisHint?: CrisisCategory | null;
  /** The crisis check's level for this message (the gateway's admission); the service keeps the higher of it and its own. */
  riskLevel?: RiskLevel;
}

export interface Helpline {
  id: 'emergency_112' | 'telefono_amico' | 'telefono_azzurro' | 'antiviolenza_1522' | 'samaritans';
  name: string;
  number: string;
  /** tel: link ready for an <a href>. */
  href: string;
  hours: string;
  description: string;
  free: boolean;
  whatsapp?: { number: string; href: string };
}

export interface GroundingExercise {
  id: 'five_senses' | 'slow_breathing';
  title: string;
  intro: string;
  steps: string[];
}

/** Structured data the UI shows in the crisis panel. */
export interface CrisisSupport {
  category: CrisisCategory;
  youth: boolean;
  helplines: Helpline[];
  grounding: GroundingExercise;
  /** Text for the "you misunderstood me" button: a gentle check-in that asks again. */
  misunderstood: string;
  /** Label of that button. */
  misunderstoodLabel: string;
}

export interface AiReply {
  text: string;
  state: EngineState;
  suggestions: Suggestion[];
  distortions: DistortionId[];
  /** Which provider actually produced the text. */
  provider?: 'builtin' | 'openai';
  /** True when the configured provider failed and the built-in engine answered. */
  fallback?: boolean;
  /** Present only on a crisis reply. */
  crisis?: CrisisSupport;
  /** Up to three short answers the client may show as buttons (in the reply's language). */
  quickReplies?: string[];
}

export type AiStreamEvent = { type: 'delta'; text: string } | { type: 'done'; reply: AiReply };

export interface AiStreamOptions {
  signal?: AbortSignal;
}

export interface AiProvider {
  name: 'builtin' | 'openai';
  stream(req: AiRequest, opts: AiStreamOptions): AsyncIterable<AiStreamEvent>;
}
