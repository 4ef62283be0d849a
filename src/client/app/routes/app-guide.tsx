import { useTranslation } from 'react-i18next';
import { isLang } from '@shared/i18n';
import { limits, prices } from '@shared/plans';
import { PageIntro } from '@/components/page-intro';
import { CrisisLines } from '@/features/support/components/crisis-lines';
import { DocSections } from '@/features/support/components/doc-sections';

/** /app-guide (/guida, /help, /guida-app): how to use every area of the app. */
export default function AppGuidePage() {
  const { t, i18n } = useTranslation('guide');
  const lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
  const money = new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-IE', {
    style: 'currency',
    currency: prices.currency,
  });
  const values = {
    monthly: money.format(prices.monthly),
    yearly: money.format(prices.yearly),
    yearlyPerMonth: money.format(prices.yearlyPerMonth),
    saving: prices.yearlySavingPercent,
    freeAi: limits.freeAiRequestsPerDay,
    trialChat: limits.trialChatMessagesPerDay,
    trialDays: limits.trialDays,
    launchDays: limits.launchTrialDays,
    launchPlaces: limits.launchPlaces,
  };
  return (
    <>
      <PageIntro page="appGuide">
        <p className="text-muted-foreground max-w-2xl">{t('intro')}</p>
      </PageIntro>
      <DocSections ns="guide" values={values} extras={{ sicurezza: <CrisisLines /> }} />
    </>
  );
}
