import { type ComponentProps, lazy, Suspense, useState } from 'react';

// The dialog (Radix: focus trap, scroll lock, 13 KB gzipped) loads when first opened, not with
// the page that offers it.
const ConfirmDialogPanel = lazy(() => import('./confirm-dialog-panel'));

/** A calm confirmation before something that cannot be undone (focus trapped, Escape cancels). */
export function ConfirmDialog(props: ComponentProps<typeof ConfirmDialogPanel>) {
  // Once opened, it stays mounted, so it closes (and gives the focus back) as a dialog does.
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  );
}
