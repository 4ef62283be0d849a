/**
 * The committed model's feature settings and hyper-parameters, read from crisis-model.json the way
 * score.ts loads them (codec.ts CrisisModelFile): the baseline and the MLP use the same features.
 */
import { readFileSync } from 'node:fs';
import type { CrisisModelFile } from '../../../src/server/ai/safety/classifier/codec';
import type { FeatureSettings } from '../../../src/server/ai/safety/classifier/features';
import type { Params } from '../crisis/model';

export const MODEL_PATH = 'src/server/ai/safety/classifier/crisis-model.json';

export function committedModel(): CrisisModelFile {
  return JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as CrisisModelFile;
}

/** The settings as score.ts builds them from the file (negation/subject windows only when set). */
export function committedFeatures(file: CrisisModelFile): FeatureSettings {
  const f = file.features;
  return {
    buckets: f.buckets,
    wordNgrams: f.wordNgrams,
    charNgrams: f.charNgrams,
    weighting: f.weighting,
    wordWeight: f.wordWeight,
    ...(f.minSquaredNorm ? { minSquaredNorm: f.minSquaredNorm } : {}),
    ...(f.negationWindow ? { negationWindow: f.negationWindow } : {}),
    ...(f.subjectWindow ? { subjectWindow: f.subjectWindow } : {}),
  };
}

export function committedParams(file: CrisisModelFile): Params {
  const h = (file.training as { hyperParameters: Record<string, number> }).hyperParameters;
  const need = (k: string): number => {
    const v = h[k];
    if (typeof v !== 'number') throw new Error(`crisis-model.json: no hyperParameters.${k}`);
    return v;
  };
  return {
    lambda: need('lambda'),
    crisisWeight: need('crisisWeight'),
    familyPower: need('familyPower'),
    floorQuantile: need('floorQuantile'),
    features: committedFeatures(file),
  };
}
