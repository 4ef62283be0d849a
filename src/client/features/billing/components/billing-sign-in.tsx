import { useTranslation } from 'react-i18next';
import { SignInInvite } from '@/components/sign-in-invite';

/** A payment page opened signed out (or whose session ended meanwhile): sign in or register, then come back here. */
export function BillingSignIn({ text }: { text: string }) {
  const { t } = useTranslation('billing');
  return (
    <SignInInvite
      className="max-w-2xl"
      text={text}
      signInLabel={t('account.signIn')}
      registerLabel={t('account.register')}
    />
  );
}
