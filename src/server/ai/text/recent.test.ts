import { describe, expect, it } from 'vitest';
import { rememberRecent } from './recent';

describe('remembering the results for recent texts', () => {
  function counted(options?: { size?: number; maxLength?: number; maxChars?: number }) {
    const calls: string[] = [];
    const upper = rememberRecent((text: string) => {
      calls.push(text);
      return { text: text.toUpperCase() };
    }, options);
    return { upper, calls };
  }

  it('works a text out once and gives the same result again', () => {
    const { upper, calls } = counted();
    const first = upper('mi sento un peso');
    expect(upper('mi sento un peso')).toBe(first);
    expect(first.text).toBe('MI SENTO UN PESO');
    expect(calls).toEqual(['mi sento un peso']);
  });

  it('forgets the least recently used text beyond its size', () => {
    const { upper, calls } = counted({ size: 2 });
    upper('a');
    upper('b');
    upper('a'); // a is now the most recent
    upper('c'); // b goes
    upper('a');
    upper('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('never keeps a long text', () => {
    const { upper, calls } = counted({ maxLength: 5 });
    upper('123456');
    upper('123456');
    expect(calls).toEqual(['123456', '123456']);
  });

  it('keeps no more characters than `maxChars`, forgetting the oldest texts first', () => {
    const { upper, calls } = counted({ maxChars: 6 });
    upper('aaa');
    upper('bbb');
    upper('aaa'); // both kept: 6 characters
    upper('cc'); // bbb goes (8 > 6), aaa stays
    upper('aaa');
    upper('bbb');
    expect(calls).toEqual(['aaa', 'bbb', 'cc', 'bbb']);
  });
});
