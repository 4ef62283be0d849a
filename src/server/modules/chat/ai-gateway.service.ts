import type { Lang } from '@shared/i18n';
import { type DistortionView, type StreamDone, type ThoughtRecordProgress, thoughtRecordSteps } from '@shared/schemas/chat';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  type AiFeature,
  type AiProvider,
  type AiReply,
  type AiService,
  type AiStreamEvent,
  type AiStreamOptions,
  type ChatTurn,
  checkCrisis,
  checkCrisisLayers,
  checkInCrisis,
  type CrisisCategory,
  type CrisisClassifier,
  crisisContext,
  createAiService,
  createBuiltinProvider,
  createCrisisClassifier,
  createOpenAiProvider,
  type DistortionId,
  distortionInfo,
  type EngineState,
  guidedExerciseInProgress,
  type LibraryItem,
  type RiskLevel,
  type WarnLogger,
} from '../../ai';
import { AppError } from '../../lib/app-error';
import { hasPremiumAccess } from '../../lib/practice-access';
import type { RequestUser } from '../../lib/request-user';
import { createActivityService } from '../activity/activity.service';
import { createQuotaService } from '../plans/quota.service';
import { createSafetyService } from '../safety/safety.service';
import { type CatalogueItem, createLibraryRepository } from './library.repository';
import { createPreferencesRepository } from './preferences.repository';

/** The external model's crisis second opinion gives up after this long (ms). */
const CRISIS_CHECK_TIMEOUT_MS = 4000;

/** The two ways to answer: the built-in engine, and (when configured) the external model. */
export interface AiServices {
  builtin: AiService;
  external: AiService | null;
  /**
   * The external model's second opinion on crisis messages (when configured). Used only for
   * people who consented to the external AI, and only when the rules found nothing.
   */
  crisisClassifier?: CrisisClassifier | null;
}

/** Builds the AI services from the configuration: the external ones only when AI_BASE_URL is set. */
export function createAiServices(config: Readonly<Config>, log?: WarnLogger): AiServices {
  const builtinProvider = createBuiltinProvider();
  const paced = pacedProvider(builtinProvider, config.ai.builtinStreamDelayMs);
  const external =
    config.ai.baseUrl && config.ai.apiKey
      ? createAiService({
          provider: createOpenAiProvider({
            baseURL: config.ai.baseUrl,
            apiKey: config.ai.apiKey,
            model: config.ai.model,
            timeoutMs: config.ai.timeoutMs,
            maxHistoryTurns: config.ai.maxHistoryTurns,
            fallback: paced,
          }),
        })
      : null;
  const crisisClassifier =
    config.ai.baseUrl && config.ai.apiKey
      ? createCrisisClassifier({
          baseURL: config.ai.baseUrl,
          apiKey: config.ai.apiKey,
          model: config.ai.model,
          // A second opinion before every reply: it must not hold the reply up for long. Past
          // this, the rules alone decide.
          timeoutMs: Math.min(config.ai.timeoutMs, CRISIS_CHECK_TIMEOUT_MS),
          ...(log ? { log } : {}),
        })
      : null;
  return { builtin: createAiService({ provider: paced }), external, crisisClassifier };
}

/**
 * The built-in engine writes its whole reply at once; sent like that, it would land as one
 * block. A short pause between word groups (AI_BUILTIN_STREAM_DELAY_MS, 0 in tests) lets the
 * reply appear as it is "written", like a model's. Stops at once when the client goes away.
 */
