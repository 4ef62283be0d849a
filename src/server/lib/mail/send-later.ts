import type { MailMessage, Mailer } from './mailer';

/**
 * Sends without waiting: mail leaves after the answer, so neither its success nor its delay
 * shows in the answer or its timing. A failure is logged with the mail's kind and the transport's
 * error code only (a transport's message may quote the address).
 */
export function sendLater(mailer: Mailer, log: { error(obj: object, msg: string): void }, message: MailMessage): void {
  void mailer.send(message).catch((err: unknown) => {
    const code = (err as { code?: unknown } | null)?.code;
    log.error({ kind: message.kind, code: typeof code === 'string' ? code : 'unknown' }, 'mail not sent');
  });
}
