import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { SecondFactorStatus } from '@shared/schemas/admin';
import { TextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { statusKey, useConfirmEnrolment, useEnrol, useVerify } from './api';
import { RecoveryCodeList } from './recovery-codes';
import { useErrorText } from './use-error-text';

/** The second step of a staff sign-in: enrolment (first time) or the code from the app. */
export function SecondFactorStep({ status }: { status: SecondFactorStatus }) {
  return status.enrolled ? <VerifyCode /> : <Enrolment />;
}

function VerifyCode() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const verify = useVerify();
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate(code.trim());
  };
  return (
    <Card className="flex max-w-lg flex-col gap-4 p-6">
      <h2 className="text-2xl">{t('secondFactor.verifyTitle')}</h2>
      <p className="text-muted-foreground">{t('secondFactor.verifyIntro')}</p>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('secondFactor.codeLabel')}
          hint={t('secondFactor.codeHint')}
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={undefined}
        />
        {verify.error && (
          <p role="alert" className="text-danger font-medium">
            {errorText(verify.error, t('failed'))}
          </p>
        )}
        <Button type="submit" disabled={verify.isPending}>
          {t('secondFactor.verify')}
        </Button>
      </form>
    </Card>
  );
}

function Enrolment() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const enrol = useEnrol();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');

  if (confirm.data) {
    return (
      <Card className="flex max-w-xl flex-col gap-4 p-6">
        <h2 className="text-2xl">{t('secondFactor.codesTitle')}</h2>
        <p>{t('secondFactor.codesIntro')}</p>
        <RecoveryCodeList codes={confirm.data.recoveryCodes} />
        <Button onClick={() => void queryClient.invalidateQueries({ queryKey: statusKey })}>
          {t('secondFactor.codesDone')}
        </Button>
      </Card>
    );
  }
  const secret = enrol.data?.secret;
  return (
    <Card className="flex max-w-xl flex-col gap-4 p-6">
      <h2 className="text-2xl">{t('secondFactor.enrolTitle')}</h2>
      <p className="text-muted-foreground">{t('secondFactor.enrolIntro')}</p>
      {!enrol.data ? (
        <Button onClick={() => enrol.mutate()} disabled={enrol.isPending}>
          {t('secondFactor.start')}
        </Button>
      ) : (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate(code.trim());
          }}
        >
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrol.data.qrSvg)}`}
            alt={t('secondFactor.qrAlt', { secret })}
            width={200}
            height={200}
            className="rounded-xl bg-white p-2"
          />
          <p>
            {t('secondFactor.manual')}{' '}
            <code data-testid="totp-secret" className="bg-surface-muted rounded px-2 py-1 break-all">
              {secret}
            </code>
          </p>
          <TextField
            label={t('secondFactor.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {confirm.error && (
            <p role="alert" className="text-danger font-medium">
              {errorText(confirm.error, t('failed'))}
            </p>
          )}
          <Button type="submit" disabled={confirm.isPending}>
            {t('secondFactor.confirm')}
          </Button>
        </form>
      )}
      {enrol.error && (
        <p role="alert" className="text-danger font-medium">
          {errorText(enrol.error, t('failed'))}
        </p>
      )}
    </Card>
  );
}
