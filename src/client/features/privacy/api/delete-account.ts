import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/schemas/auth';
import type { DeleteAccountRequest } from '@shared/schemas/privacy';
import { announceSessionChange, clearUserCache, meQueryKey } from '@/lib/session/session';
import { apiJson } from '@/lib/api-client';

/**
 * After the account is gone, the browser forgets the person as logout does (SPEC §4): every
 * local user and subscription key erased, the admin flag back to false, the other tabs told.
 * The answers cached in memory (their reflections, chats, progress…) are dropped too.
 */
export function forgetDeletedAccount(queryClient: QueryClient): void {
  clearUserCache();
  announceSessionChange();
  queryClient.setQueryData<SessionResponse | null>(meQueryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
}

/**
 * POST /api/privacy/delete-account. The dialog shows refusals itself, next to the fields, and
 * on success leaves the page before calling `forgetDeletedAccount` (which unmounts it).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountRequest) =>
      apiJson<{ success: true }>('POST', '/api/privacy/delete-account', input),
    meta: { silentError: true },
  });
}
