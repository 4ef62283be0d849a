import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useNewRecoveryCodes, usePasswordChange } from './api';
import { RecoveryCodeList } from './recovery-codes';
import { useErrorText } from './use-error-text';

/** The staff member's own account: password (never empty, trimmed) and recovery codes. */
export function AccountTab() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const change = usePasswordChange();
  const codes = useNewRecoveryCodes();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(form, {
      onSuccess: () => setForm({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    });
  };
  const field = (key: keyof typeof form, autoComplete: string) => (
    <PasswordField
      label={t(`account.${key}`)}
      autoComplete={autoComplete}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="flex flex-col gap-4 p-5">
        <h3 className="text-xl">{t('account.passwordTitle')}</h3>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('confirmPassword', 'new-password')}
          <p className="text-muted-foreground text-sm">{t('account.passwordRules')}</p>
          {change.error && (
            <p role="alert" className="text-danger font-medium">
              {errorText(change.error, t('failed'))}
            </p>
          )}
          {change.isSuccess && (
            <p role="status" className="text-primary font-medium">
              {t('account.passwordChanged')}
            </p>
          )}
          <Button type="submit" disabled={change.isPending}>
            {t('account.changePassword')}
          </Button>
        </form>
      </Card>
      <Card className="flex flex-col gap-4 p-5">
        <h3 className="text-xl">{t('account.codesTitle')}</h3>
        <p className="text-muted-foreground">{t('account.codesIntro')}</p>
        {codes.data ? (
          <RecoveryCodeList codes={codes.data.recoveryCodes} />
        ) : (
          <Button variant="outline" onClick={() => codes.mutate()} disabled={codes.isPending}>
            {t('account.newCodes')}
          </Button>
        )}
      </Card>
    </div>
  );
}
