import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramProgress, ResourceViewer } from '@shared/schemas/resources';
import { apiJson } from '@/lib/api-client';
import { getQueryFn } from '@/lib/query-client';

export const viewerKey = ['/api/resources/me'] as const;
export const programProgressKey = (slug: string) => [`/api/resources/${slug}/progress`] as const;

/**
 * Who is looking at the library: signed in or not, entitled to premium items or not (what the
 * UI shows first; the server still decides), and their progress in every program.
 */
export function useLibraryViewer() {
  return useQuery<ResourceViewer>({ queryKey: viewerKey });
}

export function useProgramProgress(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: programProgressKey(slug),
    queryFn: getQueryFn<ProgramProgress>({ on401: 'returnNull' }),
    enabled,
  });
}

export function useSetProgramDay(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, done }: { day: number; done: boolean }) =>
      apiJson<ProgramProgress>('PUT', `/api/resources/${slug}/progress/${day}`, { done }),
    onMutate: async ({ day, done }) => {
      await queryClient.cancelQueries({ queryKey: programProgressKey(slug) });
      const previous = queryClient.getQueryData<ProgramProgress | null>(programProgressKey(slug));
      if (previous) {
        const days = new Set(previous.completedDays);
        if (done) days.add(day);
        else days.delete(day);
        queryClient.setQueryData(programProgressKey(slug), {
          ...previous,
          completedDays: [...days].sort((a, b) => a - b),
        });
      }
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(programProgressKey(slug), context.previous);
    },
    onSuccess: (progress) => {
      queryClient.setQueryData(programProgressKey(slug), progress);
      void queryClient.invalidateQueries({ queryKey: viewerKey });
    },
  });
}
