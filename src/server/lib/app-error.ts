import type { ApiErrorDetail, ErrorCode } from '../../shared/errors';

/** An error meant for the client: a catalogued code, an HTTP status and optional details. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly statusCode: number,
    public readonly details?: ApiErrorDetail[],
    /** Values interpolated into the localized message, e.g. `{ minutes: 9 }`. */
    public readonly params?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** `export const userNotFound = defineError('users.not_found', 404)` then `throw userNotFound()`. */
export function defineError(code: ErrorCode, statusCode: number) {
  return (options?: { details?: ApiErrorDetail[]; params?: Record<string, string | number> }) =>
    new AppError(code, statusCode, options?.details, options?.params);
}
