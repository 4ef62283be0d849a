import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { limits } from '@shared/plans';
import { pathOf } from '@shared/routes';
import type { RegisterInput, RegisterRequest } from '@shared/schemas/auth';
import { CheckboxField, EmailField, PasswordField, TextField } from '@/components/form/form-fields';

type RegisterFormApi = UseFormReturn<RegisterInput, unknown, RegisterRequest>;

/** Username, full name, email, password and its confirmation. */
export function AccountFields({ form }: { form: RegisterFormApi }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <>
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
      <EmailField label={t('fields.email')} error={errors.email?.message} {...form.register('email')} />
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
    </>
  );
}

/** The terms, the age-14 declaration and the separate health-data consent (GDPR Art. 9). */
export function ConsentFields({ form }: { form: RegisterFormApi }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <fieldset className="bg-surface-muted/60 flex flex-col gap-4 rounded-2xl p-4 sm:p-5">
      <legend className="sr-only">{t('register.consentsTitle')}</legend>
      <CheckboxField
        label={
          <>
            {t('register.termsBefore')}
            <Link
              to={pathOf('terms')}
              target="_blank"
              rel="noopener"
              className="text-primary font-medium underline underline-offset-4"
            >
              {t('register.termsLink')}
            </Link>
            {t('register.termsAfter')}
          </>
        }
        error={errors.acceptTerms?.message}
        {...form.register('acceptTerms')}
      />
      <CheckboxField
        label={t('register.age')}
        error={errors.ageConfirmed?.message}
        {...form.register('ageConfirmed')}
      />
      <CheckboxField
        label={t('register.health')}
        hint={t('register.healthHint')}
        error={errors.healthDataConsent?.message}
        {...form.register('healthDataConsent')}
      />
    </fieldset>
  );
}
