import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Reflection } from '@shared/schemas/reflections';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The other readings, folded: open one to read it and answer its question. */
export function ReadingList({
  readings,
  isLoading,
  categoryLabel,
  onWrite,
}: {
  readings: Reflection[] | undefined;
  isLoading: boolean;
  categoryLabel: (id: Reflection['category']) => string;
  onWrite: (reading: Reflection) => void;
}) {
  const { t } = useTranslation('reflections');
  return (
    <section aria-labelledby="readings-title" className="flex flex-col gap-4">
      <h2 id="readings-title" className="text-2xl">
        {t('library.title')}
      </h2>
      {isLoading ? (
        <Spinner />
      ) : !readings || readings.length === 0 ? (
        <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-6">
          {t('library.empty')}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          {readings.map((r) => (
            <details
              key={r.slug}
              className="group border-border bg-surface open:shadow-soft rounded-2xl border p-4"
            >
              <summary className="flex cursor-pointer list-none flex-col gap-0.5 marker:hidden">
                <span className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
                  {categoryLabel(r.category)}
                </span>
                <span className="font-serif text-lg">{r.title}</span>
              </summary>
              <div className="mt-3 flex flex-col gap-3">
                <p className="leading-relaxed">{r.body}</p>
                <p className="border-accent/50 border-l-4 pl-4 font-serif text-lg">{r.question}</p>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  onClick={() => onWrite(r)}
                >
                  <PenLine aria-hidden="true" />
                  {t('library.write')}
                </Button>
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
