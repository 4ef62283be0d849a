import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('notFound.eyebrow')}</p>
      <h1 className="text-3xl sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-lg text-muted-foreground">{t('notFound.description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          {t('notFound.home')}
        </Link>
        <Link to={pathOf('appGuide')} className={buttonVariants({ variant: 'outline' })}>
          {t('notFound.help')}
        </Link>
      </div>
    </section>
  );
}
