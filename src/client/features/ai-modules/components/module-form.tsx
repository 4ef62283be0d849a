import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AiModuleId,
  type AiModuleInput,
  customInputSchema,
  muscleRelaxationInputSchema,
  relationshipsInputSchema,
  sleepInputSchema,
  writingInputSchema,
} from '@shared/schemas/ai-modules';
import { DailyLimitNotice } from '@/components/daily-limit/daily-limit-notice';
import { Button } from '@/components/ui/button';
import { moduleFields } from './module-fields';

const schemas = {
  relationships: relationshipsInputSchema,
  writing: writingInputSchema,
  muscle_relaxation: muscleRelaxationInputSchema,
  sleep: sleepInputSchema,
  custom: customInputSchema,
} as const;

const blank: Record<AiModuleId, Record<string, unknown>> = {
  relationships: { module: 'relationships', person: 'partner', situation: '', wish: '' },
  writing: { module: 'writing', topic: '', draft: '' },
  muscle_relaxation: { module: 'muscle_relaxation', areas: [], minutes: '10', place: 'bed', notes: '' },
  sleep: { module: 'sleep', issue: '', habits: [] },
  custom: { module: 'custom', prompt: '' },
};

/**
 * A module's own short form. The shared schema checks it here and on the server, so an empty or
 * invalid main answer shows 'Per favore inserisci un prompt valido.' before anything is sent.
 * At the daily limit the fields stay open, the notice sits above the button and the button
 * waits (focusable, described by the notice).
 */
export function ModuleForm({
  module,
  initial,
  onSubmit,
  footer,
  limit,
}: {
  module: AiModuleId;
  initial?: AiModuleInput | null;
  onSubmit: (input: AiModuleInput) => void;
  /** Replaces the submit button (e.g. the invitation to sign in). */
  footer?: ReactNode;
  /** Today's allowance is used: when it comes back (null when not known). */
  limit?: { resetsAt: string | null } | null;
}) {
  const { t } = useTranslation('aiModules');
  const limitId = `${useId()}-limit`;
  const form = useForm<FieldValues>({
    resolver: zodResolver(schemas[module] as never) as unknown as Resolver<FieldValues>,
    defaultValues:
      initial?.module === module
        ? {
            ...blank[module],
            ...initial,
            ...('minutes' in initial ? { minutes: String(initial.minutes) } : {}),
          }
        : blank[module],
  });
  const { register } = form;
  const { errors } = form.formState;
  const error = (name: string) => errors[name]?.message as string | undefined;
  const k = (path: string) => t(`modules.${module}.${path}`);
  const Fields = moduleFields[module];

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!limit) void form.handleSubmit((values) => onSubmit(values as AiModuleInput))(e);
      }}
      className="flex flex-col gap-6"
    >
      <Fields register={register} error={error} k={k} />

      {footer ?? (
        <>
          {limit && <DailyLimitNotice id={limitId} resetsAt={limit.resetsAt} />}
          <Button
            type="submit"
            size="lg"
            className="self-start aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={limit ? true : undefined}
            aria-describedby={limit ? limitId : undefined}
          >
            <Sparkles aria-hidden="true" />
            {t('form.submit')}
          </Button>
        </>
      )}
    </form>
  );
}
