import { HeartHandshake } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfCheckResponse } from '@shared/schemas/mood';
import { EmergencyCall, HelplineList } from '@/components/safety/helpline-list';
import { Button } from '@/components/ui/button';

/**
 * The score and its band in plain words, "a self-check, not a diagnosis", and, when the server
 * flags it (PHQ-9 item 9), the crisis help first.
 */
export function SelfCheckResultView({
  response,
  onClose,
}: {
  response: SelfCheckResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation('moodChecks');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const crisisRef = useRef<HTMLHeadingElement>(null);
  const { result, crisis } = response;
  // The help comes first when there is any: focus goes where a screen reader should start.
  useEffect(() => (crisisRef.current ?? headingRef.current)?.focus(), []);
  return (
    <div className="flex flex-col gap-5">
      {crisis && (
        <section
          aria-labelledby="self-check-crisis"
          className="border-danger/40 bg-danger-soft/60 flex flex-col gap-4 rounded-3xl border p-4 sm:p-5"
        >
          <h3
            ref={crisisRef}
            tabIndex={-1}
            id="self-check-crisis"
            className="flex items-center gap-2 text-xl outline-none"
          >
            <HeartHandshake aria-hidden="true" className="text-danger size-6" />
            {t('crisisTitle')}
          </h3>
          <p>{crisis.message}</p>
          <EmergencyCall />
          <HelplineList lines={crisis.helplines} />
        </section>
      )}
      <div className="flex flex-col gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
          {t('resultTitle')}
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-3" data-testid="self-check-score">
          <span className="font-serif text-4xl font-semibold tabular-nums">
            {t('score', { score: result.score, max: result.maxScore })}
          </span>
          <span className="bg-lavender-soft rounded-full px-3 py-1 font-semibold">
            {result.severityLabel}
          </span>
        </p>
        <p>{result.explanation}</p>
      </div>
      <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-4 text-sm">
        {response.disclaimer}
      </p>
      <Button type="button" variant="outline" className="self-start" onClick={onClose}>
        {t('done')}
      </Button>
    </div>
  );
}
