import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, inputClass } from '@/components/form/form-fields';
import { cn } from '@/lib/utils';

/** A labelled multi-line answer, its hint and its error tied to it. */
export function TextAreaField({
  label,
  hint,
  error,
  optional,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & { label: string; hint?: string; error?: string; optional?: boolean }) {
  const { t } = useTranslation('aiModules');
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
        {optional && <span className="text-muted-foreground font-normal"> ({t('form.optional')})</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        className={cn(inputClass, 'min-h-28 resize-y')}
        {...props}
      />
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}

/** A group of choices (radio: one; checkbox: several) in a fieldset with its legend. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={[error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-2 font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground -mt-1 text-sm">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">{children}</div>
      <FieldError id={`${id}-error`} code={error} />
    </fieldset>
  );
}

/** One choice as a pill you can tap: a real radio or checkbox underneath. */
export function Choice({ label, ...props }: Omit<ComponentProps<'input'>, 'className'> & { label: string }) {
  return (
    <label className="border-border bg-surface has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-ring inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2">
      <input className="accent-primary size-4" {...props} />
      {label}
    </label>
  );
}
