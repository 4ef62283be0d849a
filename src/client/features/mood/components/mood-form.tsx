import { Check, ChevronDown } from 'lucide-react';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoodEntry, MoodEntryCreate, MoodOptions } from '@shared/schemas/mood';
import type { FormCheck } from '@/app/lazy-resolver';
import { whenFirstPageSettled } from '@/app/idle';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useEditMood, useLogMood } from '../api/mood';
import { MoodPicker } from './mood-picker';

// The details (emotions, factors, a note) wait behind a toggle: their code loads once the first
// page has settled, or when the toggle is about to be used, whichever comes first. What a refused
// save says loads when there is one.
const loadDetails = () => import('./mood-details');
const MoodDetails = lazy(() => loadDetails().then((m) => ({ default: m.MoodDetails })));
const SaveError = lazy(() => import('./save-error').then((m) => ({ default: m.SaveError })));
whenFirstPageSettled(() => void loadDetails().catch(() => {}));

type Values = {
  mood: number | undefined;
  emotions: NonNullable<MoodEntryCreate['emotions']>;
  factors: string[];
  note: string;
};
type Field = keyof Values;
/** The first error code of each field (the schema's or the server's). */
type Errors = Partial<Record<Field, string>>;

const valuesOf = (entry?: MoodEntry): Values => ({
  mood: entry?.mood,
  emotions: entry?.emotions ?? [],
  factors: entry?.factors ?? [],
  note: entry?.note ?? '',
});

type Checked = FormCheck<{ mood: number; emotions: Values['emotions']; factors: string[]; note: string }>;
let checker: Promise<(values: unknown) => Promise<Checked>> | undefined;

/**
 * The API's rule for an entry (shared/schemas/mood), loaded with zod and the error messages at
 * the first save (lazyZodCheck, itself loaded then). A few fields need no form library: the form
 * is the first screen of /mood, and react-hook-form would add 13 KB gzipped to it.
 */
async function checkEntry(values: Values): Promise<Checked> {
  checker ??= import('@/app/lazy-resolver').then(({ lazyZodCheck }) =>
    lazyZodCheck(() => import('@shared/schemas/mood').then((m) => m.moodEntryCreateSchema)),
  );
  return (await checker)(values);
}

/** A button that shows or hides what follows it (the details stay out of the way until wanted). */
function Disclosure({
  id,
  label,
  open,
  onToggle,
  onIntent,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  /** The pointer is on the button or the focus on it: it may be used next. */
  onIntent: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        onPointerEnter={onIntent}
        onFocus={onIntent}
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

/** The field that takes the focus for these errors: the mood's choice, else the note. */
function firstInvalid(form: HTMLFormElement, errors: Errors): HTMLElement | null {
  if (errors.mood)
    return form.querySelector('input[type=radio]:checked') ?? form.querySelector('input[type=radio]');
  return errors.note ? form.querySelector('textarea') : null;
}

/**
 * The entry's values, their check and the save: checked at a save, then each field again as it
 * changes (as a form library would); the server's refusals land on the fields too.
 */
function useMoodEntryForm({
  entry,
  onSaved,
  onInvalid,
}: {
  entry?: MoodEntry;
  onSaved: (saved: MoodEntry) => void;
  onInvalid: (errors: Errors) => void;
}) {
  const log = useLogMood();
  const edit = useEditMood();
  const mutation = entry ? edit : log;
  const [values, setValues] = useState(() => valuesOf(entry));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  // A check made as a field changes counts only if it is still the latest (a save since may have
  // reset the form); a save being checked takes no second press (the first check loads zod).
  const latest = useRef(0);
  const checking = useRef(false);

  const reset = (next: Values) => {
    latest.current++;
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  const change = (next: Partial<Values>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    if (!submitted) return;
    const run = ++latest.current;
    void checkEntry(merged).then((checked) => {
      if (run !== latest.current) return;
      setErrors((prev) => {
        const out = { ...prev };
        for (const field of Object.keys(next) as Field[]) out[field] = checked.errors?.[field];
        return out;
      });
    });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || checking.current) return;
    setSubmitted(true);
    latest.current++;
    checking.current = true;
    // The values of the moment Save was pressed are the ones checked and sent.
    const checked = await checkEntry(values).finally(() => {
      checking.current = false;
    });
    if (checked.errors) {
      setErrors(checked.errors);
      onInvalid(checked.errors);
      return;
    }
    setErrors({});
    // The moment it was felt, by this device's clock (an edit keeps its own); see useLogMood.
    const input: MoodEntryCreate = { ...checked.values, at: entry ? entry.at : new Date().toISOString() };
    const done = {
      onSuccess: ({ entry: saved }: { entry: MoodEntry }) => {
        reset(valuesOf(entry ? saved : undefined));
        onSaved(saved);
      },
      onError: (err: Error) => {
        if (!(err instanceof ApiError) || err.code !== 'validation.failed') return;
        const found: Errors = {};
        for (const d of err.details) {
          const field = d.path.replace(/^body\./, '').split('.')[0] as Field;
          found[field] ??= d.message;
        }
        setErrors(found);
      },
    };
    if (entry) edit.mutate({ id: entry.id, input }, done);
    else log.mutate(input, done);
  };
  return { values, errors, change, mutation, onSubmit };
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
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(!!entry);
  // Errors to move the focus to, once they show (the details may have to open first).
  const [focusOn, setFocusOn] = useState<Errors | null>(null);
  const { values, errors, change, mutation, onSubmit } = useMoodEntryForm({
    entry,
    onSaved: (saved) => {
      if (!entry) setOpen(false);
      onDone(saved);
    },
    onInvalid: (found) => {
      if (!found.mood && found.note) setOpen(true);
      setFocusOn(found);
    },
  });
  useEffect(() => {
    if (!focusOn || !formRef.current) return;
    firstInvalid(formRef.current, focusOn)?.focus();
    setFocusOn(null);
  }, [focusOn]);

  const inWords = (code?: string) =>
    code ? t(`errors:${code}`, { defaultValue: t('errors:validation.failed') }) : undefined;
  // The chips keep to the API's limits: a refusal of them is one no field shows.
  const refusal = inWords(errors.emotions ?? errors.factors);

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <MoodPicker
        moods={options.moods}
        value={values.mood}
        onChange={(mood) => change({ mood })}
        legend={entry ? t('log.editLegend') : t('log.legend')}
        errorId={`${ids}-mood`}
        error={errors.mood ? t('log.chooseMood') : undefined}
      />
      <Disclosure
        id={`${ids}-details`}
        label={t('log.details')}
        open={open}
        onToggle={() => setOpen((o) => !o)}
        onIntent={() => void loadDetails().catch(() => {})}
      >
        <Suspense fallback={null}>
          <MoodDetails options={options} value={values} onChange={change} noteError={inWords(errors.note)} />
        </Suspense>
      </Disclosure>
      {(!!mutation.error || refusal) && (
        <Suspense fallback={null}>
          <SaveError error={mutation.error} refusal={refusal} />
        </Suspense>
      )}
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
