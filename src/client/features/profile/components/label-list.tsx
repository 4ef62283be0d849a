import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelSchema } from '@shared/schemas/progress';
import { inputClass } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';

function Chips({
  values,
  removeLabel,
  onRemove,
}: {
  values: string[];
  removeLabel: (label: string) => string;
  onRemove: (label: string) => void;
}) {
  if (values.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((v) => (
        <li
          key={v}
          className="bg-primary-soft flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium"
        >
          {v}
          <button
            type="button"
            aria-label={removeLabel(v)}
            onClick={() => onRemove(v)}
            className="hover:bg-surface flex size-8 cursor-pointer items-center justify-center rounded-full"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A short list of one's own words (interests, goals): each a removable chip, and a field to add
 * one. Enter adds, so it never submits the surrounding form.
 */
export function LabelList({
  label,
  values,
  onChange,
  max,
  removeLabel,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  max: number;
  /** "Remove {{label}}". */
  removeLabel: (label: string) => string;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = () => {
    const parsed = labelSchema.safeParse(draft);
    if (!parsed.success) return setInvalid(true);
    setInvalid(false);
    setDraft('');
    if (!values.some((v) => v.toLowerCase() === parsed.data.toLowerCase()))
      onChange([...values, parsed.data]);
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <Chips
        values={values}
        removeLabel={removeLabel}
        onRemove={(v) => onChange(values.filter((x) => x !== v))}
      />
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={40}
          disabled={values.length >= max}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={`${inputClass} py-2`}
        />
        <Button type="button" variant="outline" onClick={add} disabled={values.length >= max}>
          <Plus aria-hidden="true" />
          {t('labels.add')}
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={invalid ? 'text-danger text-sm font-medium' : 'text-muted-foreground text-sm'}
      >
        {invalid ? t('labels.invalid') : t('labels.hint', { count: max - values.length })}
      </p>
    </div>
  );
}
