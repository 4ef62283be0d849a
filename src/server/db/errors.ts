/** PostgreSQL's unique-violation (23505) under Drizzle's error wrapper: the constraint's name, else null. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; constraint?: string };
    if (pgErr.code === '23505') return pgErr.constraint ?? 'unknown';
  }
  return null;
}
