import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useLaunch, useLaunchToggle } from './api';
import { useErrorText } from './use-error-text';

/** The launch campaign: places, codes, discounts, and opening or closing it. */
export function LaunchTab() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { data } = useLaunch();
  const toggle = useLaunchToggle();
  const [reason, setReason] = useState('');
  if (!data) return <Spinner />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    toggle.mutate({ open: !data.open, reason }, { onSuccess: () => setReason('') });
  };
  const rows: [string, string | number][] = [
    ['state', data.open ? t('launch.open') : t('launch.closed')],
    ['places', `${data.taken} / ${data.places}`],
    ['assigned', data.codes.assigned],
    ['activated', data.codes.activated],
    ['expired', data.codes.expired],
    ...data.discounts.map((d): [string, string] => [`discount.${d.plan}`, `${d.used} / ${d.total}`]),
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-5">
        <dl className="grid gap-2 sm:grid-cols-2">
          {rows.map(([k, v]) => (
            <div key={k} className="border-border flex justify-between gap-3 border-b py-1">
              <dt className="text-muted-foreground">{t(`launch.${k}`)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="p-5">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField
            label={t('users.reason')}
            hint={t('users.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {toggle.error && (
            <p role="alert" className="text-danger font-medium">
              {errorText(toggle.error, t('failed'))}
            </p>
          )}
          <Button type="submit" variant={data.open ? 'danger' : 'primary'} disabled={toggle.isPending}>
            {data.open ? t('launch.close') : t('launch.reopen')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
