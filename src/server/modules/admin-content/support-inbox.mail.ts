import type { Lang } from '@shared/i18n';
import type { MailMessage } from '../../lib/mail';

const words = {
  it: {
    subject: 'Risposta al tuo messaggio a Serenamente',
    hello: (name: string) => `Ciao ${name},`,
    about: (day: string) => `grazie per averci scritto il ${day}. Ecco la nostra risposta:`,
    again: (url: string) => `Se vuoi aggiungere qualcosa, scrivici di nuovo da ${url}/support.`,
    crisis: 'Se sei in pericolo o in crisi, chiama subito il 112.',
    bye: 'Il team di Serenamente',
  },
  en: {
    subject: 'Reply to your message to Serenamente',
    hello: (name: string) => `Hello ${name},`,
    about: (day: string) => `thank you for writing to us on ${day}. Here is our reply:`,
    again: (url: string) => `If you would like to add something, write to us again at ${url}/support.`,
    crisis: 'If you are in danger or in crisis, call 112 right away.',
    bye: 'The Serenamente team',
  },
} as const;

/**
 * An administrator's answer to a contact-form message, in the sender's language. Its kind is
 * never printed by the outbox transport: the text answers something a person wrote.
 */
export function supportAnswerMail(input: {
  to: string;
  name: string;
  lang: Lang;
  receivedAt: Date;
  answer: string;
  publicUrl: string;
}): MailMessage {
  const w = words[input.lang];
  const day = new Intl.DateTimeFormat(input.lang === 'it' ? 'it-IT' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Rome',
  }).format(input.receivedAt);
  const name = input.name.replace(/[\r\n]+/g, ' ').trim();
  return {
    to: input.to,
    kind: 'support_answer',
    subject: w.subject,
    text: [
      w.hello(name),
      '',
      w.about(day),
      '',
      input.answer,
      '',
      w.again(input.publicUrl),
      w.crisis,
      '',
      w.bye,
    ].join('\n'),
  };
}
