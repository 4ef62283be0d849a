import type { Config } from './config';
import { AdminBootstrapError } from './modules/auth/admin.service';

/**
 * The step of the start that failed: opening the database (and migrating it), creating the
 * administrator of ADMIN_USERNAME, or listening.
 */
export type StartStep = 'database' | 'admin' | 'listen';

const codeOf = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string'
    ? (err as { code: string }).code
    : undefined;

/** Where DATABASE_URL points, without its user or password. */
function databaseTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the given address';
  }
}

const networkCodes: Record<string, string> = {
  ECONNREFUSED: 'nothing answers there',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ECONNRESET: 'the connection was closed',
};

// PostgreSQL's own error codes for a connection it refuses.
const postgresCodes: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the user is not allowed in (unknown role or no matching pg_hba.conf entry)',
  '3D000': 'the database does not exist (create it first)',
  '57P03': 'the server is starting up or shutting down',
  '53300': 'the server has no free connection',
};

const directoryCodes: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EEXIST: 'a file of that name is in the way',
  ENOTDIR: 'a part of the path is a file',
  ENOSPC: 'the disk is full',
};

/**
 * A one-line explanation, naming the variable to change, of a start that failed for a reason in
 * the environment (the database cannot be reached or opened, ADMIN_USERNAME names someone else's
 * account, the port cannot be taken). Null for anything else, which the entry point reports with
 * its stack, since it is a fault of the app.
 */
export function explainStartFailure(step: StartStep, err: unknown, config: Config): string | null {
  // Its message already names ADMIN_USERNAME and what to do.
  if (step === 'admin') return err instanceof AdminBootstrapError ? err.message : null;
  const code = codeOf(err);
  const { database } = config;
  // The pool's own connect timeout (db/client.ts) carries no code, only its message.
  if (step === 'database' && database.kind === 'postgres' && code === undefined && err instanceof Error) {
    return /timeout/i.test(err.message)
      ? `DATABASE_URL: cannot use PostgreSQL at ${databaseTarget(database.url)}: no answer within the connect timeout.`
      : null;
  }
  if (code === undefined) return null;
  if (step === 'database') {
    if (database.kind === 'postgres') {
      const reason = networkCodes[code] ?? postgresCodes[code];
      return reason
        ? `DATABASE_URL: cannot use PostgreSQL at ${databaseTarget(database.url)}: ${reason} (${code}).`
        : null;
    }
    const reason = directoryCodes[code];
    return reason
      ? `DATA_DIR: cannot keep the database in "${database.dataDir}": ${reason} (${code}).`
      : null;
  }
  if (code === 'EADDRINUSE') {
    return `PORT: ${config.port} is already in use on ${config.host}; stop what uses it or set PORT to a free port.`;
  }
  if (code === 'EACCES') {
    return `PORT: not allowed to listen on ${config.port} (ports below 1024 need privileges); set PORT to 1024 or above.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `HOST: ${config.host} is not an address of this machine; use 0.0.0.0 or one of its addresses.`;
  }
  return null;
}
