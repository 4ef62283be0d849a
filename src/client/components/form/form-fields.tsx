import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export const inputClass =
  'w-full rounded-2xl border border-border bg-background px-4 py-3 text-base text-foreground placeholder:text-muted-foreground/80 focus-visible:border-primary aria-[invalid=true]:border-danger';

/** An error code from the shared schemas or the server, in the reader's language. */
export function FieldError({ id, code, params }: { id: string; code?: string; params?: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {t(`errors:${code}`, { defaultValue: t('errors:validation.failed'), ...params })}
    </p>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
};

/** A labelled text field; the hint and the error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, className, ...props }: InputProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input id={id} aria-invalid={!!error} aria-describedby={describedBy} className={inputClass} {...props} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}

/** A password field with a show/hide toggle (a real button, announced with aria-pressed). */
/** An email address field: the right keyboard, autofill and no autocorrection. */
export function EmailField(props: Omit<InputProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={254}
      {...props}
    />
  );
}

export function PasswordField({ label, hint, error, className, ...props }: InputProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={cn(inputClass, 'pr-14')}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-controls={id}
          className="absolute inset-y-0 right-1 my-auto flex size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-foreground"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}

/** A native checkbox with its label beside it; the error is tied with aria-describedby. */
export function CheckboxField({
  label,
  hint,
  error,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & { label: ReactNode; hint?: ReactNode; error?: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={!!error}
          aria-describedby={describedBy}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded-md accent-[var(--primary)]"
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer leading-snug">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="pl-9 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="pl-9">
        <FieldError id={`${id}-error`} code={error} />
      </div>
    </div>
  );
}

/** A form-level message (a refused sign-in, a throttle, a network failure), announced politely. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-2xl border border-danger/30 bg-danger-soft px-4 py-3 font-medium">
      {children}
    </p>
  );
}
