/**
 * The Italian the companion writes itself stays gender-neutral when it speaks to the person: it
 * does not know whether a man or a woman is writing, so no template says "ti sei detto" or "sei
 * tranquillo" (a woman read that as being taken for a man). The person's own words said back keep
 * their own endings; this walks the written text only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
const DIRS = ['templates', 'knowledge/content', 'features', '.'];
/** Second-person phrases whose ending would name the person's gender. */
const GENDERED = new RegExp(
  String.raw`\b(?:ti sei (?:detto|sentito|chiesto|trovato|accorto|convinto)|sei (?:stato|tranquillo|adatto|pronto|bravo|riuscito|abituato|convinto|capace|stanco|preoccupato|arrabbiato|nervoso|agitato|deluso|stressato)|ti senti (?:stanco|preoccupato|arrabbiato|nervoso|agitato|deluso|stressato|inutile|sbagliato|giudicato|escluso|stupido))\b`,
  'i',
);

function sources(): string[] {
  return DIRS.flatMap((d) =>
    readdirSync(join(ROOT, d))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('dev-'))
      .map((f) => join(ROOT, d, f)),
  );
}

describe('Italian written by the companion', () => {
  it('finds the files it reads', () => {
    expect(sources().length).toBeGreaterThan(50);
  });

  it.each(sources().map((f) => [f.slice(ROOT.length + 1), f]))('%s names no gender', (_, file) => {
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => GENDERED.test(l) && !/^\s*(?:\/\/|\*)/.test(l));
    expect(lines).toEqual([]);
  });
});
