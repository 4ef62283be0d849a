import type { DemoCard, DemoCheckoutSession, DemoPayResponse } from '@shared/schemas/billing';
import { AppError } from '../../lib/app-error';
import type { DemoCheckoutPage, PaymentProvider } from '../../lib/payments';
import { viaProvider } from './billing.errors';

const euros = (cents: number) => cents / 100;

/**
 * The demo provider's own checkout page: only with the demo provider, and only for the person
 * the session was opened for (anyone else gets 'Nessuna sessione valida trovata.').
 */
export function createDemoCheckout({ provider, clock }: { provider: PaymentProvider; clock: () => Date }) {
  async function own(userId: string | null, id: string): Promise<DemoCheckoutPage> {
    const page = provider.demo && userId ? await provider.demo.session(id) : null;
    if (!page || page.userId !== userId) throw new AppError('billing.session_not_found');
    return page;
  }

  return {
    async demoSession({ userId, id }: { userId: string | null; id: string }): Promise<DemoCheckoutSession> {
      const page = await own(userId, id);
      const expired = page.status === 'open' && page.expiresAt <= clock();
      return {
        id: page.id,
        mode: page.mode,
        status: expired ? 'expired' : page.status,
        plan: page.plan,
        amount: euros(page.amountCents),
        renewalAmount: euros(page.renewalAmountCents),
        currency: 'EUR',
        interval: page.plan === 'yearly' ? 'year' : 'month',
        launchDiscount: page.launchDiscount,
        email: page.email,
        expiresAt: page.expiresAt.toISOString(),
        cancelUrl: page.cancelUrl,
      };
    },

    /** Pays with a test card; a declined card answers the provider's message (402) and changes nothing. */
    async demoPay({
      userId,
      id,
      card,
    }: {
      userId: string | null;
      id: string;
      card: DemoCard;
    }): Promise<DemoPayResponse> {
      await own(userId, id);
      const { redirectUrl } = await viaProvider(() => provider.demo!.pay(id, card));
      return { status: 'succeeded', redirectUrl };
    },
  };
}
