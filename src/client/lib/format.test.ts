import { describe, expect, it } from 'vitest';
import { formatClock, randomId } from './format';

describe('formatClock', () => {
  it('shows mm:ss, hours when needed, and never a negative time', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(83.9)).toBe('01:23');
    expect(formatClock(3_725)).toBe('1:02:05');
    expect(formatClock(-4)).toBe('00:00');
  });
});

describe('randomId', () => {
  it('makes UUID v4 strings the API accepts', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
