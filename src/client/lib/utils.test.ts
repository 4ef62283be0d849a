import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn joins classes and lets a later utility win', () => {
  it('resolves a shorthand against the axis it covers', () => {
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
  });

  it.each([
    ['h-11 px-5 text-base', 'px-3', 'h-11 text-base px-3'],
    [
      'rounded-full bg-primary text-primary-foreground',
      'bg-danger',
      'rounded-full text-primary-foreground bg-danger',
    ],
    ['text-sm text-muted-foreground', 'text-lg', 'text-muted-foreground text-lg'],
    ['text-sm text-muted-foreground', 'text-foreground', 'text-sm text-foreground'],
    ['flex items-center', 'hidden lg:flex', 'items-center hidden lg:flex'],
    ['border border-border', 'border-primary', 'border border-primary'],
    ['font-semibold font-serif', 'font-medium', 'font-serif font-medium'],
    ['mt-2 hover:bg-surface', 'hover:bg-primary mt-4', 'hover:bg-primary mt-4'],
    ['rounded-3xl rounded-t-none', '', 'rounded-3xl rounded-t-none'],
    ['size-9', 'size-11', 'size-11'],
    ['ring-2 ring-primary/30', '', 'ring-2 ring-primary/30'],
    ['shadow-soft', 'shadow-none', 'shadow-none'],
    ['translate-x-full translate-y-2', '', 'translate-x-full translate-y-2'],
    [
      'data-[swipe=move]:translate-x-[var(--x)]',
      'data-[swipe=end]:translate-x-full',
      'data-[swipe=move]:translate-x-[var(--x)] data-[swipe=end]:translate-x-full',
    ],
    ['gap-2 gap-x-4', 'gap-3', 'gap-3'],
  ])('%s + %s → %s', (a, b, expected) => {
    expect(cn(a, b)).toBe(expected);
  });

  it('keeps classes it does not know and drops falsy values', () => {
    expect(cn('sr-only', false, null, undefined, 'focus:not-sr-only', { truncate: true })).toBe(
      'sr-only focus:not-sr-only truncate',
    );
  });
});
