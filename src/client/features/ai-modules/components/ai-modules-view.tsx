import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@/lib/router';
import { type AiModuleId, aiModuleIds } from '@shared/schemas/ai-modules';
import { SignInInvite } from '@/components/sign-in-invite';
import { buttonVariants } from '@/components/ui/button';
import { useModuleRun } from '../hooks/use-module-run';
import { ModuleForm } from './module-form';
import { ModulePicker, moduleIcons } from './module-picker';
import { ModuleResult } from './module-result';
import { SavedResults } from './saved-results';

const isModule = (v: string | null): v is AiModuleId => !!v && (aiModuleIds as readonly string[]).includes(v);

function SignedOutInvite() {
  const { t } = useTranslation('aiModules');
  return (
    <SignInInvite
      text={t('signedOut.text')}
      signInLabel={t('signedOut.signIn')}
      registerLabel={t('signedOut.register')}
    />
  );
}

function ModuleHeader({ module }: { module: AiModuleId }) {
  const { t } = useTranslation('aiModules');
  const Icon = moduleIcons[module];
  return (
    <header className="flex items-start gap-4">
      <span className="bg-primary-soft text-primary grid size-12 shrink-0 place-items-center rounded-full">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 tabIndex={-1} className="text-3xl outline-none">
          {t(`modules.${module}.title`)}
        </h2>
        <p className="text-muted-foreground">{t(`modules.${module}.description`)}</p>
      </div>
    </header>
  );
}

/**
 * /ai-modules: choose a guided flow (`?m=`), answer its short form, read the streamed result and
 * save it. Visitors can look at every form; running one needs an account.
 */
export function AiModulesView({ signedIn, onOpenPlan }: { signedIn: boolean; onOpenPlan: () => void }) {
  const { t } = useTranslation('aiModules');
  const [params] = useSearchParams();
  const module = isModule(params.get('m')) ? (params.get('m') as AiModuleId) : null;
  const run = useModuleRun(module);

  if (!module) {
    return (
      <div className="flex flex-col gap-10">
        {!signedIn && <SignedOutInvite />}
        <ModulePicker hrefFor={(id) => `?m=${id}`} />
        {signedIn && <SavedResults />}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <Link to="?" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
        <ArrowLeft aria-hidden="true" />
        {t('form.back')}
      </Link>
      <ModuleHeader module={module} />

      {run.phase === 'form' ? (
        <div className="border-border bg-surface shadow-soft rounded-3xl border p-5 sm:p-6">
          <ModuleForm
            module={module}
            initial={run.input}
            onSubmit={run.run}
            footer={signedIn ? undefined : <SignedOutInvite />}
            limit={run.limit}
          />
        </div>
      ) : (
        <ModuleResult
          title={t('result.title')}
          state={run.state}
          resetsAt={run.limit?.resetsAt ?? null}
          canSave={signedIn}
          saving={run.saving}
          saved={run.saved}
          onSave={() => run.save(module)}
          onRetry={run.retry}
          onEdit={run.edit}
          onNew={run.startOver}
          onOpenPlan={onOpenPlan}
        />
      )}
      {signedIn && run.phase === 'result' && run.saved && <SavedResults />}
    </div>
  );
}
