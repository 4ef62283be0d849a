import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type AiModuleId, type AiModuleInput, aiModuleIds } from '@shared/schemas/ai-modules';
import { buttonVariants } from '@/components/ui/button';
import { useAiStream } from '@/features/chat/hooks/use-ai-stream';
import { SignInInvite } from '@/features/exercises/components/practice-ui/sign-in-invite';
import type { SosState } from '@/features/safety/components/sos-button';
import { currentLang } from '@/lib/i18n';
import { useSaveResult } from '../api/results';
import { ModuleForm } from './module-form';
import { ModulePicker, moduleIcons } from './module-picker';
import { ModuleResult } from './module-result';
import { SavedResults } from './saved-results';

const isModule = (v: string | null): v is AiModuleId => !!v && (aiModuleIds as readonly string[]).includes(v);

/** What the saved result is called: the module and the first words of the main answer. */
function summaryOf(input: AiModuleInput, areaLabel: (a: string) => string): string {
  const main =
    input.module === 'relationships'
      ? input.situation
      : input.module === 'writing'
        ? input.topic
        : input.module === 'sleep'
          ? input.issue
          : input.module === 'custom'
            ? input.prompt
            : input.areas.map(areaLabel).join(', ');
  const flat = main.replace(/\s+/g, ' ').trim();
  return flat.length <= 60 ? flat : `${flat.slice(0, 59).trimEnd()}…`;
}

/**
 * /ai-modules: choose a guided flow (`?m=`), answer its short form, read the streamed result and
 * save it. Visitors can look at every form; running one needs an account.
 */
export function AiModulesView({ signedIn, sos }: { signedIn: boolean; sos: SosState }) {
  const { t } = useTranslation('aiModules');
  const lang = currentLang();
  const [params] = useSearchParams();
  const module = isModule(params.get('m')) ? (params.get('m') as AiModuleId) : null;
  const stream = useAiStream({ failureCode: 'ai.processing_failed' });
  const save = useSaveResult();
  const [phase, setPhase] = useState<'form' | 'result'>('form');
  const [input, setInput] = useState<AiModuleInput | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A different module starts afresh.
  const { reset } = stream;
  const resetSave = save.reset;
  useEffect(() => {
    reset();
    resetSave();
    setPhase('form');
    setInput(null);
  }, [module, reset, resetSave]);

  const run = (next: AiModuleInput) => {
    setInput(next);
    setPhase('result');
    save.reset();
    void stream.run('/api/ai-modules/run', { input: next, lang });
  };

  if (!module) {
    return (
      <div className="flex flex-col gap-10">
        {!signedIn && (
          <SignInInvite text={t('signedOut.text')} signInLabel={t('signedOut.signIn')} registerLabel={t('signedOut.register')} />
        )}
        <ModulePicker hrefFor={(id) => `?m=${id}`} />
        {signedIn && <SavedResults />}
      </div>
    );
  }

  const Icon = moduleIcons[module];
  const title = t(`modules.${module}.title`);
  return (
    <div className="flex flex-col gap-8">
      <Link to="?" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
        <ArrowLeft aria-hidden="true" />
        {t('form.back')}
      </Link>
      <header className="flex items-start gap-4">
        <span className="bg-primary-soft text-primary grid size-12 shrink-0 place-items-center rounded-full">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-3xl outline-none">
            {title}
          </h2>
          <p className="text-muted-foreground">{t(`modules.${module}.description`)}</p>
        </div>
      </header>

      {phase === 'form' ? (
        <div className="border-border bg-surface shadow-soft rounded-3xl border p-5 sm:p-6">
          <ModuleForm
            module={module}
            initial={input}
            onSubmit={run}
            footer={
              signedIn ? undefined : (
                <SignInInvite
                  text={t('signedOut.text')}
                  signInLabel={t('signedOut.signIn')}
                  registerLabel={t('signedOut.register')}
                />
              )
            }
          />
        </div>
      ) : (
        <ModuleResult
          title={t('result.title')}
          state={stream.state}
          canSave={signedIn}
          saving={save.isPending}
          saved={save.isSuccess}
          onSave={() =>
            input &&
            save.mutate({
              module,
              lang,
              title: t('result.savedTitle', {
                module: title,
                summary: summaryOf(input, (a) => t(`modules.muscle_relaxation.areas.${a}`)),
              }),
              content: stream.state.text,
            })
          }
          onRetry={() => input && run(input)}
          onEdit={() => {
            stream.reset();
            setPhase('form');
          }}
          onNew={() => {
            stream.reset();
            setInput(null);
            setPhase('form');
          }}
          onOpenPlan={() => sos.show('plan')}
        />
      )}
      {signedIn && phase === 'result' && save.isSuccess && <SavedResults />}
    </div>
  );
}
