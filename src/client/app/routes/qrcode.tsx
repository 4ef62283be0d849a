import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLang } from '@shared/i18n';
import { PageIntro } from '@/components/page-intro';
import { Card } from '@/components/ui/card';
import { InstallCard } from '@/features/pwa/install-card';
import { ShareLink } from '@/features/pwa/share-link';

const platforms = [
  { key: 'android', Icon: Smartphone },
  { key: 'ios', Icon: Tablet },
  { key: 'desktop', Icon: Monitor },
] as const;

/** /qrcode (/download): a QR code and a share link for phones, and how to install the web app. */
export default function QrCodePage() {
  const { t, i18n } = useTranslation('qrcode');
  const lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
  const url = `${window.location.origin}/${lang === 'it' ? '' : `?lang=${lang}`}`;

  return (
    <>
      <PageIntro page="qrcode" />
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <Card className="flex flex-col items-center gap-4 text-center">
          <h2 className="text-xl">{t('qr.title')}</h2>
          {/* Dark modules on white in both themes: scanners need the contrast. */}
          <div className="shadow-soft rounded-2xl bg-white p-3">
            <img
              src={`/api/share/qr.svg?lang=${lang}`}
              width={224}
              height={224}
              alt={t('qr.alt')}
              className="size-56"
            />
          </div>
          <p className="text-muted-foreground max-w-xs text-sm">{t('qr.hint')}</p>
        </Card>
        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl">{t('share.title')}</h2>
            <ShareLink url={url} />
          </Card>
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl">{t('install.title')}</h2>
            <InstallCard />
            <p className="text-muted-foreground text-sm">{t('install.why')}</p>
          </Card>
        </div>
      </div>

      <section aria-labelledby="how-title" className="mt-12 flex flex-col gap-4">
        <h2 id="how-title" className="text-2xl">
          {t('how.title')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {platforms.map(({ key, Icon }) => (
            <li key={key}>
              <Card className="flex h-full flex-col gap-3">
                <h3 className="inline-flex items-center gap-2 text-lg">
                  <Icon aria-hidden="true" className="text-primary size-5" />
                  {t(`how.${key}.title`)}
                </h3>
                <ol className="text-muted-foreground marker:text-primary flex list-decimal flex-col gap-2 pl-5">
                  {(t(`how.${key}.steps`, { returnObjects: true }) as string[]).map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </Card>
            </li>
          ))}
        </ol>
        <p className="text-muted-foreground text-sm">{t('how.offline')}</p>
      </section>
    </>
  );
}
