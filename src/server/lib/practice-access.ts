import type { PracticeViewer } from '@shared/schemas/exercises';
import type { ServerErrorCode } from '@shared/errors';
import { AppError } from './app-error';
import type { RequestUser } from './request-user';

/**
 * Whether a request may read premium content: the entitlement the accounts module computed
 * for this request (administrators always). Shared by the practice modules.
 */
export function hasPremiumAccess(user: RequestUser | null): boolean {
  return !!user && (user.isAdmin || user.entitlements.premium);
}

export function viewerOf(user: RequestUser | null): PracticeViewer {
  return { signedIn: !!user, premium: hasPremiumAccess(user) };
}

/** A practice item the request may open: 404 with `notFound` when missing, 403 when premium-only. */
export function requireOpenable<T extends { premium: boolean }>(
  row: T | undefined,
  user: RequestUser | null,
  notFound: ServerErrorCode,
): T {
  if (!row) throw new AppError(notFound);
  if (row.premium && !hasPremiumAccess(user)) throw new AppError('plans.premium_required');
  return row;
}
