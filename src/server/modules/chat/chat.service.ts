import type { Lang } from '../../../shared/i18n';
import type {
  AiPreferences,
  ChatMessage,
  ChatMessageMeta,
  ConversationDetail,
  ConversationSummary,
} from '../../../shared/schemas/chat';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { type Admission, type AiGateway, distortionViews, doneFields, runReply, thoughtRecordProgress } from './ai-gateway';
import {
  type ConversationRecord,
  createChatRepository,
  type MessageRecord,
  type NewMessage,
} from './chat.repository';
import type { EventSink } from './event-stream';
import { createPreferencesRepository } from './preferences.repository';

/** What `prepare` decided before the stream starts. */
export interface PreparedMessage {
  conversation: Awaited<ReturnType<ReturnType<typeof createChatRepository>['find']>>;
  lang: Lang;
  admission: Admission;
  /** The conversation's recent turns, oldest first: read by the crisis check, then sent to the provider. */
  history: { role: 'user' | 'assistant'; content: string }[];
}

const notFound = () => new AppError('chat.conversation_not_found', 404);
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

function toMessage(row: MessageRecord, lang: Lang): ChatMessage {
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
  };
}

/**
 * The chat's rules. A message goes through the gateway (crisis check, then quota), then the
 * provider the person consented to; the exchange is stored with the engine state so the next
 * turn (or a reload) continues where it was. A message the crisis check stopped is never stored:
 * an event marks its place, and the crisis reply is kept with its help.
 */
export function createChatService({
  db,
  config,
  clock,
  gateway,
}: {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  gateway: AiGateway;
}) {
  const repo = createChatRepository(db);
  const preferences = createPreferencesRepository(db);
  const historyLimit = Math.max(2, config.ai.maxHistoryTurns);

  async function owned(user: RequestUser, id: string) {
    const row = await repo.find(user.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(user: RequestUser): Promise<ConversationSummary[]> {
      return (await repo.list(user.id)).map(toSummary);
    },

    async detail(user: RequestUser, id: string): Promise<ConversationDetail> {
      const row = await owned(user, id);
      const messages = await repo.messages(row.id);
      return {
        conversation: toSummary(row),
        messages: messages.map((m) => toMessage(m, row.lang)),
        thoughtRecord: thoughtRecordProgress(row.state),
      };
    },

    async remove(user: RequestUser, id: string): Promise<void> {
      if (!(await repo.remove(user.id, id))) throw notFound();
    },

    /**
     * Everything that can be refused with a JSON error, before the stream starts: the
     * conversation must be the person's own; then the crisis check and the daily quota.
     */
    async prepare(
      user: RequestUser,
      input: { conversationId?: string; message: string; lang: Lang },
    ): Promise<PreparedMessage> {
      const conversation = input.conversationId ? await owned(user, input.conversationId) : null;
      const lang = conversation?.lang ?? input.lang;
      // A short answer ("sì", "stanotte") is checked against what came before it.
      const history = conversation ? await repo.recentTurns(conversation.id, historyLimit) : [];
      const admission = await gateway.admit({
        user,
        feature: 'chat',
        lang,
        text: input.message,
        history,
        state: conversation?.state ?? null,
      });
      return { conversation, lang, admission, history };
    },

    /** Streams the reply and stores the exchange. */
    async reply(
      user: RequestUser,
      prepared: PreparedMessage,
      message: string,
      sink: EventSink,
    ): Promise<void> {
      const { conversation, lang, admission, history } = prepared;
      const crisis = admission.crisis !== null;
      const [{ ai, external }, library] = await Promise.all([
        gateway.serviceFor(user),
        crisis ? Promise.resolve([]) : gateway.library(user, lang),
      ]);

      const reply = await runReply(
        ai.respond(
          {
            feature: 'chat',
            lang,
            message,
            history,
            state: conversation?.state ?? null,
            library,
            crisisHint: admission.crisis,
          },
          { signal: sink.signal },
        ),
        sink.delta,
      );

      // The person's own words: kept, unless the crisis check stopped them.
      const userMessage: NewMessage = crisis
        ? { role: 'event', content: '', meta: { event: 'crisis' } }
        : { role: 'user', content: message, meta: null };
      const title = !crisis && !conversation?.title ? titleFrom(message) : null;

      if (!reply) {
        // The client went away mid-reply: keep what they wrote; the state stays where it was.
        await repo.saveExchange({
          userId: user.id,
          conversationId: conversation?.id ?? null,
          lang,
          feature: 'chat',
          title,
          state: undefined,
          messages: [userMessage],
          at: clock(),
        });
        return;
      }

      const fields = doneFields(reply, { lang, remaining: admission.remaining, external });
      const meta: ChatMessageMeta = {
        suggestions: reply.suggestions,
        distortions: reply.distortions,
        ...(reply.crisis ? { crisis: reply.crisis } : {}),
        provider: fields.provider,
        fallback: fields.fallback,
      };
      const saved = await repo.saveExchange({
        userId: user.id,
        conversationId: conversation?.id ?? null,
        lang,
        feature: 'chat',
        title,
        state: reply.state,
        messages: [userMessage, { role: 'assistant', content: reply.text, meta }],
        at: clock(),
      });
      if (!crisis) await gateway.recordRequest(user, 'chat', fields.provider);

      const [storedUser, storedReply] = saved.messages;
      sink.done({
        ...fields,
        conversation: toSummary(saved.conversation),
        message: toMessage(storedReply!, lang),
        userMessage: crisis ? null : toMessage(storedUser!, lang),
        thoughtRecord: thoughtRecordProgress(reply.state),
      });
    },

    /**
     * "You misunderstood me": the crisis help stays, and the assistant asks again, gently
     * (buildCrisisResponse's `misunderstood`). No quota, no provider.
     */
    async misunderstood(user: RequestUser, id: string): Promise<ChatMessage> {
      const conversation = await owned(user, id);
      const crisis = await repo.lastCrisisReply(conversation.id);
      if (!crisis) throw new AppError('chat.no_crisis_to_revisit', 409);
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

    async preferences(user: RequestUser): Promise<AiPreferences> {
      const row = await preferences.find(user.id);
      return {
        externalAvailable: gateway.externalAvailable,
        externalConsent: row?.externalConsent ?? false,
        consentedAt: row?.consentedAt?.toISOString() ?? null,
      };
    },

    async setConsent(user: RequestUser, consent: boolean): Promise<AiPreferences> {
      const row = await preferences.setConsent({ userId: user.id, consent, at: clock() });
      return {
        externalAvailable: gateway.externalAvailable,
        externalConsent: row.externalConsent,
        consentedAt: row.consentedAt?.toISOString() ?? null,
      };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
