import { useTranslation } from 'react-i18next';
import type { PageId } from '@shared/routes';
import { useSession } from '@/lib/session/use-session';
import { SignInInvite } from './sign-in-invite';

/**
 * On a page that only shows an account's own data: the way in for a visitor, from the page's
 * `signedOut` copy in the `pages` namespace. Nothing while the session is being restored or
 * for someone signed in.
 */
export function SignedOutInvite({ page }: { page: Extract<PageId, 'dashboard' | 'mood'> }) {
  const { t } = useTranslation('pages');
  const { status } = useSession();
  if (status !== 'signedOut') return null;
  return (
    <SignInInvite
      className="max-w-2xl"
      text={t(`${page}.signedOut.text`)}
      signInLabel={t(`${page}.signedOut.signIn`)}
      registerLabel={t(`${page}.signedOut.register`)}
    />
  );
}
