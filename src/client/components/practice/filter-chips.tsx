import { useId } from 'react';
import { cn } from '@/lib/utils';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A single choice among a few options, drawn as chips: native radio inputs, so arrow keys,
 * focus and screen readers work as people expect.
 */
export function FilterChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
  hideLegend = true,
}: {
  legend: string;
  options: ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  hideLegend?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={hideLegend ? 'sr-only' : 'text-muted-foreground mb-2 text-sm font-semibold'}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                'border-border bg-surface text-foreground hover:bg-surface-muted',
                'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                'peer-focus-visible:outline-ring peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Several choices among a few options, drawn as chips (native checkboxes). */
export function CheckChips<T extends string>({
  legend,
  options,
  values,
  onChange,
  className,
}: {
  legend: string;
  options: ChipOption<T>[];
  values: readonly T[];
  onChange: (values: T[]) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="text-foreground mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = values.includes(option.value);
          return (
            <label key={option.value} className="relative cursor-pointer">
              <input
                type="checkbox"
                value={option.value}
                checked={checked}
                onChange={() =>
                  onChange(checked ? values.filter((v) => v !== option.value) : [...values, option.value])
                }
                className="peer sr-only"
              />
              <span
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                  'border-border bg-surface text-foreground hover:bg-surface-muted',
                  'peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-foreground',
                  'peer-focus-visible:outline-ring peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2',
                )}
              >
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
