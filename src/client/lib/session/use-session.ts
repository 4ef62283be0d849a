import { useQuery } from '@tanstack/react-query';
import { limits } from '@shared/plans';
import type { PublicUser } from '@shared/schemas/auth';
import { meQueryOptions, readCachedUser } from './session';

type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  /** The signed-in person (the cached copy until the server has answered), or null. */
  user: PublicUser | null;
  status: SessionStatus;
  /** True once the server has answered for this page load (not just the local cache). */
  isVerified: boolean;
  isAdmin: boolean;
}

/**
 * The signed-in person. Restored from GET /api/auth/me on load (the SPEC §3 cache paints first),
 * re-synced every 300 s while signed in (SPEC §4), refreshed when another tab signs in or out.
 */
export function useSession(): Session {
  const query = useQuery({
    ...meQueryOptions,
    placeholderData: () => {
      const user = readCachedUser();
      return user ? { success: true as const, user } : undefined;
    },
    refetchInterval: (q) => (q.state.data ? limits.userResyncMs : false),
  });
  const user = query.data?.user ?? null;
  const isVerified = query.isSuccess && !query.isPlaceholderData;
  const status: SessionStatus = user ? 'signedIn' : isVerified || query.isError ? 'signedOut' : 'loading';
  return { user, status, isVerified, isAdmin: user?.isAdmin ?? false };
}
