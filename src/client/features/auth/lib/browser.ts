/** The browser's IANA time zone, sent at registration and sign-in (the server validates it). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A `redirectTo` that stays on this site: a path starting with one slash (no `//host`, no
 * backslash tricks, no scheme). Anything else falls back.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://local.invalid');
    const path = url.pathname + url.search + url.hash;
    // Normalising can make a new `//host` out of dot segments (`/.//evil.example`): check the result too.
    if (url.origin !== 'http://local.invalid' || path.startsWith('//') || path.includes('\\')) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
