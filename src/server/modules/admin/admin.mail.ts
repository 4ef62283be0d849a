import { isLang } from '@shared/i18n';
import type { MailMessage } from '../../lib/mail';

/**
 * The data export an administrator sent on a request received by mail (GDPR Art. 15 and 20):
 * the JSON document of "Your data", in the body, to the account's own address only. Its kind
 * keeps the outbox transport from ever printing it.
 */
export function dataExportMail({
  to,
  language,
  data,
  publicUrl,
}: {
  to: string;
  language: string;
  data: unknown;
  publicUrl: string;
}): MailMessage {
  const en = isLang(language) && language === 'en';
  const intro = en
    ? [
        'Hello,',
        '',
        'as you asked, here is a copy of everything Serenamente holds about you (JSON).',
        `You can also download it yourself from ${publicUrl}/profile.`,
        '',
      ]
    : [
        'Ciao,',
        '',
        'come hai chiesto, ecco una copia di tutto ciò che Serenamente conserva su di te (JSON).',
        `Puoi anche scaricarla tu stesso da ${publicUrl}/profile.`,
        '',
      ];
  return {
    to,
    subject: en ? 'Your Serenamente data' : 'I tuoi dati Serenamente',
    text: [...intro, JSON.stringify(data, null, 2)].join('\n'),
    kind: 'data_export',
  };
}
