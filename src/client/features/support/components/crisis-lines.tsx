import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { crisisLines } from '@shared/crisis-lines';
import { isLang } from '@shared/i18n';
import { cn } from '@/lib/utils';

/** The Italian emergency and support lines, each with a tap-to-call link (src/shared/crisis-lines.ts). */
export function CrisisLines({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('support');
  const lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {crisisLines.map((line) => (
        <li
          key={line.id}
          className={cn(
            'flex flex-col gap-2 rounded-2xl border p-4',
            line.emergency ? 'border-danger/40 bg-danger-soft sm:col-span-2' : 'border-border bg-surface',
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-sans text-base font-semibold">{line.name[lang]}</h3>
            <a
              href={line.tel}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-lg font-semibold tabular-nums',
                line.emergency
                  ? 'bg-danger dark:text-background text-white'
                  : 'bg-primary text-primary-foreground',
              )}
              aria-label={t('crisis.call', { name: line.name[lang], number: line.number })}
            >
              <Phone aria-hidden="true" className="size-4" />
              {line.number}
            </a>
          </div>
          <p className="text-sm">{line.who[lang]}</p>
          <p className="text-muted-foreground text-sm">{line.hours[lang]}</p>
        </li>
      ))}
    </ul>
  );
}
