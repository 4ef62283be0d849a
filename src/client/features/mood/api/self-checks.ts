import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type { SelfCheckResponse, SelfCheckSubmit } from '@shared/schemas/mood';
import type { z } from '@shared/schemas/zod';
import type { selfCheckFormsSchema, selfCheckListSchema } from '@shared/schemas/mood';
import { apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';

export type SelfCheckForms = z.infer<typeof selfCheckFormsSchema>;
export type SelfCheckForm = SelfCheckForms['forms'][number];
export type SelfCheckList = z.infer<typeof selfCheckListSchema>;

const prefix = '/api/mood/self-checks';

/** GAD-7 and PHQ-9, their questions and answers in the page language. */
export const useSelfCheckForms = (lang: Lang) =>
  useQuery(
    queryOptions({
      queryKey: [`${prefix}/forms?lang=${lang}`] as const,
      queryFn: getQueryFn<SelfCheckForms>({ on401: 'returnNull' }) as () => Promise<SelfCheckForms | null>,
    }),
  );

/** The person's earlier results, newest first. */
export const useSelfCheckHistory = (lang: Lang) =>
  useQuery(
    queryOptions({
      queryKey: [`${prefix}?limit=10&lang=${lang}`] as const,
      queryFn: getQueryFn<SelfCheckList>({ on401: 'returnNull' }) as () => Promise<SelfCheckList | null>,
    }),
  );

/** Sends the answers; the server scores them and says whether to show the crisis help. */
export function useSubmitSelfCheck(lang: Lang) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SelfCheckSubmit) =>
      apiJson<SelfCheckResponse>('POST', `${prefix}?lang=${lang}`, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`${prefix}?`) }),
  });
}
