import { userMessageTextSchema } from '@shared/schemas/chat';
import { z } from '@shared/schemas/zod';

/**
 * Schemas the web app's forms build from the API's parts, loaded with a form's first validation
 * (app/lazy-resolver.ts). A module of named schemas, so the bundle keeps only the parts of zod
 * they use.
 */

/** The chat composer's one field, under the chat route's own rule for a message. */
export const composerSchema = z.object({ message: userMessageTextSchema });
