import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * SPEC §8's 'Errore Pagamento' with the provider's or server's words, announced at once and given
 * the keyboard focus, so whoever pressed "Pay" hears why it did not go through.
 */
export function PaymentAlert({ message, className }: { message: string | null; className?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="payment-error"
      className={cn(
        'border-danger/30 bg-danger-soft flex items-start gap-3 rounded-2xl border px-4 py-3',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="text-danger mt-1 size-5 shrink-0" />
      <p>
        <span className="block font-semibold">{t('errors:billing.payment_error')}</span>
        {message}
      </p>
    </div>
  );
}
