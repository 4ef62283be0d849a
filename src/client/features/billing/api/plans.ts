import { queryOptions } from '@tanstack/react-query';
import type { BillingPlans } from '@shared/schemas/billing';
import { getQueryFn } from '@/lib/query-client';

/** GET /api/billing/plans: the provider, the prices and the launch offer's places left (public). */
export const billingPlansQueryOptions = queryOptions({
  queryKey: ['/api/billing/plans'] as const,
  queryFn: getQueryFn<BillingPlans>({ on401: 'throw' }) as () => Promise<BillingPlans>,
});
