import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { limits } from '@shared/plans';
import type { DailyUsage } from '@shared/schemas/plans';
import { usageQueryOptions } from '@/lib/plans/usage';
import { useSession } from '@/lib/session/use-session';
import { storageKeys, writeStorage } from '@/lib/storage-keys';

export interface DailyAllowance {
  usage: DailyUsage | null;
  /** Today's allowance is used up (never for an unlimited plan or a visitor). */
  limitReached: boolean;
  /** null: unlimited or not known yet. */
  remaining: number | null;
  /** When the allowance comes back (ISO), while the limit holds. */
  resetsAt: string | null;
  /** Re-reads the count (after each AI request). */
  refresh: () => Promise<void>;
  /** The server refused a request at the limit: show it now, then ask the server again. */
  markReached: () => void;
}

/**
 * The daily allowance as the server counts it, with no toast: the pages show it in place, next
 * to what it blocks. Read at load, every 60 s (SPEC §4/§9) and right after `resetsAt`, so
 * sending opens again as soon as the new allowance starts.
 */
export function useDailyAllowance(): DailyAllowance {
  const queryClient = useQueryClient();
  const { user, isVerified } = useSession();
  const query = useQuery({
    ...usageQueryOptions,
    enabled: !!user && isVerified,
    refetchInterval: limits.limitRecheckMs,
  });
  const usage = user ? (query.data ?? null) : null;
  const limitReached = usage?.limitReached === true;

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: usageQueryOptions.queryKey });
  }, [queryClient]);

  // The minute's recheck would open sending up to 60 s late: ask again just after the reset.
  const resetsAt = usage?.resetsAt;
  useEffect(() => {
    if (!resetsAt) return;
    const wait = Date.parse(resetsAt) - Date.now() + 1000;
    if (!(wait > 0) || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void refresh(), wait);
    return () => clearTimeout(timer);
  }, [resetsAt, refresh]);

  // SPEC §3's daily-requests key: a cache of today's count, for the first paint only.
  useEffect(() => {
    if (usage)
      writeStorage(storageKeys.dailyRequests, JSON.stringify({ date: usage.day, count: usage.used }));
  }, [usage]);

  const markReached = useCallback(() => {
    queryClient.setQueryData<DailyUsage | null>(usageQueryOptions.queryKey, (old) =>
      old ? { ...old, used: old.limit ?? old.used, remaining: 0, limitReached: true } : old,
    );
    void refresh();
  }, [queryClient, refresh]);

  return {
    usage,
    limitReached,
    remaining: usage?.remaining ?? null,
    resetsAt: limitReached ? (usage?.resetsAt ?? null) : null,
    refresh,
    markReached,
  };
}
