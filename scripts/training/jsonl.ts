/**
 * JSONL files (one JSON object a line, blank lines allowed) for the training and evaluation
 * scripts: read as plain objects, or as a training corpus whose bytes are hashed and whose rows
 * are deduplicated.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normalize } from '../../src/server/ai/text/normalize';

/** Every non-blank line of JSONL text, parsed. */
export function parseJsonl<T = Record<string, unknown>>(src: string): T[] {
  return src
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

export function readJsonl<T = Record<string, unknown>>(path: string): T[] {
  return parseJsonl<T>(readFileSync(path, 'utf8'));
}

/**
 * Training files read as one corpus: the sha256 of their names and bytes, in the order read (the
 * model file records it), and one row per message. The same message twice (after normalisation,
 * in the same language) would sit on both sides of a split: only its first row is kept.
 */
export class JsonlCorpus {
  private readonly sha = createHash('sha256');
  private readonly seen = new Map<string, string>();
  /** Rows dropped as the repeat of an earlier one. */
  duplicates = 0;

  /** Calls `each` with every non-blank line of `file`, parsed, and its place (`file:line`) for errors. */
  read(file: string, each: (o: Record<string, unknown>, at: string) => void): void {
    const src = readFileSync(resolve(file));
    this.sha.update(file + '\n').update(src);
    src
      .toString('utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim()) return;
        each(JSON.parse(line) as Record<string, unknown>, `${file}:${i + 1}`);
      });
  }

  /**
   * True the first time a message is met (it is recorded with `label`); false for a repeat, which
   * is counted, and which throws `${at}: ${conflict}` when `conflict` is given and the labels differ.
   */
  isNew(message: { lang: string; text: string }, label: string, at: string, conflict?: string): boolean {
    const key = `${message.lang}|${normalize(message.text)}`;
    if (!this.seen.has(key)) {
      this.seen.set(key, label);
      return true;
    }
    this.duplicates++;
    if (conflict && this.seen.get(key) !== label) throw new Error(`${at}: ${conflict}`);
    return false;
  }

  digest(): string {
    return this.sha.digest('hex');
  }
}
