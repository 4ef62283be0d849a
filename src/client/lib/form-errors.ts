import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NetworkError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * Puts a refused request's field errors on the form (the server answers the same codes as the
 * shared schema) and focuses the first. Returns the form-level message, if any, to show above
 * the button: the server's message in the reader's language, or `networkCode` when the server
 * could not be reached.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  {
    setError,
    fields,
    networkCode = 'server.connection_error',
    fieldCodes = {},
  }: {
    setError: UseFormSetError<T>;
    fields: readonly Path<T>[];
    networkCode?: string;
    /** Error codes that belong to a field (e.g. `auth.username_exists` → username). */
    fieldCodes?: Record<string, Path<T>>;
  },
): string | null {
  if (err instanceof NetworkError || !(err instanceof ApiError) || !err.code) {
    return i18n.t(`errors:${err instanceof ApiError ? 'internal.error' : networkCode}`);
  }
  const field = fieldCodes[err.code];
  if (field) {
    setError(field, { message: err.code }, { shouldFocus: true });
    return null;
  }
  if (err.code === 'validation.failed' && err.details.length) {
    let first = true;
    let placed = false;
    for (const d of err.details) {
      const name = d.path.replace(/^body\./, '') as Path<T>;
      if (!fields.includes(name)) continue;
      setError(name, { message: d.message }, { shouldFocus: first });
      first = false;
      placed = true;
    }
    if (placed) return null;
  }
  return i18n.t(`errors:${err.code}`, { defaultValue: err.serverMessage ?? i18n.t('errors:internal.error'), ...err.params });
}
