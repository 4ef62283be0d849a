import type { ApiErrorDetail } from '@shared/errors';
import { csrfHeader } from '@shared/http';
import { loadErrorMessages } from './i18n';

/**
 * A non-OK answer. Its message is SPEC §8's "status: text" form; `code` and `details` come from
 * the server's `{ error: { code, message, details } }` body when there is one.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    text: string,
    public readonly code: string | null = null,
    public readonly serverMessage: string | null = null,
    public readonly details: ApiErrorDetail[] = [],
    public readonly params: Record<string, string | number> = {},
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    // The words to show it (they do not load with the page).
    void loadErrorMessages();
  }
}

/** Raised when the server cannot be reached at all. */
export class NetworkError extends Error {
  readonly code = 'network.error';
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
    void loadErrorMessages();
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  let code: string | null = null;
  let message: string | null = null;
  let details: ApiErrorDetail[] = [];
  let params: Record<string, string | number> = {};
  try {
    const body = JSON.parse(text) as {
      error?: { code?: string; message?: string; details?: ApiErrorDetail[]; params?: Record<string, string | number> };
    };
    code = body.error?.code ?? null;
    message = body.error?.message ?? null;
    details = body.error?.details ?? [];
    params = body.error?.params ?? {};
  } catch {
    // Not JSON: keep the raw text in the message.
  }
  throw new ApiError(res.status, text, code, message, details, params);
}

async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { credentials: 'include', ...init });
  } catch (err) {
    throw new NetworkError(err);
  }
}

/** GET with cookies; returns the parsed JSON or throws ApiError / NetworkError. */
export async function apiGet<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await send(url, { ...init, method: 'GET' });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** SPEC §7: mutations send JSON with cookies (and the same-origin header the server requires). */
export async function apiRequest(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { [csrfHeader.name]: csrfHeader.value };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await send(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
