import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro';
import { SosButton } from '@/components/safety/sos-button';
import { Spinner } from '@/components/ui/spinner';
import { AiModulesView } from '@/features/ai-modules/components/ai-modules-view';
import { useSession } from '@/lib/session/use-session';
import { SosDialog } from '@/features/safety/components/sos-dialog';
import { useSos } from '@/features/safety/hooks/use-sos';

/** /ai-modules: relationships, therapeutic writing, muscle relaxation, sleep and a free question (SPEC §1, §2). */
export default function AiModulesPage() {
  const { t } = useTranslation(['aiModules', 'chat', 'safety']);
  const { user, status } = useSession();
  const sos = useSos();
  const signedIn = !!user;

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <PageIntro page="aiModules" />
        <SosButton className="mt-1" onClick={() => sos.show('help')} />
      </div>
      <p className="text-muted-foreground -mt-4 mb-8 flex max-w-3xl items-start gap-2 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('disclaimer')}
      </p>
      {status === 'loading' ? (
        <Spinner />
      ) : (
        <AiModulesView signedIn={signedIn} onOpenPlan={() => sos.show('plan')} />
      )}
      <SosDialog
        open={sos.open}
        onOpenChange={sos.setOpen}
        tab={sos.tab}
        onTabChange={sos.setTab}
        signedIn={signedIn}
      />
    </>
  );
}
