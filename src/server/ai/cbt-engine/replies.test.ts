// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DISTORTION_IDS, type Lang, type LibraryItem } from '../types';
import { balancedOptions } from './balanced';
import { builtinReply } from './index';
import { GENERIC_BALANCED } from './templates/balanced';
import { converse, LIBRARY } from './test-helpers';

/** Every alternative thought the engine may offer, in both languages. */
const ALTERNATIVES = (['it', 'en'] as Lang[]).flatMap((lang) => [
  ...DISTORTION_IDS.flatMap((id) => balancedOptions(id, lang)),
  ...GENERIC_BALANCED[lang],
]);

describe('replies that do not feel templated', () => {
  it('never offers the same alternative thought twice in a conversation', () => {
    for (const [lang, message] of [
      ['it', 'Sono un fallito, sbaglio sempre tutto e non combino mai niente di buono'],
      ['en', 'I am such a failure, I always get everything wrong and never do anything right'],
    ] as const) {
      const replies = converse(
        lang,
        'chat',
        Array.from({ length: 8 }, () => message),
      );
      const offered = replies.flatMap((r) => ALTERNATIVES.filter((a) => r.text.includes(a)));
      expect(offered.length, lang).toBeGreaterThan(2);
      expect(new Set(offered).size, lang).toBe(offered.length);
    }
  });

  it('a thought record that ran out of hints asks for the person\u2019s own words instead of repeating one', () => {
    const replies = converse('it', 'chat', [
      ...Array.from({ length: 6 }, () => 'Sono un fallito, sbaglio sempre tutto'),
      'Facciamo un diario dei pensieri',
      'Ieri ho sbagliato una consegna al lavoro',
      'Sono un fallito',
      'vergogna, 80',
      'Il capo me lo ha fatto notare',
      'Di solito le consegne le faccio bene',
      'non lo so',
    ]);
    const offered = replies.flatMap((r) => ALTERNATIVES.filter((a) => r.text.includes(a)));
    expect(new Set(offered).size).toBe(offered.length);
    expect(replies.at(-1)!.state.thoughtRecord?.step).toBe('balanced');
  });

  it('"sì" one message after the thought-record offer still starts it', () => {
    for (const [lang, first, between, yes] of [
      [
        'it',
        'Sono un fallito, non combino mai niente di buono',
        'Non so, è tutto un po\u2019 confuso',
        'ok va bene',
      ],
      ['it', 'Sono un fallito, non combino mai niente di buono', 'Oggi al lavoro è stata dura', 'sì'],
      ['en', 'I am such a failure, I never get anything right', 'I guess it has been a long week', 'yes'],
    ] as const) {
      const r = converse(lang, 'chat', [first, between, yes]);
      expect(r[0]!.state.pendingOffer, first).toBe('thought_record');
      expect(r[2]!.state.thoughtRecord?.step, `${between} / ${yes}`).toBe('situation');
    }
  });

  it('the offer does not last for ever: two messages later a "sì" is just a "sì"', () => {
    const r = converse('it', 'chat', [
      'Sono un fallito, non combino mai niente di buono',
      'Oggi al lavoro è stata dura',
      'Anche ieri, a dire il vero',
      'sì',
    ]);
    expect(r[0]!.state.pendingOffer).toBe('thought_record');
    expect(r[3]!.state.thoughtRecord).toBeNull();
  });
});

describe('putting things off is never answered with panic material', () => {
  const PANIC: LibraryItem[] = [
    {
      kind: 'resource',
      slug: 'panic-attack-first-aid',
      title: 'Durante un attacco di panico: che cosa fare',
      category: 'anxiety',
      tags: ['panico', 'ansia', 'respiro', 'crisi'],
    },
    {
      kind: 'resource',
      slug: 'panic-attacks-explained',
      title: 'Panic attacks: understanding them so you fear them less',
      category: 'anxiety',
      tags: ['panic', 'anxiety', 'breathing', 'fear'],
    },
    {
      kind: 'exercise',
      slug: 'tiny-steps-ladder',
      title: 'La scala dei piccoli passi',
      category: 'behavioural_activation',
    },
  ];
  const library = [...LIBRARY, ...PANIC];
  const PROCRASTINATION: Record<Lang, string[]> = {
    it: [
      'rimando sempre tutto',
      'Rimando sempre tutto e poi mi viene l\u2019ansia',
      'procrastino sempre, cosa posso fare?',
      'Come posso smettere di rimandare le cose?',
    ],
    en: [
      'I keep putting things off',
      'I keep putting things off and then I get anxious',
      'I procrastinate all the time, what can I do?',
    ],
  };

  for (const lang of ['it', 'en'] as Lang[]) {
    it(`${lang}: in the chat and in the free question, no panic attack in the text or the suggestions`, () => {
      for (const message of PROCRASTINATION[lang]) {
        for (const feature of ['chat', 'custom'] as const) {
          const r = builtinReply({ feature, lang, message, history: [], state: null, library });
          expect(r.text, `${feature}: ${message}`).not.toMatch(/panic/i);
          expect(r.suggestions.map((s) => s.slug).join(' '), `${feature}: ${message}`).not.toMatch(/panic/);
        }
      }
    });
  }

  it('someone who describes panic does get it', () => {
    const r = builtinReply({
      feature: 'custom',
      lang: 'it',
      message: 'Ieri ho avuto un attacco di panico, il cuore mi batteva a mille',
      history: [],
      state: null,
      library,
    });
    expect(r.suggestions[0]?.slug).toMatch(/panic/);
  });
});

describe('the writing module with a short draft', () => {
  const compose = (lead: string, topic: string, draft: string) => `${topic}\n\n${lead}\n${draft}`;

  it('starts from the person\u2019s own words instead of the generic prompt, in both languages', () => {
    const italian = builtinReply({
      feature: 'writing',
      lang: 'it',
      message: compose(
        'Quello che ho scritto finora:',
        'Mia sorella',
        'Oggi mi sono sentita sola anche a tavola con lei. Non so spiegare perché mi succede.',
      ),
      history: [],
      state: null,
    }).text;
    expect(italian).toMatch(/«Oggi mi sono sentita sola anche a tavola con lei»/);
    expect(italian).toMatch(/Riparti da «Non so spiegare perché mi succede»/);
    expect(italian).toMatch(/solitudine/);
    expect(italian).not.toMatch(/Ecco una proposta di scrittura espressiva/);
    const en = builtinReply({
      feature: 'writing',
      lang: 'en',
      message: compose(
        'What I have written so far:',
        'My job',
        'I keep telling myself I should be better at this. I am such an idiot.',
      ),
      history: [],
      state: null,
    }).text;
    expect(en).toMatch(/"I keep telling myself I should be better at this"/);
    expect(en).toMatch(/rewrite them the way someone who loves you would say them/);
    expect(en).not.toMatch(/Here\u2019s an expressive writing exercise/);
  });
});
