import { queryOptions } from '@tanstack/react-query';
import type { VerifySessionResponse } from '@shared/schemas/billing';
import { getQueryFn } from '@/lib/query-client';

/**
 * SPEC §7: GET /api/stripe/verify-session?session_id=: what the server confirmed for the caller's
 * own checkout session (without an id, their latest). Never decided from the address alone.
 */
export const verifySessionQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: [
      `/api/stripe/verify-session${sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : ''}`,
    ] as const,
    queryFn: getQueryFn<VerifySessionResponse>({ on401: 'throw' }) as () => Promise<VerifySessionResponse>,
  });
