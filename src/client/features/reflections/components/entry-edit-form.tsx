import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReflectionEntry, ReflectionEntryForm } from '@shared/schemas/reflections';
import { lazyZodResolver } from '@/app/lazy-resolver';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { useEditReflection } from '../api/entries';

// Loaded when a saved reflection is first edited (entry-item.tsx), not with the page: the form
// library is 13 KB gzipped.

const entryResolver = lazyZodResolver<ReflectionEntryForm>(() =>
  import('@shared/schemas/reflections').then((m) => m.reflectionEntryFormSchema),
);

/** Editing one saved reflection in place; a refusal shows under the text. */
export default function EntryEditForm({
  entry,
  date,
  onSaved,
  onCancel,
}: {
  entry: ReflectionEntry;
  date: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reflections');
  const id = useId();
  const edit = useEditReflection(currentLang());
  const form = useForm<ReflectionEntryForm>({
    resolver: entryResolver,
    values: { body: entry.body },
  });
  const errorCode =
    form.formState.errors.body?.message ??
    (edit.error instanceof ApiError && edit.error.code ? edit.error.code : null);

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit((values) =>
        edit.mutate({ id: entry.id, body: values.body }, { onSuccess: onSaved }),
      )}
    >
      <label htmlFor={id} className="sr-only">
        {t('mine.editLabel', { date })}
      </label>
      <textarea
        id={id}
        rows={6}
        autoFocus
        aria-invalid={errorCode ? true : undefined}
        aria-describedby={`${id}-error`}
        className="border-border bg-background text-foreground focus-visible:border-primary aria-invalid:border-danger w-full resize-y rounded-2xl border p-4 font-serif text-lg leading-relaxed"
        {...form.register('body')}
      />
      <p id={`${id}-error`} role="alert" className="text-danger min-h-5 text-sm font-medium">
        {errorCode ? t(`errors:${errorCode}`) : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {t('mine.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('mine.cancel')}
        </Button>
      </div>
    </form>
  );
}
