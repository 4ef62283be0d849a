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
    ['en', ['work is a lot lately', 'ok thank you, I feel a bit better now']],
    ['it', ['il lavoro mi pesa tanto ultimamente', 'ok grazie davvero, adesso mi sento un po meglio']],
    ['it', ['ho litigato con mia sorella', 'La ringrazio, mi è stato utile.']],
  ] as const)('%s: %j', (lang, turns) => {
    const r = last(lang, [...turns]);
    expect(r.text).not.toMatch(TASK);
    // Nothing happened yet: no "how did it go?".
    expect(r.text).not.toMatch(/com’è andata|how it went/);
    expect(r.text).toMatch(/[Ss]ono qui|io ci sono|qualcuno che ascolta|I’m here|I’ll be here|someone here/);
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

  it('trying to sleep now, with a "notte", is a goodnight, not a plan to say back', () => {
    const itR = last('it', [
      'sono le 2 e sono ancora sveglio, la testa gira su tutto quello che devo fare domani',
      'ok, ora provo a dormire. notte',
    ]);
    expect(itR.text).toMatch(/^Buonanotte/);
    expect(itR.text).not.toMatch(/\?|dormire\. notte/);
    const enR = last('en', ['I can’t switch my brain off tonight', 'ok I’m gonna try to sleep now, night']);
    expect(enR.text).toMatch(/^Goodnight/);
    expect(enR.text).not.toMatch(/\?/);
  });

  it('a plan to go to bed earlier is a plan, not a goodnight', () => {
    const r = last('en', [
      'I keep waking up at 4am',
      'I could try going to bed at the same time every night',
    ]);
    expect(r.text).toMatch(/going to bed at the same time every night|go to bed at the same time/);
  });
});

