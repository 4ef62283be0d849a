/**
 * Remembers the results of a pure function of a text for the last `size` texts. A conversation's
 * earlier turns are read again with every new message (the crisis check's context, the long reply
 * before it): each is worked out once, for texts up to `maxLength` characters, and while the texts
 * kept hold no more than `maxChars` characters in all (by default, no limit beyond `size`). Only
 * in this process's memory, never written anywhere; results are shared, so callers must not
 * change them.
 */
export function rememberRecent<T>(
  fn: (text: string) => T,
  { size = 128, maxLength = 2000, maxChars = Infinity }: { size?: number; maxLength?: number; maxChars?: number } = {},
): (text: string) => T {
  const results = new Map<string, T>();
  let chars = 0;
  return (text) => {
    // A long text is worked out each time: memory stays small whatever people write.
    if (text.length > maxLength) return fn(text);
    const known = results.get(text);
    if (known !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      results.delete(text);
      results.set(text, known);
      return known;
    }
    const result = fn(text);
    results.set(text, result);
    chars += text.length;
    while (results.size > size || (chars > maxChars && results.size > 1)) {
      const oldest = results.keys().next().value!;
      results.delete(oldest);
      chars -= oldest.length;
    }
    return result;
  };
}
