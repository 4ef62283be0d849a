import { useState } from 'react';
import type { RegisterResponse } from '@shared/schemas/auth';
import { useSession } from '@/features/auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { RegisterSuccess } from '@/features/auth/components/register-success';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';

export default function RegisterPage() {
  const { user, isVerified } = useSession();
  const [result, setResult] = useState<RegisterResponse | null>(null);
  return (
    <AuthLayout page="register">
      {result ? (
        <RegisterSuccess result={result} />
      ) : user && isVerified ? (
        <SignedInNotice name={user.fullName || user.username} />
      ) : (
        <RegisterForm onRegistered={setResult} />
      )}
    </AuthLayout>
  );
}
