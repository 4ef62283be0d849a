import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export interface HelplineItem {
  id: string;
  name: string;
  number: string;
  href: string;
  hours: string;
  description: string;
  whatsapp?: { number: string; href: string };
}

/** Support lines with tap-to-call links (and WhatsApp where the service has it). */
export function HelplineList({ lines, className }: { lines: HelplineItem[]; className?: string }) {
  const { t } = useTranslation('safety');
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {lines.map((line) => (
        <li key={line.id} className="border-border bg-surface flex flex-col gap-2 rounded-2xl border p-4">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <p className="font-semibold">{line.name}</p>
            <a
              href={line.href}
              aria-label={t('lines.call', { name: line.name, number: line.number })}
              className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold tabular-nums"
            >
              <Phone aria-hidden="true" className="size-4" />
              {line.number}
            </a>
          </div>
          <p className="text-sm">{line.description}</p>
          <p className="text-muted-foreground text-sm">{line.hours}</p>
          {line.whatsapp && (
            <a
              href={line.whatsapp.href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium underline-offset-4 hover:underline"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('lines.whatsapp', { number: line.whatsapp.number })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The big, unmissable 112 call. */
export function EmergencyCall({ className }: { className?: string }) {
  const { t } = useTranslation('safety');
  return (
    <div className={cn('border-danger/40 bg-danger-soft flex flex-col gap-3 rounded-2xl border p-4', className)}>
      <p className="font-semibold">{t('emergency.title')}</p>
      <p className="text-sm">{t('emergency.text')}</p>
      <a
        href="tel:112"
        className="bg-danger dark:text-background inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-full px-6 text-lg font-semibold text-white"
      >
        <Phone aria-hidden="true" className="size-5" />
        {t('emergency.call')}
      </a>
    </div>
  );
}
