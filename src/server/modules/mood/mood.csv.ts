import type { Lang } from '@shared/i18n';
import { moodNameOf } from '@shared/schemas/mood';
import type { MoodEntryRow } from './mood.table';
import { csvColumns, emotionLabel, factorLabel, moodLabels } from './mood.text';

/**
 * RFC 4180 quoting; a cell a spreadsheet would run as a formula (= + - @ at its start) gets a
 * leading apostrophe, so an exported note cannot become one.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const localTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

/** The entries as CSV: UTF-8 BOM (spreadsheets then read accents right), localized header row. */
export function moodCsv(rows: MoodEntryRow[], lang: Lang, timeZone: string): string {
  const lines = [csvColumns[lang].map(cell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.day,
        localTime(r.at, timeZone),
        r.mood,
        moodLabels[moodNameOf(r.mood)][lang],
        r.emotions.map((e) => emotionLabel(e, lang)).join('; '),
        r.factors.map((f) => factorLabel(f, lang)).join('; '),
        r.note,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
