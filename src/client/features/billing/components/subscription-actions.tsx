import { ArrowLeftRight, CalendarClock, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prices } from '@shared/plans';
import type { BillingPlan, Subscription } from '@shared/schemas/billing';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast-store';
import { useCancelSubscription, useChangePlan, useResumeSubscription } from '../api/subscription';
import { formatLongDate, formatMoney } from '../lib/money';

const other = { monthly: 'yearly', yearly: 'monthly' } as const;
const listPrice = { monthly: prices.monthly, yearly: prices.yearly } as const;
const interval = { monthly: 'month', yearly: 'year' } as const;

function useWords() {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.resolvedLanguage ?? 'it';
  return {
    t,
    date: (iso: string) => formatLongDate(iso, lang),
    priceOf: (plan: BillingPlan) => ({
      price: formatMoney(listPrice[plan], lang),
      period: t(`per.${interval[plan]}`),
      plan: t(`planName.${plan}`),
    }),
  };
}

/** SPEC §4: a plan change takes effect at the next renewal, and the card says so before and after. */
export function ChangePlanCard({ subscription: s }: { subscription: Subscription }) {
  const { t, date, priceOf } = useWords();
  const change = useChangePlan();
  const target = other[s.plan];
  const pending = s.pendingChange;
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="flex items-center gap-2 text-xl">
        <ArrowLeftRight aria-hidden="true" className="text-primary size-5" />
        {t('manage.change.title')}
      </h2>
      {pending ? (
        <p role="status" className="flex items-start gap-2">
          <CalendarClock aria-hidden="true" className="text-primary mt-1 size-4 shrink-0" />
          {t('manage.change.pending', { date: date(pending.effectiveAt), ...priceOf(pending.plan) })}
        </p>
      ) : (
        <>
          <p>{t('manage.change.to', priceOf(target))}</p>
          <p className="text-muted-foreground">
            {t('manage.change.when', { date: date(s.currentPeriodEnd) })}
          </p>
          <Button
            type="button"
            variant="outline"
            disabled={change.isPending}
            onClick={() => change.mutate(target)}
          >
            {change.isPending
              ? t('manage.change.busy')
              : t('manage.change.button', { plan: t(`planName.${target}`) })}
          </Button>
        </>
      )}
    </Card>
  );
}

/** Cancelling, behind a plain confirmation: access stays until the end of the paid period. */
export function CancelCard({ subscription: s, userId }: { subscription: Subscription; userId: string }) {
  const { t, date } = useWords();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const end = date(s.currentPeriodEnd);
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="flex items-center gap-2 text-xl">
        <XCircle aria-hidden="true" className="text-danger size-5" />
        {t('manage.cancel.title')}
      </h2>
      <p className="text-muted-foreground">{t('manage.cancel.text')}</p>
      <Button
        type="button"
        variant="outline"
        className="border-danger/40 text-danger hover:bg-danger-soft"
        onClick={() => setOpen(true)}
      >
        {t('manage.cancel.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !cancel.isPending && setOpen(next)}
        title={t('manage.cancel.dialogTitle')}
        description={t('manage.cancel.dialogText', { date: end })}
        confirmLabel={cancel.isPending ? t('manage.cancel.busy') : t('manage.cancel.confirm')}
        cancelLabel={t('manage.cancel.keep')}
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(userId, {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: t('manage.cancel.done'),
                description: t('manage.cancel.doneText', { date: end }),
                variant: 'success',
              });
            },
          })
        }
      />
    </Card>
  );
}

/** Before the period ends a cancellation can be undone. */
export function ResumeCard({ subscription: s }: { subscription: Subscription }) {
  const { t, date } = useWords();
  const resume = useResumeSubscription();
  return (
    <Card className="border-primary/40 bg-primary-soft/50 flex flex-col items-start gap-3">
      <h2 className="flex items-center gap-2 text-xl">
        <RotateCcw aria-hidden="true" className="text-primary size-5" />
        {t('manage.resume.title')}
      </h2>
      <p>{t('manage.resume.text', { date: date(s.currentPeriodEnd) })}</p>
      <Button
        type="button"
        disabled={resume.isPending}
        onClick={() =>
          resume.mutate(undefined, {
            onSuccess: () => toast({ title: t('manage.resume.done'), variant: 'success' }),
          })
        }
      >
        {resume.isPending ? t('manage.resume.busy') : t('manage.resume.button')}
      </Button>
    </Card>
  );
}
