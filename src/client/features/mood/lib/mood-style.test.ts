import { describe, expect, it } from 'vitest';
import { moodNameOf, moodNames } from '@shared/schemas/mood';
import { moodOrder, nearestMood } from './mood-style';

describe('the mood colours', () => {
  it('list the moods in the shared order, and an average takes the nearest one', () => {
    expect(moodOrder).toEqual(moodNames);
    for (const v of [1, 1.4, 2.5, 3.49, 4.6, 5]) expect(nearestMood(v)).toBe(moodNameOf(v));
  });
});
