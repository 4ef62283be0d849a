import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('rounded-3xl border border-border bg-surface p-6 shadow-soft', className)}
      {...props}
    />
  );
}