function pacedProvider(provider: AiProvider, delayMs: number): AiProvider {
  if (delayMs <= 0) return provider;
  return {
    name: provider.name,
    async *stream(req, opts: AiStreamOptions = {}) {
      let first = true;
      for await (const ev of provider.stream(req, opts)) {
        if (ev.type === 'delta' && !first) await pause(delayMs, opts.signal);
        first = false;
        if (opts.signal?.aborted) return;
        yield ev;
      }
    },
  };
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export interface Admission {
  /**
   * Set when the crisis check stopped the message: no quota was used, an event was recorded.
   * Pass it on as the request's `crisisHint`, so the reply is the crisis reply whatever layer found it.
   */
  crisis: CrisisCategory | null;
  /** AI requests left today after this one (null: unlimited). */
  remaining: number | null;
  /**
   * The crisis check's level: 'elevated' when the message worries without being a crisis. Pass it
   * on as the request's `riskLevel`: the reply then asks a gentle check-in question.
   */
  riskLevel: RiskLevel;
}

/**
 * What every AI request goes through, in this order: the crisis check (on a hit: a safety event,
 * no quota), else the daily quota (429 `plans.daily_limit_reached` at the limit; an answer to a
 * thought record in progress uses none), then the provider the person consented to, then the
 * activity log.
 *
 * The crisis check has three layers: the rules on the message, the conversation around a short
 * answer (when the caller passes the history), and, for people who consented to the external AI,
 * the external model's second opinion when the first two found nothing. Without consent no text
 * reaches the model; a failing model leaves the rules' answer (logged at warn, without text).
 */
export function createAiGateway({
  db,
  config,
  clock,
  log,
  services = createAiServices(config, log),
}: {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  /** Where the crisis model's failures are reported (reason and time only). */
  log?: WarnLogger;
  services?: AiServices;
}) {
  const quota = createQuotaService({ db, clock });
  const safety = createSafetyService({ db, clock });
  const preferences = createPreferencesRepository(db);
  const activity = createActivityService({ db });
  const library = libraryOf({ db });

  async function consented(user: RequestUser): Promise<boolean> {
    return (await preferences.find({ userId: user.id }))?.externalConsent === true;
  }

  return {
    externalAvailable: services.external !== null,

    /**
     * Crisis check first; then the quota. Throws 429 when today's allowance is used up. `history`
     * (oldest first) and `state` are the conversation's, when there is one.
     */
    async admit({
      user,
      feature,
      lang,
      text,
      history,
      state,
    }: {
      user: RequestUser;
      feature: AiFeature;
      lang: Lang;
      text: string;
      history?: ChatTurn[];
      state?: EngineState | null;
    }): Promise<Admission> {
      const context = history?.length || state ? crisisContext(history, state) : null;
      let check = checkCrisis(text, lang, context);
      // "Sì" to the check-in question the previous reply asked, whatever words it used: it answers
      // what the question asked, unless the message's own words say more.
      const ownWords = check.source === 'rules' || check.source === 'model-local';
      const disclosed = ownWords ? null : checkInCrisis(text, state);
      if (disclosed) check = { ...check, crisis: true, category: disclosed, source: 'context', level: 'crisis' };
      const classifier = services.crisisClassifier;
      if (!check.crisis && classifier && (await consented(user)))
        check = await checkCrisisLayers(text, lang, context, classifier, log ? { log } : {});
      if (check.crisis && check.category) {
        await safety.recordEvent({ userId: user.id, category: check.category, feature });
        const status = await quota.status({ user });
        return { crisis: check.category, remaining: status.remaining, riskLevel: 'crisis' };
      }
      const riskLevel: RiskLevel = check.level === 'elevated' ? 'elevated' : 'none';
      // The answers of a thought record were paid for by the message that started it.
      if (feature === 'chat' && guidedExerciseInProgress(state)) {
        const status = await quota.status({ user });
        return { crisis: null, remaining: status.remaining, riskLevel };
      }
      const claim = await quota.claim({ user });
      if (!claim.allowed) throw new AppError('plans.daily_limit_reached');
      return { crisis: null, remaining: claim.remaining, riskLevel };
    },

    /** The service that answers this person: the external model only with their consent. */
    async serviceFor(user: RequestUser): Promise<{ ai: AiService; external: boolean }> {
      if (!services.external) return { ai: services.builtin, external: false };
      const prefs = await preferences.find({ userId: user.id });
      return prefs?.externalConsent
        ? { ai: services.external, external: true }
        : { ai: services.builtin, external: false };
    },

    /** Exercises, meditations and resources this person can open, for the engine's suggestions. */
    library,

    /** Every AI request that used the quota goes to the activity log (references only, no text). */
    async recordRequest(user: RequestUser, feature: AiFeature, provider: 'builtin' | 'external'): Promise<void> {
      await activity.record({
        userId: user.id,
        kind: 'ai_request',
        ref: feature,
        meta: { provider },
        timeZone: user.timeZone,
        at: clock(),
      });
    },
  };
}
export type AiGateway = ReturnType<typeof createAiGateway>;

/** The library the engine may suggest from: what this person can open, in their language. */
function libraryOf({ db }: { db: Db }) {
  const catalogue = createLibraryRepository(db);
  return async (user: RequestUser, lang: Lang): Promise<LibraryItem[]> => {
    // As the exercise, meditation and resource lists lock and open their items.
    const opens = (item: CatalogueItem) =>
      !item.premium || (item.kind === 'resource' ? user.entitlements.premium : hasPremiumAccess(user));
    return (await catalogue.published()).filter(opens).map(({ kind, slug, category, text }) => ({
      kind,
      slug,
      title: text[lang].title,
      category,
      ...(kind === 'resource' ? { tags: text[lang].tags } : {}),
    }));
  };
}

/** Streams a reply, handing each delta to `onDelta`; returns the finished reply (null if aborted). */
export async function runReply(
  events: AsyncIterable<AiStreamEvent>,
  onDelta: (text: string) => void,
): Promise<AiReply | null> {
  let reply: AiReply | null = null;
  for await (const ev of events) {
    if (ev.type === 'delta') onDelta(ev.text);
    else reply = ev.reply;
  }
  return reply;
}

export function distortionViews(ids: readonly DistortionId[], lang: Lang): DistortionView[] {
  return ids.map((id) => {
    const info = distortionInfo(id, lang);
    return { id, name: info.name, description: info.description, balancedExample: info.balancedExample };
  });
}

export function thoughtRecordProgress(state: EngineState | null | undefined): ThoughtRecordProgress | null {
  const step = state?.thoughtRecord?.step;
  if (!step) return null;
  return { step, index: thoughtRecordSteps.indexOf(step) + 1, total: thoughtRecordSteps.length };
}

/** The `done` event's common part, from a finished reply. */
export function doneFields(
  reply: AiReply,
  { lang, remaining, external }: { lang: Lang; remaining: number | null; external: boolean },
): Pick<StreamDone, 'text' | 'suggestions' | 'distortions' | 'crisis' | 'remaining' | 'provider' | 'fallback'> {
  const fellBack = reply.fallback === true;
  return {
    text: reply.text,
    suggestions: reply.suggestions,
    distortions: distortionViews(reply.distortions, lang),
    crisis: reply.crisis ?? null,
    remaining,
    provider: external && reply.provider === 'openai' ? 'external' : 'builtin',
    fallback: external && fellBack,
  };
}
