import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import type { MoodEntry, MoodEntryCreate, MoodOptions } from '@shared/schemas/mood';
import { lazyZodResolver } from '@/app/lazy-resolver';
import { FormAlert } from '@/components/form/form-fields';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useEditMood, useLogMood } from '../api/mood';
import { MoodDetails } from './mood-details';
import { MoodPicker } from './mood-picker';

type Values = {
  mood: number;
  emotions: NonNullable<MoodEntryCreate['emotions']>;
  factors: string[];
  note: string;
};

const valuesOf = (entry?: MoodEntry): Values => ({
  mood: entry?.mood as number,
  emotions: entry?.emotions ?? [],
  factors: entry?.factors ?? [],
  note: entry?.note ?? '',
});

/** What the server refused, in the reader's language (the try used: the way to Premium). */
function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation('mood');
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : 'network.error';
  if (code === 'validation.failed') return null;
  const fallback = (error instanceof ApiError && error.serverMessage) || t('errors:internal.error');
  return (
    <FormAlert>
      {t(`errors:${code ?? 'internal.error'}`, { defaultValue: fallback })}
      {code === 'mood.premium_required' && (
        <Link
          to={pathOf('subscription')}
          className={buttonVariants({ variant: 'link', className: 'ml-1 h-auto px-0' })}
        >
          {t('locked.upgrade')}
        </Link>
      )}
    </FormAlert>
  );
}

/** A button that shows or hides what follows it (the details stay out of the way until wanted). */
function Disclosure({
  id,
  label,
  open,
  onToggle,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="text-primary inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full text-left font-medium"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {label}
      </button>
      <div id={id} hidden={!open} className="pt-3">
        {open && children}
      </div>
    </div>
  );
}

const moodEntryResolver = lazyZodResolver(() =>
  import('@shared/schemas/mood').then((m) => m.moodEntryCreateSchema),
);

/** The entry's form and its save: a new entry or a change of one (refusals land on the fields). */
function useMoodEntryForm({ entry, onSaved }: { entry?: MoodEntry; onSaved: (saved: MoodEntry) => void }) {
  const log = useLogMood();
  const edit = useEditMood();
  const form = useForm<Values>({
    resolver: moodEntryResolver as never,
    defaultValues: valuesOf(entry),
  });
  const onSubmit = form.handleSubmit((v) => {
    // The moment it was felt, by this device's clock (an edit keeps its own); see useLogMood.
    const input: MoodEntryCreate = { ...v, at: entry ? entry.at : new Date().toISOString() };
    const done = {
      onSuccess: ({ entry: saved }: { entry: MoodEntry }) => {
        form.reset(valuesOf(entry ? saved : undefined));
        onSaved(saved);
      },
      onError: (err: Error) => {
        if (!(err instanceof ApiError) || err.code !== 'validation.failed') return;
        for (const d of err.details)
          form.setError(d.path.replace(/^body\./, '') as FieldPath<Values>, { message: d.message });
      },
    };
    if (entry) edit.mutate({ id: entry.id, input }, done);
    else log.mutate(input, done);
  });
  return { form, mutation: entry ? edit : log, onSubmit };
}

/**
 * Logging a mood, made for speed: one tap on a mood and one on Save. Emotions, factors and a
 * note wait behind a toggle. The same form edits an entry (its time is kept).
 */
export function MoodForm({
  options,
  entry,
  onDone,
  onCancel,
}: {
  options: MoodOptions;
  entry?: MoodEntry;
  onDone: (entry: MoodEntry) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('mood');
  const ids = useId();
  const [open, setOpen] = useState(!!entry);
  const { form, mutation, onSubmit } = useMoodEntryForm({
    entry,
    onSaved: (saved) => {
      if (!entry) setOpen(false);
      onDone(saved);
    },
  });
  const values = form.watch();
  const moodError = form.formState.errors.mood ? t('log.chooseMood') : undefined;
  const noteCode = form.formState.errors.note?.message;
  const noteError = noteCode
    ? t(`errors:${noteCode}`, { defaultValue: t('errors:validation.failed') })
    : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <MoodPicker
        moods={options.moods}
        value={values.mood}
        onChange={(mood) => form.setValue('mood', mood, { shouldValidate: form.formState.isSubmitted })}
        legend={entry ? t('log.editLegend') : t('log.legend')}
        errorId={`${ids}-mood`}
        error={moodError}
      />
      <Disclosure
        id={`${ids}-details`}
        label={t('log.details')}
        open={open}
        onToggle={() => setOpen((o) => !o)}
      >
        <MoodDetails
          options={options}
          value={values}
          onChange={(next) => {
            for (const [k, v] of Object.entries(next)) form.setValue(k as keyof Values, v as never);
          }}
          noteError={noteError}
        />
      </Disclosure>
      <ServerError error={mutation.error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          <Check aria-hidden="true" />
          {mutation.isPending ? t('log.saving') : entry ? t('log.saveEdit') : t('log.save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" size="lg" onClick={onCancel}>
            {t('log.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
