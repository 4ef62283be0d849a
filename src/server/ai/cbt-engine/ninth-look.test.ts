/**
 * What another reading of the development conversations showed, each fixed and held here: a
 * diagnosis someone else received is told, not asked for; "how long has this been going on?" is
 * asked only about a trouble.
 */
import { describe, expect, it } from 'vitest';
import { DEV_BATTERY_8 } from './dev-battery-8';
import { answerQuestion } from './knowledge/index';
import { readEmotions } from './emotions';
import { normalize } from '../text/normalize';
import { converse } from './test-helpers';

const last = (lang: 'it' | 'en', messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('a diagnosis given to someone close is news told, not a request for one', () => {
  it.each([
    [
      'it',
      'la settimana scorsa alla nostra bambina di 4 anni hanno diagnosticato un disturbo dello spettro autistico',
      /autismo/,
    ],
    ['it', 'a mio padre hanno diagnosticato il Parkinson a marzo', /famiglia|padre|diagnosi/],
    ['en', 'my son was diagnosed with autism last month', /autism/],
  ] as const)('%s: «%s»', (lang, message, met) => {
    const text = last(lang, [message]);
    expect(text).not.toMatch(/Non posso fare diagnosi|I can’t (?:make|give) (?:a )?diagnos/);
    expect(text).toMatch(met);
  });

  it('asking for one still gets the honest no', () => {
    expect(last('it', ['secondo te ho un disturbo d’ansia? mi fai una diagnosi?'])).toMatch(
      /Non posso fare diagnosi/,
    );
  });
});

describe('"how long has this been going on?" is asked only about a trouble', () => {
  // The whole conversation up to the turn: what came before decides which question is due.
  const upTo = (id: string, turn: string) => {
    const turns = DEV_BATTERY_8.find((d) => d.id === id)!.turns.map(([, text]) => text);
    return turns.slice(0, turns.findIndex((t) => t.startsWith(turn)) + 1);
  };
  it.each([
    ['v-paura-volo-lisbona', 'Marta si siede vicino a me'],
    ['v-telefonate-ufficio', 'e mi scrivo su un post-it'],
  ])('%s: «%s…»', (id, turn) => {
    const messages = upTo(id, turn);
    expect(messages.at(-1)).toMatch(new RegExp(`^${turn}`));
    expect(last('it', messages)).not.toMatch(/Da quanto tempo va avanti così/);
  });

  it('and still asked when something weighs', () => {
    const asked = Array.from({ length: 8 }, (_, i) =>
      last('it', [`${'allora '.repeat(i)}mi sento triste e in ansia la sera, non so perché`]),
    ).some((t) => /Da quanto tempo va avanti così/.test(t));
    expect(asked).toBe(true);
  });
});

describe('a trouble of the person’s own is never turned away as off-topic', () => {
  const REFUSAL = /That’s not something I can help with/;
  it.each([
    "so I haven't filed taxes for 2 years. there's a shoebox of receipts under my bed and I literally cannot look at it",
    'failed STAT 1450 twice. third attempt or I lose my spot in the nursing program',
  ])('«%s»', (message) => {
    const text = last('en', [message]);
    expect(text).not.toMatch(REFUSAL);
    // Receipts under the bed are no sleep trouble.
    expect(text).not.toMatch(/sleep/);
  });

  it('a teacher of maths who is worn out is heard, not turned away', () => {
    expect(
      last('it', ['sono prof di matematica al liceo e i colloqui con i genitori mi distruggono']),
    ).not.toMatch(/Su questo non posso aiutarti/);
    expect(last('it', ["mi aiuti con un'equazione di matematica?"])).toMatch(/Su questo non posso aiutarti/);
  });

  it('a request for code is still declined', () => {
    expect(last('en', ['can you write me a python program?'])).toMatch(REFUSAL);
  });
});

describe('worry about the climate', () => {
  const CTX = { topics: [], recent: [], seed: 1 };
  it.each([
    ['en', 'is climate anxiety a real thing or am I just being dramatic?'],
    ['en', 'how do you keep any hope with climate change getting worse?'],
    ['en', 'is eco anxiety normal?'],
    ['it', "l'ansia climatica esiste davvero o sono io che esagero?"],
    ['it', 'è normale avere paura per il clima?'],
    ['it', 'come si convive con la crisi climatica senza impazzire?'],
  ] as const)('%s: «%s» is answered for what it is', (lang, q) => {
    expect(answerQuestion(q, lang, CTX)?.id).toBe('climate_anxiety');
  });

  it('«clima» as the mood of an office, and the weather, are something else', () => {
    expect(answerQuestion('che clima c’è in ufficio secondo te?', 'it', CTX)?.id).not.toBe('climate_anxiety');
    expect(answerQuestion('is the weather nice today?', 'en', CTX)?.id).not.toBe('climate_anxiety');
  });

  it('"the planet" is no plane: pushback about it never brings up turbulence', () => {
    const d = DEV_BATTERY_8.find((x) => x.id === 'v-climate-dread')!;
    const turns = d.turns.map(([, t]) => t);
    const upTo = turns.findIndex((t) => t.includes('planet burning'));
    expect(last('en', turns.slice(0, upTo + 1))).not.toMatch(/[Tt]urbulence|aircraft/);
  });
});

describe('a step added to the plan just made is part of the plan', () => {
  it.each([
    [
      'it',
      [
        'domani alle 9 faccio subito la chiamata più facile, quella al corriere',
        'e mi scrivo su un post-it le 3 cose da dire, tipo scaletta',
      ],
      /post-it/,
    ],
    [
      'en',
      ["I'll ask my sister to come with me on Saturday", "and I'll bring my headphones in case it gets loud"],
      /headphones/,
    ],
  ] as const)('%s: %j', (lang, messages, step) => {
    const reply = last(lang, [...messages]);
    expect(reply).toMatch(step);
    expect(reply).not.toMatch(/Da quanto tempo|How long/);
  });

  it('a habit or a fear after a plan is no step', () => {
    for (const then of ['e scrivo sempre tutto io', 'e ho paura di bloccarmi'])
      expect(last('it', ['domani chiamo il corriere alle 9', then])).not.toMatch(
        /Quello che proponi|Hai trovato da te/,
      );
  });
});

describe('Italian verbs said back as they are written', () => {
  it.each([
    ["e se le proponessi di organizzarle io l'addio al nubilato qui?", /proporle di organizzarle tu/],
    ['e se gli scrivessi stasera?', /scrivergli stasera/],
    ['e se gli facessi una sorpresa?', /fargli una sorpresa/],
  ])('«%s»', (plan, back) => {
    const text = last('it', ['la mia amica si sposa e sono in ansia', plan]);
    expect(text).toMatch(back);
    expect(text).not.toMatch(/proponer|scrivegli|fagli una/);
  });

  it('«mi avevate detto…» is said to the companion, never echoed as «ti avevate detto»', () => {
    expect(last('it', ['oggi ho avuto ansia al lavoro', 'mi avevate detto di respirare'])).not.toMatch(
      /ti avevate/,
    );
  });

  it('«non mi dica…» is said to the companion, never echoed as «non ti dica»', () => {
    const text = last('it', [
      'la sera guardo le notizie fino a tardi',
      'non mi dica di non guardare le notizie, il mondo non sparisce se chiudo gli occhi',
    ]);
    expect(text).not.toMatch(/ti dica/);
  });
});

describe('the body’s signs of fear and a harsh word about oneself are heard as feelings', () => {
  it.each([
    ['it', 'adesso quando sento la sua porta mi viene il batticuore', 'anxiety'],
    ['it', 'solo il rumore del trapanino mi fa sudare le mani', 'anxiety'],
    ['it', 'cuore a mille, mani che formicolavano, pensavo di svenire davanti a tutti', 'anxiety'],
    ['it', 'quando ho il microfono in mano la testa va in bianco', 'anxiety'],
    ['en', 'every twinge i google it and then i spiral', 'anxiety'],
    ['en', 'i always go blank when they ask "tell me about a time when..."', 'anxiety'],
    ['en', 'same every year. receipts in a shoebox, i feel like an idiot', 'shame'],
    ['it', 'al supermercato vedo le sue caramelle alla menta e mi viene un groppo', 'sadness'],
  ] as const)('%s: «%s»', (lang, message, feeling) => {
    expect(readEmotions(normalize(message)).emotions).toContain(feeling);
    expect(last(lang, ['ciao', message]).split('\n')[0]).not.toMatch(
      /^(?:Ti seguo\.|Va bene, sono qui\.|Capisco, grazie di avermelo raccontato\.|I’m with you\.|Okay, I’m here\.|I see, thank you for telling me\.)$/,
    );
  });
});

describe('a noun after an elided article is never turned into a verb', () => {
  it('«l’arco trema sulle note lunghe» is not said back as «l’archi trema»', () => {
    const turns = DEV_BATTERY_8.find((d) => d.id === 'v-saggio-violino')!.turns.map(([, t]) => t);
    const upTo = turns.findIndex((t) => t.startsWith("l'arco trema"));
    expect(upTo).toBeGreaterThan(0);
    expect(last('it', turns.slice(0, upTo + 1))).not.toMatch(/archi trema/);
  });
});

describe('a tight chest told in passing gets the pointer to a doctor', () => {
  it.each([
    'had another one of those episodes last night, heart pounding, chest tight, thought I was dying',
    'my chest hurts every time I have to present',
  ])('«%s»', (message) => {
    const text = last('en', ['work has been a lot lately', message]);
    expect(text).toMatch(/\bGP\b/);
    expect(text).toMatch(/112/);
  });
});

describe('a decision that changes a life is met as such, not scheduled as a small step', () => {
  it.each([
    ['it', 'ho deciso di lasciarlo'],
    ['it', 'ho deciso di licenziarmi, non ce la faccio più con quel capo'],
    ['en', "I've decided to leave him"],
    ['en', "I've decided to quit my job"],
  ] as const)('%s: «%s»', (lang, message) => {
    const text = last(lang, [message]);
    expect(text).toMatch(/decisione grande|big decision/);
    expect(text).not.toMatch(/in che giorno|quando potresti farlo|which day|when could you/i);
  });

  it('a small decision is still a plan', () => {
    expect(last('it', ['ho deciso di lasciare il telefono fuori dalla camera'])).not.toMatch(
      /decisione grande/,
    );
  });
});

describe('something sent back by someone else is no procrastination of the person’s', () => {
  it('«il capo mi ha rimandato indietro il report» is not met as putting things off', () => {
    const text = last('it', ['fantastico, il capo mi ha rimandato indietro il report per la terza volta']);
    expect(text).not.toMatch(/Rimandare qualcosa che conta/);
  });

  it('«rimando sempre la tesi» still is', () => {
    expect(last('it', ['rimando sempre la tesi'])).toMatch(/Rimandare qualcosa che conta/);
  });
});
