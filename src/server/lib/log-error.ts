import { DrizzleQueryError } from 'drizzle-orm';

/**
 * An error as a log line holds it: its kind, a message and stack that carry no data, and for a
 * database error the shape of what failed (the SQL text with its `$1` placeholders, the SQLSTATE
 * code, the table, column and constraint). Never the query's parameters, PostgreSQL's `detail`
 * or `where` (they quote the values: a reflection, a phone number, an email), nor any other
 * property an error happens to carry.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  /** The SQL text, with placeholders. */
  query?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
  syscall?: string;
  errno?: number;
  address?: string;
  port?: number;
  cause?: LoggedError;
  /** An AggregateError's errors (e.g. each address a connection was refused at). */
  errors?: LoggedError[];
}

type Props = Record<string, unknown>;

const maxDepth = 5;
const maxAggregated = 5;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** pg's and PGlite's errors: a five-character SQLSTATE and a severity. */
function isDatabaseError(e: Props): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

function isQueryError(e: object): e is DrizzleQueryError {
  return (
    e instanceof DrizzleQueryError ||
    (typeof (e as Props).query === 'string' && Array.isArray((e as Props).params))
  );
}

/** Identifiers a database message may name: its own fields and those quoted in the SQL text. */
function identifiers(e: Props, query: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const key of ['schema', 'table', 'column', 'constraint', 'dataType'] as const) {
    const value = str(e[key]);
    if (value) names.add(value);
  }
  for (const match of (query ?? '').matchAll(/"((?:[^"]|"")+)"/g)) names.add(match[1]!);
  return names;
}

/**
 * PostgreSQL quotes identifiers and values alike (`invalid input syntax for type uuid: "…"`):
 * a quoted part is kept only when it is an identifier the error or its query names. A value may
 * hold quotes of its own, so nothing after the first value is kept (it comes last anyway).
 */
function redactQuoted(message: string, keep: Set<string>): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = message.indexOf('"', from);
    if (open === -1) return out + message.slice(from);
    out += message.slice(from, open);
    const close = message.indexOf('"', open + 1);
    const inner = close === -1 ? null : message.slice(open + 1, close);
    if (inner === null || !keep.has(inner)) return `${out}"…"`;
    out += `"${inner}"`;
    from = close + 1;
  }
}

/** Drizzle's message appends the parameters after the SQL: whatever else quotes it, they go. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

const frameLine = /^ {4}at .*:\d+:\d+\)?$/;

/**
 * The stack's frames without its first line, which repeats the message. When the message no
 * longer opens the stack (changed after the error was made), only lines shaped like frames stay.
 */
function framesOf(stack: string, message: string): string {
  const at = message ? stack.indexOf(message) : -1;
  const firstLineEnd = stack.indexOf('\n');
  if (at !== -1 && (firstLineEnd === -1 || at < firstLineEnd)) {
    return stack
      .slice(at + message.length)
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n');
  }
  return stack
    .split('\n')
    .filter((line) => frameLine.test(line))
    .join('\n');
}

function typeOf(e: object, database: boolean): string {
  if (database) return 'DatabaseError';
  const ctor = (e as { constructor?: { name?: unknown } }).constructor?.name;
  const name = str((e as Props).name);
  // A minified class name ('O') says less than the error's own name.
  if (typeof ctor === 'string' && ctor.length > 2 && ctor !== 'Error' && ctor !== 'Object') return ctor;
  return name ?? (typeof ctor === 'string' && ctor.length > 2 ? ctor : 'Error');
}

function serialize(err: unknown, depth: number, parentQuery: string | undefined): LoggedError {
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: '' };
  const e = err as Props;
  const database = isDatabaseError(e);
  const queryError = !database && isQueryError(err);
  const query = str(e.query);
  const rawMessage = str(e.message) ?? '';

  let message: string;
  if (queryError) message = `Failed query: ${query ?? ''}`;
  else if (database) message = redactQuoted(withoutParams(rawMessage), identifiers(e, query ?? parentQuery));
  else message = withoutParams(rawMessage);

  const type = typeOf(err, database);
  const out: LoggedError = { type, message };
  const stack = str(e.stack);
  if (stack) {
    const frames = framesOf(stack, rawMessage);
    out.stack = frames ? `${type}: ${message}\n${frames}` : `${type}: ${message}`;
  }
  const code = e.code;
  if (typeof code === 'string') out.code = code;
  else if (typeof code === 'number') out.code = String(code);
  const statusCode = num(e.statusCode);
  if (statusCode !== undefined) out.statusCode = statusCode;
  if (query && (queryError || query !== parentQuery)) out.query = query;
  if (database) {
    for (const key of [
      'severity',
      'schema',
      'table',
      'column',
      'constraint',
      'dataType',
      'routine',
    ] as const) {
      const value = str(e[key]);
      if (value) out[key] = value;
    }
  }
  for (const key of ['syscall', 'address'] as const) {
    const value = str(e[key]);
    if (value) out[key] = value;
  }
  const errno = num(e.errno);
  if (errno !== undefined) out.errno = errno;
  const port = num(e.port);
  if (port !== undefined) out.port = port;

  if (depth < maxDepth) {
    if (e.cause !== undefined && e.cause !== null)
      out.cause = serialize(e.cause, depth + 1, query ?? parentQuery);
    if (err instanceof AggregateError && Array.isArray(err.errors)) {
      out.errors = err.errors
        .slice(0, maxAggregated)
        .map((inner) => serialize(inner, depth + 1, query ?? parentQuery));
    }
  }
  return out;
}

/** pino's `err` serializer (lib/logger.ts): every log line with an error goes through it. */
export function serializeError(err: unknown): LoggedError {
  return serialize(err, 0, undefined);
}

/** The same, as text for a terminal: each stack, then each cause's after "caused by:". */
export function errorText(err: unknown): string {
  const lines: string[] = [];
  for (let e: LoggedError | undefined = serializeError(err); e; e = e.cause) {
    const head = e.stack ?? `${e.type}: ${e.message}`;
    const shape = [e.code && `code ${e.code}`, e.query && `query: ${e.query}`].filter(Boolean).join('\n');
    lines.push(`${lines.length ? 'caused by: ' : ''}${head}${shape ? `\n${shape}` : ''}`);
  }
  return lines.join('\n');
}
