import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@/lib/router';
import { pathOf } from '@shared/routes';
import {
  type ForgotPasswordInput,
  type ForgotPasswordRequest,
  type ForgotPasswordResponse,
  forgotPasswordSchema,
} from '@shared/schemas/auth';
import { Button, buttonVariants } from '@/components/ui/button';
import { useForgotPassword } from '../api/auth-mutations';
import { applyServerErrors } from '@/lib/form-errors';
import { EmailField, FormAlert } from '@/components/form/form-fields';

/**
 * SPEC §2: the email leads to a security code, sent to that mailbox only. The answer never says
 * whether the address has an account, so neither does this page.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; result: ForgotPasswordResponse } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    forgot.mutate(values, {
      onSuccess: (result) => {
        setSent({ email: values.email, result });
        requestAnimationFrame(() => headingRef.current?.focus());
      },
      onError: (err) => setAlert(applyServerErrors(err, { setError: form.setError, fields: ['email'] })),
    });
  });

  if (sent) {
    return (
      <div className="flex flex-col items-start gap-5">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
          {t('forgot.sentTitle')}
        </h2>
        <p>{t('forgot.sentText', { email: sent.email, minutes: sent.result.validMinutes })}</p>
        <p className="text-sm text-muted-foreground">{t('forgot.sentHint')}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void navigate(pathOf('resetPassword'), { state: { email: sent.email } })}>
            {t('forgot.continue')}
          </Button>
          <Button variant="outline" onClick={() => setSent(null)}>
            {t('forgot.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailField
        label={t('fields.email')}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormAlert>{alert}</FormAlert>
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <Link to={pathOf('login')} className={buttonVariants({ variant: 'link' })}>
        {t('forgot.backToLogin')}
      </Link>
    </form>
  );
}
