import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';

/** At the daily limit: what happened, when it comes back, and the way to Premium. */
export function LimitNotice({ title, text, upgrade }: { title: string; text: string; upgrade: string }) {
  return (
    <div className="border-accent/30 bg-accent-soft/70 flex flex-col gap-2 rounded-2xl border p-4">
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="text-accent size-4" />
        {title}
      </p>
      <p className="text-sm">{text}</p>
      <Link to={pathOf('subscription')} className={buttonVariants({ size: 'sm', className: 'self-start' })}>
        {upgrade}
      </Link>
    </div>
  );
}
