import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

describe('a low mood told as lasting weeks', () => {
  it.each([
    ['it', 'mi sento giù da settimane, non ho voglia di niente', /medico di base o con uno psicologo/],
    ['en', 'I have felt low for about a month now, nothing seems fun', /GP or a psychologist/],
  ] as const)(
    '%s: "%s" gets the GP or a psychologist, not 112, and one question',
    (lang, message, pointer) => {
      const [r] = converse(lang, 'chat', [message]);
      expect(r!.text).toMatch(pointer);
      expect(r!.text).not.toMatch(/112/);
      expect((r!.text.match(/\?/g) ?? []).length).toBe(1);
    },
  );

  it('a body symptom that lasts keeps its pointer to the GP, with no half-quoted words', () => {
    const [r] = converse('it', 'chat', ['ho notato che un neo sulla schiena è cambiato, è più scuro']);
    expect(r!.text).toMatch(/medico di base/);
    expect(r!.text).not.toMatch(/«[^»]*\bè»/);
  });
});
