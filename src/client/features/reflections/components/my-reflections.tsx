import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/practice/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { currentLang } from '@/lib/i18n';
import { useMyReflections } from '../api/entries';
import { EntryItem } from './entry-item';

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
