import { useSession } from '@/lib/session/use-session';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';

export default function LoginPage() {
  const { user, isVerified } = useSession();
  return (
    <AuthLayout page="login">
      {user && isVerified ? <SignedInNotice name={user.fullName || user.username} /> : <LoginForm />}
    </AuthLayout>
  );
}
