import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moodEntryMaxFactors, moodNoteMaxLength } from '@shared/constants/mood';
import type { MoodEntryCreate, MoodOptions } from '@shared/schemas/mood';
import { inputClass } from '@/components/form/form-fields';
import { CheckChips } from '@/components/practice/filter-chips';
import { Button } from '@/components/ui/button';

/** How many emotions one entry may carry: the API's limit (shared/schemas/mood). */
const maxEmotions = 10;

const sameLabel = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** A field to add one's own factor ("the commute"), checked at once. */
function OwnFactor({ onAdd, disabled }: { onAdd: (label: string) => void; disabled: boolean }) {
  const { t } = useTranslation('mood');
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  // The API's rule for a label, loaded at the first factor added (zod is not part of the page).
  const add = async () => {
    const { labelSchema } = await import('@shared/schemas/progress');
    const parsed = labelSchema.safeParse(value);
    if (!parsed.success) return setInvalid(true);
    onAdd(parsed.data);
    setValue('');
    setInvalid(false);
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('log.ownFactor')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          maxLength={40}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the factor instead of saving the whole entry.
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
          className={`${inputClass} py-2`}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={() => void add()}>
          <Plus aria-hidden="true" />
          {t('log.add')}
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-danger text-sm font-medium">
          {t('log.ownFactorInvalid')}
        </p>
      )}
    </div>
  );
}

export interface MoodDetailsValue {
  emotions: NonNullable<MoodEntryCreate['emotions']>;
  factors: string[];
  note: string;
}

/** The optional details of an entry: emotions, factors (built-in and one's own) and a note. */
export function MoodDetails({
  options,
  value,
  onChange,
  noteError,
}: {
  options: MoodOptions;
  value: MoodDetailsValue;
  onChange: (next: Partial<MoodDetailsValue>) => void;
  noteError?: string;
}) {
  const { t } = useTranslation('mood');
  const noteId = useId();
  // One's own factors typed now join the chips; those used before come from the server.
  const [added, setAdded] = useState<string[]>([]);
  const known = options.factors.map((f) => ({ value: f.id, label: f.label }));
  const extra = [...added, ...value.factors]
    .filter((f) => !known.some((k) => sameLabel(k.value, f)))
    .filter((f, i, all) => all.findIndex((x) => sameLabel(x, f)) === i)
    .map((f) => ({ value: f, label: f }));
  const full = value.factors.length >= moodEntryMaxFactors;
  return (
    <div className="flex flex-col gap-5">
      <CheckChips
        legend={t('log.emotions')}
        options={options.emotions.map((e) => ({ value: e.id, label: e.label }))}
        values={value.emotions}
        onChange={(emotions) => onChange({ emotions: emotions.slice(0, maxEmotions) })}
      />
      <div className="flex flex-col gap-3">
        <CheckChips
          legend={t('log.factors')}
          options={[...known, ...extra]}
          values={value.factors}
          onChange={(factors) => onChange({ factors: factors.slice(0, moodEntryMaxFactors) })}
        />
        <OwnFactor
          disabled={full}
          onAdd={(label) => {
            const existing = [...known, ...extra].find(
              (o) => sameLabel(o.value, label) || sameLabel(o.label, label),
            );
            const id = existing?.value ?? label;
            setAdded((a) => (existing ? a : [...a, label]));
            if (!value.factors.includes(id)) onChange({ factors: [...value.factors, id] });
          }}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={noteId} className="text-sm font-semibold">
          {t('log.note')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={moodNoteMaxLength}
          value={value.note}
          aria-invalid={!!noteError}
          aria-describedby={`${noteId}-hint`}
          onChange={(e) => onChange({ note: e.target.value })}
          className={`${inputClass} resize-y`}
        />
        <p id={`${noteId}-hint`} className="text-muted-foreground text-sm">
          {noteError ?? t('log.noteHint', { count: moodNoteMaxLength - value.note.length })}
        </p>
      </div>
    </div>
  );
}
