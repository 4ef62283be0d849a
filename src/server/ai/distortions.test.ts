// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectDistortions, DISTORTION_INFO, DISTORTION_THRESHOLD, guessLang } from './distortions';
import { DISTORTION_IDS, type DistortionId, type Lang } from './types';

/** Messages written for these tests (not taken from the training data nor from any evaluation set). */
const EXAMPLES: Record<DistortionId, Record<Lang, string[]>> = {
  all_or_nothing: {
    it: ['Se la cena non viene perfetta, è un fallimento totale', 'o prendo 110 o la laurea nn vale niente'],
    en: ['Either I get the job of my dreams or I am worthless', 'one bad grade and the whole year is wasted'],
  },
  catastrophizing: {
    it: ['Se mi licenziano finirò sotto un ponte', 'e se mi viene un malore in metro e nessuno mi aiuta?'],
    en: ['If I stumble during the speech my career is over', 'What if the lump is cancer and I die?'],
  },
  overgeneralization: {
    it: ['Ogni volta che mi apro con qualcuno finisce male', 'sbaglio sempre tutto, non ne azzecco mai una'],
    en: ['Every time I try to cook something it goes wrong', 'Nobody ever calls me back'],
  },
  mind_reading: {
    it: [
      'La mia vicina non mi ha salutato, sicuramente ce l’ha con me',
      'I colleghi pensano che io sia lenta',
    ],
    en: [
      'My sister did not text back, she must be angry with me',
      'everyone at the dinner thought i was boring',
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
    it: ['Sono un totale fallimento', 'che imbranata che sono'],
    en: ["I'm such a loser", 'What an idiot I am'],
  },
  personalization: {
    it: ['Mia madre è giù ed è colpa mia', 'Il progetto è fallito per causa mia'],
    en: ['My friend is upset and it is my fault', 'dinner was a mess and it was all because of me'],
  },
  emotional_reasoning: {
    it: ['Mi sento una fallita, quindi lo sono', 'Se ho così paura vuol dire che sta per succedere qualcosa'],
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

/** Ordinary messages: facts, feelings told as they are, sadness that fits what happened. */
const NONE: Record<Lang, string[]> = {
  it: [
    'Domani vado dal dentista alle dieci',
    'Devo comprare il pane',
    'Sono un po’ stanca ma va bene',
    'Tutti i venerdì vado in piscina',
    'sono triste perché il mio cane è malato',
    'mi manca mio padre, oggi era il suo compleanno',
    'il colloquio non è andato benissimo, alcune domande mi hanno spiazzato',
  ],
  en: [
    'I am going to the dentist tomorrow at ten',
    'A bit tired but fine',
    'Every Friday I go swimming',
    "I'm sad because my dog is sick",
    'i miss my dad, today would have been his birthday',
    "the interview didn't go great, a couple of questions threw me",
  ],
};

/** Questions put to the companion: never answered with a trap. */
const QUESTIONS: Record<Lang, string[]> = {
  it: [
    'cosa vuol dire catastrofizzare?',
    'mi spieghi cos’è la lettura del pensiero',
    'come faccio a smettere di pensare che sono un fallito?',
    'perché sbaglio sempre tutto?',
    'è normale sentirsi in colpa dopo aver detto di no?',
    'e se provassi a parlargli domani?',
  ],
  en: [
    'what does all-or-nothing thinking mean?',
    'how do I stop thinking I always ruin everything?',
    'is it normal to feel guilty after saying no?',
    'can you explain what labeling is',
    'what if I just ask her?',
  ],
};

/** Constructive plans and next steps: never answered with a trap. */
const PLANS: Record<Lang, string[]> = {
  it: [
    'forse potrei chiedere a mio fratello di contribuire',
    'domani provo a parlare con il capo del carico di lavoro',
    'ho deciso di chiamare una psicologa, ho già il numero',
    'la prossima volta che mi agito provo a respirare piano',
  ],
  en: [
    'maybe I could ask my brother to chip in',
    "I'll try to talk to my sister about it this weekend",
    "I'm going to ask my manager for an extension",
  ],
};

function ids(text: string, lang?: Lang): DistortionId[] {
  return detectDistortions(text, lang).map((d) => d.id);
}

describe('detectDistortions', () => {
  for (const id of DISTORTION_IDS) {
    for (const lang of ['it', 'en'] as const) {
      it.each(EXAMPLES[id][lang])(`names ${id} (${lang}): %s`, (text) => {
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

  it('reads «nessuno mi vorrà più» as a prediction about everyone, for ever', () => {
    for (const text of ['nessuno mi vorrà più', 'nessuno mi vorra piu', 'no one will ever want me again']) {
      const found = ids(text);
      expect(found.some((id) => id === 'overgeneralization' || id === 'fortune_telling')).toBe(true);
    }
  });

  for (const lang of ['it', 'en'] as const) {
    it.each(NONE[lang])(`names nothing in an ordinary message (${lang}): %s`, (text) => {
      expect(detectDistortions(text, lang)).toEqual([]);
    });
    it.each(QUESTIONS[lang])(`names nothing in a question (${lang}): %s`, (text) => {
      expect(detectDistortions(text, lang)).toEqual([]);
      expect(detectDistortions(text)).toEqual([]);
    });
    it.each(PLANS[lang])(`names nothing in a plan (${lang}): %s`, (text) => {
      expect(detectDistortions(text, lang)).toEqual([]);
      expect(detectDistortions(text)).toEqual([]);
    });
  }

  it('still reads the statement beside a question, and quotes the statement', () => {
    const found = detectDistortions('Sono proprio un fallito. Cosa posso fare?', 'it');
    expect(found.map((f) => f.id)).toContain('labeling');
    expect(found[0]!.evidence).not.toContain('Cosa posso fare');
  });

  it('still reads a worry phrased as a question, and what follows the "but" of a plan', () => {
    expect(ids('e se perdo il lavoro e finisco in mezzo a una strada?', 'it')).toContain('catastrophizing');
    expect(ids("I'll try to talk to her, but she'll never listen to me", 'en').length).toBeGreaterThan(0);
    expect(ids('ci provo a parlarci ma tanto andrà malissimo', 'it').length).toBeGreaterThan(0);
  });

  it('a denial is not the trap it denies', () => {
    expect(ids('non sono un idiota', 'it')).not.toContain('labeling');
    expect(ids("I'm not a loser", 'en')).not.toContain('labeling');
  });

  it('sorts by score, strongest first, and names at most three traps', () => {
    const found = detectDistortions(
      'Sono un fallito, non ce la farò mai e tutti pensano che sia inutile',
      'it',
    );
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < found.length; i++)
      expect(found[i - 1]!.score).toBeGreaterThanOrEqual(found[i]!.score);
  });

  it('is deterministic and guesses the language when not given', () => {
    const t = 'I always ruin everything';
    expect(detectDistortions(t)).toEqual(detectDistortions(t, 'en'));
    expect(guessLang('non so cosa fare con il mio lavoro')).toBe('it');
    expect(guessLang('i do not know what to do with my job')).toBe('en');
  });

  it('never throws', () => {
    for (const x of [
      undefined,
      null,
      '',
      '((((',
      '\u0000',
      '???',
      'x'.repeat(50000),
      'sono un disastro. '.repeat(400),
    ])
      expect(() => detectDistortions(x as string)).not.toThrow();
    expect(detectDistortions('')).toEqual([]);
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
