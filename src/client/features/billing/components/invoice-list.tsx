import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { invoicesQueryOptions, sortInvoices } from '../api/invoices';
import { formatLongDate, formatMoney } from '../lib/money';

/** Every past receipt, newest first, each with its PDF. */
export function InvoiceList() {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.resolvedLanguage ?? 'it';
  const query = useQuery(invoicesQueryOptions);
  const invoices = sortInvoices(query.data?.invoices ?? []);
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-2xl">{t('manage.invoices.title')}</h2>
      {query.isPending ? (
        <Spinner className="py-6" />
      ) : query.isError ? (
        <p role="alert">{t('manage.invoices.loadError')}</p>
      ) : invoices.length === 0 ? (
        <p className="text-muted-foreground">{t('manage.invoices.empty')}</p>
      ) : (
        <ul className="flex flex-col" data-testid="invoice-list">
          {invoices.map((inv) => (
            <li
              key={inv.id}
              className="border-border flex flex-wrap items-center gap-x-4 gap-y-2 border-b py-3 last:border-b-0"
            >
              <div className="min-w-0 flex-1 basis-52">
                <p className="font-semibold">{t('manage.invoices.number', { number: inv.number })}</p>
                <p className="text-muted-foreground text-sm">
                  {formatLongDate(inv.issuedAt, lang)} · {t(`planName.${inv.plan}`)} ·{' '}
                  {t('manage.invoices.period', {
                    from: formatLongDate(inv.periodStart, lang),
                    to: formatLongDate(inv.periodEnd, lang),
                  })}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold tabular-nums">{formatMoney(inv.amount, lang, inv.currency)}</p>
                <p className="text-muted-foreground text-sm">
                  {t('manage.invoices.vat', {
                    vat: formatMoney(inv.vatAmount, lang, inv.currency),
                    rate: inv.vatRatePercent,
                  })}
                </p>
              </div>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-sm font-medium',
                  inv.status === 'paid'
                    ? 'bg-primary-soft text-primary'
                    : 'bg-surface-muted text-muted-foreground',
                )}
              >
                {t(`manage.invoices.status.${inv.status}`)}
              </span>
              <a
                href={inv.pdfUrl}
                download
                aria-label={t('manage.invoices.downloadLabel', { number: inv.number })}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <FileDown aria-hidden="true" />
                {t('manage.invoices.download')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
