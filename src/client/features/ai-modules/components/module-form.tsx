import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AiModuleId,
  type AiModuleInput,
  customInputSchema,
  muscleRelaxationInputSchema,
  pmrMinutes,
  pmrPlaces,
  relationshipPeople,
  relationshipsInputSchema,
  sleepHabits,
  sleepInputSchema,
  tensionAreas,
  writingInputSchema,
} from '@shared/schemas/ai-modules';
import { Button } from '@/components/ui/button';
import { Choice, ChoiceGroup, TextAreaField } from './fields';

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
 */
export function ModuleForm({
  module,
  initial,
  onSubmit,
  footer,
}: {
  module: AiModuleId;
  initial?: AiModuleInput | null;
  onSubmit: (input: AiModuleInput) => void;
  /** Replaces the submit button (e.g. the invitation to sign in). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation('aiModules');
  const form = useForm<FieldValues>({
    resolver: zodResolver(schemas[module] as never) as unknown as Resolver<FieldValues>,
    defaultValues:
      initial?.module === module
        ? { ...blank[module], ...initial, ...('minutes' in initial ? { minutes: String(initial.minutes) } : {}) }
        : blank[module],
  });
  const { register, formState } = form;
  const error = (name: string) => formState.errors[name]?.message as string | undefined;
  const k = (path: string) => t(`modules.${module}.${path}`);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values as AiModuleInput))}
      className="flex flex-col gap-6"
    >
      {module === 'relationships' && (
        <>
          <ChoiceGroup legend={k('person.label')}>
            {relationshipPeople.map((p) => (
              <Choice key={p} type="radio" value={p} label={k(`person.${p}`)} {...register('person')} />
            ))}
          </ChoiceGroup>
          <TextAreaField
            label={k('situation.label')}
            hint={k('situation.hint')}
            placeholder={k('situation.placeholder')}
            error={error('situation')}
            maxLength={2000}
            {...register('situation')}
          />
          <TextAreaField
            label={k('wish.label')}
            placeholder={k('wish.placeholder')}
            optional
            rows={2}
            className="[&_textarea]:min-h-20"
            maxLength={1000}
            error={error('wish')}
            {...register('wish')}
          />
        </>
      )}

      {module === 'writing' && (
        <>
          <TextAreaField
            label={k('topic.label')}
            hint={k('topic.hint')}
            placeholder={k('topic.placeholder')}
            error={error('topic')}
            rows={2}
            className="[&_textarea]:min-h-20"
            maxLength={1000}
            {...register('topic')}
          />
          <TextAreaField
            label={k('draft.label')}
            hint={k('draft.hint')}
            placeholder={k('draft.placeholder')}
            optional
            error={error('draft')}
            maxLength={6000}
            {...register('draft')}
          />
        </>
      )}

      {module === 'muscle_relaxation' && (
        <>
          <ChoiceGroup legend={k('areas.label')} hint={k('areas.hint')} error={error('areas')}>
            {tensionAreas.map((a) => (
              <Choice key={a} type="checkbox" value={a} label={k(`areas.${a}`)} {...register('areas')} />
            ))}
          </ChoiceGroup>
          <ChoiceGroup legend={k('minutes.label')}>
            {pmrMinutes.map((m) => (
              <Choice
                key={m}
                type="radio"
                value={m}
                label={t(`modules.muscle_relaxation.minutes.option`, { count: m })}
                {...register('minutes')}
              />
            ))}
          </ChoiceGroup>
          <ChoiceGroup legend={k('place.label')}>
            {pmrPlaces.map((p) => (
              <Choice key={p} type="radio" value={p} label={k(`place.${p}`)} {...register('place')} />
            ))}
          </ChoiceGroup>
          <TextAreaField
            label={k('notes.label')}
            placeholder={k('notes.placeholder')}
            optional
            rows={2}
            className="[&_textarea]:min-h-20"
            maxLength={500}
            error={error('notes')}
            {...register('notes')}
          />
        </>
      )}

      {module === 'sleep' && (
        <>
          <TextAreaField
            label={k('issue.label')}
            hint={k('issue.hint')}
            placeholder={k('issue.placeholder')}
            error={error('issue')}
            maxLength={2000}
            {...register('issue')}
          />
          <ChoiceGroup legend={k('habits.label')}>
            {sleepHabits.map((h) => (
              <Choice key={h} type="checkbox" value={h} label={k(`habits.${h}`)} {...register('habits')} />
            ))}
          </ChoiceGroup>
        </>
      )}

      {module === 'custom' && (
        <TextAreaField
          label={k('prompt.label')}
          hint={k('prompt.hint')}
          placeholder={k('prompt.placeholder')}
          error={error('prompt')}
          maxLength={2000}
          {...register('prompt')}
        />
      )}

      {footer ?? (
        <Button type="submit" size="lg" className="self-start">
          <Sparkles aria-hidden="true" />
          {t('form.submit')}
        </Button>
      )}
    </form>
  );
}
