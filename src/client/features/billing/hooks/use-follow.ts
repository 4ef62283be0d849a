import { useCallback } from 'react';
import { useNavigate } from '@/lib/router';

/**
 * Goes where the server says: inside the app without reloading it (the demo checkout, the
 * embedded checkout with its `state`, the success page), anywhere else (Stripe's pages) as a
 * normal navigation.
 */
export function useFollow(): (url: string, state?: unknown) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string, state?: unknown) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin)
        void navigate(target.pathname + target.search + target.hash, state ? { state } : undefined);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}
