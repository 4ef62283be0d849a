import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchCode } from '@shared/schemas/launch';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const stateStyle: Record<LaunchCode['state'], string> = {
  requested: 'bg-surface-muted text-foreground',
  assigned: 'bg-surface-muted text-foreground',
  ready: 'bg-accent-soft text-accent',
  activated: 'bg-primary-soft text-primary',
  expired: 'bg-surface-muted text-muted-foreground',
};

/** The signed-in person's code: participant N of 50, its state and the relevant date. */
export function MyCodeCard({ code }: { code: LaunchCode }) {
  const { t, i18n } = useTranslation('launch');
  const [copied, setCopied] = useState(false);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.resolvedLanguage, { day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl">{t('code.title')}</h2>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', stateStyle[code.state])} data-testid="code-state">
          {t(`code.state.${code.state}`)}
        </span>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="font-mono text-2xl font-semibold tracking-wider break-all sm:text-3xl" data-testid="my-code">
          {code.code}
        </p>
        {code.state === 'ready' && typeof navigator !== 'undefined' && navigator.clipboard && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              void navigator.clipboard.writeText(code.code).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? t('code.copied') : t('code.copy')}
          </Button>
        )}
      </div>
      <p className="mt-2 text-lg">{t('code.participant', { number: code.participantNumber, places: code.places })}</p>
      <p className="mt-2 text-muted-foreground">
        {code.state === 'ready' && t('code.readyUntil', { date: date(code.expiresAt) })}
        {code.state === 'activated' && t('code.activeUntil', { date: date(code.expiresAt) })}
        {code.state === 'expired' && t('code.expiredText')}
      </p>
    </Card>
  );
}
