import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { limits } from '@shared/plans';
import { pathOf } from '@shared/routes';
import type { DailyUsage } from '@shared/schemas/plans';
import { i18n } from '@/lib/i18n';
import { storageKeys, writeStorage } from '@/lib/storage-keys';
import { toast } from '@/lib/toast-store';
import { useSession } from '@/lib/session/use-session';
import { usageQueryOptions } from './usage';

export interface DailyLimit {
  usage: DailyUsage | null;
  /** SPEC §4's limit flag: today's allowance is used up (never true when unlimited or signed out). */
  limitReached: boolean;
  /** null: unlimited or unknown. */
  remaining: number | null;
  limit: number | null;
  isLoading: boolean;
  /** Re-reads today's count (call it after each AI request). */
  refresh: () => Promise<void>;
  /** Shows the 'Limite giornaliero raggiunto' toast with its upgrade link (e.g. on a 429 from the AI). */
  notifyLimitReached: () => void;
}

/** SPEC §8's toast: 'Limite giornaliero raggiunto' / 'Daily limit reached' with an upgrade prompt. */
export function showDailyLimitToast(): void {
  void i18n.loadNamespaces('auth').then(() =>
    toast({
      title: i18n.t('errors:plans.daily_limit_reached'),
      description: i18n.t('auth:dailyLimit.description'),
      action: { label: i18n.t('auth:dailyLimit.upgrade'), href: pathOf('subscription') },
      variant: 'error',
    }),
  );
}

/**
 * The daily limit as the server counts it (free: 3 AI requests, standard trial: 5 chat messages,
 * premium unlimited). Read at load, rechecked every 60 s (SPEC §4/§9) and again right after
 * midnight of the person's time zone; at the limit the toast with the upgrade link shows once.
 */
export function useDailyLimit(): DailyLimit {
  const queryClient = useQueryClient();
  const { user, isVerified } = useSession();
  const query = useQuery({
    ...usageQueryOptions,
    // Only for a signed-in person (visitors have no daily count to read).
    enabled: !!user && isVerified,
    refetchInterval: limits.limitRecheckMs,
  });
  const usage = user ? (query.data ?? null) : null;
  const limitReached = usage?.limitReached === true;

  // The count starts again at the person's midnight: refetch then, not a minute later.
  const resetsAt = usage?.resetsAt;
  useEffect(() => {
    if (!resetsAt) return;
    const wait = Date.parse(resetsAt) - Date.now() + 1000;
    if (!(wait > 0) || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: usageQueryOptions.queryKey }), wait);
    return () => clearTimeout(timer);
  }, [resetsAt, queryClient]);

  // SPEC §3's daily-requests key: a cache of today's count, for the first paint only.
  useEffect(() => {
    if (usage) writeStorage(storageKeys.dailyRequests, JSON.stringify({ date: usage.day, count: usage.used }));
  }, [usage]);

  // The toast, once per day when the flag turns true.
  const toastedFor = useRef<string | null>(null);
  useEffect(() => {
    if (limitReached && usage && toastedFor.current !== usage.day) {
      toastedFor.current = usage.day;
      showDailyLimitToast();
    }
  }, [limitReached, usage]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: usageQueryOptions.queryKey });
  }, [queryClient]);

  return {
    usage,
    limitReached,
    remaining: usage?.remaining ?? null,
    limit: usage?.limit ?? null,
    isLoading: query.isLoading,
    refresh,
    notifyLimitReached: showDailyLimitToast,
  };
}
