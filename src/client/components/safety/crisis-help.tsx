import { ChevronDown, NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CrisisSupportView } from '@shared/schemas/safety';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GroundingExercise } from './grounding-exercise';
import { HelplineList } from './helpline-list';

/**
 * The help that comes with a crisis reply, inside the conversation or a result: the lines that
 * fit (with tap-to-call links and hours), a grounding exercise, the way to the safety plan, and
 * "you misunderstood me", which asks again gently instead of closing anything.
 */
export function CrisisHelp({
  support,
  onOpenPlan,
  onMisunderstood,
  misunderstoodPending = false,
  className,
}: {
  support: CrisisSupportView;
  onOpenPlan?: () => void;
  onMisunderstood?: () => void;
  misunderstoodPending?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('safety');
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <p className="font-semibold">{t('crisis.helpTitle')}</p>
      <HelplineList lines={support.helplines} />
      <details className="group">
        <summary className="text-primary flex min-h-11 cursor-pointer list-none items-center gap-2 font-medium [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          {t('crisis.groundingToggle', { title: support.grounding.title })}
        </summary>
        <GroundingExercise exercise={support.grounding} headingLevel={4} className="mt-2" />
      </details>
      {(onOpenPlan || onMisunderstood) && (
        <div className="flex flex-wrap gap-2">
          {onOpenPlan && (
            <Button type="button" variant="secondary" onClick={onOpenPlan}>
              <NotebookPen aria-hidden="true" />
              {t('crisis.openPlan')}
            </Button>
          )}
          {onMisunderstood && (
            <Button type="button" variant="outline" disabled={misunderstoodPending} onClick={onMisunderstood}>
              {support.misunderstoodLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
