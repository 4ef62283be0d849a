import { Download, LogIn } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session/use-session';
import { useDownloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

function DownloadCard() {
  const { t } = useTranslation('privacy');
  const download = useDownloadMyData();
  const titleId = useId();
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={titleId} role="group">
      <h3 id={titleId} className="text-xl">
        {t('download.title')}
      </h3>
      <p>{t('download.text')}</p>
      <p className="text-muted-foreground text-sm">{t('download.care')}</p>
      <div className="mt-auto flex flex-col items-start gap-2">
        <Button disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" />
          {download.isPending ? t('download.pending') : t('download.button')}
        </Button>
        <p role="status" className="text-sm font-medium">
          {download.isSuccess ? t('download.done', { file: download.data.fileName }) : ''}
        </p>
      </div>
    </Card>
  );
}

function DeleteCard() {
  const { t } = useTranslation('privacy');
  const titleId = useId();
  return (
    <Card className="border-danger/30 flex flex-col gap-3" aria-labelledby={titleId} role="group">
      <h3 id={titleId} className="text-xl">
        {t('delete.title')}
      </h3>
      <p>{t('delete.text')}</p>
      <p className="text-muted-foreground text-sm">{t('delete.support')}</p>
      <div className="mt-auto">
        <DeleteAccountDialog />
      </div>
    </Card>
  );
}

/**
 * The profile's "Your data": download a copy of everything (GDPR Art. 15 and 20) or delete the
 * account (Art. 17). Signed out, a short line leads to the sign-in page and back.
 */
export function YourDataSection() {
  const { t } = useTranslation('privacy');
  const { status } = useSession();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="text-2xl">
          {t('section.title')}
        </h2>
        {status === 'signedIn' && <p className="text-muted-foreground max-w-2xl">{t('section.intro')}</p>}
      </div>
      {status === 'loading' && <p className="text-muted-foreground">{t('section.loading')}</p>}
      {status === 'signedOut' && (
        <div className="border-border bg-surface-muted/60 flex flex-col items-start gap-3 rounded-2xl border border-dashed p-5">
          <p>{t('section.signedOut')}</p>
          <Link
            to={`${pathOf('login')}?redirectTo=${encodeURIComponent(pathOf('profile'))}`}
            className={buttonVariants({ size: 'sm' })}
          >
            <LogIn aria-hidden="true" />
            {t('section.signIn')}
          </Link>
        </div>
      )}
      {status === 'signedIn' && (
        <div className="grid gap-4 md:grid-cols-2">
          <DownloadCard />
          <DeleteCard />
        </div>
      )}
    </section>
  );
}
