import { currentLang } from '@/lib/i18n';
import { useDashboard } from '../api/dashboard';
import { placeholderHeights } from '../lib/sizes';
import { PlanCard } from './plan-card';

/** The plan card on its own, for pages other than the dashboard (the profile's overview). */
export function PlanSummary({ className }: { className?: string }) {
  const dashboard = useDashboard(currentLang());
  if (!dashboard.data) {
    return (
      <div
        aria-hidden="true"
        className={`border-border bg-surface/70 animate-pulse rounded-3xl border ${placeholderHeights.plan} ${className ?? ''}`}
      />
    );
  }
  return <PlanCard plan={dashboard.data.plan} className={className} />;
}
