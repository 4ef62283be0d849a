import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfCheckResponse } from '@shared/schemas/mood';
import { FormAlert } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { type SelfCheckForm, useSubmitSelfCheck } from '../api/self-checks';

/** The answers to one question: large native radios, arrow keys move between them. */
function AnswerOptions({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: SelfCheckForm['options'];
  value: number | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {options.map((option) => (
        <label key={option.value} className="relative cursor-pointer">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="peer sr-only"
          />
          <span
            className={cn(
              'border-border bg-surface flex min-h-12 items-center rounded-2xl border px-4 py-2 transition-colors',
              'hover:bg-surface-muted peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:font-semibold',
              'peer-focus-visible:outline-ring peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2',
            )}
          >
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}

/** Where the person is, and the question's common stem. */
function StepHeader({
  id,
  number,
  count,
  question,
}: {
  id: string;
  number: number;
  count: number;
  question: string;
}) {
  const { t } = useTranslation('moodChecks');
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm font-semibold" id={id}>
        {t('step', { number, count })}
      </p>
      <div aria-hidden="true" className="bg-surface-muted h-2 overflow-hidden rounded-full">
        <div
          className="bg-primary h-full rounded-full transition-[width]"
          style={{ width: `${(number / count) * 100}%` }}
        />
      </div>
      <p className="text-muted-foreground">{question}</p>
    </div>
  );
}

/** A refused or failed send, in the reader's language (the server's words until the catalogue has them). */
function SubmitError({ error }: { error: Error | null }) {
  const { t } = useTranslation('moodChecks');
  if (!error) return null;
  const code = error instanceof ApiError ? (error.code ?? 'internal.error') : 'network.error';
  const fallback = (error instanceof ApiError && error.serverMessage) || t('errors:internal.error');
  return <FormAlert>{t(`errors:${code}`, { defaultValue: fallback })}</FormAlert>;
}

/**
 * A questionnaire one question at a time: a radio group per item, Back and Next, the question
 * focused as it changes so a screen reader reads it. The last Next sends the answers.
 */
export function SelfCheckRun({
  form,
  onResult,
  onCancel,
}: {
  form: SelfCheckForm;
  onResult: (response: SelfCheckResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('moodChecks');
  const ids = useId();
  const submit = useSubmitSelfCheck(currentLang());
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => form.items.map(() => undefined));
  const [index, setIndex] = useState(0);
  const [missing, setMissing] = useState(false);
  const legendRef = useRef<HTMLLegendElement>(null);
  const first = useRef(true);
  const item = form.items[index]!;
  const last = index === form.items.length - 1;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    legendRef.current?.focus();
  }, [index]);

  const next = () => {
    if (answers[index] === undefined) return setMissing(true);
    setMissing(false);
    if (!last) return setIndex(index + 1);
    submit.mutate({ kind: form.kind, answers: answers as number[] }, { onSuccess: onResult });
  };

  return (
    <div className="flex flex-col gap-5">
      <StepHeader id={`${ids}-step`} number={index + 1} count={form.items.length} question={form.question} />
      <fieldset aria-describedby={missing ? `${ids}-missing` : `${ids}-step`} className="min-w-0">
        <legend ref={legendRef} tabIndex={-1} className="mb-3 font-serif text-xl outline-none">
          {item.text}
        </legend>
        <AnswerOptions
          name={`${ids}-item-${item.number}`}
          options={form.options}
          value={answers[index]}
          onChange={(value) => {
            setAnswers((a) => a.map((v, i) => (i === index ? value : v)));
            setMissing(false);
          }}
        />
        {missing && (
          <p id={`${ids}-missing`} className="text-danger mt-2 text-sm font-medium">
            {t('chooseAnswer')}
          </p>
        )}
      </fieldset>
      <SubmitError error={submit.error} />
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => (index === 0 ? onCancel() : setIndex(index - 1))}
        >
          <ArrowLeft aria-hidden="true" />
          {index === 0 ? t('cancel') : t('back')}
        </Button>
        <Button type="button" onClick={next} disabled={submit.isPending}>
          {last ? t('finish') : t('next')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
