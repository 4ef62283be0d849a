import { cn } from '@/lib/utils';
import { placeholderHeights, quickActionsHeight } from '../lib/sizes';
import { GreetingPlaceholder } from './greeting-placeholder';

/** A card's place while the numbers load: the same size, so nothing moves when they arrive. */
export function CardPlaceholder({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('border-border bg-surface/70 animate-pulse rounded-3xl border', className)}
    />
  );
}

/** The cards' places, in the finished grid. */
export function DashboardCardsPlaceholder() {
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <CardPlaceholder className={cn(placeholderHeights.today, 'lg:col-span-2')} />
      <CardPlaceholder className={placeholderHeights.goal} />
      <CardPlaceholder className={cn(placeholderHeights.activity, 'lg:col-span-2')} />
      <CardPlaceholder className={placeholderHeights.week} />
    </div>
  );
}

/**
 * The whole dashboard's place while its module loads (light: the page module shows it before the
 * view arrives). `label` is said once to screen readers.
 */
export function DashboardPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-10">
      <GreetingPlaceholder label={label} />
      <div aria-hidden="true" className={quickActionsHeight} />
      <DashboardCardsPlaceholder />
    </div>
  );
}
