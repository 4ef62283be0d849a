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
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/features/exercises/components/practice-ui/format';
import { LoadError } from '@/features/exercises/components/practice-ui/load-error';
import { ApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { useDeleteReflection, useEditReflection, useMyReflections } from '../api/entries';
import { ConfirmDialog } from './confirm-dialog';

/** The signed-in user's saved reflections: read, edit, delete (after a confirmation). */
export function MyReflections() {
  const { t } = useTranslation('reflections');
  const lang = currentLang();
  const entries = useMyReflections(lang);
  const [notice, setNotice] = useState('');

  if (entries.isPending) return <Spinner />;
  if (entries.isError) {
    return (
      <LoadError
        message={t('errors:reflections.load_failed')}
        retryLabel={t('retry')}
        onRetry={() => void entries.refetch()}
      />
    );
  }
  const first = entries.data.pages[0];
  if (!first) return null; // signed out: nothing to show
  const items = entries.data.pages.flatMap((p) => p?.items ?? []);

  return (
    <section aria-labelledby="mine-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mine-title" tabIndex={-1} className="text-2xl outline-none">
          {t('mine.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('mine.count', { count: first.total })}</p>
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {items.length === 0 ? (
        <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-6">
          {t('mine.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((entry) => (
            <EntryItem key={entry.id} entry={entry} lang={lang} onNotice={setNotice} />
          ))}
        </ul>
      )}
      {entries.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="self-center"
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {t('mine.more')}
        </Button>
      )}
    </section>
  );
}

function EntryItem({
  entry,
  lang,
  onNotice,
}: {
  entry: ReflectionEntry;
  lang: string;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('reflections');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditReflection(currentLang());
  const remove = useDeleteReflection();
  const date = formatDate(entry.createdAt, lang, true);
  const edited = entry.updatedAt !== entry.createdAt;
  const form = useForm<ReflectionEntryForm>({
    resolver: zodResolver(reflectionEntryFormSchema),
    values: { body: entry.body },
  });
  const errorCode =
    form.formState.errors.body?.message ??
    (edit.error instanceof ApiError && edit.error.code ? edit.error.code : null);
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
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={form.handleSubmit((values) =>
            edit.mutate(
              { id: entry.id, body: values.body },
              {
                onSuccess: () => {
                  setEditing(false);
                  onNotice(t('mine.updated'));
                },
              },
            ),
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
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                form.reset({ body: entry.body });
                edit.reset();
                setEditing(false);
              }}
            >
              {t('mine.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="leading-relaxed whitespace-pre-wrap">{entry.body}</p>
      )}
      {!editing && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('mine.editLabel', { date })}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            {t('mine.edit')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={t('mine.deleteLabel', { date })}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            {t('mine.delete')}
          </Button>
        </div>
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
