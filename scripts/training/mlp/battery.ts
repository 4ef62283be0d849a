/**
 * The person's turns of the development sets no model was trained on (DEV_BATTERY_8..11; every
 * turn is ordinary, none is a crisis), minus any text that is also a training row (exactly, or
 * after lowercasing and squeezing spaces).
 */
import { DEV_BATTERY_8 } from '../../../src/server/ai/cbt-engine/dev-battery-8';
import { DEV_BATTERY_9 } from '../../../src/server/ai/cbt-engine/dev-battery-9';
import { DEV_BATTERY_10 } from '../../../src/server/ai/cbt-engine/dev-battery-10';
import { DEV_BATTERY_11 } from '../../../src/server/ai/cbt-engine/dev-battery-11';
import type { DevDialogue } from '../../../src/server/ai/cbt-engine/dev-dialogues';
import type { Lang } from '../../../src/server/ai/types';
import type { Row } from '../crisis/setup';

export interface Turn {
  set: string;
  dialogue: string;
  lang: Lang;
  text: string;
}

export interface Battery {
  name: string;
  turns: Turn[];
  total: number;
  exactOverlap: number;
  looseOverlap: number;
}

const SETS: Array<[string, DevDialogue[]]> = [
  ['DEV_BATTERY_8', DEV_BATTERY_8],
  ['DEV_BATTERY_9', DEV_BATTERY_9],
  ['DEV_BATTERY_10', DEV_BATTERY_10],
  ['DEV_BATTERY_11', DEV_BATTERY_11],
];

const loose = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function batteries(trainingRows: readonly Row[]): Battery[] {
  const exact = new Set(trainingRows.map((r) => r.text));
  const near = new Set(trainingRows.map((r) => loose(r.text)));
  return SETS.map(([name, dialogues]) => {
    const all: Turn[] = dialogues.flatMap((d) =>
      d.turns.map(([, text]) => ({ set: name, dialogue: d.id, lang: d.lang, text })),
    );
    const exactOverlap = all.filter((t) => exact.has(t.text)).length;
    const looseOverlap = all.filter((t) => near.has(loose(t.text))).length;
    return {
      name,
      turns: all.filter((t) => !near.has(loose(t.text))),
      total: all.length,
      exactOverlap,
      looseOverlap,
    };
  });
}
