import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import {
  type RegisterInput,
  type RegisterRequest,
  type RegisterResponse,
  registerSchema,
} from '@shared/schemas/auth';
import type { LaunchStatus } from '@shared/schemas/launch';
import { CheckboxField, FormAlert } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import { useRegister } from '../api/auth-mutations';
import { AccountFields, ConsentFields } from './register-fields';

const fields = [
  'username',
  'fullName',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
  'ageConfirmed',
  'healthDataConsent',
] as const;

/**
 * SPEC §2/§5's registration: username, full name, email, password and its confirmation, the
 * terms, the age-14 declaration and the separate health-data consent (GDPR Art. 9) — one zod
 * schema with the server. While the launch campaign has places, joining it is offered (checked).
 */
export function RegisterForm({
  campaign,
  onRegistered,
}: {
  /** The launch campaign's places, from the page (GET /api/launch/status). */
  campaign: LaunchStatus['campaign'] | undefined;
  onRegistered: (result: RegisterResponse) => void;
}) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const [alert, setAlert] = useState<string | null>(null);
  const [joinLaunch, setJoinLaunch] = useState(true);
  const form = useForm<RegisterInput, unknown, RegisterRequest>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      username: '',
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false as unknown as true,
      ageConfirmed: false as unknown as true,
      healthDataConsent: false as unknown as true,
    },
  });
  const places = campaign;
  const campaignActive = places?.state === 'active';

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    register.mutate(
      { ...values, skipLaunchCode: campaignActive ? !joinLaunch : false },
      {
        onSuccess: onRegistered,
        onError: (err) =>
          setAlert(
            applyServerErrors(err, {
              setError: form.setError,
              fields,
              networkCode: 'auth.registration_error',
              fieldCodes: { 'auth.username_exists': 'username' },
            }),
          ),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <AccountFields form={form} />
      <ConsentFields form={form} />

      {campaignActive && places && (
        <CheckboxField
          className="border-accent/30 bg-accent-soft rounded-2xl border p-4 sm:p-5"
          label={t('register.launchOptIn')}
          hint={t('register.launchPlaces', { remaining: places.remaining, places: places.places })}
          checked={joinLaunch}
          onChange={(e) => setJoinLaunch(e.target.checked)}
        />
      )}

      <FormAlert>{alert}</FormAlert>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
      <p className="text-center text-[0.95rem]">
        {t('register.haveAccount')}{' '}
        <Link to={pathOf('login')} className="text-primary font-medium underline-offset-4 hover:underline">
          {t('register.loginLink')}
        </Link>
      </p>
    </form>
  );
}
