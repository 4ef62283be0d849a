// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectDistortions, DISTORTION_INFO, DISTORTION_THRESHOLD, guessLang } from './distortions';
import { DISTORTION_IDS, type DistortionId, type Lang } from './types';

/** Examples written for the tests (not taken from the eval set). */
const EXAMPLES: Record<DistortionId, Record<Lang, string[]>> = {
  all_or_nothing: {
    it: [
      'Se la cena non viene perfetta, è un fallimento totale',
      'O prendo il lavoro dei miei sogni o non valgo niente',
    ],
    en: [
      'Either I get the job of my dreams or I am worthless',
      'The cake cracked, so the whole party is completely ruined',
    ],
  },
  catastrophizing: {
    it: [
      'Se mi licenziano finirò sotto un ponte',
      'E se mi viene un malore in metropolitana e nessuno mi aiuta?',
    ],
    en: ['If I stumble during the speech my career is over', 'What if the lump is cancer and I die?'],
  },
  overgeneralization: {
    it: ['Ogni volta che mi apro con qualcuno finisce male', 'Con le amiche va sempre a finire così'],
    en: ['Every time I try to cook something it goes wrong', 'Nobody ever calls me back'],
  },
  mind_reading: {
    it: [
      'La mia vicina non mi ha salutato, sicuramente ce l\u2019ha con me',
      'I colleghi pensano che io sia lenta',
    ],
    en: [
      'My sister did not text back, she must be angry with me',
      'I know exactly what my manager thinks of my work',
    ],
  },
  fortune_telling: {
    it: ['Al colloquio andrà malissimo', 'Non troverò mai una casa che posso permettermi'],
    en: ['The date is going to go badly', "I'll never get promoted"],
  },
  should_statements: {
    it: ['Dovrei essere sempre di buon umore con i clienti', 'Avrei dovuto accorgermene prima'],
    en: ['I should be able to cope with this by now', 'I should never make mistakes at work'],
  },
  labeling: {
    it: ['Sono un totale fallimento', 'Che imbranata che sono'],
    en: ["I'm such a loser", 'What an idiot I am'],
  },
  personalization: {
    it: ['Mia madre è giù ed è colpa mia', 'Il progetto è fallito per causa mia'],
    en: ['My friend is upset and it is my fault', 'The meeting went badly because of me'],
  },
  emotional_reasoning: {
    it: [
      'Mi sento un peso, quindi devo esserlo',
      'Se ho così paura vuol dire che sta per succedere qualcosa',
    ],
    en: [
      'I feel worthless, so I must be worthless',
      'If I feel this nervous it must mean something bad will happen',
    ],
  },
  mental_filter: {
    it: [
      'Mi hanno fatto tanti complimenti ma penso solo a quella critica',
      'Della gita ricordo solo la pioggia',
    ],
    en: [
      'The party was great but all I can think about is the awkward moment',
      'I only remember the one mistake I made',
    ],
  },
  discounting_positive: {
    it: ['Ho vinto il premio, ma è stata solo fortuna', 'Mi hanno lodato solo per gentilezza'],
    en: ['I got the scholarship but it was just luck', 'They only said it to be nice'],
  },
};

const NONE: Record<Lang, string[]> = {
  it: [
    'Domani vado dal dentista alle dieci',
    'Devo comprare il pane',
    'Sono un po\u2019 stanca ma va bene',
    'Tutti i venerdì vado in piscina',
    'Oggi ho fatto una bella passeggiata',
  ],
  en: [
    'I am going to the dentist tomorrow at ten',
    'I have to buy bread',
    'A bit tired but fine',
    'Every Friday I go swimming',
    'I had a nice walk today',
  ],
};

describe('detectDistortions', () => {
  for (const id of DISTORTION_IDS) {
    for (const lang of ['it', 'en'] as const) {
      it.each(EXAMPLES[id][lang])(`${id} (${lang}): %s`, (text) => {
        const found = detectDistortions(text, lang);
        expect(found.map((f) => f.id)).toContain(id);
        const hit = found.find((f) => f.id === id)!;
        expect(hit.score).toBeGreaterThanOrEqual(DISTORTION_THRESHOLD);
        expect(hit.score).toBeLessThanOrEqual(1);
        expect(hit.evidence.length).toBeGreaterThan(0);
        expect(text).toContain(hit.evidence);
      });
    }
  }

  for (const lang of ['it', 'en'] as const) {
    it.each(NONE[lang])(`none (${lang}): %s`, (text) => {
      expect(detectDistortions(text, lang)).toEqual([]);
    });
  }

  it('sorts by score, strongest first', () => {
    const found = detectDistortions(
      'Sono un fallito, non ce la farò mai e tutti pensano che sia inutile',
      'it',
    );
    expect(found.length).toBeGreaterThan(1);
    for (let i = 1; i < found.length; i++)
      expect(found[i - 1]!.score).toBeGreaterThanOrEqual(found[i]!.score);
  });

  it('a denial softens the cue', () => {
    expect(detectDistortions('Non sono un fallito', 'it')).toEqual([]);
    expect(detectDistortions("I'm not a failure", 'en')).toEqual([]);
  });

  it('is deterministic and guesses the language when not given', () => {
    const t = 'I always ruin everything';
    expect(detectDistortions(t)).toEqual(detectDistortions(t, 'en'));
    expect(guessLang('non so cosa fare con il mio lavoro')).toBe('it');
    expect(guessLang('i do not know what to do with my job')).toBe('en');
  });

  it('never throws', () => {
    for (const x of [undefined, null, '', '((((', '\u0000', 'x'.repeat(50000)])
      expect(() => detectDistortions(x as string)).not.toThrow();
  });

  it('is fast', () => {
    const all = Object.values(EXAMPLES).flatMap((e) => [...e.it, ...e.en]);
    const t0 = performance.now();
    for (let i = 0; i < 10; i++) for (const t of all) detectDistortions(t);
    expect((performance.now() - t0) / (10 * all.length)).toBeLessThan(2);
  });
});

describe('distortion explanations', () => {
  it('are complete in both languages', () => {
    for (const id of DISTORTION_IDS) {
      for (const lang of ['it', 'en'] as const) {
        const info = DISTORTION_INFO[id][lang];
        expect(info.name.length).toBeGreaterThan(3);
        expect(info.description.length).toBeGreaterThan(20);
        expect(info.balancedExample.length).toBeGreaterThan(20);
        expect(info.questions.length).toBeGreaterThanOrEqual(2);
        expect(info.questions.length).toBeLessThanOrEqual(3);
        for (const q of info.questions) expect(q.trim().endsWith('?')).toBe(true);
      }
    }
  });
});
