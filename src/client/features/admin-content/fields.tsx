import { type FieldError, get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@shared/i18n';
import { contentLimits } from '@shared/schemas/admin-content';
import { cn } from '@/lib/utils';
import type { FormValues, LangField, SharedField } from './form-model';

export const fieldClass =
  'w-full rounded-2xl border border-border bg-background px-4 py-2.5 text-base focus-visible:border-primary aria-[invalid=true]:border-danger';

type Form = UseFormReturn<FormValues>;

/** A field's error line, in the reader's language. */
function ErrorLine({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation('adminContent');
  if (!error) return null;
  return (
    <p id={id} className="text-danger text-sm">
      {t(`form.errors.${error.message}`, { defaultValue: t('form.errors.invalid'), ...contentLimits })}
    </p>
  );
}

function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** One field both languages share (category, duration, premium…). */
export function SharedInput({ form, field, ids }: { form: Form; field: SharedField; ids: string }) {
  const { t } = useTranslation('adminContent');
  const name = `shared.${field.name}` as const;
  const id = `${ids}-shared-${field.name}`;
  const error = get(form.formState.errors, name) as FieldError | undefined;
  const label = t(`fields.${field.name}`);
  const optionLabel = (o: string) =>
    o === '' ? t('form.none') : field.labels ? t(`${field.labels}.${o}`, { defaultValue: o }) : o;
  const errorId = `${id}-error`;
  const aria = { 'aria-invalid': !!error, 'aria-describedby': describedBy(error && errorId) };

  if (field.kind === 'switch') {
    return (
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="accent-primary size-5"
          {...form.register(name)}
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
    );
  }
  if (field.kind === 'multi') {
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={aria['aria-describedby']}>
        <legend className="font-medium">{label}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {field.options?.map((o) => (
            <label key={o} className="flex items-center gap-2">
              <input type="checkbox" value={o} className="accent-primary size-4" {...form.register(name)} />
              {optionLabel(o)}
            </label>
          ))}
        </div>
        <ErrorLine id={errorId} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {field.kind === 'select' ? (
        <select id={id} className={fieldClass} {...aria} {...form.register(name)}>
          {field.options?.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={fieldClass}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          {...aria}
          {...form.register(name)}
        />
      )}
      <ErrorLine id={errorId} error={error} />
    </div>
  );
}

/** One text of one language; lists are one entry a line, with a hint that says so. */
export function LangInput({
  form,
  field,
  lang,
  ids,
}: {
  form: Form;
  field: LangField;
  lang: Lang;
  ids: string;
}) {
  const { t } = useTranslation('adminContent');
  const name = `${lang}.${field.name}` as const;
  const id = `${ids}-${lang}-${field.name}`;
  const error = get(form.formState.errors, name) as FieldError | undefined;
  const hint = field.kind === 'text' || field.kind === 'textarea' ? null : t(`hints.${field.kind}`);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const multiline = field.kind !== 'text';
  const props = {
    id,
    lang,
    className: cn(fieldClass, multiline && 'min-h-28'),
    'aria-invalid': !!error,
    'aria-describedby': describedBy(error && errorId, !!hint && hintId),
    ...form.register(name),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {t(`fields.${field.name}`)}
        {field.optional && <span className="text-muted-foreground font-normal"> ({t('form.optional')})</span>}
      </label>
      {multiline ? (
        <textarea rows={field.kind === 'days' || field.name === 'body' ? 8 : 3} {...props} />
      ) : (
        <input {...props} />
      )}
      {hint && (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      <ErrorLine id={errorId} error={error} />
    </div>
  );
}

export { ErrorLine };
