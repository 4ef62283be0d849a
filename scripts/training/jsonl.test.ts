import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonlCorpus, parseJsonl } from './jsonl';

const dir = mkdtempSync(join(tmpdir(), 'jsonl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n'));
  return path;
}

/** Reads `files` into one corpus: the rows kept (their text) and the places `each` saw. */
function read(corpus: JsonlCorpus, files: string[], conflict?: string): { kept: string[]; at: string[] } {
  const kept: string[] = [];
  const at: string[] = [];
  for (const f of files)
    corpus.read(f, (o, where) => {
      at.push(where);
      if (corpus.isNew({ lang: String(o.lang), text: String(o.text) }, String(o.label), where, conflict))
        kept.push(String(o.text));
    });
  return { kept, at };
}

describe('JSONL for the training scripts', () => {
  it('parses every non-blank line', () => {
    expect(parseJsonl('{"a":1}\n\n  \n{"a":2}\n')).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('keeps the first row of a message repeated after normalisation, per language', () => {
    const a = file('a.jsonl', [
      '{"text":"Sto bene","lang":"it","label":"none"}',
      '',
      '{"text":"Stò   BENE","lang":"it","label":"none"}',
      '{"text":"Sto bene","lang":"en","label":"none"}',
    ]);
    const corpus = new JsonlCorpus();
    const { kept, at } = read(corpus, [a]);
    expect(kept).toEqual(['Sto bene', 'Sto bene']);
    expect(corpus.duplicates).toBe(1);
    expect(at).toEqual([`${a}:1`, `${a}:3`, `${a}:4`]);
  });

  it('names the file and line of a repeat with another label', () => {
    const a = file('b.jsonl', ['{"text":"basta","lang":"it","label":"none"}']);
    const b = file('c.jsonl', ['', '{"text":"Basta","lang":"it","label":"crisis"}']);
    expect(() => read(new JsonlCorpus(), [a, b], 'duplicate with another label')).toThrow(
      `${b}:2: duplicate with another label`,
    );
    expect(read(new JsonlCorpus(), [a, b]).kept).toEqual(['basta']);
  });

  it('hashes the names and bytes of the files in the order read', () => {
    const a = file('d.jsonl', ['{"text":"uno","lang":"it","label":"none"}']);
    const b = file('e.jsonl', ['{"text":"due","lang":"it","label":"none"}']);
    const digest = (files: string[]) => {
      const corpus = new JsonlCorpus();
      read(corpus, files);
      return corpus.digest();
    };
    expect(digest([a, b])).toBe(digest([a, b]));
    expect(digest([a, b])).not.toBe(digest([b, a]));
    expect(digest([a, b])).toMatch(/^[0-9a-f]{64}$/);
  });
});
