import type { Lang } from '@shared/i18n';
import type { MailMessage } from '../../lib/mail';

const italian = (publicUrl: string) => [
  'Ciao,',
  '',
  'come hai chiesto, il tuo account Serenamente è stato eliminato insieme a tutto ciò che conteneva: riflessioni, note, conversazioni, progressi e preferenze.',
  '',
  `Se non sei stato tu, scrivici subito da ${publicUrl}/support.`,
  'Se un giorno vorrai tornare, ci farà piacere ritrovarti. Abbi cura di te.',
];

const english = (publicUrl: string) => [
  'Hello,',
  '',
  'as you asked, your Serenamente account has been deleted together with everything in it: reflections, notes, conversations, progress and preferences.',
  '',
  `If it was not you, please write to us right away at ${publicUrl}/support.`,
  'If you ever want to come back, we will be glad to see you. Take care.',
];

/**
 * The confirmation sent after an account is deleted, in both languages (the person's first):
 * the account is gone, so this is the last mail they get from the app.
 */
export function accountDeletedMail({
  to,
  lang,
  publicUrl,
}: {
  to: string;
  lang: Lang;
  publicUrl: string;
}): MailMessage {
  const first = lang === 'en' ? english(publicUrl) : italian(publicUrl);
  const second = lang === 'en' ? italian(publicUrl) : english(publicUrl);
  const subjects = [
    'Il tuo account Serenamente è stato eliminato',
    'Your Serenamente account has been deleted',
  ];
  return {
    to,
    kind: 'account_deleted',
    subject: (lang === 'en' ? subjects.reverse() : subjects).join(' · '),
    text: [...first, '', '—', '', ...second, '', 'Serenamente'].join('\n'),
  };
}
