import { Check, Pencil, RotateCcw, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AiStreamState } from '@/lib/ai/use-ai-stream';
import { DailyLimitNotice } from '@/components/daily-limit/daily-limit-notice';
import { SuggestionLinks } from '@/components/ai/suggestion-links';
import { ReplyText } from '@/components/ai/reply-text';
import { TypingIndicator } from '@/components/ai/typing-indicator';
import { CrisisHelp } from '@/components/safety/crisis-help';
import { cn } from '@/lib/utils';

/** The result as it is written, its failure, or the crisis help that replaces it. */
function ResultBox({
  state,
  resetsAt,
  onRetry,
  onOpenPlan,
}: {
  state: AiStreamState;
  resetsAt: string | null;
  onRetry: () => void;
  onOpenPlan: () => void;
}) {
  const { t } = useTranslation(['aiModules', 'chat']);
  const limitId = `${useId()}-limit`;
  const [askedAgain, setAskedAgain] = useState(false);
  const busy = state.status === 'waiting' || state.status === 'streaming';
  const crisis = state.done?.crisis ?? null;
  return (
    <div
      className={cn(
        'border-border bg-surface shadow-soft flex flex-col gap-4 rounded-3xl border p-5 sm:p-6',
        crisis && 'border-danger/40',
      )}
      aria-busy={busy}
    >
      {state.status === 'waiting' && <TypingIndicator label={t('result.generating')} />}
      {state.text && (
        <div aria-hidden={state.status === 'streaming' ? true : undefined}>
          <ReplyText text={state.text} />
        </div>
      )}
      {state.status === 'streaming' && <TypingIndicator label={t('result.generating')} />}
      {state.status === 'error' &&
        (state.limitReached ? (
          <DailyLimitNotice id={limitId} resetsAt={resetsAt} />
        ) : (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{t(`errors:${state.errorCode}`)}</p>
            <Button type="button" variant="outline" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              {t('chat:retry')}
            </Button>
          </div>
        ))}
      {crisis && (
        <>
          {askedAgain && (
            <p className="border-border border-t pt-4 whitespace-pre-line">{crisis.misunderstood}</p>
          )}
          <CrisisHelp
            support={crisis}
            onOpenPlan={onOpenPlan}
            onMisunderstood={askedAgain ? undefined : () => setAskedAgain(true)}
          />
        </>
      )}
      {state.done && !crisis && <SuggestionLinks suggestions={state.done.suggestions} />}
    </div>
  );
}

function ResultActions({
  canSave,
  onSave,
  saving,
  saved,
  onEdit,
  onNew,
}: {
  canSave: boolean;
  onSave: () => void;
  saving: boolean;
  saved: boolean;
  onEdit: () => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('aiModules');
  return (
    <div className="flex flex-wrap gap-2">
      {canSave && (
        <Button type="button" onClick={onSave} disabled={saving || saved}>
          {saved ? <Check aria-hidden="true" /> : <Save aria-hidden="true" />}
          {t('result.save')}
        </Button>
      )}
      <Button type="button" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {t('result.edit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onNew}>
        {t('result.again')}
      </Button>
    </div>
  );
}

/**
 * A module's result as it is written: the typing indicator, the text, what it suggests, and
 * saving. On a crisis the module stops and the help shows instead; "you misunderstood me" asks
 * again gently, without closing it.
 */
export function ModuleResult({
  title,
  state,
  resetsAt,
  onSave,
  saving,
  saved,
  onRetry,
  onEdit,
  onNew,
  onOpenPlan,
  canSave,
}: {
  title: string;
  state: AiStreamState;
  /** When the used allowance comes back, for a request refused at the limit. */
  resetsAt: string | null;
  onSave: () => void;
  saving: boolean;
  saved: boolean;
  onRetry: () => void;
  onEdit: () => void;
  onNew: () => void;
  onOpenPlan: () => void;
  canSave: boolean;
}) {
  const { t } = useTranslation('aiModules');
  const busy = state.status === 'waiting' || state.status === 'streaming';
  const crisis = state.done?.crisis ?? null;
  // Keyboard and screen-reader users land on the result, and everyone sees its start.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section aria-labelledby="module-result-title" className="flex scroll-mt-24 flex-col gap-5">
      <h2 id="module-result-title" ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
        {title}
      </h2>
      <ResultBox state={state} resetsAt={resetsAt} onRetry={onRetry} onOpenPlan={onOpenPlan} />
      <div aria-live="polite" className="sr-only">
        {state.status === 'done' ? state.text : ''}
      </div>
      {!busy && (
        <ResultActions
          canSave={state.status === 'done' && !crisis && canSave}
          onSave={onSave}
          saving={saving}
          saved={saved}
          onEdit={onEdit}
          onNew={onNew}
        />
      )}
      {saved && (
        <p role="status" className="text-primary font-medium">
          {t('result.saved')}
        </p>
      )}
    </section>
  );
}
