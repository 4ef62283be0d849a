import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { LoadError } from './load-error';
import { LockedPanel } from './locked-panel';

type DetailStatus = 'locked' | 'notFound' | 'failed' | 'loading' | 'ready';

/**
 * Where the detail page of an exercise or a meditation stands: locked (its list entry says so,
 * or the server refused it), gone, failed to load, loading, or ready.
 */
export function detailStatus({
  locked,
  error,
  failed,
  ready,
}: {
  locked: boolean | undefined;
  /** The item's own request's error. */
  error: unknown;
  /** The item's or the list's request failed. */
  failed: boolean;
  ready: boolean;
}): DetailStatus {
  if (locked || (error instanceof ApiError && error.code === 'plans.premium_required')) return 'locked';
  if (error instanceof ApiError && error.status === 404) return 'notFound';
  if (failed) return 'failed';
  return ready ? 'ready' : 'loading';
}

interface DetailStateTexts {
  lockedTitle: string;
  lockedText: string;
  upgrade: string;
  signIn: string;
  notFound: string;
  loadFailed: string;
  retry: string;
}

/** The body of a detail page: the way to Premium, "not found", a retry, a spinner, or the item. */
export function DetailState({
  status,
  signedIn,
  texts,
  onRetry,
  children,
}: {
  status: DetailStatus;
  signedIn: boolean;
  texts: DetailStateTexts;
  onRetry: () => void;
  children: ReactNode;
}) {
  switch (status) {
    case 'locked':
      return (
        <LockedPanel
          title={texts.lockedTitle}
          text={texts.lockedText}
          upgradeLabel={texts.upgrade}
          signInLabel={texts.signIn}
          signedIn={signedIn}
        />
      );
    case 'notFound':
      return (
        <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-6">
          {texts.notFound}
        </p>
      );
    case 'failed':
      return <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />;
    case 'loading':
      return <Spinner />;
    case 'ready':
      return children;
  }
}
