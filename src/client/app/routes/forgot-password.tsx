import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout page="forgotPassword">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
