import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Goals, type GoalsUpdate, goalsUpdateSchema, profileListMax } from '@shared/schemas/profile';
import { type PartOfDay, partsOfDay, type WeeklyGoal } from '@shared/schemas/progress';
import { FormAlert, inputClass } from '@/components/form/form-fields';
import { CheckChips, FilterChips } from '@/components/practice/filter-chips';
import { Button } from '@/components/ui/button';
import { currentLang } from '@/lib/i18n';
import { useSaveGoals } from '../api/profile';
import { saveFailedMessage } from '../lib/save-failed';
import { LabelList } from './label-list';

type Values = {
  wellnessGoals: string[];
  weeklyGoal: WeeklyGoal | null;
  preferredPracticeTime: PartOfDay | null;
};
const defaults: Record<WeeklyGoal['unit'], number> = { minutes: 70, days: 5 };

/** The weekly goal: none, minutes or days, and how many. */
function WeeklyGoalField({
  value,
  onChange,
}: {
  value: WeeklyGoal | null;
  onChange: (v: WeeklyGoal | null) => void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <FilterChips
        legend={t('goals.weekly')}
        hideLegend={false}
        options={[
          { value: 'none', label: t('goals.weeklyNone') },
          { value: 'minutes', label: t('goals.weeklyMinutes') },
          { value: 'days', label: t('goals.weeklyDays') },
        ]}
        value={value?.unit ?? 'none'}
        onChange={(unit) => onChange(unit === 'none' ? null : { unit, target: defaults[unit] })}
      />
      {value && (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="font-medium">
            {t(`goals.target.${value.unit}`)}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={value.unit === 'days' ? 7 : 10_080}
            value={value.target}
            onChange={(e) => {
              const n = Math.round(Number(e.target.value));
              const max = value.unit === 'days' ? 7 : 10_080;
              onChange({ unit: value.unit, target: Math.min(max, Math.max(1, Number.isFinite(n) ? n : 1)) });
            }}
            className={`${inputClass} max-w-40`}
          />
        </div>
      )}
    </div>
  );
}

/** Wellness goals (suggested and one's own), the weekly goal and the preferred practice time. */
export function GoalsForm({ goals }: { goals: Goals }) {
  const { t } = useTranslation('profile');
  const save = useSaveGoals(currentLang());
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(goalsUpdateSchema) as never,
    defaultValues: {
      wellnessGoals: goals.wellnessGoals,
      weeklyGoal: goals.weeklyGoal,
      preferredPracticeTime: goals.preferredPracticeTime,
    },
  });
  const values = form.watch();
  const suggestionIds = goals.suggestions.map((s) => s.id as string);
  const chosen = values.wellnessGoals.filter((g) => suggestionIds.includes(g));
  const own = values.wellnessGoals.filter((g) => !suggestionIds.includes(g));

  const onSubmit = form.handleSubmit((v) => {
    setSaved(false);
    save.mutate(v as GoalsUpdate, { onSuccess: () => setSaved(true) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <CheckChips
        legend={t('goals.wellness')}
        options={goals.suggestions.map((s) => ({ value: s.id as string, label: s.label }))}
        values={chosen}
        onChange={(next) => form.setValue('wellnessGoals', [...next, ...own])}
      />
      <LabelList
        label={t('goals.own')}
        values={own}
        max={profileListMax - chosen.length}
        removeLabel={(label) => t('labels.remove', { label })}
        onChange={(next) => form.setValue('wellnessGoals', [...chosen, ...next])}
      />
      <WeeklyGoalField value={values.weeklyGoal} onChange={(v) => form.setValue('weeklyGoal', v)} />
      <FilterChips
        legend={t('goals.preferredTime')}
        hideLegend={false}
        options={[
          { value: 'none', label: t('goals.anyTime') },
          ...partsOfDay.map((p) => ({ value: p, label: t(`partOfDay.${p}`) })),
        ]}
        value={values.preferredPracticeTime ?? 'none'}
        onChange={(p) => form.setValue('preferredPracticeTime', p === 'none' ? null : p)}
      />
      {save.isError && <FormAlert>{saveFailedMessage(save.error)}</FormAlert>}
      <p role="status" className="text-primary font-medium empty:hidden">
        {saved ? t('goals.saved') : ''}
      </p>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('personal.saving') : t('goals.save')}
      </Button>
    </form>
  );
}
