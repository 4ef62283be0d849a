/**
 * Plan words typed with one letter slipped ("i coud write…", «magri domani»), repaired in the person's
 * own text before the plan is read (plan-action.ts).
 */
import { repairSlips } from './plan-words';

/** Plan words typed with one slipped letter, repaired in the person's own text: "i coud write…". */
const SLIP_FIX = new Set([
  'could',
  'maybe',
  'might',
  'should',
  'probably',
  'potrei',
  'magari',
  'pensavo',
  'domani',
  'stasera',
]);
export function unslip(s: string): string {
  return s
    .replace(/\p{L}+/gu, (w) => {
      const fixed = repairSlips(w.toLowerCase());
      return fixed !== w.toLowerCase() && SLIP_FIX.has(fixed) ? fixed : w;
    })
    .replace(/\btomorow\b/giu, 'tomorrow');
}
