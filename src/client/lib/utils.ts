import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// styles.css adds `shadow-soft`; tailwind-merge must know it to let `shadow-none` replace it.
const twMerge = extendTailwindMerge({ extend: { theme: { shadow: ['soft'] } } });

/** Joins class names (clsx) and lets a later Tailwind utility override a conflicting earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
