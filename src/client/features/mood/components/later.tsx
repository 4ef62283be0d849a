import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * Parts of /mood that show only when something went wrong or the free try is used: they load
 * when they first show, not with the page. A load failure shows a moment later, in its place.
 */
const LoadErrorPanel = lazy(() =>
  import('@/components/practice/load-error').then((m) => ({ default: m.LoadError })),
);
const LockedPanelNow = lazy(() =>
  import('@/components/practice/locked-panel').then((m) => ({ default: m.LockedPanel })),
);

export function LoadError(props: ComponentProps<typeof LoadErrorPanel>) {
  return (
    <Suspense fallback={null}>
      <LoadErrorPanel {...props} />
    </Suspense>
  );
}

/** The way to Premium, in the place (and at the height) of the logging card while it loads. */
export function LockedPanel(props: ComponentProps<typeof LockedPanelNow>) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className="border-border bg-surface/70 h-[26rem] animate-pulse rounded-3xl border sm:h-[23.6rem]"
        />
      }
    >
      <LockedPanelNow {...props} />
    </Suspense>
  );
}
