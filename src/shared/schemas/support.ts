import { text, z } from './zod';

export const supportTopics = ['account', 'subscription', 'technical', 'content', 'privacy', 'other'] as const;

export const supportLimits = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

/**
 * The contact form, checked by the form and by the server alike. Messages are keys of the
 * `support` namespace's `form.errors`, so the form shows them in the reader's language.
 */
export const supportMessageInputSchema = z
  .object({
    name: text().trim().min(1, 'nameRequired').max(supportLimits.nameMax, 'nameTooLong'),
    email: text()
      .trim()
      .min(1, 'emailRequired')
      .max(supportLimits.emailMax, 'emailInvalid')
      .pipe(z.email('emailInvalid')),
    topic: z.enum(supportTopics, 'topicRequired'),
    message: text()
      .trim()
      .min(supportLimits.messageMin, 'messageTooShort')
      .max(supportLimits.messageMax, 'messageTooLong'),
  })
  .meta({ id: 'SupportMessageRequest' });
export type SupportMessageInput = z.input<typeof supportMessageInputSchema>;

export const supportMessageReceiptSchema = z
  .object({
    id: z.string(),
    receivedAt: z.string(),
  })
  .meta({ id: 'SupportMessageReceipt' });
export type SupportMessageReceipt = z.infer<typeof supportMessageReceiptSchema>;
