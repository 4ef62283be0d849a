import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  Goals,
  GoalsUpdate,
  Profile,
  ProfileUpdateInput,
} from '@shared/schemas/profile';
import type { changeEmailResponseSchema } from '@shared/schemas/profile';
import type {
  AchievementList,
  ActivityHistory,
  ActivityHistoryQuery,
  ProgressStatsResponse,
} from '@shared/schemas/progress';
import type { z } from '@shared/schemas/zod';
import { apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';
import { meQueryKey } from '@/lib/session/session';

type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;
const get = <T>() => getQueryFn<T>({ on401: 'returnNull' }) as () => Promise<T | null>;

export const profileQuery = queryOptions({ queryKey: ['/api/profile'] as const, queryFn: get<Profile>() });
export const goalsQuery = (lang: Lang) =>
  queryOptions({ queryKey: [`/api/profile/goals?lang=${lang}`] as const, queryFn: get<Goals>() });

export const useProfile = () => useQuery(profileQuery);
export const useGoals = (lang: Lang) => useQuery(goalsQuery(lang));

// Numbers change with what the person does elsewhere: asked again at each visit.
export const useStats = () =>
  useQuery({
    queryKey: ['/api/progress/stats'] as const,
    queryFn: get<ProgressStatsResponse>(),
    refetchOnMount: 'always',
  });

export const useAchievements = (lang: Lang) =>
  useQuery({
    queryKey: [`/api/progress/achievements?lang=${lang}`] as const,
    queryFn: get<AchievementList>(),
    refetchOnMount: 'always',
  });

/** The activity history with its filters, a page at a time, named in the page's language. */
export function useActivity(filters: ActivityHistoryQuery, lang: Lang) {
  const params = new URLSearchParams({ lang });
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  return useQuery({
    queryKey: [`/api/profile/activity?${params}`] as const,
    queryFn: get<ActivityHistory>(),
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => apiJson<Profile>('PUT', '/api/profile', input),
    meta: { silentError: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      // The greeting's first name and the account menu follow the profile.
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/progress/'),
      });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useSaveGoals(lang: Lang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalsUpdate) => apiJson<Goals>('PUT', `/api/profile/goals?lang=${lang}`, input),
    meta: { silentError: true },
    onSuccess: (goals) => {
      queryClient.setQueryData(goalsQuery(lang).queryKey, goals);
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/progress/'),
      });
    },
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson<unknown>('POST', '/api/profile/password', input),
    meta: { silentError: true },
  });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      apiJson<ChangeEmailResponse>('POST', '/api/profile/email', input),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<Profile>('POST', '/api/profile/email/confirm', { code }),
    meta: { silentError: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
