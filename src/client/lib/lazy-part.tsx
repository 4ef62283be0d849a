import { type ComponentType, lazy, useState } from 'react';
import { i18n } from '@/lib/i18n';

/**
 * A part of a page whose code loads when it is first shown, or earlier with `preload` (once the
 * page has settled, at a first sign of intent: a pointer on or focus in what opens it; or before
 * the app renders over a page sent rendered that shows it, awaiting `ready`).
 * Once the code is here the part renders at once, without a frame of its Suspense fallback (a
 * plain `lazy` shows the fallback once even when the module has already arrived). The catalogue
 * namespaces it reads (`words`) load alongside its code, so its fallback gives way only once.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, words: string[] = []) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () =>
    (loading ??= Promise.all([load(), words.length ? i18n.loadNamespaces(words) : undefined]).then(
      ([part]) => (loaded = part),
      (error: unknown) => {
        // A fetch ahead that failed is tried again when the part is shown.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchPart().then((part) => ({ default: part })));

  function Part(props: P) {
    // One component type for the life of this element: changing it would remount the part.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  const preload = () => void fetchPart().catch(() => {});
  /** Settles once the code is here (or could not be fetched: the part then loads when shown). */
  const ready = () =>
    fetchPart().then(
      () => undefined,
      () => undefined,
    );
  return { Part, preload, ready };
}
