import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type ApiErrorBody,
  type ApiErrorDetail,
  errorMessage,
  errorStatus,
  type ServerErrorCode,
} from '@shared/errors';
import { AppError } from '../lib/app-error';
import { validationDetails } from '../lib/reject-invalid';
import { requestLang } from '../lib/request-lang';

function interpolate(message: string, params?: Record<string, string | number>): string {
  if (!params) return message;
  return message.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/**
 * Answers with the error `code` in the request's language, with the status its catalogue entry
 * gives (`status` only for a status that arrived with the error, such as Fastify's own 4xx).
 */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ServerErrorCode,
  { status = errorStatus(code), details, params }: {
    status?: number;
    details?: ApiErrorDetail[];
    params?: Record<string, string | number>;
  } = {},
): FastifyReply {
  const body: ApiErrorBody = {
    error: { code, message: interpolate(errorMessage(code, requestLang(req)), params) },
  };
  if (details?.length) body.error.details = details;
  if (params) (body.error as Record<string, unknown>).params = params;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors, by code, mapped to ours (each answered with its catalogued status). */
const fastifyClientErrors: Record<string, ServerErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed_json',
};

/**
 * One JSON error shape for every failure: `{ error: { code, message, details? } }`, the message
 * in the request's language. Bad input is always a 4xx; anything unexpected is logged with the
 * request id and answered with a generic 500 that never carries a stack or internal message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return sendError(req, reply, err.code, { details: err.details, params: err.params });
    }
    // Zod's schema failures and Fastify's own carry the same `validation` entries.
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return sendError(req, reply, 'validation.failed', { details: validationDetails(err) });
    }
    const mapped = err.code ? fastifyClientErrors[err.code] : undefined;
    if (mapped) return sendError(req, reply, mapped);
    if (err.statusCode === 429) return sendError(req, reply, 'request.rate_limited');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ code: err.code }, 'client error');
      const code: ServerErrorCode = err.statusCode === 404 ? 'route.not_found' : 'validation.failed';
      return sendError(req, reply, code, { status: err.statusCode });
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 'internal.error');
  });
}
