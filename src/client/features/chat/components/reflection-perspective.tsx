import { Sparkles } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CrisisHelp } from '@/components/safety/crisis-help';
import { currentLang } from '@/lib/i18n';
import { DailyLimitNotice } from '@/components/daily-limit/daily-limit-notice';
import { useAiStream } from '@/lib/ai/use-ai-stream';
import { ReplyText } from '@/components/ai/reply-text';
import { TypingIndicator } from '@/components/ai/typing-indicator';

/**
 * 'Genera una prospettiva' (SPEC §2 reflections): a kind alternative perspective on what the
 * person is writing, streamed. It counts as an AI request; a failure says SPEC's 'Could not
 * generate a reflection. Please try again later.' At the daily limit the button waits and the
 * notice under it says until when (writing and saving stay open: they are not AI requests).
 */
export function ReflectionPerspective({ textareaRef }: { textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  // Every namespace it shows, at once: its own words (`chatMore`), the typing indicator's and the
  // daily-limit notice's (`chat`), the crisis help's (`safety`).
  const { t } = useTranslation(['chatMore', 'chat', 'safety']);
  const id = useId();
  const lang = currentLang();
  const stream = useAiStream({ failureCode: 'ai.reflection_failed' });
  const { limitReached: blocked, resetsAt } = stream.allowance;
  const limitId = `${id}-limit`;
  const [emptyHint, setEmptyHint] = useState(false);
  const [askedAgain, setAskedAgain] = useState(false);
  const { status, text, done, errorCode, limitReached } = stream.state;
  const busy = status === 'waiting' || status === 'streaming';
  const crisis = done?.crisis ?? null;

  const generate = () => {
    if (blocked) return;
    const written = textareaRef.current?.value.trim() ?? '';
    if (written.length < 3) {
      setEmptyHint(true);
      textareaRef.current?.focus();
      return;
    }
    setEmptyHint(false);
    setAskedAgain(false);
    void stream.run('/api/ai-modules/perspective', { text: written, lang });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="bg-lavender-soft/70 flex flex-col gap-3 rounded-3xl p-5">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-xl">
        <Sparkles aria-hidden="true" className="text-primary size-5" />
        {t('perspective.title')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('perspective.intro')}</p>
      <Button
        type="button"
        variant="secondary"
        className="self-start aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        disabled={busy}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? limitId : undefined}
        onClick={generate}
      >
        {status === 'done' ? t('perspective.again') : t('perspective.button')}
      </Button>
      {blocked && <DailyLimitNotice id={limitId} resetsAt={resetsAt} />}
      {emptyHint && (
        <p role="alert" className="text-sm font-medium">
          {t('perspective.empty')}
        </p>
      )}
      {(busy || text || (status === 'error' && !limitReached)) && (
        <div className="border-border bg-surface flex flex-col gap-3 rounded-2xl border p-4" aria-busy={busy}>
          {status === 'waiting' && <TypingIndicator label={t('perspective.generating')} />}
          {text && (
            <div aria-hidden={status === 'streaming' ? true : undefined}>
              <ReplyText text={text} />
            </div>
          )}
          {status === 'streaming' && <TypingIndicator label={t('perspective.generating')} />}
          {status === 'error' && !limitReached && <p role="alert">{t(`errors:${errorCode}`)}</p>}
          {crisis && (
            <>
              {askedAgain && <p className="whitespace-pre-line">{crisis.misunderstood}</p>}
              <CrisisHelp support={crisis} onMisunderstood={askedAgain ? undefined : () => setAskedAgain(true)} />
            </>
          )}
          {status === 'done' && !crisis && <p className="text-muted-foreground text-xs">{t('perspective.note')}</p>}
        </div>
      )}
      <div aria-live="polite" className="sr-only">
        {status === 'done' ? text : ''}
      </div>
    </section>
  );
}
