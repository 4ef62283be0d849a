import { LifeBuoy, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { PageIntro } from '@/components/page-intro';
import { ContactForm } from '@/features/support/components/contact-form';
import { CrisisLines } from '@/features/support/components/crisis-lines';

const faqKeys = ['subscription', 'password', 'data', 'offline', 'emergency', 'content', 'reply'] as const;
const faqLinks: Partial<Record<(typeof faqKeys)[number], string>> = {
  subscription: pathOf('manageSubscription'),
  password: pathOf('forgotPassword'),
  data: pathOf('terms'),
  offline: pathOf('qrcode'),
};

/** /support: crisis numbers first, then the contact form and the frequent questions. */
export default function SupportPage() {
  const { t } = useTranslation('support');
  return (
    <>
      <PageIntro page="support" />
      <div className="flex flex-col gap-12">
        <section aria-labelledby="crisis-title" className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <LifeBuoy aria-hidden="true" className="text-danger mt-1 size-6 shrink-0" />
            <div>
              <h2 id="crisis-title" className="text-2xl">
                {t('crisis.title')}
              </h2>
              <p className="text-muted-foreground mt-1 max-w-2xl">{t('crisis.text')}</p>
            </div>
          </div>
          <CrisisLines />
        </section>

        <section
          aria-labelledby="contact-title"
          className="border-border bg-surface shadow-soft rounded-3xl border p-6 sm:p-8"
        >
          <div className="mb-6 flex items-start gap-3">
            <Mail aria-hidden="true" className="text-primary mt-1 size-6 shrink-0" />
            <div>
              <h2 id="contact-title" className="text-2xl">
                {t('form.title')}
              </h2>
              <p className="text-muted-foreground mt-1 max-w-2xl">{t('form.intro')}</p>
            </div>
          </div>
          <ContactForm />
        </section>

        <section aria-labelledby="faq-title" className="flex flex-col gap-4">
          <h2 id="faq-title" className="text-2xl">
            {t('faq.title')}
          </h2>
          <div className="flex flex-col gap-3">
            {faqKeys.map((key) => (
              <details
                key={key}
                className="group border-border bg-surface open:shadow-soft rounded-2xl border"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-4 font-semibold [&::-webkit-details-marker]:hidden">
                  {t(`faq.items.${key}.q`)}
                  <span
                    aria-hidden="true"
                    className="text-muted-foreground text-xl transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <div className="text-muted-foreground flex flex-col items-start gap-2 px-4 pb-4">
                  <p>{t(`faq.items.${key}.a`)}</p>
                  {faqLinks[key] && (
                    <Link
                      to={faqLinks[key]}
                      className="text-primary font-medium underline underline-offset-4"
                    >
                      {t(`faq.items.${key}.link`)}
                    </Link>
                  )}
                </div>
              </details>
            ))}
          </div>
          <p className="text-muted-foreground">
            {t('faq.more')}{' '}
            <Link to={pathOf('appGuide')} className="text-primary font-medium underline underline-offset-4">
              {t('faq.guideLink')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
