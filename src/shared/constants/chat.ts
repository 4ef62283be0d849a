/**
 * The chat's plain limits, without zod (the web app's composer and quick replies read them
 * before the schema library has loaded); shared/schemas/chat re-exports them.
 */

/**
 * The longest message the AI reads, in characters: the chat's limit ('ai.message_too_long'), and
 * the one bound the AI core (crisis check, built-in engine, external provider) is meant to read.
 */
export const chatMessageMaxLength = 4000;

/**
 * The longest text any AI feature receives (a reflection sent for a perspective). The AI core
 * (crisis check, built-in engine) reads this much and no more, so nothing a person sent goes unread.
 */
export const aiTextMaxLength = 10_000;

/** The longest quick-reply label: a few words the person can send with one tap. */
export const quickReplyMaxLength = 60;
