import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordInput, changePasswordSchema } from '@shared/schemas/profile';
import { FormAlert, PasswordField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/profile';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** A new password, with the current one first; other sessions end, this one stays. */
export function PasswordChange() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    setDone(false);
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        setDone(true);
      },
      onError: (err) =>
        setAlert(
          applyServerErrors(err, {
            setError: form.setError,
            fields,
            fieldCodes: { 'profile.wrong_password': 'currentPassword' },
          }),
        ),
    });
  });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h3 id={titleId} className="text-xl">
        {t('password.title')}
      </h3>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          hint={t('password.rules')}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormAlert>{alert}</FormAlert>
        <p role="status" className="text-primary font-medium empty:hidden">
          {done ? t('password.done') : ''}
        </p>
        <Button type="submit" variant="outline" className="self-start" disabled={change.isPending}>
          {change.isPending ? t('password.saving') : t('password.submit')}
        </Button>
      </form>
    </section>
  );
}
