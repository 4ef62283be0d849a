import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PushSubscriptionInput,
  ReminderSettings,
  ReminderSettingsUpdate,
} from '@shared/schemas/profile';
import { apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';

export const remindersQuery = queryOptions({
  queryKey: ['/api/reminders'] as const,
  queryFn: getQueryFn<ReminderSettings>({ on401: 'returnNull' }) as () => Promise<ReminderSettings | null>,
});

export const useReminders = () => useQuery(remindersQuery);

/** Reminder changes refresh the settings and the dashboard's reminder card. */
function useRemindersMutation<TVars, TResult>(send: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silentError: true },
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => {
          const key = String(q.queryKey[0]);
          return key === '/api/reminders' || key.startsWith('/api/progress/');
        },
      }),
  });
}

export const useSaveReminders = () =>
  useRemindersMutation((input: ReminderSettingsUpdate) =>
    apiJson<ReminderSettings>('PUT', '/api/reminders', input),
  );

export const useAddPushDevice = () =>
  useRemindersMutation((subscription: PushSubscriptionInput) =>
    apiJson<unknown>('POST', '/api/reminders/subscriptions', subscription),
  );

export const useRemovePushDevice = () =>
  useRemindersMutation((endpoint: string) =>
    apiJson<unknown>('DELETE', '/api/reminders/subscriptions', { endpoint }),
  );
