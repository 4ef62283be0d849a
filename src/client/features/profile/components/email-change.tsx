import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ChangeEmailInput,
  changeEmailSchema,
  confirmEmailSchema,
  type Profile,
} from '@shared/schemas/profile';
import type { z } from '@shared/schemas/zod';
import { EmailField, FormAlert, PasswordField, TextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import { useChangeEmail, useConfirmEmail } from '../api/profile';

/** Step 2: the 6-digit code mailed to the new address. */
function ConfirmCode({ pendingEmail, onDone }: { pendingEmail: string; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const confirm = useConfirmEmail();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<z.input<typeof confirmEmailSchema>>({
    resolver: zodResolver(confirmEmailSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(({ code }) => {
    setAlert(null);
    confirm.mutate(code, {
      onSuccess: onDone,
      onError: (err) =>
        setAlert(
          applyServerErrors(err, {
            setError: form.setError,
            fields: ['code'],
            fieldCodes: { 'profile.email_code_invalid': 'code' },
          }),
        ),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="bg-primary-soft/60 rounded-2xl px-4 py-3">
        {t('email.codeSent', { email: pendingEmail })}
      </p>
      <TextField
        label={t('email.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <FormAlert>{alert}</FormAlert>
      <Button type="submit" variant="outline" className="self-start" disabled={confirm.isPending}>
        {t('email.confirm')}
      </Button>
    </form>
  );
}

/** The address, and changing it: the new one, the password, then the code mailed there. */
export function EmailChange({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const change = useChangeEmail();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    setDone(false);
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (err) =>
        setAlert(
          applyServerErrors(err, {
            setError: form.setError,
            fields: ['newEmail', 'password'],
            fieldCodes: { 'profile.wrong_password': 'password', 'profile.email_unavailable': 'newEmail' },
          }),
        ),
    });
  });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h3 id={titleId} className="text-xl">
        {t('email.title')}
      </h3>
      <p>
        {t('email.current')} <strong className="break-all">{profile.email}</strong>
      </p>
      <p role="status" className="text-primary font-medium empty:hidden">
        {done ? t('email.done') : ''}
      </p>
      {profile.pendingEmail ? (
        <ConfirmCode pendingEmail={profile.pendingEmail} onDone={() => setDone(true)} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <EmailField
            label={t('email.new')}
            error={errors.newEmail?.message}
            {...form.register('newEmail')}
          />
          <PasswordField
            label={t('email.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <FormAlert>{alert}</FormAlert>
          <Button type="submit" variant="outline" className="self-start" disabled={change.isPending}>
            {change.isPending ? t('email.sending') : t('email.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
