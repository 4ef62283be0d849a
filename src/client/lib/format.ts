/** Seconds as mm:ss (or h:mm:ss past an hour), never negative. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A short date in the UI language ("5 mag 2025" / "5 May 2025"). */
export function formatDate(iso: string, lang: string, withTime = false): string {
  const key = `${lang}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    // Made once per language and kind: making one is far slower than using it.
    format = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** The browser's IANA time zone (for a signed-out visitor's calendar day). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A random UUID v4, also where `crypto.randomUUID` is missing (plain-HTTP LAN addresses). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
