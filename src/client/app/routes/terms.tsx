import { useTranslation } from 'react-i18next';
import { isLang } from '@shared/i18n';
import { limits, prices } from '@shared/plans';
import { PageIntro } from '@/components/page-intro';
import { DocSections } from '@/features/support/components/doc-sections';

/** /terms (/privacy): terms of use and privacy notice under Italian law, updated 25 March 2025. */
export default function TermsPage() {
  const { t, i18n } = useTranslation('legal');
  const lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
  const money = new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-IE', {
    style: 'currency',
    currency: prices.currency,
  });
  const values = {
    monthly: money.format(prices.monthly),
    yearly: money.format(prices.yearly),
    trialDays: limits.trialDays,
    launchDays: limits.launchTrialDays,
    launchPlaces: limits.launchPlaces,
  };
  return (
    <>
      <PageIntro page="terms">
        <p className="text-muted-foreground text-sm font-semibold">
          <time dateTime="2025-03-25">{t('updated')}</time>
        </p>
        <p className="text-muted-foreground max-w-2xl">{t('intro')}</p>
      </PageIntro>
      <DocSections ns="legal" values={values} />
    </>
  );
}
