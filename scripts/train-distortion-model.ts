/**
 * Train the thinking-trap model and write src/server/ai/distortions/trap-model.json.
 *
 *   npx tsx scripts/train-distortion-model.ts            # search, choose thresholds, refit, write
 *   npx tsx scripts/train-distortion-model.ts --dry-run  # everything but the write
 *   npx tsx scripts/train-distortion-model.ts --out F    # write elsewhere (to check a rerun reproduces it)
 *
 * Data: ml/data/traps-{it,en}.jsonl and traps-{it,en}-2.jsonl ({text, lang, traps: ids, source}),
 * nothing else (TRAP_FILES in training/traps/data.ts; the -3 and -4 pairs are written but not yet trained on:
 * ml/DATA_CARD.md). The thinking-traps set of Sharma et al. is never read here (evaluation only:
 * scripts/eval-distortions.ts).
 *
 * 1. Held out: 20% of each stratum (language + first trap in DISTORTION_IDS order, or none; the
 *    later pairs of files are strata of their own, so the first files' held-out rows never move),
 *    the rows whose seeded hash of the text sorts first. Never trained on, never used to choose
 *    anything; `splitTrapRows` (training/traps/data.ts) is the rule, and the evaluation imports it.
 * 2. The rest (training part) is split the same way, with another seed, into fit (80%) and
 *    validation (20%). Hyper-parameters (count weighting, weight of word grams, L2, slots, the
 *    short-message floor) by a coordinate search: fit on fit, judge on validation.
 * 3. Thresholds on validation, with the weights quantised as the file stores them: the "any"
 *    head's maximises the Matthews correlation, each trap head's its F1. The search keeps the
 *    simplest candidate within one (bootstrap) standard error of the best.
 * 4. Refit every head on the whole training part with the same hyper-parameters; keep the thresholds.
 *
 * Heads: logistic regression, L2, bias unregularised, both languages weighing the same
 * (src/server/ai/ml). Features: the crisis model's extractor, settings stored in the file.
 *
 * Parts in scripts/training/traps: data.ts (files, splits), selection.ts (fit, judge, search),
 * file.ts (what the model file holds).
 */
import { statSync, writeFileSync } from 'node:fs';
import {
  HELD_OUT_SEED,
  SHARE,
  TRAP_FILES,
  VALIDATION_SEED,
  loadTrapRows,
  splitTrapRows,
  splitTraps,
} from './training/traps/data';
import { modelFile, validationFigures } from './training/traps/file';
import { fit, searchParams } from './training/traps/selection';

function main(): void {
  const outArg = process.argv.indexOf('--out');
  const out = (outArg > 0 && process.argv[outArg + 1]) || 'src/server/ai/distortions/trap-model.json';
  const { rows, duplicates, sha256 } = loadTrapRows();
  const { train, heldOut } = splitTrapRows(rows);
  const { kept: fitRows, aside: valid } = splitTraps(train, VALIDATION_SEED);
  console.log(`data ${rows.length} rows (${duplicates} duplicates dropped), sha256 ${sha256.slice(0, 16)}`);
  console.log(
    `  held out ${heldOut.length} (not read further); training part ${train.length}: fit ${fitRows.length}, validation ${valid.length}`,
  );
  const { best, log } = searchParams(fitRows, valid);
  const validation = validationFigures(valid, best);
  console.log(`chosen ${JSON.stringify(best.params)}\nvalidation ${JSON.stringify(validation.distorted)}`);
  console.log(
    `trap thresholds ${best.trapThresholds.map((t) => t.toFixed(2)).join(' ')}; F1 ${best.trapF1.map((t) => t.toFixed(2)).join(' ')}`,
  );
  const rule = {
    heldOutSeed: HELD_OUT_SEED,
    validationSeed: VALIDATION_SEED,
    share: SHARE,
    stratifiedBy: 'lang + first trap (or none) + file pair after the first',
  };
  const sizes = { heldOut: heldOut.length, fit: fitRows.length, validation: valid.length };
  const training = {
    data: TRAP_FILES,
    sha256,
    rows: rows.length,
    duplicatesDropped: duplicates,
    split: { ...rule, ...sizes },
    search: log,
  };
  const file = modelFile(fit(train, best.params), best, training, validation);
  if (process.argv.includes('--dry-run')) return console.log('--dry-run: nothing written');
  writeFileSync(out, JSON.stringify(file) + '\n');
  console.log(`wrote ${out} (${(statSync(out).size / 1024).toFixed(0)} KB)`);
}

main();
