/**
 * Which API answers the service worker may keep for offline use. Pure, so it is unit-tested and
 * shared by the worker (sw.ts). The rule of the house: only public content, never anything that
 * belongs to a person (sessions, plans, chats, moods, notes, feedback, progress, support).
 */

/**
 * Public content whose answers are the same for everyone who may see them: lists and details.
 * Exercises and meditations are not here: their answers carry the viewer's notes, completions
 * and plan, so they stay network-only until those answers send `Cache-Control: private`.
 */
const contentPaths: RegExp[] = [
  /^\/api\/resources(?:\/[a-z0-9-]+)?$/,
  /^\/api\/reflections\/(?:prompts|categories)$/,
];

/** Never, whatever the path looks like: people's own data and anything about who they are. */
const privatePaths: RegExp[] = [
  /^\/api\/(?:auth|plans|chat|ai|ai-modules|mood|profile|users|me|admin|billing|stripe|checkout|payments|launch|support|activity|health|share)(?:\/|$)/,
  /\/(?:progress|feedback|notes|completions|entries|saved|mine|me|history|favorites)(?:\/|$)/,
];

export function isCacheableApiRequest(url: URL, method: string): boolean {
  if (method !== 'GET') return false;
  if (!url.pathname.startsWith('/api/')) return false;
  if (privatePaths.some((re) => re.test(url.pathname))) return false;
  return contentPaths.some((re) => re.test(url.pathname));
}

/**
 * Answers whose language is in the URL (`?lang=`) can be shown from the cache first and
 * refreshed behind (stale-while-revalidate); the others go to the network first, so a language
 * change never shows the previous language's copy.
 */
export function cacheStrategyFor(url: URL): 'stale-while-revalidate' | 'network-first' {
  return url.searchParams.has('lang') ? 'stale-while-revalidate' : 'network-first';
}

/** The server marks answers meant for one person `private`/`no-store`: those are never kept. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(?:private|no-store)\b/i.test(cacheControl);
}

/** Signing in or out changes what content a person may see: the content cache starts afresh. */
export function isSessionChange(url: URL, method: string): boolean {
  return method !== 'GET' && /^\/api\/auth\/(?:login|logout|register)(?:\/|$)/.test(url.pathname);
}

export const apiCacheName = 'serenamente-content-v1';
