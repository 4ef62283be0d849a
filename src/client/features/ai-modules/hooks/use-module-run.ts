import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiModuleId, AiModuleInput } from '@shared/schemas/ai-modules';
import { useAiStream } from '@/lib/ai/use-ai-stream';
import { currentLang } from '@/lib/i18n';
import { useSaveResult } from '../api/results';

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
 * One module's run: its form (kept to edit), the streamed result and saving it. A different
 * module starts afresh. At the daily limit nothing is sent (the form's notice says why).
 */
export function useModuleRun(module: AiModuleId | null) {
  const { t } = useTranslation('aiModules');
  const lang = currentLang();
  const stream = useAiStream({ failureCode: 'ai.processing_failed' });
  const { limitReached, resetsAt } = stream.allowance;
  const save = useSaveResult();
  const [phase, setPhase] = useState<'form' | 'result'>('form');
  const [input, setInput] = useState<AiModuleInput | null>(null);

  const { reset } = stream;
  const resetSave = save.reset;
  useEffect(() => {
    reset();
    resetSave();
    setPhase('form');
    setInput(null);
  }, [module, reset, resetSave]);

  const run = (next: AiModuleInput) => {
    if (limitReached) return;
    setInput(next);
    setPhase('result');
    save.reset();
    void stream.run('/api/ai-modules/run', { input: next, lang });
  };

  return {
    phase,
    input,
    state: stream.state,
    /** Today's allowance is used: when it comes back (null when not known). */
    limit: limitReached ? { resetsAt } : null,
    run,
    retry: () => input && run(input),
    saving: save.isPending,
    saved: save.isSuccess,
    save: (module: AiModuleId) =>
      input &&
      save.mutate({
        module,
        lang,
        title: t('result.savedTitle', {
          module: t(`modules.${module}.title`),
          summary: summaryOf(input, (a) => t(`modules.muscle_relaxation.areas.${a}`)),
        }),
        content: stream.state.text,
      }),
    edit: () => {
      stream.reset();
      setPhase('form');
    },
    startOver: () => {
      stream.reset();
      setInput(null);
      setPhase('form');
    },
  };
}
