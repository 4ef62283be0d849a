/**
 * The person's words for an answer's lead, kept short: a focus longer than its limit is cut before a
 * clause that only adds a condition or a reason ("rimandi le cose burocratiche | anche se sai che…",
 * "scrivere quando hai la testa piena di dubbi | su quello che…"), never after a word that would
 * dangle ("quello", "the", "di"). Undefined when no clean cut is left.
 */

/** A reason or a concession: what follows it is never the subject of the question. */
const STRONG =
  /^(?:anche se|even though|even if|although|though|perche|perché|because|since|visto che|tanto che)\b/u;
/** A new clause: a time, a condition ("…at work | when all you can think…"). */
const CLAUSE = new Set('quando se mentre appena when if while whenever'.split(' '));
/** Where a clause may also end: a relative, an "about…", an "and". */
const WEAK = new Set('che su ma e o that about but and or'.split(' '));
/** Words a focus cannot end on. */
const DANGLING = new Set(
  'il lo la i gli le un una uno di del della a al alla da in nel con su per tra fra quello quella quelli ciò cio mio mia tuo tua the a an of to in on at for with my your his her their what which this that'.split(
    ' ',
  ),
);
const MIN_WORDS = 2;

export function fitFocus(s: string | null | undefined, max = 10): string | undefined {
  if (!s || /[?;:]/.test(s)) return undefined;
  const words = s.split(' ');
  if (words.length <= max) return s;
  const ends = (n: number) => n >= MIN_WORDS && !DANGLING.has(words[n - 1]!.toLowerCase());
  // "da mia suocera, che fa…" cut before "che": the comma goes with what is cut off.
  const upTo = (n: number) =>
    words
      .slice(0, n)
      .join(' ')
      .replace(/[,.…]+$/u, '');
  for (let n = MIN_WORDS; n <= max; n++)
    if (STRONG.test(words.slice(n, n + 2).join(' ')) && ends(n)) return upTo(n);
  for (const set of [CLAUSE, WEAK])
    for (let n = max; n >= MIN_WORDS; n--) if (set.has(words[n]!.toLowerCase()) && ends(n)) return upTo(n);
  return undefined;
}
