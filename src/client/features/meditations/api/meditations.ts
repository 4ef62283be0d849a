import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type {
  MeditationDetail,
  MeditationList,
  MeditationSessionInput,
  MeditationSessionResult,
} from '@shared/schemas/meditations';
import { apiJson } from '@/lib/api-client';

export const meditationsQueryOptions = (lang: Lang) =>
  queryOptions<MeditationList>({ queryKey: [`/api/meditations?lang=${lang}`] });

export const meditationQueryOptions = (lang: Lang, slug: string) =>
  queryOptions<MeditationDetail>({ queryKey: [`/api/meditations/${encodeURIComponent(slug)}?lang=${lang}`] });

export function useMeditations(lang: Lang) {
  return useQuery(meditationsQueryOptions(lang));
}

export function useMeditation(lang: Lang, slug: string, enabled: boolean) {
  return useQuery({ ...meditationQueryOptions(lang, slug), enabled });
}

/** Records a run's measured minutes (signed-in users; the server caps them and ignores repeats). */
export function useRecordMeditation(slug: string) {
  return useMutation({
    mutationFn: (input: MeditationSessionInput) =>
      apiJson<MeditationSessionResult>(
        'POST',
        `/api/meditations/${encodeURIComponent(slug)}/sessions`,
        input,
      ),
  });
}
