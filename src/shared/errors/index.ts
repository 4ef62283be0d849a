import type { Lang } from '../i18n';
import { accessErrors } from './access';
import { adminErrors } from './admin';
import { adminContentErrors } from './admin-content';
import { aiErrors } from './ai';
import { authErrors } from './auth';
import { billingErrors } from './billing';
import { coreErrors } from './core';
import type { ErrorEntries } from './entry';
import { launchErrors } from './launch';
import { libraryErrors } from './library';
import { practiceErrors } from './practice';
import { planErrors } from './plans';
import { privacyErrors } from './privacy';
import { progressErrors } from './progress';

/**
 * Error codes (`domain.snake_reason`), the HTTP status each is answered with, and their messages
 * in both languages. The server answers `{ error: { code, message, details? } }` with that status
 * and the message in the request's language; the client shows the same catalogue under
 * `errors.<code>`. Each domain keeps its codes in its own file here and is spread in below.
 */
export const errorCatalog = {
  ...coreErrors,
  ...accessErrors,
  ...authErrors,
  ...launchErrors,
  ...planErrors,
  ...practiceErrors,
  ...libraryErrors,
  ...aiErrors,
  ...privacyErrors,
  ...progressErrors,
  ...billingErrors,
  ...adminErrors,
  ...adminContentErrors,
} as const satisfies ErrorEntries;

export type ErrorCode = keyof typeof errorCatalog;
type Catalog = typeof errorCatalog;
/** The codes the server answers with: every one with a status. */
export type ServerErrorCode = { [C in ErrorCode]: Catalog[C]['status'] extends number ? C : never }[ErrorCode];

/** The HTTP status of a code the server answers with. */
export function errorStatus(code: ServerErrorCode): number {
  return errorCatalog[code].status;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalog, code);
}

export function errorMessage(code: string, lang: Lang): string {
  return isErrorCode(code) ? errorCatalog[code][lang] : errorCatalog['internal.error'][lang];
}

/** The catalogue in one language, keyed by code, for the client's `errors` namespace. */
export function errorMessages(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(errorCatalog).map(([code, m]) => [code, m[lang]]));
}

export interface ApiErrorDetail {
  path: string;
  message: string;
}
export interface ApiErrorBody {
  error: { code: string; message: string; details?: ApiErrorDetail[] };
}
