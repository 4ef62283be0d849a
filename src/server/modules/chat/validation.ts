import type { FastifyRequest } from 'fastify';
import { type ApiErrorDetail, type ErrorCode, isErrorCode } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';

/**
 * Routes that declare `attachValidation: true` call this first: a body or query that fails its
 * schema is refused with the schema's own error code when it names one of `codes` (e.g. SPEC's
 * 'Messaggio mancante' or 'Per favore inserisci un prompt valido.'), else `validation.failed`,
 * with the same details the global handler gives.
 */
export function rejectInvalid(req: FastifyRequest, codes: readonly ErrorCode[]): void {
  const err = req.validationError as
    | (Error & { validation?: { instancePath?: string; message?: string }[]; validationContext?: string })
    | undefined;
  if (!err) return;
  const details: ApiErrorDetail[] = (err.validation ?? []).map((v) => ({
    path: [err.validationContext, ...String(v.instancePath ?? '').split('/').filter(Boolean)]
      .filter(Boolean)
      .join('.'),
    message: v.message ?? 'invalid',
  }));
  const named = details.map((d) => d.message).find((m) => isErrorCode(m) && codes.includes(m));
  throw new AppError(named && isErrorCode(named) ? named : 'validation.failed', 400, details);
}
