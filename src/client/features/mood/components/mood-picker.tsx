import { useId } from 'react';
import type { MoodOptions } from '@shared/schemas/mood';
import { cn } from '@/lib/utils';
import { moodStyle } from '../lib/mood-style';

/**
 * The five moods as large buttons with their names: native radios, so arrow keys move between
 * them and screen readers announce a group with one choice.
 */
export function MoodPicker({
  moods,
  value,
  onChange,
  legend,
  errorId,
  error,
}: {
  moods: MoodOptions['moods'];
  value: number | undefined;
  onChange: (value: number) => void;
  legend: string;
  errorId: string;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-3 font-serif text-xl">{legend}</legend>
      <div className="grid grid-cols-5 gap-1.5 sm:gap-3">
        {moods.map((mood) => {
          const { icon: Icon, soft } = moodStyle[mood.name];
          return (
            <label key={mood.value} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={mood.value}
                checked={value === mood.value}
                onChange={() => onChange(mood.value)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex min-h-24 flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-transparent px-1 py-3 text-center transition-colors',
                  soft,
                  'hover:border-primary/40 peer-checked:border-primary peer-checked:shadow-soft',
                  'peer-focus-visible:outline-ring peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2',
                )}
              >
                <Icon aria-hidden="true" className="text-foreground size-8 sm:size-9" strokeWidth={1.75} />
                <span className="text-xs leading-tight font-semibold sm:text-sm">{mood.label}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-danger mt-2 text-sm font-medium">
          {error}
        </p>
      )}
    </fieldset>
  );
}
