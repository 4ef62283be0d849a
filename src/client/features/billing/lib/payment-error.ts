import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * SPEC §8's checkout messages in the reader's language: the server's (by its code), else
 * 'Error creating checkout session'; a server out of reach reads 'Errore di rete'.
 */
export function paymentErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return i18n.t('errors:network.error');
  const fallback = err.serverMessage ?? i18n.t('errors:billing.checkout_failed');
  return err.code ? i18n.t(`errors:${err.code}`, { defaultValue: fallback, ...err.params }) : fallback;
}
