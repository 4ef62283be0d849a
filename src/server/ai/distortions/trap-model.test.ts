// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DISTORTION_IDS } from '../types';
import modelFile from './trap-model.json' with { type: 'json' };
import { createTrapScorer, scoreTraps, trapModelInfo, type TrapModelFile } from './trap-model';

const file = modelFile as unknown as TrapModelFile;
const root = (p: string): string => fileURLToPath(new URL(`../../../../${p}`, import.meta.url));

describe('the committed thinking-trap model', () => {
  it('loads, and stays under 1 MB', () => {
    expect(trapModelInfo().loaded).toBe(true);
    expect(statSync(fileURLToPath(new URL('./trap-model.json', import.meta.url))).size).toBeLessThan(
      1024 * 1024,
    );
  });

  it('has an "any" head and one head per trap, each with a threshold inside (0, 1)', () => {
    expect(file.labels).toEqual([...DISTORTION_IDS]);
    expect(file.traps).toHaveLength(DISTORTION_IDS.length);
    expect(file.decision.threshold).toBeGreaterThan(0);
    expect(file.decision.threshold).toBeLessThan(1);
    for (const h of [file.any, ...file.traps]) {
      expect(h.threshold).toBeGreaterThan(0);
      expect(h.threshold).toBeLessThan(1);
    }
  });

  it('was trained on the data files as they are committed', () => {
    // The training script hashes each file's path and bytes; a file edited without retraining shows here.
    const sha = createHash('sha256');
    for (const f of file.training.data as string[]) sha.update(f + '\n').update(readFileSync(root(f)));
    expect(file.training.sha256).toBe(sha.digest('hex'));
  });

  it('scores every head in [0, 1], the same way each time', () => {
    const a = scoreTraps('non ne faccio mai una giusta, sono un disastro');
    expect(a).not.toBeNull();
    expect(a!.traps.map((t) => t.id)).toEqual([...DISTORTION_IDS]);
    for (const p of [a!.any, ...a!.traps.map((t) => t.p)]) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    expect(scoreTraps('non ne faccio mai una giusta, sono un disastro')).toEqual(a);
  });

  it('reads a trap as likelier than a plain fact', () => {
    const trap = scoreTraps('I always ruin everything, I am such a failure')!;
    const fact = scoreTraps('I am going to the dentist tomorrow at ten')!;
    expect(trap.distorted).toBeGreaterThanOrEqual(trap.threshold);
    expect(fact.distorted).toBeLessThan(fact.threshold);
  });
});

describe('createTrapScorer', () => {
  it('scores nothing, and never throws, when the file is missing or damaged', () => {
    const damaged: unknown[] = [
      undefined,
      null,
      {},
      { ...file, format: 'other' },
      { ...file, slots: 3 },
      { ...file, labels: ['not_a_trap', ...file.labels.slice(1)] },
      { ...file, any: { ...file.any, threshold: 1.5 } },
      { ...file, decision: { threshold: 0, rule: '' } },
      { ...file, any: { ...file.any, weights: { ...file.any.weights, count: 1 } } },
    ];
    for (const f of damaged) {
      const scorer = createTrapScorer(f);
      expect(scorer.loaded()).toBe(false);
      expect(scorer.score('sono un disastro')).toBeNull();
    }
  });

  it('scores nothing for empty text or text with no features', () => {
    const scorer = createTrapScorer(file);
    expect(scorer.score('')).toBeNull();
    expect(scorer.score('   ')).toBeNull();
    expect(scorer.score(42 as unknown as string)).toBeNull();
  });
});
