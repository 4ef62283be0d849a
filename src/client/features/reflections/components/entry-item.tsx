import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ReflectionEntry,
  type ReflectionEntryForm,
  reflectionEntryFormSchema,
} from '@shared/schemas/reflections';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { useDeleteReflection, useEditReflection } from '../api/entries';

/** Editing one saved reflection in place; a refusal shows under the text. */
function EntryEditForm({
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
    resolver: zodResolver(reflectionEntryFormSchema),
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

function EntryActions({
  date,
  onEdit,
  onDelete,
}: {
  date: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('reflections');
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={t('mine.editLabel', { date })}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
        {t('mine.edit')}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={t('mine.deleteLabel', { date })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
        {t('mine.delete')}
      </Button>
    </div>
  );
}

/** One saved reflection: when, what it answered, the text; edit it or delete it (after a confirmation). */
export function EntryItem({
  entry,
  lang,
  onNotice,
}: {
  entry: ReflectionEntry;
  lang: string;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('reflections');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReflection();
  const date = formatDate(entry.createdAt, lang, true);
  const edited = entry.updatedAt !== entry.createdAt;
  const context = entry.prompt
    ? `${entry.prompt.number ? `${entry.prompt.number}. ` : ''}${entry.prompt.text}`
    : (entry.reflection?.question ?? null);

  return (
    <li className="border-border bg-surface flex flex-col gap-3 rounded-2xl border p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-muted-foreground text-sm font-semibold">
          <time dateTime={entry.createdAt}>{date}</time>
          {edited && (
            <span className="font-normal">
              {' '}
              · {t('mine.edited', { date: formatDate(entry.updatedAt, lang, true) })}
            </span>
          )}
        </p>
      </div>
      {context && <p className="text-muted-foreground font-serif italic">{context}</p>}
      {editing ? (
        <EntryEditForm
          entry={entry}
          date={date}
          onSaved={() => {
            setEditing(false);
            onNotice(t('mine.updated'));
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <p className="leading-relaxed whitespace-pre-wrap">{entry.body}</p>
          <EntryActions date={date} onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('mine.confirmTitle')}
        description={t('mine.confirmText')}
        confirmLabel={t('mine.confirm')}
        cancelLabel={t('mine.keep')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(entry.id, {
            onSuccess: () => {
              setConfirming(false);
              onNotice(t('mine.deleted'));
              document.getElementById('mine-title')?.focus();
            },
          })
        }
      />
    </li>
  );
}
