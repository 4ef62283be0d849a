import type { JSX } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AiModuleId,
  pmrMinutes,
  pmrPlaces,
  relationshipPeople,
  sleepHabits,
  tensionAreas,
} from '@shared/schemas/ai-modules';
import { Choice, ChoiceGroup, TextAreaField } from './fields';

interface FieldsProps {
  register: UseFormRegister<FieldValues>;
  /** The error code of a field, if any. */
  error: (name: string) => string | undefined;
  /** The module's own text at `path`. */
  k: (path: string) => string;
}

function RelationshipsFields({ register, error, k }: FieldsProps) {
  return (
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
  );
}

function WritingFields({ register, error, k }: FieldsProps) {
  return (
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
  );
}

function MuscleRelaxationFields({ register, error, k }: FieldsProps) {
  const { t } = useTranslation('aiModules');
  return (
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
  );
}

function SleepFields({ register, error, k }: FieldsProps) {
  return (
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
  );
}

function CustomFields({ register, error, k }: FieldsProps) {
  return (
    <TextAreaField
      label={k('prompt.label')}
      hint={k('prompt.hint')}
      placeholder={k('prompt.placeholder')}
      error={error('prompt')}
      maxLength={2000}
      {...register('prompt')}
    />
  );
}

/** The questions of each module's form. */
export const moduleFields: Record<AiModuleId, (props: FieldsProps) => JSX.Element> = {
  relationships: RelationshipsFields,
  writing: WritingFields,
  muscle_relaxation: MuscleRelaxationFields,
  sleep: SleepFields,
  custom: CustomFields,
};
