import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiModuleResult } from '@shared/schemas/ai-modules';
import { Button } from '@/components/ui/button';
import { ReplyText } from '@/components/ai/reply-text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteResult, useSavedResults } from '../api/results';
import { moduleIcons } from './module-picker';

/** The results the person saved: read again, or delete (after a confirmation). */
export function SavedResults() {
  const { t, i18n } = useTranslation('aiModules');
  const results = useSavedResults(true);
  const remove = useDeleteResult();
  const [confirming, setConfirming] = useState<AiModuleResult | null>(null);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  return (
    <section aria-labelledby="saved-results-title" className="flex flex-col gap-4">
      <h2 id="saved-results-title" className="text-2xl">
        {t('saved.title')}
      </h2>
      {results.isError ? (
        <p className="text-muted-foreground">{t('saved.loadError')}</p>
      ) : results.data?.items.length === 0 ? (
        <p className="text-muted-foreground">{t('saved.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {results.data?.items.map((r) => {
            const Icon = moduleIcons[r.module];
            return (
              <li key={r.id} className="border-border bg-surface flex items-start gap-2 rounded-2xl border p-2">
                <details className="group min-w-0 flex-1">
                  <summary
                    className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-xl px-2 [&::-webkit-details-marker]:hidden"
                  >
                    <Icon aria-hidden="true" className="text-primary size-5 shrink-0" />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-medium">{r.title}</span>
                      <span className="text-muted-foreground text-xs">
                        {t(`modules.${r.module}.title`)} · {date.format(new Date(r.createdAt))}
                      </span>
                    </span>
                  </summary>
                  <ReplyText text={r.content} className="px-2 pt-3 pb-2" />
                </details>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('saved.delete', { title: r.title })}
                  onClick={() => setConfirming(r)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('saved.deleteTitle')}
        description={t('saved.deleteText')}
        confirmLabel={t('saved.confirm')}
        cancelLabel={t('saved.cancel')}
        pending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id, { onSuccess: () => setConfirming(null) })}
      />
    </section>
  );
}
