import { Leaf, LockKeyhole, Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Marks an item free or premium for everyone; a lock when this viewer may not open it. */
export function AccessBadge({
  premium,
  locked,
  labels,
  className,
}: {
  premium: boolean;
  locked: boolean;
  labels: { free: string; premium: string; locked: string };
  className?: string;
}) {
  if (!premium) {
    return (
      <span
        className={cn(
          'bg-primary-soft text-foreground inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
          className,
        )}
      >
        <Leaf aria-hidden="true" className="text-primary size-3.5" />
        {labels.free}
      </span>
    );
  }
  const Icon = locked ? LockKeyhole : Sparkles;
  return (
    <span
      className={cn(
        'bg-accent-soft text-foreground inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Icon aria-hidden="true" className="text-accent size-3.5" />
      {labels.premium}
      {locked && <span className="sr-only">({labels.locked})</span>}
    </span>
  );
}
