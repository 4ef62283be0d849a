import { text, z } from './zod';
import { languages } from '../i18n';
import { crisisSupportSchema } from './safety';

/**
 * The AI chat and the stream every AI feature answers with. Messages are validated here once:
 * the composer uses the same schema (zodResolver) as the route. Error messages are error codes
 * (src/shared/errors/ai.ts), so both sides show the same words.
 */

import { chatMessageMaxLength, quickReplyMaxLength } from '../constants/chat';

export { aiTextMaxLength } from '../constants/chat';

export const distortionIds = [
  'all_or_nothing',
  'catastrophizing',
  'overgeneralization',
  'mind_reading',
  'fortune_telling',
  'should_statements',
  'labeling',
  'personalization',
  'emotional_reasoning',
  'mental_filter',
  'discounting_positive',
] as const;
export type DistortionIdValue = (typeof distortionIds)[number];

export const thoughtRecordSteps = [
  'situation',
  'thought',
  'emotion',
  'evidence_for',
  'evidence_against',
  'balanced',
  'rerate',
] as const;

/** A message someone writes: trimmed, not empty ('Messaggio mancante'), at most 4000 characters. */
export const userMessageTextSchema = text({ error: 'ai.message_missing' })
  .trim()
  .min(1, { message: 'ai.message_missing' })
  .max(chatMessageMaxLength, { message: 'ai.message_too_long' });

export const chatSendSchema = z
  .object({
    /** Omit to start a new conversation (in `lang`, else the request language). */
    conversationId: z.uuid().optional(),
    message: userMessageTextSchema,
    lang: z.enum(languages).optional(),
  })
  .meta({ id: 'ChatSendRequest' });

export const conversationParamsSchema = z.object({ id: z.uuid() });

export const suggestionSchema = z
  .object({ kind: z.enum(['exercise', 'meditation', 'resource']), slug: z.string(), title: z.string() })
  .meta({ id: 'AiSuggestion' });
export type AiSuggestion = z.infer<typeof suggestionSchema>;


/**
 * Two or three short answers the reply offers when the person wrote only "boh" or "non so",
 * in the reply's language. Shown only under the latest reply, until the person sends anything.
 */
export const quickRepliesSchema = z
  .array(text().trim().min(1).max(quickReplyMaxLength))
  .min(1)
  .max(3)
  .meta({ id: 'AiQuickReplies' });

/** A thinking trap the detector noticed, explained in the conversation's language. */
export const distortionViewSchema = z
  .object({
    id: z.enum(distortionIds),
    name: z.string(),
    description: z.string(),
    balancedExample: z.string(),
  })
  .meta({ id: 'DistortionView' });
export type DistortionView = z.infer<typeof distortionViewSchema>;

/** Where a thought record stands: step `index` (1-based) of `total`. */
export const thoughtRecordProgressSchema = z
  .object({ step: z.enum(thoughtRecordSteps), index: z.number().int(), total: z.number().int() })
  .meta({ id: 'ThoughtRecordProgress' });
export type ThoughtRecordProgress = z.infer<typeof thoughtRecordProgressSchema>;

/** What a stored message keeps besides its text (never the text of a crisis message). */
export interface ChatMessageMeta {
  suggestions?: AiSuggestion[];
  distortions?: DistortionIdValue[];
  crisis?: z.infer<typeof crisisSupportSchema>;
  /** 'crisis': the place of a message the crisis check stopped (its text is not stored). */
  event?: 'crisis';
  /** The gentle check-in after "you misunderstood me". */
  misunderstood?: boolean;
  provider?: 'builtin' | 'external';
  fallback?: boolean;
  /** The reply's quick replies (the API shows them only while it is the conversation's last message). */
  quickReplies?: string[];
}

