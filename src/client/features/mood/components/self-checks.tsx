import { ClipboardList } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfCheckResponse } from '@shared/schemas/mood';
import { LoadError } from '@/components/practice/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { type SelfCheckForm, useSelfCheckForms, useSelfCheckHistory } from '../api/self-checks';
import { SelfCheckResultView } from './self-check-result';
import { SelfCheckRun } from './self-check-run';

type Stage =
  { kind: 'choose' } | { kind: 'run'; form: SelfCheckForm } | { kind: 'result'; response: SelfCheckResponse };

function History() {
  const { t } = useTranslation('moodChecks');
  const lang = currentLang();
  const history = useSelfCheckHistory(lang);
  const items = history.data?.items ?? [];
  if (!items.length) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-sans text-base font-semibold">{t('history')}</h3>
      <ul className="flex flex-col gap-2">
        {items.map((r) => (
          <li
            key={r.id}
            className="bg-surface-muted/60 flex flex-wrap items-baseline justify-between gap-x-3 rounded-2xl px-4 py-2 text-sm"
          >
            <span className="font-semibold">{t(`kind.${r.kind}`)}</span>
            <span>
              {t('score', { score: r.score, max: r.maxScore })} · {r.severityLabel}
            </span>
            <span className="text-muted-foreground">{formatDate(r.at, lang)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** GAD-7 and PHQ-9: a few minutes each, for oneself, never a diagnosis. */
export function SelfChecks() {
  const { t } = useTranslation(['moodChecks', 'mood']);
  const titleId = useId();
  const forms = useSelfCheckForms(currentLang());
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="text-2xl">
          {t('title')}
        </h2>
        <p className="text-muted-foreground max-w-2xl">{t('intro')}</p>
      </div>
      {forms.isError ? (
        <LoadError
          message={t('loadError')}
          retryLabel={t('mood:retry')}
          onRetry={() => void forms.refetch()}
        />
      ) : stage.kind === 'run' ? (
        <Card className="p-4 sm:p-6">
          <SelfCheckRun
            form={stage.form}
            onCancel={() => setStage({ kind: 'choose' })}
            onResult={(response) => setStage({ kind: 'result', response })}
          />
        </Card>
      ) : stage.kind === 'result' ? (
        <Card className="p-4 sm:p-6">
          <SelfCheckResultView response={stage.response} onClose={() => setStage({ kind: 'choose' })} />
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {(forms.data?.forms ?? []).map((form) => (
            <li key={form.kind}>
              <Card className="flex h-full flex-col gap-3">
                <ClipboardList aria-hidden="true" className="text-primary size-6" />
                <h3 className="text-xl">{form.title}</h3>
                <p className="text-muted-foreground text-sm">
                  {t(`about.${form.kind}`, { count: form.items.length })}
                </p>
                <Button
                  type="button"
                  className="mt-auto self-start"
                  onClick={() => setStage({ kind: 'run', form })}
                >
                  {t('start')}
                  <span className="sr-only"> {form.title}</span>
                </Button>
              </Card>
            </li>
          ))}
          {forms.isPending &&
            [0, 1].map((i) => (
              <li key={i} aria-hidden="true" className="bg-surface-muted/60 h-52 animate-pulse rounded-3xl" />
            ))}
        </ul>
      )}
      {stage.kind === 'choose' && <History />}
    </section>
  );
}
