import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Circle, ShieldCheck } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@/lib/router';
import { limits } from '@shared/plans';
import { pathOf } from '@shared/routes';
import {
  type ResetPasswordInput,
  type ResetPasswordRequest,
  resetPasswordSchema,
} from '@shared/schemas/auth';
import { EmailField, FormAlert, PasswordField, TextField } from '@/components/form/form-fields';
import { Button, buttonVariants } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useResetPassword } from '../api/auth-mutations';

const rules = [
  { key: 'length', test: (p: string) => p.length >= limits.passwordMinReset },
  { key: 'upper', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'lower', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'digit', test: (p: string) => /\p{N}/u.test(p) },
] as const;

const fields = ['email', 'code', 'password', 'confirmPassword'] as const;

/** The password rules, each ticked as the new password meets it. */
function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="bg-surface-muted/60 -mt-2 rounded-2xl p-4 text-sm">
      <p className="font-medium">{t('reset.rulesTitle')}</p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {rules.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.key}
              className={cn('flex items-center gap-2', met ? 'text-foreground' : 'text-muted-foreground')}
            >
              {met ? (
                <Check aria-hidden="true" className="text-primary size-4" />
              ) : (
                <Circle aria-hidden="true" className="size-3.5" />
              )}
              {t(`reset.rules.${rule.key}`)}
              <span className="sr-only">({met ? t('reset.ruleMet') : t('reset.ruleMissing')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ResetDone({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-start gap-5" role="status">
      <span className="bg-primary-soft text-primary flex size-12 items-center justify-center rounded-2xl">
        <ShieldCheck aria-hidden="true" className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
        {t('reset.doneTitle')}
      </h2>
      <p>{t('reset.doneText')}</p>
      <Link to={pathOf('login')} className={buttonVariants()}>
        {t('reset.goLogin')}
      </Link>
    </div>
  );
}

/** SPEC §2/§5: code, new password and confirmation (≥ 8, upper and lower case, a number). */
export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const reset = useResetPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fromForgot = (location.state as { email?: unknown } | null)?.email;
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: {
      email: typeof fromForgot === 'string' ? fromForgot : '',
      code: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  const password = form.watch('password') ?? '';

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    reset.mutate(values, {
      onSuccess: () => {
        setDone(true);
        requestAnimationFrame(() => headingRef.current?.focus());
      },
      onError: (err) => {
        const message = applyServerErrors(err, { setError: form.setError, fields });
        setAlert(message);
        if (message) form.setFocus('code');
      },
    });
  });

  if (done) return <ResetDone headingRef={headingRef} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailField label={t('fields.email')} error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('fields.code')}
        hint={t('fields.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={32}
        className="[&_input]:font-mono [&_input]:tracking-[0.25em]"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordRules password={password} />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormAlert>{alert}</FormAlert>
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
      <Link to={pathOf('forgotPassword')} className={buttonVariants({ variant: 'link' })}>
        {t('reset.requestNew')}
      </Link>
    </form>
  );
}
