import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** A failed call in the reader's language: the first field's message, else the server's, else `fallback`. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown, fallback: string): string | null => {
    if (!error) return null;
    if (error instanceof ApiError) {
      const detail = error.details[0]?.message;
      if (detail && t(`errors:${detail}`, { defaultValue: '' })) return t(`errors:${detail}`);
      if (error.serverMessage) return error.serverMessage;
    }
    return fallback;
  };
}
