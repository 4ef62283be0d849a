import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { cn } from '@/lib/utils';

/**
 * A practice card's title: a link whose tap area covers the whole card (the card is `relative`),
 * or plain text without `to` (the content editor's preview of a card).
 */
export function CardTitleLink({
  to,
  className,
  children,
}: {
  to?: string;
  className?: string;
  children: ReactNode;
}) {
  if (to === undefined) return children;
  return (
    <Link
      to={to}
      className={cn('after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none', className)}
    >
      {children}
    </Link>
  );
}
