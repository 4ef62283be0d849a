import { Clock3, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { describeReset } from './reset-time';

/**
 * The daily allowance is used: said once, calmly, where the person would write, with the local
 * time it comes back and the way to Premium. Controls it blocks point to it with
 * `aria-describedby={id}`; it is a polite status, so a limit reached while on the page is read
 * out once.
 */
export function DailyLimitNotice({
  id,
  resetsAt,
  className,
}: {
  id: string;
  resetsAt: string | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation('chat');
  const reset = resetsAt ? describeReset({ resetsAt, lang: i18n.resolvedLanguage ?? i18n.language }) : null;
  return (
    <div
      id={id}
      role="status"
      className={cn(
        'border-accent/30 bg-accent-soft/70 flex flex-col gap-2 rounded-2xl border px-4 py-3 text-sm',
        className,
      )}
    >
      <p className="flex items-center gap-2 text-base font-semibold">
        <Clock3 aria-hidden="true" className="text-accent size-4 shrink-0" />
        {t('limit.title')}
      </p>
      <p>
        {reset ? t('limit.resets', reset) : t('limit.resetsSoon')} {t('limit.text')}
      </p>
      <Link
        to={pathOf('subscription')}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        <Sparkles aria-hidden="true" />
        {t('limit.upgrade')}
      </Link>
    </div>
  );
}