describe('a closing in the middle of a thought record', () => {
  const START = {
    it: [
      'Facciamo un diario dei pensieri',
      'Ieri in riunione il mio capo ha criticato la mia presentazione davanti a tutti',
    ],
    en: ['Let’s do a thought record', 'Yesterday my boss criticised my presentation in front of everyone'],
  } as const;
  /** The record's next steps: the thought, the emotion and its 0-100 intensity, the evidence. */
  const STEP = /\?|0 a 100|0 to 100|emozion|emotion|pensiero che|thought that|prove|evidence/i;

  it.each([
    ['it', 'grazie, per oggi basta'],
    ['it', 'ok ora devo andare'],
    ['it', 'grazie mille, buonanotte'],
    ['en', 'thanks, that’s enough for today'],
    ['en', 'I have to go now'],
    ['en', 'ok I gotta go, thanks'],
  ] as const)(
    '%s: "%s" closes warmly, says how to take the record up again, and asks no next step',
    (lang, close) => {
      const r = converse(lang, 'chat', [...START[lang], close]);
      const end = r.at(-1)!;
      expect(r[1]!.state.thoughtRecord?.step).toBe('thought');
      expect(end.text).not.toMatch(STEP);
      expect(end.text).toMatch(lang === 'it' ? /diario dei pensieri/ : /thought record/);
      // How to come back to it: the record is kept aside, at the step it had reached.
      expect(end.text).toMatch(lang === 'it' ? /«riprendiamo»/ : /“let’s continue”/);
      expect(end.state.pausedThoughtRecord?.step).toBe('thought');
      expect(end.text).toMatch(/sono qui|qualcuno che ascolta|I’m here|someone here/i);
      expect(end.state.thoughtRecord).toBeNull();
    },
  );

  it.each([
    ['it', 'grazie, ho pensato che sono un disastro', 'sono un disastro'],
    ['it', 'ho pensato: devo andare via di lì', 'devo andare via'],
    ['en', 'thanks, I thought I was useless', 'I was useless'],
    ['en', 'I thought I have to go and hide', 'I have to go and hide'],
  ] as const)(
    '%s: an answer with a thanks or a farewell in it, "%s", is the answer',
    (lang, answer, heard) => {
      const end = converse(lang, 'chat', [...START[lang], answer]).at(-1)!;
      expect(end.state.thoughtRecord?.step).toBe('emotion');
      expect(end.state.thoughtRecord?.thought).toContain(heard);
      expect(end.text).toMatch(/0 a 100|0 to 100/);
      expect(end.text).not.toMatch(/la prossima volta|next time/);
    },
  );

  it.each([
    ['it', 'grazie'],
    ['it', 'grazie mille'],
    ['en', 'thanks'],
    ['en', 'ok thank you'],
  ] as const)(
    '%s: a bare "%s" is welcomed and the same step asked again, not taken as the answer',
    (lang, thanks) => {
      const r = converse(lang, 'chat', [...START[lang], thanks]);
      const end = r.at(-1)!;
      expect(end.state.thoughtRecord?.step).toBe('thought');
      expect(end.state.thoughtRecord?.thought ?? '').toBe('');
      expect(end.text).toMatch(lang === 'it' ? /Figurati|Di niente/ : /welcome|Any time/);
      // The step's question again, the thought of that moment.
      expect(end.text.split('\n').at(-1)).toMatch(lang === 'it' ? /pensiero.*\?/ : /thought.*\?/);
    },
  );

  it('a closing outside a thought record is unchanged: no word of a record', () => {
    const it1 = last('it', ['sono in ansia per l esame', 'grazie, per oggi basta']);
    expect(it1.text).not.toMatch(/diario/);
    const en1 = last('en', ['I feel anxious about my exam', 'I have to go now']);
    expect(en1.text).not.toMatch(/thought record/);
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
    ['it', 'ieri in riunione ho detto una cosa stupida'],
    ['it', 'ieri in riunione ho detto una cosa stupida e ci ripenso sempre'],
    ['en', 'yesterday at the meeting I said something stupid'],
    ['en', 'yesterday I said something stupid at the meeting and I keep replaying it'],
  ] as const)('%s: a single dated moment, "%s", is still an episode', (_lang, text) => {
    expect(tellsEpisode(normalizeText(text).text)).toBe(true);
  });

  it('and is still asked about that moment', () => {
    expect(converse('it', 'chat', ['ieri in riunione ho detto una cosa stupida'])[0]!.text).toMatch(MOMENT);
    expect(converse('en', 'chat', ['yesterday at the meeting I said something stupid'])[0]!.text).toMatch(
      MOMENT,
    );
  });

  it.each([
    ['it', 'ripenso a tutto quello che ho detto'],
    ['it', 'ci ripenso sempre'],
    ['it', 'ogni sera ripenso alla riunione'],
    ['it', 'non smetto di pensare a cosa ho detto in riunione'],
    ['it', 'ogni volta che parlo in riunione ripenso a quello che ho detto'],
    ['en', 'I keep replaying everything I said'],
    ['en', 'I always go over what I said in meetings'],
    ['en', 'every time I talk to her I replay what I said'],
  ] as const)('%s: going over it again and again, "%s", is rumination, not an episode', (lang, text) => {
    expect(tellsEpisode(normalizeText(text).text)).toBe(false);
    const more =
      lang === 'it'
        ? ['il lavoro mi pesa', 'non mi va di uscire', 'mi sento giù']
        : ['work feels heavy', 'I don’t feel like going out', 'I feel low'];
    for (const r of converse(lang, 'chat', [text, ...more])) expect(r.text).not.toMatch(MOMENT);
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

describe('a goodbye remembers what is coming', () => {
  const bye = (lang: 'it' | 'en', before: string[], last: string) => converse(lang, 'chat', [...before, last]).at(-1)!.text;

  it('wishes luck for the exam or interview the person named with its day', () => {
    expect(bye('it', ['ho un esame martedì e sono in ansia', 'come faccio a concentrarmi?'], 'grazie mille')).toMatch(
      /In bocca al lupo per l’esame di martedì/,
    );
    expect(bye('en', ['my interview is tomorrow and I can’t stop shaking'], 'thanks, gotta go')).toMatch(
      /Good luck with the interview tomorrow/,
    );
  });

  it('is gentler for a medical visit, and says nothing of an event already past', () => {
    const visit = bye('it', ['giovedì ho la visita dal cardiologo e ci penso sempre'], 'ok grazie, buonanotte');
    expect(visit).toMatch(/la visita di giovedì vada nel modo più sereno possibile/);
    expect(visit).not.toMatch(/bocca al lupo/);
    const past = bye('en', ['the exam on Monday went badly', 'I keep replaying it'], 'thanks');
    expect(past).not.toMatch(/Good luck/);
  });

  it('"ok night", "appreciate it" and "this helped" close without a new task', () => {
    for (const last of ['ok night', 'appreciate it', 'thank you so much, this helped']) {
      const text = bye('en', ['work was a lot today'], last);
      expect(text, last).not.toMatch(/\?/);
      expect(text, last).not.toMatch(/exercise|one small thing|talk it through/i);
    }
    expect(bye('en', ['work was a lot today'], 'thank you so much, this helped')).toMatch(/helped|useful/);
  });
});

describe('a "ciao" at the end of a turn', () => {
  it('says goodbye: no new task', () => {
    const text = converse('it', 'chat', ['questo mese non ci sto dentro con le bollette', 'ok, meno peggio di prima. ciao']).at(-1)!.text;
    expect(text).not.toMatch(TASK);
  });

  it('alone, as the first word of a conversation, is a greeting, not a goodbye', () => {
    const [r] = converse('it', 'chat', ['ciao']);
    expect(r!.text).not.toMatch(/a presto|buonanotte|quando vorrai tornare/i);
  });
});

describe('a rehearsal is not the event', () => {
  it('luck is wished for the oral exam on Thursday, not for the rehearsal "come se fosse l’esame vero" tomorrow', () => {
    const text = converse('it', 'chat', [
      'giovedi ho l orale di diritto privato e mi blocco',
      'domani provo a ripetere davanti a mia sorella come se fosse l’esame vero',
      'ok grazie mille',
    ]).at(-1)!.text;
    expect(text).toMatch(/In bocca al lupo per l’orale di giovedì/);
    expect(text).not.toMatch(/di domani/);
  });
});
