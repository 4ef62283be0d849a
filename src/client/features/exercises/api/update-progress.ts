import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import type { ExerciseDetail, ExerciseNoteInput, ExerciseProgressResult } from '@shared/schemas/exercises';
import { apiJson } from '@/lib/api-client';
import { exerciseQueryOptions } from './get-exercise';

function useProgressUpdate<TVars>(
  lang: Lang,
  slug: string,
  send: (vars: TVars) => Promise<ExerciseProgressResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ progress }) => {
      queryClient.setQueryData<ExerciseDetail>(exerciseQueryOptions(lang, slug).queryKey, (old) =>
        old ? { ...old, progress, completedCount: progress.completedCount } : old,
      );
    },
  });
}

/** Saves the signed-in user's note on an exercise. */
export function useSaveExerciseNote(lang: Lang, slug: string) {
  return useProgressUpdate<ExerciseNoteInput>(lang, slug, (input) =>
    apiJson<ExerciseProgressResult>('PUT', `/api/exercises/${encodeURIComponent(slug)}/note`, input),
  );
}

/** Marks an exercise completed (one more in the activity log); the list's counts refresh. */
export function useCompleteExercise(lang: Lang, slug: string) {
  const queryClient = useQueryClient();
  const mutation = useProgressUpdate<void>(lang, slug, () =>
    apiJson<ExerciseProgressResult>('POST', `/api/exercises/${encodeURIComponent(slug)}/completions`),
  );
  return {
    ...mutation,
    mutate: () =>
      mutation.mutate(undefined, {
        onSuccess: () =>
          void queryClient.invalidateQueries({
            predicate: (q) => String(q.queryKey[0]).startsWith('/api/exercises?'),
          }),
      }),
  };
}
