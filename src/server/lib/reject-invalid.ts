import type { FastifyRequest } from 'fastify';
import type { ApiErrorDetail, ServerErrorCode } from '@shared/errors';
import { AppError } from './app-error';

/** What a schema failure looks like to Fastify: its validation entries and the part they concern. */
export interface SchemaFailure {
  validation?: { instancePath?: string; message?: string }[];
  validationContext?: string;
}

/** A schema failure's details, `{ path: 'body.a.b', message }` each: one shape for every answer. */
export function validationDetails(err: SchemaFailure): ApiErrorDetail[] {
  return (err.validation ?? []).map((v) => ({
    path: [err.validationContext, ...String(v.instancePath ?? '').split('/').filter(Boolean)]
      .filter(Boolean)
      .join('.'),
    message: v.message ?? 'invalid',
  }));
}

/**
 * Routes that declare `attachValidation: true` call this first: a body or query that fails its
 * schema is refused with the schema's own error code when it names one of `codes` (e.g. SPEC's
 * 'Messaggio mancante' or 'Per favore inserisci un prompt valido.'), else `validation.failed`,
 * with the same details the global handler gives.
 */
export function rejectInvalid(req: FastifyRequest, codes: readonly ServerErrorCode[]): void {
  const err = req.validationError as (Error & SchemaFailure) | undefined;
  if (!err) return;
  const details = validationDetails(err);
  const named = details
    .map((d) => d.message)
    .find((m): m is ServerErrorCode => (codes as readonly string[]).includes(m));
  throw new AppError(named ?? 'validation.failed', { details });
}
