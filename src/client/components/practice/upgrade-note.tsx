import { LockKeyhole } from 'lucide-react';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';

/** A quiet line above a list with locked items: what the lock means, and the way to Premium. */
export function UpgradeNote({ text, linkLabel }: { text: string; linkLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-accent/30 bg-accent-soft/70 px-4 py-3">
      <LockKeyhole aria-hidden="true" className="size-4 shrink-0 text-accent" />
      <p className="min-w-[14rem] flex-1 text-sm">{text}</p>
      <Link to={pathOf('subscription')} className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto px-0' })}>
        {linkLabel}
      </Link>
    </div>
  );
}
