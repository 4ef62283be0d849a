import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { currentLang } from '@/lib/i18n';
import { useDashboard } from '../api/dashboard';
import { memberWelcomeHeight } from '../lib/sizes';
import { Greeting } from './greeting';
import { QuickActions } from './quick-actions';

/**
 * What someone signed in sees first on the home page: the dashboard's greeting and quick
 * actions, and the way to the whole day. Loaded only for them: visitors never download it.
 */
export default function MemberWelcome() {
  const { t } = useTranslation('progress');
  const dashboard = useDashboard(currentLang());
  return (
    <section aria-label={t('welcome.label')} className={`flex flex-col gap-8 ${memberWelcomeHeight}`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Greeting greeting={dashboard.data?.greeting} />
        <Link
          to={pathOf('dashboard')}
          className={buttonVariants({ variant: 'outline', className: 'shrink-0 self-start sm:self-end' })}
        >
          {t('welcome.openDashboard')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <QuickActions />
    </section>
  );
}
