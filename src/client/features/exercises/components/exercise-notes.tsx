import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@shared/i18n';
import {
  type ExerciseNoteInput,
  type ExerciseProgress,
  exerciseNoteMaxLength,
  exerciseNoteSchema,
} from '@shared/schemas/exercises';
import { Button } from '@/components/ui/button';
import { useSaveExerciseNote } from '../api/update-progress';
import { formatDate } from '@/lib/format';

/** The signed-in user's private note on an exercise, editable and saved on request. */
export function ExerciseNotes({
  lang,
  slug,
  progress,
}: {
  lang: Lang;
  slug: string;
  progress: ExerciseProgress;
}) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const save = useSaveExerciseNote(lang, slug);
  const [saved, setSaved] = useState(false);
  const form = useForm<ExerciseNoteInput>({
    resolver: zodResolver(exerciseNoteSchema),
    defaultValues: { note: progress.note },
  });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const tooLong = note.length > exerciseNoteMaxLength;
  useEffect(() => {
    if (note !== progress.note) setSaved(false);
  }, [note, progress.note]);

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: ({ progress: p }) => {
            form.reset({ note: p.note });
            setSaved(true);
          },
        }),
      )}
    >
      <label htmlFor={id} className="font-semibold">
        {t('notes.label')}
      </label>
      <p id={`${id}-hint`} className="text-muted-foreground -mt-2 text-sm">
        {t('notes.hint')}
      </p>
      <textarea
        id={id}
        rows={5}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={tooLong || undefined}
        className="border-border bg-surface text-foreground focus-visible:border-primary w-full resize-y rounded-2xl border p-4 text-base leading-relaxed"
        {...form.register('note')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          id={`${id}-count`}
          className={tooLong ? 'text-danger text-sm font-medium' : 'text-muted-foreground text-sm'}
        >
          {tooLong
            ? t('notes.tooLong', { max: exerciseNoteMaxLength.toLocaleString(lang) })
            : t('notes.characters', { count: note.length, max: exerciseNoteMaxLength.toLocaleString(lang) })}
        </p>
        <Button type="submit" variant="secondary" disabled={save.isPending || tooLong}>
          {t('notes.save')}
        </Button>
      </div>
      <p role="status" className="text-muted-foreground min-h-5 text-sm">
        {saved
          ? t('notes.saved')
          : progress.noteUpdatedAt
            ? t('notes.lastSaved', { date: formatDate(progress.noteUpdatedAt, lang, true) })
            : ''}
      </p>
    </form>
  );
}
