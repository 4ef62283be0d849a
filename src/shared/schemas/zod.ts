import { z } from 'zod';

// In the browser the CSP forbids eval: zod must neither compile its validators with
// `new Function` nor probe whether it may (the probe alone is reported as a CSP violation).
// This runs before any schema is built, as every schema module imports `z` from here.
// The server keeps the compiled validators.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };

/** The detail message (an error code of shared/errors/core.ts) of text that cannot be kept. */
export const textInvalidMessage = 'validation.text_invalid';

// A lone half of a UTF-16 surrogate pair: with the `u` flag a well-formed pair is one code point.
const loneSurrogate = /\p{Cs}/u;

/**
 * Whether text can be stored and searched as it is: no NUL (PostgreSQL text cannot hold it) and
 * no unpaired surrogate (it has no UTF-8 form: a JSON column refuses it, a text column would
 * keep U+FFFD in its place). `String.prototype.isWellFormed` does the second, but not in every
 * browser the app supports.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/**
 * `z.string()` for every text that comes from outside and is stored or searched (bodies and
 * query strings alike): such text is refused with `validation.text_invalid` before any other
 * rule of the field runs. Chain the field's own rules after it (`text().trim().max(100)`).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: textInvalidMessage, abort: true });
}
