import type { Lang } from '../i18n';
import { errorMessages } from './index';

/** The catalogue in one language as an i18next namespace: `{ 'a.b': 'x' }` → `{ a: { b: 'x' } }`. */
export function errorLocale(lang: Lang): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errorMessages(lang)).sort(([a], [b]) => a.localeCompare(b))) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]!] = value;
  }
  return out;
}
