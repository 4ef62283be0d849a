import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInInvite } from '@/components/sign-in-invite';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { useStaffStatus } from './api';
import { AdminConsole } from './console';
import { SecondFactorStep } from './second-factor-step';

/**
 * /admin and /admin-dashboard: the server decides. Signed out → an invitation to sign in;
 * a member → not for them; staff → the second factor, then the console.
 */
export function AdminArea({ content, support }: { content: ReactNode; support: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const status = useStaffStatus(signedIn);
  if (session.status === 'loading' || (signedIn && status.isPending)) return <Spinner />;
  if (!signedIn)
    return (
      <SignInInvite text={t('signIn')} signInLabel={t('signInLabel')} registerLabel={t('registerLabel')} />
    );
  if (!status.data || status.data.role === 'member') {
    return (
      <Card className="p-6">
        <p>{t('notStaff')}</p>
      </Card>
    );
  }
  if (!status.data.verified) return <SecondFactorStep status={status.data} />;
  return <AdminConsole role={status.data.role} content={content} support={support} />;
}
