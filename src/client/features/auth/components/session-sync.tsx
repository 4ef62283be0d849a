import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cacheUser, clearUserCache, meQueryKey, onSessionChangeElsewhere } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';

/**
 * Mounted once in the app provider: restores the session on load, keeps SPEC §3's local keys
 * in step with what the server says, and picks up a sign-in or sign-out in another tab.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const { user, isVerified } = useSession();

  useEffect(() => {
    if (!isVerified) return;
    if (user) cacheUser(user);
    else clearUserCache();
  }, [user, isVerified]);

  useEffect(
    () =>
      onSessionChangeElsewhere(() => {
        // Who is signed in changed: every answer may differ (plans, progress, usage).
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      }),
    [queryClient],
  );

  return null;
}
