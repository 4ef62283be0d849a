import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text/normalize';
import { tellsEpisode } from './episode';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', turns: string[]) => converse(lang, 'chat', turns).at(-1)!;
/** A new task: a question, a rating, a written step or a "how did it go?" before anything happened. */
const TASK = /\?|0 a 10|0 to 10|scrivi|write|esercizio|exercise|diario|thought record/i;

describe('a closing gets a short warm close, no new task', () => {
  it.each([
    ['it', ['sono stanca e stressata per il lavoro', 'ok grazie, a domani']],
    ['it', ['sono in ansia per l esame', 'va bene così per oggi']],
    ['it', ['mi sento giù', 'grazie mille, mi hai aiutato']],
    ['en', ['I feel anxious about my exam', 'thanks, that helps']],
    ['en', ['I’m sad', 'thank you, I feel a bit better']],
    ['en', ['work is a lot lately', 'that’s all for today, thanks']],
  ] as const)('%s: %j', (lang, turns) => {
    const r = last(lang, [...turns]);
    expect(r.text).not.toMatch(TASK);
    // Nothing happened yet: no "how did it go?".
    expect(r.text).not.toMatch(/com’è andata|how it went/);
    expect(r.text).toMatch(/sono qui|io ci sono|qualcuno che ascolta|I’m here|I’ll be here|someone here/);
    expect(r.quickReplies).toBeUndefined();
  });

  it('an open plan is what the person takes away, in their words, with an invitation to come back', () => {
    const it1 = last('it', [
      'il mio capo mi ha criticato in riunione',
      'potrei chiedergli un incontro venerdì',
      'grazie, ci provo',
    ]);
    expect(it1.text).toMatch(/chiedergli un incontro venerdì/);
    expect(it1.text).not.toMatch(/\?/);
    const en1 = last('en', [
      'I can’t sleep and I keep thinking about work',
      'I could leave my phone in the kitchen',
      'I’ll try that, goodnight',
    ]);
    expect(en1.text).toMatch(/^Goodnight/);
    expect(en1.text).toMatch(/leave your phone in the kitchen/);
    expect(en1.text).not.toMatch(/\?/);
  });

  it('a closing with a worry in it is answered as the worry', () => {
    expect(last('it', ['mi sento sola', 'grazie, però ho ancora paura']).text).toMatch(/paura|ansia/);
    expect(last('en', ['I feel alone', 'thanks, but I am still scared']).text).toMatch(
      /scared|fear|anxi|worr/i,
    );
  });

  it('a plan to go to bed earlier is a plan, not a goodnight', () => {
    const r = last('en', [
      'I keep waking up at 4am',
      'I could try going to bed at the same time every night',
    ]);
    expect(r.text).toMatch(/going to bed at the same time every night|go to bed at the same time/);
  });
});

describe('few words in a row: the menu of choices once, then something else', () => {
  const MENU =
    /(?:parlarne un po’|solo sfogarti|capire perché|un’idea pratica|talk it through|just vent|understand why|a practical idea)/i;

  it.each([
    ['it', ['oggi giornata storta', 'boh', 'sì', 'no', 'boh', 'mah', 'non so']],
    ['en', ['bad day', 'yes', 'no', 'idk', 'meh', 'dunno']],
  ] as const)('%s: never the same menu twice', (lang, turns) => {
    const r = converse(lang, 'chat', [...turns]);
    expect(r.filter((x) => MENU.test(x.text))).toHaveLength(1);
    expect(new Set(r.map((x) => x.text)).size).toBe(r.length);
  });

  it.each([
    ['it', 'sono stanca per il lavoro', ['boh', 'non so', 'mah'], /stanchezza/, ['Sì', 'No']],
    ['en', 'I feel so lonely since I moved', ['idk', 'dunno', 'meh'], /loneliness/, ['Yes', 'No']],
  ] as const)(
    '%s: the second is tied to what they said, the third a yes-or-no question',
    (lang, first, lows, tie, yesNo) => {
      const r = converse(lang, 'chat', [first, ...lows]);
      expect(r[1]!.text).toMatch(MENU);
      expect(r[2]!.text).not.toMatch(MENU);
      expect(r[2]!.text).toMatch(tie);
      expect(r[3]!.text.match(/\?/g)).toHaveLength(1);
      expect(r[3]!.quickReplies).toEqual(yesNo);
    },
  );

  it('a yes to that question is met with an invitation to tell, a no with staying', () => {
    const yes = converse('it', 'chat', ['oggi giornata storta', 'boh', 'boh', 'boh', 'sì']).at(-1)!;
    expect(yes.text).toMatch(/Raccontamelo|Scrivi pure/);
    const no = converse('en', 'chat', ['bad day', 'idk', 'idk', 'idk', 'no']).at(-1)!;
    expect(no.text).toMatch(/stay like this|no need to force/);
  });
});

describe('"the first thought in that moment" only after an episode', () => {
  const MOMENT =
    /primo pensiero|Cosa hai pensato di te|mentre succedeva|first thought|think about yourself, right after|while it was happening/;

  it.each([
    ['it', 'ho litigato con mia madre al telefono'],
    ['it', 'il mio capo mi ha criticato davanti a tutti in riunione'],
    ['en', 'I had a fight with my sister yesterday'],
    ['en', 'my boss yelled at me in the meeting'],
  ] as const)('%s: "%s" tells an episode', (_lang, text) => {
    expect(tellsEpisode(normalizeText(text).text)).toBe(true);
  });

  it.each([
    ['it', 'sono sempre stanca e stressata'],
    ['it', 'mi sento sola da quando mi sono trasferita'],
    ['it', 'oggi sono agitata'],
    ['en', 'I feel stressed and tired today'],
    ['en', 'my son is fifteen and barely talks to me'],
    ['en', 'things are a bit better lately'],
  ] as const)(
    '%s: "%s" does not, and no reply over a conversation asks about "that moment"',
    (lang, text) => {
      expect(tellsEpisode(normalizeText(text).text)).toBe(false);
      // Several statements of the kind, so the rotation reaches the question move.
      const more =
        lang === 'it'
          ? ['il lavoro mi pesa', 'non mi va di uscire', 'mi sento giù']
          : ['work feels heavy', 'I don’t feel like going out', 'I feel low'];
      for (const r of converse(lang, 'chat', [text, ...more])) expect(r.text).not.toMatch(MOMENT);
    },
  );
});
