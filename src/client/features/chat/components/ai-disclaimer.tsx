import { Bot, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * SPEC §1's disclaimer, as the EU AI Act (Art. 50) asks: people know they are talking to an AI
 * before the first message. `compact` is the reminder kept above an ongoing conversation.
 */
export function AiDisclaimer({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation('chat');
  if (compact) {
    return (
      <p className={cn('text-muted-foreground flex items-start gap-2 text-sm', className)}>
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('disclaimer.short')}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="ai-disclaimer-title"
      className={cn('border-primary/30 bg-primary-soft/60 flex gap-4 rounded-3xl border p-5', className)}
    >
      <Bot aria-hidden="true" className="text-primary mt-1 size-6 shrink-0" />
      <div className="flex flex-col gap-2">
        <h2 id="ai-disclaimer-title" className="font-sans text-lg font-semibold">
          {t('disclaimer.title')}
        </h2>
        <p>{t('disclaimer.ai')}</p>
        <p>{t('disclaimer.noDiagnosis')}</p>
        <p className="font-semibold">{t('disclaimer.emergency')}</p>
      </div>
    </section>
  );
}
