// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCrisisRules, ruleFires } from '../crisis';
import { CRISIS_PATTERNS, CRISIS_RULES } from './index';
import { RULE_ORDER } from './order';

/**
 * Every crisis rule is a record with its own examples (rules/<family>.ts). A message a rule is
 * written for must raise that rule's category through the whole rules check and fire the rule
 * itself; a message it lists as an ordinary use of the same words must not fire it. Adding a rule
 * is adding a record: this file proves it.
 */
const patternOf = new Map(CRISIS_PATTERNS.map((p) => [p.id, p]));

function repeated(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

const catches = CRISIS_RULES.flatMap((r) => r.match.map((text) => [r.id, text, r.category] as const));
const letsThrough = CRISIS_RULES.flatMap((r) => r.noMatch.map((text) => [r.id, text] as const));

describe('the crisis rules', () => {
  it('each rule has an id and a compiled pattern no other rule has', () => {
    expect(repeated(CRISIS_RULES.map((r) => r.id))).toEqual([]);
    expect(repeated(CRISIS_PATTERNS.map((p) => p.re.source))).toEqual([]);
  });

  it('the run order names each rule at most once, and only rules that exist', () => {
    expect(repeated([...RULE_ORDER])).toEqual([]);
    expect(RULE_ORDER.filter((id) => !patternOf.has(id))).toEqual([]);
  });

  it('each rule shows at least two messages it catches and one it lets through', () => {
    const thin = CRISIS_RULES.filter((r) => r.match.length < 2 || r.noMatch.length < 1).map((r) => r.id);
    expect(thin).toEqual([]);
  });

  it.each(catches)('%s catches "%s" as %s', (id, text, category) => {
    expect(checkCrisisRules(text)).toMatchObject({ crisis: true, category });
    expect(ruleFires(patternOf.get(id)!, text)).toBe(true);
  });

  it.each(letsThrough)('%s lets "%s" through', (id, text) => {
    expect(ruleFires(patternOf.get(id)!, text)).toBe(false);
  });
});
