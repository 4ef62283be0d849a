import type { Lang } from '@shared/i18n';
import type { MailMessage } from '../../lib/mail';

const topicLabels: Record<string, string> = {
  account: 'Account',
  subscription: 'Abbonamento / Subscription',
  technical: 'Problema tecnico / Technical issue',
  content: 'Contenuti / Content',
  privacy: 'Privacy e dati / Privacy and data',
  other: 'Altro / Other',
};

/** The mail to the support inbox: everything needed to answer, in one plain-text message. */
export function supportMail(input: {
  to: string;
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  lang: Lang;
  userId: string | null;
  receivedAt: Date;
  publicUrl: string;
}): MailMessage {
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 80);
  return {
    to: input.to,
    kind: 'support_message',
    subject: `[Supporto] ${topicLabels[input.topic] ?? input.topic} · ${oneLine(input.name)}`,
    text: [
      `Nuovo messaggio dal modulo di contatto di ${input.publicUrl}/support`,
      '',
      `Da / From: ${input.name} <${input.email}>`,
      `Argomento / Topic: ${topicLabels[input.topic] ?? input.topic}`,
      `Lingua / Language: ${input.lang}`,
      `Account: ${input.userId ?? '—'}`,
      `Ricevuto / Received: ${input.receivedAt.toISOString()}`,
      `Riferimento / Reference: ${input.id}`,
      '',
      '---',
      input.message,
      '---',
      '',
      `Rispondi a / Reply to: ${input.email}`,
    ].join('\n'),
  };
}
