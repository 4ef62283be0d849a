import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type ApiErrorBody, type ErrorCode, errorMessage } from '@shared/errors';
import { defaultLanguage } from '@shared/i18n';

const answers: Record<string, { status: number; reason: string; code: ErrorCode }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'request.timeout' },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'request.headers_too_large',
  },
};
const malformed = { status: 400, reason: 'Bad Request', code: 'request.malformed' as const };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read (malformed, headers
 * over the size limit, a body that does not arrive within the request timeout) is answered in
 * the app's error shape and with the JSON security headers, where Fastify's default answers in
 * a shape of its own. The request was never read, so its language is unknown: the message is in
 * the app's default language.
 */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  const head = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
    // A reset connection, or one already closed: there is no one to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const answer = (err.code && answers[err.code]) || malformed;
    this.log.debug({ code: err.code, status: answer.status }, 'request not readable');
    if (socket.writable) {
      const body: ApiErrorBody = {
        error: { code: answer.code, message: errorMessage(answer.code, defaultLanguage) },
      };
      const json = JSON.stringify(body);
      socket.write(
        `HTTP/1.1 ${answer.status} ${answer.reason}\r\n${head}` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(json)}\r\n` +
          `connection: close\r\n\r\n${json}`,
      );
    }
    socket.destroy(err);
  };
}
