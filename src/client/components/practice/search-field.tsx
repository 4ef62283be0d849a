import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { practiceSearchMaxLength } from '@shared/constants/practice';

/**
 * A labelled search box that reports its text after a short pause in typing, so each
 * keystroke does not become a request.
 */
export function SearchField({
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  delayMs = 300,
}: {
  label: string;
  placeholder?: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  delayMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange, delayMs]);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={practiceSearchMaxLength}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange(text);
          }}
          className="border-border bg-surface text-foreground placeholder:text-muted-foreground focus-visible:border-primary h-12 w-full rounded-full border pr-12 pl-11 text-base [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              onChange('');
            }}
            className="text-muted-foreground hover:bg-surface-muted hover:text-foreground absolute top-1/2 right-2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{clearLabel}</span>
          </button>
        )}
      </div>
    </div>
  );
}
