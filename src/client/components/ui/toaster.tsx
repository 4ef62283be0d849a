import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/toast-store';

// Radix Toast loads with the first toast, not with every page; it then stays mounted.
const RadixToaster = lazy(() => import('./toaster-radix'));

export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}
