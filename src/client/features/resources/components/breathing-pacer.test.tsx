import { describe, expect, it } from 'vitest';
import { phaseAt } from './breathing-pacer';

describe('the breathing pacer rhythm', () => {
  it('breathes in for 4 s, pauses 1 s, breathes out for 6 s, then starts again', () => {
    expect(phaseAt(0)).toEqual({ phase: 'in', secondsLeft: 4 });
    expect(phaseAt(3_999).phase).toBe('in');
    expect(phaseAt(4_000)).toEqual({ phase: 'hold', secondsLeft: 1 });
    expect(phaseAt(5_000)).toEqual({ phase: 'out', secondsLeft: 6 });
    expect(phaseAt(10_999).phase).toBe('out');
    expect(phaseAt(11_000)).toEqual({ phase: 'in', secondsLeft: 4 });
  });
});
