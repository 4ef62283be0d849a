import type { Lang } from '@shared/i18n';
import type { MailMessage } from './mailer';

/** The mails the accounts module sends, in the person's language. Plain text, calm and short. */
export function passwordResetCodeMail({ to, lang, code, minutes }: { to: string; lang: Lang; code: string; minutes: number }): MailMessage {
  if (lang === 'en') {
    return {
      to,
      kind: 'password_reset_code',
      subject: 'Your Serenamente security code',
      text: [
        'Hello,',
        '',
        `your security code to choose a new password is: ${code}`,
        '',
        `It is valid for ${minutes} minutes and can be used once.`,
        'If you did not ask for it, you can ignore this message: your password stays the same.',
        '',
        'Serenamente',
      ].join('\n'),
    };
  }
  return {
    to,
    kind: 'password_reset_code',
    subject: 'Il tuo codice di sicurezza Serenamente',
    text: [
      'Ciao,',
      '',
      `il tuo codice di sicurezza per scegliere una nuova password è: ${code}`,
      '',
      `Vale ${minutes} minuti e si può usare una sola volta.`,
      'Se non l’hai richiesto tu, puoi ignorare questo messaggio: la tua password non cambia.',
      '',
      'Serenamente',
    ].join('\n'),
  };
}

export function passwordChangedMail({ to, lang, publicUrl }: { to: string; lang: Lang; publicUrl: string }): MailMessage {
  if (lang === 'en') {
    return {
      to,
      kind: 'password_changed',
      subject: 'Your Serenamente password was changed',
      text: [
        'Hello,',
        '',
        'the password of your Serenamente account has just been changed, and every device has been signed out.',
        '',
        `If it was not you, choose a new password right away at ${publicUrl}/forgot-password and write to us from ${publicUrl}/support.`,
        '',
        'Serenamente',
      ].join('\n'),
    };
  }
  return {
    to,
    kind: 'password_changed',
    subject: 'La password di Serenamente è stata cambiata',
    text: [
      'Ciao,',
      '',
      'la password del tuo account Serenamente è appena stata cambiata e tutti i dispositivi sono stati disconnessi.',
      '',
      `Se non hai fatto tu questa modifica, scegli subito una nuova password su ${publicUrl}/forgot-password e scrivici da ${publicUrl}/support.`,
      '',
      'Serenamente',
    ].join('\n'),
  };
}

/** Sent to the owner of an address someone tried to register again (the page only says "failed"). */
export function registrationAttemptMail({ to, lang, publicUrl }: { to: string; lang: Lang; publicUrl: string }): MailMessage {
  if (lang === 'en') {
    return {
      to,
      kind: 'registration_attempt',
      subject: 'Someone tried to create a Serenamente account with your email',
      text: [
        'Hello,',
        '',
        'someone just tried to create a new Serenamente account with this email address, which already has an account.',
        `If it was you, sign in at ${publicUrl}/login or choose a new password at ${publicUrl}/forgot-password.`,
        'If it was not you, you can ignore this message.',
        '',
        'Serenamente',
      ].join('\n'),
    };
  }
  return {
    to,
    kind: 'registration_attempt',
    subject: 'Qualcuno ha provato a registrarsi a Serenamente con la tua email',
    text: [
      'Ciao,',
      '',
      'qualcuno ha appena provato a creare un nuovo account Serenamente con questo indirizzo email, che ha già un account.',
      `Se eri tu, accedi su ${publicUrl}/login oppure scegli una nuova password su ${publicUrl}/forgot-password.`,
      'Se non eri tu, puoi ignorare questo messaggio.',
      '',
      'Serenamente',
    ].join('\n'),
  };
}
