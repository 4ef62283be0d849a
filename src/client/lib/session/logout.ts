import { apiRequest } from '@/lib/api-client';
import { announceSessionChange, clearUserCache } from './session';

/**
 * SPEC §4's sign-out: the server ends the session, every local user and subscription key is
 * erased, the admin flag goes back to false, the other tabs hear about it, and the page reloads
 * at the site root. A failed request still signs out locally.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (err) {
    console.warn('Errore durante l’uscita:', err instanceof Error ? err.message : err);
  }
  clearUserCache();
  announceSessionChange();
  window.location.assign('/');
}
