import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';

/** What visitors and free users see of a premium item: its summary and a calm upgrade prompt. */
export function LockedPreview({ summary, signedIn }: { summary: string; signedIn: boolean }) {
  const { t } = useTranslation('resources');
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg leading-relaxed">{summary}</p>
      <section
        aria-labelledby="locked-title"
        className="border-border bg-accent-soft/60 flex flex-col items-start gap-4 rounded-3xl border p-6"
      >
        <span className="bg-surface text-accent grid size-11 place-items-center rounded-full">
          <Lock aria-hidden="true" className="size-5" />
        </span>
        <h2 id="locked-title" className="text-2xl">
          {t('detail.lockedTitle')}
        </h2>
        <p className="text-muted-foreground max-w-xl">{t('detail.lockedText')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={pathOf('subscription')} className={buttonVariants()}>
            {t('detail.seePremium')}
          </Link>
          {!signedIn && (
            <Link to={pathOf('login')} className={buttonVariants({ variant: 'outline' })}>
              {t('detail.signIn')}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
