import { type ApiErrorDetail, errorStatus, type ServerErrorCode } from '@shared/errors';

/**
 * An error meant for the client: a catalogued code (its HTTP status comes from the catalogue in
 * shared/errors), optional details and values for the message, e.g. `{ minutes: 9 }`.
 */
export class AppError extends Error {
  public readonly statusCode: number;
  public readonly details: ApiErrorDetail[] | undefined;
  public readonly params: Record<string, string | number> | undefined;

  constructor(
    public readonly code: ServerErrorCode,
    options: { details?: ApiErrorDetail[]; params?: Record<string, string | number> } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = errorStatus(code);
    this.details = options.details;
    this.params = options.params;
  }
}
