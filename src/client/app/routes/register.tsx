import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RegisterResponse } from '@shared/schemas/auth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { RegisterSuccess } from '@/features/auth/components/register-success';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';
import { launchStatusQueryOptions } from '@/features/launch/api/launch';
import { useSession } from '@/lib/session/use-session';

/** The form, offered the launch campaign while it has places. */
function RegisterWithCampaign({ onRegistered }: { onRegistered: (result: RegisterResponse) => void }) {
  const campaign = useQuery(launchStatusQueryOptions);
  return <RegisterForm campaign={campaign.data?.campaign} onRegistered={onRegistered} />;
}

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
        <RegisterWithCampaign onRegistered={setResult} />
      )}
    </AuthLayout>
  );
}
