/**
 * Hedges and intensifiers that people slip between the words of a signal ("I just don't want to
 * wake up", "what's even the point", "penso davvero che..."). crisis.ts runs a second pass on the
 * text without them, so no rule has to list them.
 */
import { squeeze, type NormalizedText } from '../../text/normalize';

// prettier-ignore
const hedgesEn = [
  'just', 'even', 'really', 'honestly', 'literally', 'actually', 'basically', 'totally', 'kinda', 'sorta', 'truly',
  'simply', 'lately', 'maybe', 'probably', 'quite', 'pretty', 'tbh', 'ngl', 'fr', 'lowkey', 'istg', 'deadass',
];
// prettier-ignore
const hedgesIt = [
  'davvero', 'veramente', 'sinceramente', 'onestamente', 'praticamente', 'proprio', 'tipo', 'ormai', 'ultimamente',
  'forse', 'letteralmente', 'semplicemente', 'cioe', 'insomma',
];

const HEDGES: ReadonlySet<string> = new Set([...hedgesEn, ...hedgesIt].map(squeeze));

/** The normalised text without its hedges (null when it has none), spans kept so matches map back. */
export function withoutHedges(n: NormalizedText): NormalizedText | null {
  const words = n.text.split(' ');
  if (!words.some((w) => HEDGES.has(w))) return null;
  let text = '';
  const starts: number[] = [];
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (HEDGES.has(w) || !w) continue;
    if (text) text += ' ';
    starts.push(text.length);
    spans.push(n.spans[i]!);
    text += w;
  }
  return { text, starts, spans, original: n.original };
}
