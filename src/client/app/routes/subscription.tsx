import { PageIntro } from '@/components/page-intro';
import { PaymentAlert } from '@/features/billing/components/payment-alert';
import { PlanCards } from '@/features/billing/components/plan-cards';
import { PlanStatusNote } from '@/features/billing/components/plan-status-note';
import { BillingNotes, LaunchOffer, PremiumUnlocks } from '@/features/billing/components/plans-info';
import { usePlanStart } from '@/features/billing/hooks/use-plan-start';

/**
 * SPEC §2 /subscription and /premium: free against premium monthly and yearly, the launch offer,
 * what premium unlocks; "Start" opens the checkout (a visitor signs in first, then comes back).
 */
export default function SubscriptionPage() {
  // The plans page opens the embedded checkout (/checkout); /simple-payment keeps Stripe's page.
  const plans = usePlanStart('embedded');
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-6">
        <PageIntro page="subscription" />
        {plans.user && <PlanStatusNote user={plans.user} />}
      </div>
      <div className="flex flex-col gap-6">
        <PaymentAlert message={plans.error} />
        <PlanCards
          offers={plans.offers}
          offersFailed={plans.offersFailed}
          currentPlan={plans.user?.plan ?? null}
          loginHref={plans.loginHref}
          pendingPlan={plans.pendingPlan}
          onStart={plans.begin}
        />
      </div>
      <LaunchOffer offers={plans.offers} failed={plans.offersFailed} />
      <PremiumUnlocks />
      <BillingNotes provider={plans.offers?.provider} />
    </div>
  );
}
