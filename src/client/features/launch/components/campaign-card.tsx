import { Gift, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LaunchStatus } from '@shared/schemas/launch';
import { Card } from '@/components/ui/card';

/** The campaign's state: places left of 50 (with a progress bar), or completed. */
export function CampaignCard({ campaign }: { campaign: LaunchStatus['campaign'] }) {
  const { t } = useTranslation('launch');
  const active = campaign.state === 'active';
  const percent = Math.round((campaign.taken / Math.max(1, campaign.places)) * 100);
  return (
    <Card className={active ? 'border-accent/40 bg-accent-soft' : undefined}>
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface text-accent">
          {active ? <Gift aria-hidden="true" className="size-6" /> : <Sparkles aria-hidden="true" className="size-6" />}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 className="text-2xl">{active ? t('campaign.active') : t('campaign.completed')}</h2>
          {active ? (
            <p className="text-lg" data-testid="places-left">
              {t('campaign.placesLeft', { count: campaign.remaining, places: campaign.places })}
            </p>
          ) : (
            <p>{t('campaign.completedText', { places: campaign.places })}</p>
          )}
          <div className="mt-2">
            <div
              role="progressbar"
              aria-label={t('campaign.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={campaign.places}
              aria-valuenow={campaign.taken}
              aria-valuetext={`${campaign.taken} / ${campaign.places}`}
              className="h-3 overflow-hidden rounded-full bg-surface"
            >
              <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-1 text-right text-sm text-muted-foreground tabular-nums" aria-hidden="true">
              {campaign.taken} / {campaign.places}
            </p>
          </div>
        </div>
      </div>
    </Card>
  );
}
