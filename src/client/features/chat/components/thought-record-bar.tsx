import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ThoughtRecordProgress } from '@shared/schemas/chat';

/** Where the thought record stands, so a reload (or a pause) never loses the thread. */
export function ThoughtRecordBar({ progress }: { progress: ThoughtRecordProgress }) {
  const { t } = useTranslation('chatMore');
  const label = t('thoughtRecord.progress', {
    index: progress.index,
    total: progress.total,
    step: t(`thoughtRecord.steps.${progress.step}`),
  });
  return (
    <div className="bg-lavender-soft flex flex-col gap-2 rounded-2xl px-4 py-3 text-sm">
      <p className="flex items-center gap-2">
        <ClipboardList aria-hidden="true" className="size-4 shrink-0" />
        <span className="font-semibold">{t('thoughtRecord.label')}</span>
        <span>· {label}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t('thoughtRecord.label')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.index}
        aria-valuetext={label}
        className="bg-background/70 h-1.5 overflow-hidden rounded-full"
      >
        <div className="bg-primary h-full rounded-full" style={{ width: `${(progress.index / progress.total) * 100}%` }} />
      </div>
    </div>
  );
}
