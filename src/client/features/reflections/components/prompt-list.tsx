import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReflectionPrompt } from '@shared/schemas/reflections';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/practice/load-error';

/** The prompts, SPEC's 15 numbered ones first; each can be chosen for writing. */
export function PromptList({
  prompts,
  isLoading,
  isError,
  onRetry,
  categoryLabel,
  onChoose,
  expanded,
}: {
  prompts: ReflectionPrompt[] | undefined;
  /** Show every prompt at once (a filter or search is active); else the numbered ones, then the rest folded. */
  expanded: boolean;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  categoryLabel: (id: ReflectionPrompt['category']) => string;
  onChoose: (prompt: ReflectionPrompt) => void;
}) {
  const { t } = useTranslation('reflections');
  return (
    <section aria-labelledby="prompts-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="prompts-title" className="text-2xl">
          {t('prompts.title')}
        </h2>
        {prompts && (
          <p className="text-muted-foreground text-sm">{t('prompts.count', { count: prompts.length })}</p>
        )}
      </div>
      <p className="text-muted-foreground -mt-2">{t('prompts.intro')}</p>
      {isLoading ? (
        <Spinner />
      ) : isError || !prompts ? (
        <LoadError message={t('errors:reflections.load_failed')} retryLabel={t('retry')} onRetry={onRetry} />
      ) : prompts.length === 0 ? (
        <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-6">
          {t('prompts.empty')}
        </p>
      ) : (
        <>
          <PromptItems
            prompts={expanded ? prompts : prompts.filter((p) => p.number)}
            categoryLabel={categoryLabel}
            onChoose={onChoose}
          />
          {!expanded && prompts.some((p) => !p.number) && (
            <details className="group rounded-2xl">
              <summary className="text-primary cursor-pointer rounded-full px-1 py-2 font-semibold">
                {t('prompts.more', { count: prompts.filter((p) => !p.number).length })}
              </summary>
              <div className="mt-2">
                <PromptItems
                  prompts={prompts.filter((p) => !p.number)}
                  categoryLabel={categoryLabel}
                  onChoose={onChoose}
                />
              </div>
            </details>
          )}
        </>
      )}
    </section>
  );
}

/** The prompts as the list shows them (also the content editor's preview of one). */
export function PromptItems({
  prompts,
  categoryLabel,
  onChoose,
}: {
  prompts: ReflectionPrompt[];
  categoryLabel: (id: ReflectionPrompt['category']) => string;
  onChoose: (prompt: ReflectionPrompt) => void;
}) {
  const { t } = useTranslation('reflections');
  return (
    <ul className="flex flex-col gap-2">
      {prompts.map((p) => (
        <li key={p.slug} className="border-border bg-surface flex items-start gap-3 rounded-2xl border p-4">
          <span
            aria-hidden="true"
            className={
              p.number
                ? 'bg-primary-soft text-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold'
                : 'bg-border mt-2.5 ml-3 size-2 shrink-0 rounded-full'
            }
          >
            {p.number ?? null}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-serif text-lg leading-snug">
              {p.number && <span className="sr-only">{t('prompts.numbered', { number: p.number })}: </span>}
              {p.text}
            </p>
            <p className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
              {categoryLabel(p.category)}
            </p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="shrink-0"
            aria-label={t('prompts.useLabel', { text: p.text })}
            onClick={() => onChoose(p)}
          >
            <PenLine aria-hidden="true" />
            <span className="hidden sm:inline">{t('prompts.use')}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
