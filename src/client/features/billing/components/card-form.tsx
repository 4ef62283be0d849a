import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type DemoCard,
  type DemoCardInput,
  type DemoCheckoutSession,
  demoCardSchema,
} from '@shared/schemas/billing';
import { TextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import { usePayDemoSession } from '../api/demo-checkout';
import { useFollow } from '../hooks/use-follow';
import { formatCardNumber, formatExpiry } from '../lib/card';
import { formatMoney } from '../lib/money';
import { PaymentAlert } from './payment-alert';

const fields = ['number', 'expiry', 'cvc', 'name'] as const;
const deleting = (e: ChangeEvent<HTMLInputElement>) =>
  (e.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false;

/** The form's state: the shared schema, the fields' formatting, and what the server answers. */
function useCardForm(session: DemoCheckoutSession) {
  const follow = useFollow();
  const queryClient = useQueryClient();
  const pay = usePayDemoSession(session.id);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<DemoCardInput, unknown, DemoCard>({
    resolver: zodResolver(demoCardSchema),
    defaultValues: { number: '', expiry: '', cvc: '', name: '' },
  });

  const onSubmit = form.handleSubmit((card) => {
    setAlert(null);
    pay.mutate(card, {
      onSuccess: ({ redirectUrl }) => {
        void queryClient.invalidateQueries();
        follow(redirectUrl);
      },
      onError: (err) =>
        setAlert(
          applyServerErrors(err, {
            setError: form.setError,
            fields,
            fieldCodes: { 'billing.expired_card': 'expiry', 'billing.incorrect_cvc': 'cvc' },
          }),
        ),
    });
  });

  const formatted = (
    name: 'number' | 'expiry' | 'cvc',
    format: (e: ChangeEvent<HTMLInputElement>) => string,
  ) =>
    form.register(name, { onChange: (e: ChangeEvent<HTMLInputElement>) => form.setValue(name, format(e)) });
  return {
    errors: form.formState.errors,
    onSubmit,
    alert,
    busy: pay.isPending || pay.isSuccess,
    number: formatted('number', (e) => formatCardNumber(e.target.value)),
    expiry: formatted('expiry', (e) => formatExpiry(e.target.value, deleting(e))),
    cvc: formatted('cvc', (e) => e.target.value.replace(/\D/g, '').slice(0, 4)),
    name: form.register('name'),
  };
}

/**
 * The demo provider's card form. The shared schema checks the number (Luhn), MM/YY, the CVC and
 * the name before anything is sent; a refused card (declined, insufficient funds) shows the
 * provider's words above the button and takes the focus; an expired card or a wrong CVC marks
 * its field.
 */
export function CardForm({ session }: { session: DemoCheckoutSession }) {
  const { t, i18n } = useTranslation('billing');
  const { errors, onSubmit, alert, busy, number, expiry, cvc, name } = useCardForm(session);
  const setup = session.mode === 'setup';

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="card-title" className="flex flex-col gap-5">
      <h2 id="card-title" className="text-2xl">
        {t('checkout.cardTitle')}
      </h2>
      <TextField
        label={t('checkout.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        className="[&_input]:tracking-wider [&_input]:tabular-nums"
        error={errors.number?.message}
        {...number}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('checkout.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.expiryPlaceholder')}
          maxLength={5}
          error={errors.expiry?.message}
          {...expiry}
        />
        <TextField
          label={t('checkout.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errors.cvc?.message}
          {...cvc}
        />
      </div>
      <TextField
        label={t('checkout.name')}
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={100}
        error={errors.name?.message}
        {...name}
      />
      <PaymentAlert message={alert} />
      <Button type="submit" size="lg" disabled={busy}>
        <Lock aria-hidden="true" />
        {busy
          ? t(setup ? 'checkout.saving' : 'checkout.paying')
          : setup
            ? t('checkout.save')
            : t('checkout.pay', {
                amount: formatMoney(session.amount, i18n.resolvedLanguage ?? 'it', session.currency),
              })}
      </Button>
      <p className="text-muted-foreground text-center text-sm">{t('checkout.secure')}</p>
    </form>
  );
}
