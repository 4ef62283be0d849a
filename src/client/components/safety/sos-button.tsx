import { LifeBuoy } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** The always-visible SOS button; the page that shows it opens its panel. */
export function SosButton({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation('safety');
  return (
    <button
      type="button"
      aria-label={t('sos.buttonLabel')}
      className={cn(
        'bg-danger dark:text-background shadow-soft inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 font-semibold text-white hover:opacity-90',
        className,
      )}
      {...props}
    >
      <LifeBuoy aria-hidden="true" className="size-5" />
      {t('sos.button')}
    </button>
  );
}
