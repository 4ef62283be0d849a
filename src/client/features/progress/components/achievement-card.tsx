import { Award, Sparkle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Achievement } from '@shared/schemas/progress';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** The latest achievement earned, or what the first one will be. */
export function AchievementCard({
  achievement,
  className,
}: {
  achievement: Achievement | null;
  className?: string;
}) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className={cn('flex flex-col gap-3', className)}>
      <div className="flex items-center gap-3">
        <span className="bg-accent-soft text-accent flex size-10 shrink-0 items-center justify-center rounded-2xl">
          {achievement ? (
            <Award aria-hidden="true" className="size-5" />
          ) : (
            <Sparkle aria-hidden="true" className="size-5" />
          )}
        </span>
        <h2 id={titleId} className="text-xl">
          {t('achievement.title')}
        </h2>
      </div>
      {achievement?.earnedAt ? (
        <>
          <p className="font-semibold">{achievement.title}</p>
          <p className="text-muted-foreground">{achievement.description}</p>
          <p className="text-muted-foreground text-sm">
            {t('achievement.earned', { date: formatDate(achievement.earnedAt, currentLang()) })}
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">{t('achievement.none')}</p>
      )}
    </Card>
  );
}