export const chatMessageSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(['user', 'assistant', 'event']),
    content: z.string(),
    createdAt: z.iso.datetime(),
    /** 'crisis' on an event row: a message the crisis check answered, whose text was not kept. */
    event: z.enum(['crisis']).nullable(),
    suggestions: z.array(suggestionSchema),
    distortions: z.array(distortionViewSchema),
    crisis: crisisSupportSchema.nullable(),
    /** Only on the conversation's last message, when it is a reply that offers them. */
    quickReplies: quickRepliesSchema.optional(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z
  .object({
    id: z.uuid(),
    /** From the first message the person wrote; null until there is one. */
    title: z.string().nullable(),
    lang: z.enum(languages),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z
  .object({ items: z.array(conversationSummarySchema) })
  .meta({ id: 'ConversationList' });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationDetailSchema = z
  .object({
    conversation: conversationSummarySchema,
    messages: z.array(chatMessageSchema),
    thoughtRecord: thoughtRecordProgressSchema.nullable(),
  })
  .meta({ id: 'ConversationDetail' });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

// ---------------------------------------------------------------------------------------------
// The stream (text/event-stream) every AI feature answers with.

export const streamDeltaSchema = z.object({ text: z.string() }).meta({ id: 'AiStreamDelta' });

export const streamDoneSchema = z
  .object({
    /** The whole reply. */
    text: z.string(),
    suggestions: z.array(suggestionSchema),
    distortions: z.array(distortionViewSchema),
    /** Present on a crisis reply: show the help (and the panel) at once. */
    crisis: crisisSupportSchema.nullable(),
    /** AI requests left today after this one; null = unlimited. */
    remaining: z.number().int().nullable(),
    /** Who wrote the reply: the built-in engine, or the external model the person consented to. */
    provider: z.enum(['builtin', 'external']),
    /** True when the external model failed and the built-in engine answered instead. */
    fallback: z.boolean(),
    /** Chat only: short answers to offer as buttons under this reply (absent when there are none). */
    quickReplies: quickRepliesSchema.optional(),
    /** Chat only: the conversation, the stored reply and the stored user message (null on a crisis). */
    conversation: conversationSummarySchema.optional(),
    message: chatMessageSchema.optional(),
    userMessage: chatMessageSchema.nullable().optional(),
    thoughtRecord: thoughtRecordProgressSchema.nullable().optional(),
  })
  .meta({ id: 'AiStreamDone' });
export type StreamDone = z.infer<typeof streamDoneSchema>;

export const streamErrorSchema = z
  .object({ code: z.string(), message: z.string() })
  .meta({ id: 'AiStreamError' });
export type StreamError = z.infer<typeof streamErrorSchema>;

/**
 * The events of the stream, for the OpenAPI document: `event: delta` (`data: {text}`) any number
 * of times, then exactly one `event: done` or `event: error`.
 */
export const streamEventDocSchema = z
  .union([
    z.object({ event: z.literal('delta'), data: streamDeltaSchema }),
    z.object({ event: z.literal('done'), data: streamDoneSchema }),
    z.object({ event: z.literal('error'), data: streamErrorSchema }),
  ])
  .meta({
    id: 'AiStreamEvent',
    description:
      'Server-sent events: `event: delta` with `data: {"text"}` as the reply is written, then one `event: done` (the whole reply, suggestions, distortions, crisis help, requests left) or `event: error`.',
  });

/** A text/event-stream answer, documented with the events above. */
export const eventStreamResponse = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: streamEventDocSchema } },
});

// ---------------------------------------------------------------------------------------------
// Consent to external models.

export const aiPreferencesSchema = z
  .object({
    /** An external (OpenAI-compatible) model is configured on this server. */
    externalAvailable: z.boolean(),
    /** The person agreed that their text may be sent to it. */
    externalConsent: z.boolean(),
    consentedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AiPreferences' });
export type AiPreferences = z.infer<typeof aiPreferencesSchema>;

export const aiPreferencesUpdateSchema = z
  .object({ externalConsent: z.boolean() })
  .meta({ id: 'AiPreferencesUpdate' });
