import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { limits } from '@shared/plans';
import { pathOf } from '@shared/routes';
import { type RegisterInput, type RegisterRequest, type RegisterResponse, registerSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { launchStatusQueryOptions } from '../../launch/api/launch';
import { useRegister } from '../api/auth-mutations';
import { applyServerErrors } from '../lib/form-errors';
import { CheckboxField, EmailField, FormAlert, PasswordField, TextField } from './form-fields';

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
export function RegisterForm({ onRegistered }: { onRegistered: (result: RegisterResponse) => void }) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const campaign = useQuery(launchStatusQueryOptions);
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
  const { errors } = form.formState;
  const places = campaign.data?.campaign;
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
      <TextField
        label={t('fields.username')}
        hint={t('fields.usernameHint')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={60}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        maxLength={200}
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <EmailField
        label={t('fields.email')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        hint={t('fields.passwordHint')}
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />

      <fieldset className="flex flex-col gap-4 rounded-2xl bg-surface-muted/60 p-4 sm:p-5">
        <legend className="sr-only">{t('register.consentsTitle')}</legend>
        <CheckboxField
          label={
            <>
              {t('register.termsBefore')}
              <Link to={pathOf('terms')} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
                {t('register.termsLink')}
              </Link>
              {t('register.termsAfter')}
            </>
          }
          error={errors.acceptTerms?.message}
          {...form.register('acceptTerms')}
        />
        <CheckboxField label={t('register.age')} error={errors.ageConfirmed?.message} {...form.register('ageConfirmed')} />
        <CheckboxField
          label={t('register.health')}
          hint={t('register.healthHint')}
          error={errors.healthDataConsent?.message}
          {...form.register('healthDataConsent')}
        />
      </fieldset>

      {campaignActive && places && (
        <CheckboxField
          className="rounded-2xl border border-accent/30 bg-accent-soft p-4 sm:p-5"
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
        <Link to={pathOf('login')} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('register.loginLink')}
        </Link>
      </p>
    </form>
  );
}
