import type { Lang } from '@shared/i18n';
import type {
  AiPreferences,
  ChatMessage,
  ChatMessageMeta,
  ConversationDetail,
  ConversationSummary,
} from '@shared/schemas/chat';
import { quickRepliesSchema } from '@shared/schemas/chat';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { CARRIED_PLAN_DAYS, type EngineState, carriedPlanState } from '../../ai';
import { AppError } from '../../lib/app-error';
import type { EventSink } from '../../lib/event-stream';
import type { RequestUser } from '../../lib/request-user';
import { type Admission, type AiGateway, distortionViews, doneFields, runReply, thoughtRecordProgress } from './ai-gateway.service';
import { type ChatRepository, type ConversationRecord, createChatRepository, type MessageRecord, type NewMessage } from './chat.repository';
import { createPreferencesRepository } from './preferences.repository';

/** What `prepare` decided before the stream starts. */
export interface PreparedMessage {
  conversation: Awaited<ReturnType<ChatRepository['find']>>;
  lang: Lang;
  admission: Admission;
  /** The conversation's recent turns, oldest first: read by the crisis check, then sent to the provider. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The engine state the reply continues from (a new conversation's carries the last one's open plan). */
  state: EngineState | null;
}

const notFound = () => new AppError('chat.conversation_not_found');
const TITLE_MAX = 60;

