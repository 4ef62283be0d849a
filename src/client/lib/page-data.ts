/**
 * The API answer a page sent rendered carries (shared/page-data.ts), for the app's first render
 * of that page: a query whose request it is starts with it instead of asking again. At build
 * time, the stand-in the page is rendered with (client/prerender.tsx).
 */
interface Carried {
  api: string;
  answer: unknown;
}

let buildTime: Carried | null = null;
let inPage: Carried | null | undefined;

/** Build time only: the answer the next render reads for `api` (null: none). */
export function renderWithPageData(carried: Carried | null): void {
  buildTime = carried;
}

function readPage(): Carried | null {
  const script = typeof document === 'undefined' ? null : document.getElementById('page-data');
  if (!script?.textContent) return null;
  try {
    const parsed = JSON.parse(script.textContent) as Partial<Carried>;
    return typeof parsed.api === 'string' ? { api: parsed.api, answer: parsed.answer } : null;
  } catch {
    return null;
  }
}

/** The answer to `api` the page came with, if it came with one. */
export function pageDataFor<T>(api: string): T | undefined {
  const carried = buildTime ?? (inPage ??= readPage());
  return carried?.api === api ? (carried.answer as T) : undefined;
}
