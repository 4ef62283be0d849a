import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ConversationDetail, ConversationList } from '@shared/schemas/chat';
import { apiJson } from '@/lib/api-client';

export const conversationsKey = ['/api/chat/conversations'] as const;
export const conversationKey = (id: string) => [`/api/chat/conversations/${id}`] as const;

export const conversationsQueryOptions = queryOptions<ConversationList>({ queryKey: conversationsKey });
export const conversationQueryOptions = (id: string) => queryOptions<ConversationDetail>({ queryKey: conversationKey(id) });

export function useConversations(enabled: boolean) {
  return useQuery({ ...conversationsQueryOptions, enabled });
}

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: !!id });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `/api/chat/conversations/${id}`),
    onSuccess: (_void, id) => {
      // Only if nothing shows it: the conversation on screen is left by the page (onDeleted), and
      // removing its query first would make the thread ask the server for it again (a 404).
      queryClient.removeQueries({ queryKey: conversationKey(id), type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

/** "You misunderstood me": the reply asks again gently; it is added to the conversation. */
export function useMisunderstood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ChatMessage>('POST', `/api/chat/conversations/${id}/misunderstood`),
    onSuccess: (message, id) => {
      queryClient.setQueryData<ConversationDetail>(conversationKey(id), (old) =>
        old ? { ...old, messages: [...old.messages, message] } : old,
      );
    },
  });
}
