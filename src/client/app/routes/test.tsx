import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Health } from '@shared/schemas/health';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useServiceWorkerStatus } from '@/features/pwa/use-service-worker-status';
import { apiGet } from '@/lib/api-client';

function storageWorks(): boolean {
  try {
    const key = 'serenamente_probe';
    window.localStorage.setItem(key, '1');
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

function Bomb(): never {
  throw new Error('Simulated error from the diagnostics page');
}

export default function TestPage() {
  const { t, i18n } = useTranslation('pages');
  const [explode, setExplode] = useState(false);
  const health = useQuery({ queryKey: ['/api/health'], queryFn: () => apiGet<Health>('/api/health') });
  const { t: tPwa } = useTranslation('qrcode');
  const sw = useServiceWorkerStatus();

  const rows: [string, string][] = [
    [t('test.version'), health.data?.version ?? (health.isPending ? t('test.checking') : '—')],
    [t('test.api'), health.isPending ? t('test.checking') : health.data ? t('test.ok') : t('test.fail')],
    [
      t('test.database'),
      health.isPending
        ? t('test.checking')
        : health.data?.database.reachable
          ? `${t('test.ok')} (${health.data.database.kind})`
          : t('test.fail'),
    ],
    [t('test.language'), i18n.resolvedLanguage ?? '—'],
    [t('test.storage'), storageWorks() ? t('test.available') : t('test.unavailable')],
    [t('test.serviceWorker'), `${tPwa(`sw.${sw.status}`)}${sw.scope ? ` · ${tPwa('sw.scope', { scope: sw.scope })}` : ''}`],
  ];

  return (
    <>
      <PageIntro page="test" />
      <Card>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="text-muted-foreground" aria-live="polite">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="mt-6 flex flex-col items-start gap-3">
        <h2 className="text-xl">{t('test.errorTitle')}</h2>
        <p className="text-muted-foreground">{t('test.errorText')}</p>
        <Button variant="outline" onClick={() => setExplode(true)}>
          {t('test.errorButton')}
        </Button>
        {explode && <Bomb />}
      </Card>
    </>
  );
}
