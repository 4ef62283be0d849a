import { PenLine, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Reflection } from '@shared/schemas/reflections';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/practice/load-error';

/** Today's reading, a question to take away, and the way to another one or to writing. */
export function TodayReflection({
  reflection,
  categoryLabel,
  isLoading,
  isError,
  onRetry,
  onAnother,
  anotherPending,
  onWrite,
}: {
  reflection: Reflection | undefined;
  categoryLabel: string | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onAnother: () => void;
  anotherPending: boolean;
  onWrite: (reflection: Reflection) => void;
}) {
  const { t } = useTranslation('reflections');
  return (
    <section
      aria-labelledby="today-title"
      aria-busy={anotherPending}
      // The height of a usual reflection, kept while it loads: what follows does not move.
      className="from-accent-soft via-surface to-lavender-soft shadow-soft relative min-h-[36rem] overflow-hidden rounded-[2rem] bg-gradient-to-br p-6 sm:min-h-[28rem] sm:p-10"
    >
      <div
        aria-hidden="true"
        className="bg-accent/10 absolute -right-12 -bottom-16 size-56 rounded-full blur-3xl"
      />
      <div className="relative flex flex-col gap-4">
        <p className="text-accent text-sm font-semibold tracking-wide uppercase">
          {t('today.eyebrow')}
          {categoryLabel ? ` · ${categoryLabel}` : ''}
        </p>
        {isLoading ? (
          <Spinner />
        ) : isError || !reflection ? (
          <LoadError
            message={t('errors:reflections.load_failed')}
            retryLabel={t('retry')}
            onRetry={onRetry}
          />
        ) : (
          <>
            <h2 id="today-title" className="text-3xl sm:text-4xl">
              {reflection.title}
            </h2>
            <p className="max-w-prose text-lg leading-relaxed">{reflection.body}</p>
            <div className="border-accent/50 flex flex-col gap-1 border-l-4 pl-4">
              <p className="text-muted-foreground text-sm font-semibold">{t('today.questionLabel')}</p>
              <p className="font-serif text-xl">{reflection.question}</p>
            </div>
            <div className="flex flex-wrap gap-3 pt-2">
              <Button type="button" onClick={() => onWrite(reflection)}>
                <PenLine aria-hidden="true" />
                {t('today.write')}
              </Button>
              <Button type="button" variant="outline" onClick={onAnother} disabled={anotherPending}>
                <Shuffle aria-hidden="true" />
                {t('today.another')}
              </Button>
            </div>
          </>
        )}
        {(isLoading || isError || !reflection) && (
          <h2 id="today-title" className="sr-only">
            {t('today.eyebrow')}
          </h2>
        )}
      </div>
    </section>
  );
}
