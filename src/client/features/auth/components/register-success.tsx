import { PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@/lib/router';
import { limits } from '@shared/plans';
import { pathOf } from '@shared/routes';
import type { RegisterResponse } from '@shared/schemas/auth';
import { buttonVariants } from '@/components/ui/button';

/**
 * SPEC §2: the registration result — the promo code and "N of 50" — then the home page after
 * 5 seconds, with a visible countdown and a link to go now.
 */
export function RegisterSuccess({ result }: { result: RegisterResponse }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const total = Math.round(limits.registerRedirectMs / 1000);
  const [seconds, setSeconds] = useState(total);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    const started = Date.now();
    const tick = setInterval(() => {
      setSeconds(Math.max(0, total - Math.floor((Date.now() - started) / 1000)));
    }, 250);
    const go = setTimeout(() => void navigate(pathOf('home')), limits.registerRedirectMs);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [navigate, total]);

  const name = result.user.fullName.split(/\s+/)[0] || result.user.username;
  return (
    <div className="flex flex-col items-start gap-5">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <PartyPopper aria-hidden="true" className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl outline-none sm:text-3xl">
        {t('register.successTitle', { name })}
      </h2>
      <p>{t('register.successText')}</p>

      {result.promoCode && result.participantNumber ? (
        <section aria-labelledby="promo-title" className="w-full rounded-3xl border border-accent/30 bg-accent-soft p-5 sm:p-6">
          <h3 id="promo-title" className="font-sans text-base font-semibold">
            {t('register.promoTitle')}
          </h3>
          <p className="mt-3 font-mono text-2xl font-semibold tracking-wider break-all sm:text-3xl" data-testid="promo-code">
            {result.promoCode}
          </p>
          <p className="mt-2 text-lg font-medium">
            {t('register.participant', { number: result.participantNumber, places: limits.launchPlaces })}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">{t('register.promoHint')}</p>
          <Link to={pathOf('launch')} className="mt-3 inline-block font-medium text-primary underline underline-offset-4">
            {t('register.activateLink')}
          </Link>
        </section>
      ) : (
        <p className="rounded-2xl bg-surface-muted p-4 text-muted-foreground">{t('register.noPromo')}</p>
      )}

      <p role="timer" className="text-muted-foreground">
        {t('register.redirect', { count: seconds })}
      </p>
      <Link to={pathOf('home')} className={buttonVariants()}>
        {t('register.goNow')}
      </Link>
    </div>
  );
}
