import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInInvite } from '@/components/sign-in-invite';
import { AiDisclaimer } from './ai-disclaimer';

/** What visitors see: what the chat offers, the disclaimer, and the way in (registration starts the trial). */
export function SignedOutChat() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-col gap-6">
      <AiDisclaimer />
      <section aria-labelledby="chat-signed-out-title" className="border-border bg-surface shadow-soft flex flex-col gap-4 rounded-3xl border p-6">
        <h2 id="chat-signed-out-title" className="text-2xl">
          {t('signedOut.title')}
        </h2>
        <ul className="flex flex-col gap-2">
          {(['listen', 'thoughts', 'steps'] as const).map((k) => (
            <li key={k} className="flex items-start gap-3">
              <Check aria-hidden="true" className="text-primary mt-1 size-4 shrink-0" />
              {t(`signedOut.points.${k}`)}
            </li>
          ))}
        </ul>
        <SignInInvite text={t('signedOut.text')} signInLabel={t('signedOut.signIn')} registerLabel={t('signedOut.register')} />
      </section>
    </div>
  );
}