/** A conversation's title from the first message the person wrote: its first words, whole. */
export function titleFrom(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX) return flat;
  const cut = flat.slice(0, TITLE_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut.slice(0, TITLE_MAX)).trimEnd()}…`;
}

function toSummary(row: ConversationRecord): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `last`: the conversation's last message, the only one whose quick replies still apply. */
function toMessage(row: MessageRecord, lang: Lang, last = false): ChatMessage {
  const meta = row.meta ?? {};
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    event: meta.event ?? null,
    suggestions: meta.suggestions ?? [],
    distortions: distortionViews(meta.distortions ?? [], lang),
    crisis: meta.crisis ?? null,
    ...(last && row.role === 'assistant' && meta.quickReplies?.length
      ? { quickReplies: meta.quickReplies }
      : {}),
  };
}

interface ChatDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  gateway: AiGateway;
}

/**
 * The chat's rules. A message goes through the gateway (crisis check, then quota), then the
 * provider the person consented to; the exchange is stored with the engine state so the next
 * turn (or a reload) continues where it was. A message the crisis check stopped is never stored:
 * an event marks its place, and the crisis reply is kept with its help.
 */
export function createChatService(deps: ChatDeps) {
  const repo = createChatRepository(deps.db);
  const owned = async (user: RequestUser, id: string) => {
    const row = await repo.find({ userId: user.id, id });
    if (!row) throw notFound();
    return row;
  };
  return { ...conversations(deps, repo, owned), ...messaging(deps, repo), ...consent(deps) };
}
export type ChatService = ReturnType<typeof createChatService>;
type Owned = (user: RequestUser, id: string) => Promise<NonNullable<PreparedMessage['conversation']>>;

function conversations({ clock }: ChatDeps, repo: ChatRepository, owned: Owned) {
  return {
    async list(user: RequestUser): Promise<ConversationSummary[]> {
      return (await repo.list({ userId: user.id })).map(toSummary);
    },

    async detail(user: RequestUser, id: string): Promise<ConversationDetail> {
      const row = await owned(user, id);
      const messages = await repo.messages({ conversationId: row.id });
      return {
        conversation: toSummary(row),
        messages: messages.map((m, i) => toMessage(m, row.lang, i === messages.length - 1)),
        thoughtRecord: thoughtRecordProgress(row.state),
      };
    },

    async remove(user: RequestUser, id: string): Promise<void> {
      if (!(await repo.remove({ userId: user.id, id }))) throw notFound();
    },

    /**
     * "You misunderstood me": the crisis help stays, and the assistant asks again, gently
     * (buildCrisisResponse's `misunderstood`). No quota, no provider.
     */
    async misunderstood(user: RequestUser, id: string): Promise<ChatMessage> {
      const conversation = await owned(user, id);
      const crisis = await repo.lastCrisisReply({ conversationId: conversation.id });
      if (!crisis) throw new AppError('chat.no_crisis_to_revisit');
      const saved = await repo.saveExchange({
        userId: user.id,
        conversationId: conversation.id,
        lang: conversation.lang,
        feature: 'chat',
        title: null,
        state: undefined,
        messages: [{ role: 'assistant', content: crisis.misunderstood, meta: { crisis, misunderstood: true } }],
        at: clock(),
      });
      return toMessage(saved.messages[0]!, conversation.lang);
    },
  };
}

function messaging({ config, clock, gateway }: ChatDeps, repo: ChatRepository) {
  const historyLimit = Math.max(2, config.ai.maxHistoryTurns);
  // A plan made in the last conversation is asked about when the next one opens.
  const carriedState = async (user: RequestUser) => {
    const since = new Date(clock().getTime() - CARRIED_PLAN_DAYS * 86_400_000);
    return carriedPlanState(await repo.latestState({ userId: user.id, feature: 'chat', since }));
  };
  return {
    /**
     * Everything that can be refused with a JSON error, before the stream starts: the
     * conversation must be the person's own; then the crisis check and the daily quota.
     */
    async prepare(user: RequestUser, input: { conversationId?: string; message: string; lang: Lang }): Promise<PreparedMessage> {
      // A short answer ("sì", "stanotte") is checked against what came before it.
      const found = input.conversationId ? await repo.findWithTurns({ userId: user.id, id: input.conversationId, limit: historyLimit }) : null;
      if (input.conversationId && !found) throw notFound();
      const conversation = found?.conversation ?? null;
      const history = found?.turns ?? [];
      const lang = conversation?.lang ?? input.lang;
      const state = conversation ? conversation.state ?? null : await carriedState(user);
      const admission = await gateway.admit({ user, feature: 'chat', lang, text: input.message, history, state });
      return { conversation, lang, admission, history, state };
    },

    /** Streams the reply and stores the exchange. */
    async reply(user: RequestUser, prepared: PreparedMessage, message: string, sink: EventSink): Promise<void> {
      const { conversation, lang, admission, history, state } = prepared;
      const crisis = admission.crisis !== null;
      const [{ ai, external }, library] = await Promise.all([
        gateway.serviceFor(user),
        crisis ? Promise.resolve([]) : gateway.library(user, lang),
      ]);
      const request = {
        feature: 'chat' as const,
        lang,
        message,
        history,
        state,
        library,
        crisisHint: admission.crisis,
        riskLevel: admission.riskLevel,
      };
      const reply = await runReply(ai.respond(request, { signal: sink.signal }), sink.delta);

      // The person's own words: kept, unless the crisis check stopped them.
      const userMessage: NewMessage = crisis
        ? { role: 'event', content: '', meta: { event: 'crisis' } }
        : { role: 'user', content: message, meta: null };
      const exchange = {
        userId: user.id,
        conversationId: conversation?.id ?? null,
        lang,
        feature: 'chat',
        title: !crisis && !conversation?.title ? titleFrom(message) : null,
        at: clock(),
      };
      if (!reply) {
        // The client went away mid-reply: keep what they wrote; the state stays where it was.
        await repo.saveExchange({ ...exchange, state: undefined, messages: [userMessage] });
        return;
      }

      const fields = doneFields(reply, { lang, remaining: admission.remaining, external });
      // A crisis reply offers its help, not shortcuts; labels outside the contract are dropped
      // (the reply itself stays).
      const quickReplies = reply.crisis ? undefined : quickRepliesSchema.safeParse(reply.quickReplies).data;
      const meta: ChatMessageMeta = {
        suggestions: reply.suggestions,
        distortions: reply.distortions,
        ...(reply.crisis ? { crisis: reply.crisis } : {}),
        provider: fields.provider,
        fallback: fields.fallback,
        ...(quickReplies ? { quickReplies } : {}),
      };
      const assistant: NewMessage = { role: 'assistant', content: reply.text, meta };
      const saved = await repo.saveExchange({ ...exchange, state: reply.state, messages: [userMessage, assistant] });
      if (!crisis) await gateway.recordRequest(user, 'chat', fields.provider);

      const [storedUser, storedReply] = saved.messages;
      sink.done({
        ...fields,
        ...(quickReplies ? { quickReplies } : {}),
        conversation: toSummary(saved.conversation),
        message: toMessage(storedReply!, lang, true),
        userMessage: crisis ? null : toMessage(storedUser!, lang),
        thoughtRecord: thoughtRecordProgress(reply.state),
      });
    },
  };
}

/** The consent to send text to the external model: given and revocable, with its time. */
function consent({ db, clock, gateway }: ChatDeps) {
  const preferences = createPreferencesRepository(db);
  return {
    async preferences(user: RequestUser): Promise<AiPreferences> {
      const row = await preferences.find({ userId: user.id });
      return {
        externalAvailable: gateway.externalAvailable,
        externalConsent: row?.externalConsent ?? false,
        consentedAt: row?.consentedAt?.toISOString() ?? null,
      };
    },

    async setConsent(user: RequestUser, given: boolean): Promise<AiPreferences> {
      const row = await preferences.setConsent({ userId: user.id, consent: given, at: clock() });
      return {
        externalAvailable: gateway.externalAvailable,
        externalConsent: row.externalConsent,
        consentedAt: row.consentedAt?.toISOString() ?? null,
      };
    },
  };
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** What the chat keeps about a person, for the export: conversations and the external-AI consent. */
export function createChatArchive({ db }: { db: Db }) {
  const repo = createChatRepository(db);
  const preferences = createPreferencesRepository(db);
  return {
    /** The export's `conversations` section: each conversation with its messages, in order. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['conversations']> {
      const rows = await repo.listOfUser({ userId, tx });
      const byConversation = new Map<string, ExportedMessage[]>();
      for (const m of await repo.messagesOfUser({ userId, tx })) {
        const message = { role: m.role, content: m.content, meta: m.meta ?? null, createdAt: m.createdAt.toISOString() };
        const list = byConversation.get(m.conversationId);
        if (list) list.push(message);
        else byConversation.set(m.conversationId, [message]);
      }
      return rows.map((c) => ({
        id: c.id,
        feature: c.feature,
        lang: c.lang,
        title: c.title,
        engineState: c.state ?? null,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
        messages: byConversation.get(c.id) ?? [],
      }));
    },

    /** The export's `consents.externalAi`: the consent to the external model, if ever given or revoked. */
    async consentExportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['consents']['externalAi']> {
      const row = await preferences.rowOf({ userId, tx });
      if (!row) return null;
      return {
        consent: row.externalConsent,
        consentedAt: isoOrNull(row.consentedAt),
        revokedAt: isoOrNull(row.revokedAt),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}
type ExportedMessage = PrivacyExport['conversations'][number]['messages'][number];
