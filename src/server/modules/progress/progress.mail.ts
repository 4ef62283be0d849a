import type { Lang } from '@shared/i18n';
import type { MailMessage } from '../../lib/mail';

/** The code that confirms a new address, sent to that address. */
export function emailChangeCodeMail({
  to,
  lang,
  code,
  minutes,
}: {
  to: string;
  lang: Lang;
  code: string;
  minutes: number;
}): MailMessage {
  if (lang === 'en') {
    return {
      to,
      kind: 'email_change_code',
      subject: 'Confirm your new Serenamente address',
      text: [
        'Hello,',
        '',
        `to use this address for your Serenamente account, enter this code in your profile: ${code}`,
        '',
        `It is valid for ${minutes} minutes. If you did not ask for it, you can ignore this message.`,
        '',
        'Serenamente',
      ].join('\n'),
    };
  }
  return {
    to,
    kind: 'email_change_code',
    subject: 'Conferma il tuo nuovo indirizzo Serenamente',
    text: [
      'Ciao,',
      '',
      `per usare questo indirizzo con il tuo account Serenamente, inserisci questo codice nel tuo profilo: ${code}`,
      '',
      `Vale ${minutes} minuti. Se non l’hai richiesto tu, puoi ignorare questo messaggio.`,
      '',
      'Serenamente',
    ].join('\n'),
  };
}
