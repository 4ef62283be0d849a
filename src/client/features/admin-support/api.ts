import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportInbox, SupportInboxItem, SupportInboxMessage } from '@shared/schemas/admin-content';
import { apiJson } from '@/lib/api-client';

const base = '/api/admin/support/messages';
const isInboxKey = (key: readonly unknown[]) => String(key[0]).startsWith(base);

export function useInbox(status: string) {
  return useQuery<SupportInbox>({
    queryKey: [status === 'all' ? base : `${base}?status=${status}`],
    staleTime: 0,
  });
}

export function useInboxMessage(id: string) {
  return useQuery<SupportInboxMessage>({ queryKey: [`${base}/${id}`], staleTime: 0 });
}

export function useAnswer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) => apiJson<SupportInboxMessage>('POST', `${base}/${id}/answer`, { answer }),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => isInboxKey(q.queryKey) }),
  });
}

export function useMarkHandled(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handled: boolean) => apiJson<SupportInboxItem>('PUT', `${base}/${id}/handled`, { handled }),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => isInboxKey(q.queryKey) }),
  });
}
