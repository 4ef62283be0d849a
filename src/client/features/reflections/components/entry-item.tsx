import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReflectionEntry } from '@shared/schemas/reflections';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { useDeleteReflection } from '../api/entries';

/** Editing one saved reflection in place: its form loads when first needed. */
const EntryEditForm = lazy(() => import('./entry-edit-form'));

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
        <Suspense fallback={<p className="leading-relaxed whitespace-pre-wrap">{entry.body}</p>}>
          <EntryEditForm
            entry={entry}
            date={date}
            onSaved={() => {
              setEditing(false);
              onNotice(t('mine.updated'));
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
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
