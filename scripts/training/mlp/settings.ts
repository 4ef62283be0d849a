/**
 * The committed model's feature settings and hyper-parameters, read from crisis-model.json the way
 * score.ts loads them (codec.ts CrisisModelFile): the baseline and the MLP use the same features.
 */
import { readFileSync } from 'node:fs';
import { storedFeatures, type CrisisModelFile } from '../../../src/server/ai/safety/classifier/codec';
import type { Params } from '../crisis/model';

export const MODEL_PATH = 'src/server/ai/safety/classifier/crisis-model.json';

export function committedModel(): CrisisModelFile {
  return JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as CrisisModelFile;
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
    features: storedFeatures(file.features),
  };
}
