import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

describe('a low mood told as lasting weeks', () => {
  it.each([
    ['it', 'mi sento giù da settimane, non ho voglia di niente', /medico di base o con uno psicologo/],
    ['en', 'I have felt low for about a month now, nothing seems fun', /GP or a psychologist/],
    ['it', 'sono giù da tipo due mesi, non ho voglia di niente', /medico di base o con uno psicologo/],
    ['en', "i've been low for like two months, no energy, barely eating", /GP or a psychologist/],
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

  it.each([
    ['it', 'ho un neo sulla schiena che negli ultimi mesi è diventato più scuro', /neo[\s\S]*medico di base/],
    ['it', 'ho notato un nodulo al seno la settimana scorsa e non riesco a smettere di pensarci', /nodulo[\s\S]*medico di base/],
    ['en', "there's a mole on my arm that's got bigger and darker since summer", /mole[\s\S]*GP/],
    ['en', "i found a lump in my neck yesterday and i can't stop thinking about it", /lump[\s\S]*GP/],
  ] as const)('%s: a change in the body told in passing ("%s") gets its own pointer to the doctor', (lang, message, pointer) => {
    const [r] = converse(lang, 'chat', [message]);
    expect(r!.text).toMatch(pointer);
    // Not a technique for rumination in place of the doctor, and no quote that leaves the body out.
    expect(r!.text).not.toMatch(/rimugin|ruminat/i);
    expect(r!.text).not.toMatch(/“my arm|«negli ultimi/);
  });
});
