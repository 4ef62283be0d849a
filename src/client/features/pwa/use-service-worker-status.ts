import { useEffect, useState } from 'react';

export type ServiceWorkerStatus =
  'unsupported' | 'checking' | 'none' | 'installing' | 'waiting' | 'active' | 'controlling';

/** What the diagnostics page shows about the service worker, kept up to date. */
export function useServiceWorkerStatus(): { status: ServiceWorkerStatus; scope: string | null } {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const [result, setResult] = useState<{ status: ServiceWorkerStatus; scope: string | null }>({
    status: supported ? 'checking' : 'unsupported',
    scope: null,
  });

  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    const update = async () => {
      const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
      if (cancelled) return;
      if (!registration) return setResult({ status: 'none', scope: null });
      const status: ServiceWorkerStatus = navigator.serviceWorker.controller
        ? 'controlling'
        : registration.active
          ? 'active'
          : registration.waiting
            ? 'waiting'
            : 'installing';
      setResult({ status, scope: registration.scope });
    };
    void update();
    const onChange = () => void update();
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
    void navigator.serviceWorker.ready.then(onChange);
    // Registration happens after load: look again once it may have happened.
    const timer = setInterval(onChange, 2000);
    return () => {
      cancelled = true;
      clearInterval(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
    };
  }, [supported]);

  return result;
}
