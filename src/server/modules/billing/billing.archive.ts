import type { InvoicesResponse } from '@shared/schemas/billing';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../lib/payments';
import { renderInvoicePdf } from '../../lib/payments/invoice-pdf';
import { viaProvider } from './billing.errors';
import { createBillingRepository } from './billing.repository';
import { createCheckoutRepository } from './checkout.repository';
import { invoiceView, vatShareCents } from './billing.view';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Invoices: the list, and each one's PDF. */
export function createBillingArchive({ db, provider }: { db: Db; provider: PaymentProvider }) {
  const repo = createBillingRepository(db);

  return {
    async invoices({ userId }: { userId: string }): Promise<InvoicesResponse> {
      return { invoices: (await repo.invoicesOfUser({ userId })).map(invoiceView) };
    },

    /** The app's own PDF (demo provider), or where Stripe keeps its PDF. */
    async invoicePdf({
      userId,
      id,
      lang,
    }: {
      userId: string;
      id: string;
      lang: 'it' | 'en';
    }): Promise<{ pdf: Buffer; filename: string } | { redirect: string }> {
      const row = await repo.findInvoice({ id });
      if (!row || row.userId !== userId) throw new AppError('billing.invoice_not_found');
      if (row.provider === 'stripe') {
        const url = await viaProvider(() => provider.invoicePdfUrl(row.id));
        if (!url) throw new AppError('billing.invoice_not_found');
        return { redirect: url };
      }
      const pdf = await renderInvoicePdf(
        {
          number: row.number,
          issuedAt: row.issuedAt,
          plan: row.plan,
          periodStart: row.periodStart,
          periodEnd: row.periodEnd,
          amountCents: row.amountCents,
          vatCents: vatShareCents(row.amountCents, row.vatRateBasisPoints),
          vatRatePercent: row.vatRateBasisPoints / 100,
          launchDiscount: row.launchDiscount,
          seller: row.seller,
          buyer: row.buyer,
          demo: row.provider === 'demo',
        },
        lang,
      );
      return { pdf, filename: `serenamente-${lang === 'it' ? 'fattura' : 'invoice'}-${row.number}.pdf` };
    },
  };
}

/**
 * The person's billing records for the data export (database only): plans, dates, amounts and
 * invoice numbers; never a payment-provider id.
 */
export function createBillingExport({ db }: { db: Db }) {
  const repo = createBillingRepository(db);
  const checkouts = createCheckoutRepository(db);
  return {
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }) {
      const [subscriptions, invoices, sessions] = await Promise.all([
        repo.subscriptionsOfUser({ userId, tx }),
        repo.invoicesOfUser({ userId, tx }),
        checkouts.checkoutsOfUser({ userId, tx }),
      ]);
      return {
        subscriptions: subscriptions.map((s) => ({
          plan: s.plan,
          status: s.status,
          startedAt: s.startedAt.toISOString(),
          currentPeriodEnd: s.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          endedAt: iso(s.endedAt),
          launchDiscount: s.launchDiscount,
        })),
        invoices: invoices.map((i) => ({
          number: i.number,
          issuedAt: i.issuedAt.toISOString(),
          amountCents: i.amountCents,
          currency: i.currency,
          plan: i.plan,
        })),
        checkouts: sessions.map((c) => ({
          plan: c.plan,
          status: c.status,
          launchDiscount: c.launchDiscount,
          createdAt: c.createdAt.toISOString(),
        })),
      };
    },
  };
}
