import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * A calm loading indicator, announced to screen readers. In a page sent rendered it marks a part
 * that only the app can fill in, so the app starts when it comes into view (lib/start-on-intent.ts).
 */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-needs-app="" className={cn('flex items-center justify-center gap-3 py-16', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-[3px] border-primary-soft border-t-primary"
      />
      <span className="sr-only">{label ?? t('shell.loading')}</span>
    </div>
  );
}

/** Shown while a page's code loads; it needs no translations to be loaded. */
export function PageSpinner() {
  return (
    <div role="status" aria-live="polite" data-needs-app="" className="flex min-h-[50vh] items-center justify-center">
      <span aria-hidden="true" className="size-9 animate-spin rounded-full border-[3px] border-primary-soft border-t-primary" />
      <span className="sr-only">Caricamento… / Loading…</span>
    </div>
  );
}
