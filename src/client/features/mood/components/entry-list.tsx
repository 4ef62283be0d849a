import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoodEntry, MoodOptions } from '@shared/schemas/mood';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { entriesPageSize, entriesQuery, useDeleteMood } from '../api/mood';
import { moodStyle } from '../lib/mood-style';
import { LoadError } from './later';
import { MoodForm } from './mood-form';

const when = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** Edit and delete (after a confirmation), each named with the entry it acts on. */
function EntryActions({
  label,
  onEdit,
  onDelete,
  deleting,
}: {
  /** "Calmo, gio 26 nov, 09:00". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('mood');
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="-ml-3 flex gap-1 pt-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={onEdit}
        aria-label={`${t('list.edit')}: ${label}`}
      >
        <Pencil aria-hidden="true" />
        {t('list.edit')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={`${t('list.delete')}: ${label}`}
      >
        <Trash2 aria-hidden="true" />
        {t('list.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('list.confirmTitle')}
        description={t('list.confirmText')}
        confirmLabel={t('list.delete')}
        cancelLabel={t('log.cancel')}
        pending={deleting}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </div>
  );
}

function EntryItem({
  entry,
  options,
  onNotice,
}: {
  entry: MoodEntry;
  options: MoodOptions;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('mood');
  const [editing, setEditing] = useState(false);
  const remove = useDeleteMood();
  const { icon: Icon, soft } = moodStyle[entry.moodName];
  const moodLabel = options.moods.find((m) => m.value === entry.mood)?.label ?? entry.moodName;
  const labelOf = (list: { id: string; label: string }[], id: string) =>
    list.find((x) => x.id === id)?.label ?? id;
  const details = [
    ...entry.emotions.map((e) => labelOf(options.emotions, e)),
    ...entry.factors.map((f) => labelOf(options.factors, f)),
  ];
  if (editing) {
    return (
      <li className="border-primary/40 bg-surface rounded-3xl border p-4 sm:p-5 md:col-span-2">
        <MoodForm
          options={options}
          entry={entry}
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            onNotice(t('list.updated'));
          }}
        />
      </li>
    );
  }
  return (
    <li className="border-border bg-surface flex gap-3 rounded-3xl border p-4">
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', soft)}>
        <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{moodLabel}</span>
          <span className="text-muted-foreground text-sm">{when(entry.at, currentLang())}</span>
        </p>
        {details.length > 0 && <p className="text-muted-foreground text-sm">{details.join(' · ')}</p>}
        {entry.note && <p className="break-words whitespace-pre-line">{entry.note}</p>}
        <EntryActions
          label={`${moodLabel}, ${when(entry.at, currentLang())}`}
          onEdit={() => setEditing(true)}
          onDelete={() => remove.mutate(entry.id, { onSuccess: () => onNotice(t('list.deleted')) })}
          deleting={remove.isPending}
        />
      </div>
    </li>
  );
}

/** The latest entries, newest first: each can be edited or deleted (after a confirmation). */
export function EntryList({ options, onNotice }: { options: MoodOptions; onNotice: (text: string) => void }) {
  const { t } = useTranslation('mood');
  const titleId = useId();
  const [limit, setLimit] = useState(entriesPageSize);
  const entries = useQuery({ ...entriesQuery(limit), placeholderData: (previous) => previous });
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-2xl">
          {t('list.title')}
        </h2>
        {entries.data && (
          <p className="text-muted-foreground text-sm">{t('list.count', { count: entries.data.total })}</p>
        )}
      </div>
      {entries.isPending ? (
        <div aria-hidden="true" className="bg-surface-muted/60 h-28 animate-pulse rounded-3xl" />
      ) : entries.isError ? (
        <LoadError
          message={t('list.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void entries.refetch()}
        />
      ) : !entries.data?.items.length ? (
        <p className="border-border text-muted-foreground rounded-3xl border border-dashed p-6">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {entries.data.items.map((entry) => (
            <EntryItem key={entry.id} entry={entry} options={options} onNotice={onNotice} />
          ))}
        </ul>
      )}
      {entries.data && entries.data.total > entries.data.items.length && (
        <Button
          type="button"
          variant="outline"
          className="self-center"
          disabled={entries.isFetching}
          onClick={() => setLimit((l) => Math.min(500, l + entriesPageSize))}
        >
          {t('list.more')}
        </Button>
      )}
    </section>
  );
}
