import { CheckCircle2, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isStandalone, promptInstall } from './install-prompt';
import { useInstallPrompt } from './use-install-prompt';

/**
 * "Install" when the browser offers its install prompt (Chromium's beforeinstallprompt);
 * otherwise a note that the steps below apply. Already installed: says so.
 */
export function InstallCard() {
  const { t } = useTranslation('qrcode');
  const { canInstall, installed } = useInstallPrompt();
  const [dismissed, setDismissed] = useState(false);

  if (installed || isStandalone()) {
    return (
      <p
        role="status"
        className="bg-primary-soft inline-flex items-center gap-2 rounded-2xl px-4 py-3 font-medium"
      >
        <CheckCircle2 aria-hidden="true" className="text-primary size-5" />
        {t('install.installed')}
      </p>
    );
  }
  if (!canInstall) {
    return <p className="text-muted-foreground">{t('install.manual')}</p>;
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{t('install.ready')}</p>
      <Button
        size="lg"
        onClick={async () => {
          const accepted = await promptInstall();
          if (!accepted) setDismissed(true);
        }}
      >
        <Download aria-hidden="true" />
        {t('install.button')}
      </Button>
      {dismissed && <p className="text-muted-foreground text-sm">{t('install.later')}</p>}
    </div>
  );
}
