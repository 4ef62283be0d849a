import {
  Bot,
  Flower2,
  type LucideIcon,
  MessageCircleHeart,
  NotebookPen,
  Smile,
  Sprout,
  BookOpen,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivityItem, type PracticeKind, practiceKinds } from '@shared/schemas/progress';
import { inputClass } from '@/components/form/form-fields';
import { LoadError } from '@/components/practice/load-error';
import { Button } from '@/components/ui/button';
import { currentLang } from '@/lib/i18n';
import { useActivity } from '../api/profile';

const icons: Record<PracticeKind, LucideIcon> = {
  chat: MessageCircleHeart,
  ai_module: Bot,
  exercise: Sprout,
  meditation: Flower2,
  reflection: NotebookPen,
  reading: BookOpen,
  mood: Smile,
};
const pageSize = 20;

function Filters({
  kind,
  onKind,
  from,
  onFrom,
  to,
  onTo,
}: {
  kind: PracticeKind | '';
  onKind: (k: PracticeKind | '') => void;
  from: string;
  onFrom: (v: string) => void;
  to: string;
  onTo: (v: string) => void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  return (
    <fieldset className="bg-surface-muted/60 grid gap-3 rounded-3xl p-4 sm:grid-cols-3">
      <legend className="sr-only">{t('activity.filters')}</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-kind`} className="text-sm font-semibold">
          {t('activity.kind')}
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => onKind(e.target.value as PracticeKind | '')}
          className={`${inputClass} py-2`}
        >
          <option value="">{t('activity.allKinds')}</option>
          {practiceKinds.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-from`} className="text-sm font-semibold">
          {t('activity.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onFrom(e.target.value)}
          className={`${inputClass} py-2`}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-to`} className="text-sm font-semibold">
          {t('activity.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onTo(e.target.value)}
          className={`${inputClass} py-2`}
        />
      </div>
    </fieldset>
  );
}

/** What an item is called: its content's title, the AI module's name, or else its kind. */
function useItemName() {
  const { t } = useTranslation('profile');
  return (item: ActivityItem): string | null => {
    if (item.title) return item.title;
    if (item.kind === 'ai_module' && item.ref)
      return t(`activity.aiModules.${item.ref}`, { defaultValue: t('kinds.ai_module') });
    return null;
  };
}

/** One line per thing done: what it was (its title in the reader's language), its kind, when, and its minutes. */
function ActivityList({ items, busy }: { items: ActivityItem[]; busy: boolean }) {
  const { t } = useTranslation('profile');
  const nameOf = useItemName();
  const time = new Intl.DateTimeFormat(currentLang(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <ul className="border-border bg-surface divide-border divide-y rounded-3xl border" aria-busy={busy}>
      {items.map((item) => {
        const Icon = icons[item.kind];
        return (
          <li key={item.id} className="flex items-center gap-3 px-4 py-3">
            <span className="bg-primary-soft text-primary flex size-9 shrink-0 items-center justify-center rounded-xl">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium break-words">{nameOf(item) ?? t(`kinds.${item.kind}`)}</span>
              <span className="text-muted-foreground text-sm">
                {nameOf(item) && `${t(`kinds.${item.kind}`)} · `}
                {time.format(new Date(item.at))}
              </span>
            </div>
            {item.minutes > 0 && (
              <span className="text-muted-foreground text-sm tabular-nums">
                {t('activity.minutes', { count: item.minutes })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Newer and older pages of the history. */
function Pager({
  offset,
  total,
  onOffset,
}: {
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        {t('activity.newer')}
      </Button>
      <span className="text-muted-foreground text-sm">
        {t('activity.page', { from: offset + 1, to: Math.min(total, offset + pageSize), total })}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={offset + pageSize >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        {t('activity.older')}
      </Button>
    </div>
  );
}

/** Activity: what the person did, newest first, filtered by kind and period. */
export function ActivityTab() {
  const { t } = useTranslation('profile');
  const [kind, setKind] = useState<PracticeKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const activity = useActivity(
    { kind: kind || undefined, from: from || undefined, to: to || undefined, limit: pageSize, offset },
    currentLang(),
  );
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setOffset(0);
    };
  const total = activity.data?.total ?? 0;

  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-4">
      <h2 id="activity-title" className="text-2xl">
        {t('activity.title')}
      </h2>
      <Filters
        kind={kind}
        onKind={filter(setKind)}
        from={from}
        onFrom={filter(setFrom)}
        to={to}
        onTo={filter(setTo)}
      />
      <p role="status" className="text-muted-foreground text-sm">
        {activity.data ? t('activity.count', { count: total }) : ''}
      </p>
      {activity.isError ? (
        <LoadError
          message={t('activity.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void activity.refetch()}
        />
      ) : !activity.data ? (
        <div aria-hidden="true" className="bg-surface-muted/60 h-72 animate-pulse rounded-3xl" />
      ) : activity.data.items.length === 0 ? (
        <p className="border-border text-muted-foreground rounded-3xl border border-dashed p-6">
          {kind || from || to ? t('activity.noMatch') : t('activity.empty')}
        </p>
      ) : (
        <ActivityList items={activity.data.items} busy={activity.isFetching} />
      )}
      {total > pageSize && <Pager offset={offset} total={total} onOffset={setOffset} />}
    </section>
  );
}
