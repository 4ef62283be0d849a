import { queryOptions, useMutation } from '@tanstack/react-query';
import type { DemoCard, DemoCheckoutSession, DemoPayResponse } from '@shared/schemas/billing';
import { apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';

const sessionPath = (id: string) => `/api/billing/demo/sessions/${encodeURIComponent(id)}`;

/** The demo provider's checkout session (the caller's own only: another's answers 404). */
export const demoSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [sessionPath(id)] as const,
    queryFn: getQueryFn<DemoCheckoutSession>({ on401: 'throw' }) as () => Promise<DemoCheckoutSession>,
  });

/** Pays (or, for `setup`, saves the card); a refused card answers 402 with its reason's code. */
export function usePayDemoSession(id: string) {
  return useMutation({
    meta: { silentError: true },
    mutationFn: (card: DemoCard) => apiJson<DemoPayResponse>('POST', `${sessionPath(id)}/pay`, card),
  });
}
