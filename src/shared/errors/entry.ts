import type { Lang } from '../i18n';

/**
 * One catalogued error: the HTTP status the server answers it with, and its message in each
 * language. `status: null` marks a message only the web app shows (a network failure, a failed
 * language switch): the server never answers with it, and `ServerErrorCode` leaves it out.
 */
export type ErrorEntry = { status: number | null } & Record<Lang, string>;
export type ErrorEntries = Record<string, ErrorEntry>;
