import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useService } from './api';

/** Health, version, database, and the mail, payment and AI providers. */
export function ServiceTab() {
  const { t } = useTranslation('admin');
  const { data } = useService();
  if (!data) return <Spinner />;
  const rate = data.ai.errorRate24h === null ? '—' : `${(data.ai.errorRate24h * 100).toFixed(1)}%`;
  const rows: [string, string | number][] = [
    ['health', data.healthy ? t('service.ok') : t('service.down')],
    ['version', data.version],
    ['environment', data.environment],
    ['uptime', t('service.hours', { hours: Math.floor(data.uptimeSeconds / 3600) })],
    ['database', `${data.database.kind} · ${data.database.latencyMs} ms`],
    ['mail', t(`service.mailMode.${data.mail.mode}`)],
    ['supportFailed', data.mail.supportDeliveryFailed],
    ['payments', t(`service.paymentsMode.${data.payments.mode}`)],
    [
      'ai',
      data.ai.model
        ? `${t(`service.aiProvider.${data.ai.provider}`)} · ${data.ai.model}`
        : t(`service.aiProvider.${data.ai.provider}`),
    ],
    ['aiErrors', `${rate} (${data.ai.failures24h} / ${data.ai.replies24h})`],
  ];
  return (
    <Card className="p-5">
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k} className="border-border flex justify-between gap-3 border-b py-1">
            <dt className="text-muted-foreground">{t(`service.${k}`)}</dt>
            <dd className="text-right">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
