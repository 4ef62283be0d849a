import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VerifySessionResponse } from '@shared/schemas/billing';
import { buttonVariants } from '@/components/ui/button';
import { invoicesQueryOptions, sortInvoices } from '../api/invoices';
import { formatLongDate, formatMoney } from '../lib/money';

/**
 * The confirmed payment's facts: plan and next renewal from the verification, the amount and the
 * PDF from the newest receipt of that plan (a provider may take a moment to issue it).
 */
export function PaymentReceipt({ confirmed }: { confirmed: VerifySessionResponse }) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.resolvedLanguage ?? 'it';
  const invoices = useQuery(invoicesQueryOptions);
  const list = sortInvoices(invoices.data?.invoices ?? []);
  const invoice = list.find((i) => i.plan === confirmed.plan) ?? list[0];
  const row =
    'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border py-3 last:border-b-0';

  return (
    <>
      <dl className="bg-surface-muted/60 rounded-2xl px-4">
        {confirmed.plan && (
          <div className={row}>
            <dt className="text-muted-foreground">{t('success.plan')}</dt>
            <dd className="font-semibold" data-testid="paid-plan">
              {t(`planName.${confirmed.plan}`)}
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-muted-foreground">{t('success.amount')}</dt>
          <dd className="font-semibold" data-testid="paid-amount">
            {invoice ? (
              <>
                {formatMoney(invoice.amount, lang, invoice.currency)}
                {invoice.launchDiscount && (
                  <span className="text-muted-foreground font-normal"> · {t('success.launchApplied')}</span>
                )}
              </>
            ) : invoices.isPending ? (
              <span
                aria-hidden="true"
                className="bg-border inline-block h-5 w-16 animate-pulse rounded align-middle"
              />
            ) : (
              '—'
            )}
          </dd>
        </div>
        {confirmed.expiresAt && (
          <div className={row}>
            <dt className="text-muted-foreground">{t('success.renewal')}</dt>
            <dd className="font-semibold">{formatLongDate(confirmed.expiresAt, lang)}</dd>
          </div>
        )}
      </dl>
      {invoice ? (
        <a
          href={invoice.pdfUrl}
          download
          className={buttonVariants({ variant: 'outline', className: 'self-start' })}
        >
          <FileDown aria-hidden="true" />
          {t('success.invoice')}
        </a>
      ) : (
        !invoices.isPending && <p className="text-muted-foreground text-sm">{t('success.invoiceLater')}</p>
      )}
    </>
  );
}
