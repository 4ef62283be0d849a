import { queryOptions } from '@tanstack/react-query';
import type { Invoice, InvoicesResponse } from '@shared/schemas/billing';
import { getQueryFn } from '@/lib/query-client';

export const invoicesQueryOptions = queryOptions({
  queryKey: ['/api/billing/invoices'] as const,
  queryFn: getQueryFn<InvoicesResponse>({ on401: 'throw' }) as () => Promise<InvoicesResponse>,
});

/** Newest first, whatever order the list came in. */
export function sortInvoices(invoices: readonly Invoice[]): Invoice[] {
  return [...invoices].sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt));
}
