import { mix } from '../text/hash';

/**
 * Split text into word groups (3 to 6 words, chosen deterministically from
 * the seed) for streaming. Concatenating the pieces gives back the exact text,
 * whitespace and newlines included.
 */
export function chunkText(text: string, seed = 0): string[] {
  const tokens = text.match(/\s*\S+\s*/g);
  if (!tokens) return text ? [text] : [];
  const out: string[] = [];
  let i = 0;
  let k = 0;
  while (i < tokens.length) {
    const size = 3 + (mix(seed, k++) % 4);
    out.push(tokens.slice(i, i + size).join(''));
    i += size;
  }
  return out;
}
