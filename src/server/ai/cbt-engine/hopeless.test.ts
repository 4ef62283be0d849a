import { describe, expect, it } from 'vitest';
import { converse } from './test-helpers';

const after = (lang: 'it' | 'en', message: string) =>
  converse(lang, 'chat', [
    lang === 'it' ? 'il lavoro è pesante da mesi' : 'work has been awful for months',
    message,
  ]).at(-1)!;

describe('a brief hopeless thought about the situation', () => {
  it.each([
    ['it', 'tanto non cambierà mai niente'],
    ['it', 'secondo me non cambierà niente, è inutile'],
    ['en', 'honestly I don’t think anything will change though'],
    ['en', 'nothing ever changes anyway'],
  ] as const)('%s: "%s" is taken seriously, with one small way in and one question', (lang, message) => {
    const reply = after(lang, message);
    expect(reply.text).toMatch(
      lang === 'it' ? /stanchezza|ha senso che tu ti senta/ : /tiredness|makes sense that you feel/,
    );
    expect((reply.text.match(/\?/g) ?? []).length).toBe(1);
    expect(reply.quickReplies ?? []).toEqual([]);
    expect(reply.text).not.toMatch(/Previsione negativa|fortune telling|talk it through|parlarne un po/i);
  });

  it('a question about whether things change is answered as a question', () => {
    expect(after('en', 'will anything ever change?').text).not.toMatch(
      /tiredness talking|comes almost by itself/,
    );
  });
});
