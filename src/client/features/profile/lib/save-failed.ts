import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * SPEC §8's 'Unable to save profile. Please try again later.' for any failure but a field's;
 * the server's own words stand in while the client catalogue does not have the code yet.
 */
export function saveFailedMessage(error: Error | null): string {
  const fallback =
    (error instanceof ApiError && error.code === 'profile.save_failed' && error.serverMessage) || undefined;
  return i18n.t('errors:profile.save_failed', fallback ? { defaultValue: fallback } : {});
}
