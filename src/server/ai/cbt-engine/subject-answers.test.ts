import { describe, expect, it } from 'vitest';
import { DEV_BATTERY, DEV_DIALOGUES } from './dev-dialogues';
import { converse } from './test-helpers';
import { turnAgreement } from './turn-agreement';

const last = (lang: 'it' | 'en', turns: string[]) => converse(lang, 'chat', turns).pop()!.text;

describe('a question gets an answer on its own subject', () => {
  it('waking at 4 is answered about waking early, not about sleep in general', () => {
    const it_ = last('it', ['sono molto stressata', 'perché mi sveglio sempre alle 4?']);
    expect(it_).toMatch(/all’alba|alle 4|verso le 4/);
    expect(it_).toMatch(/ora|orologio|quaderno/);
    const en = last('en', ['work is crazy', 'why do I wake up so early when I am stressed?']);
    expect(en).toMatch(/4 or 5|dawn|4 a\.m\./);
    expect(en).toMatch(/clock|notebook/);
  });

  it('"is she angry with me?" is answered about the silence, not the last topic', () => {
    const it_ = last('it', ['dormo male', 'la mia amica non mi scrive', 'secondo te ce l ha con me?']);
    expect(it_).toMatch(/silenzio|chiedere|chiedi/);
    expect(it_).not.toMatch(/sonno|dormire/);
    const en = last('en', [
      'I sleep badly',
      'my friend has gone quiet',
      'do you think she is angry with me?',
    ]);
    expect(en).toMatch(/silence|ask/);
    expect(en).not.toMatch(/sleep/);
  });

  it('a yes-or-no question no entry fits names its subject in the person’s words', () => {
    const it_ = last('it', ['ho litigato con Marco', 'secondo te è colpa della distanza?']);
    expect(it_).toMatch(/è colpa della distanza/);
    const en = last('en', ['I argued with Mark', 'is it because of what I said?']);
    expect(en).toMatch(/it is because of what you said/);
  });

  it('writing thoughts down, grief for a pet and parents who argue have answers of their own', () => {
    expect(last('it', ['ciao', 'a cosa serve scrivere i pensieri?'])).toMatch(/scritt|[Ss]criver|carta/);
    expect(last('en', ['hi', 'is it silly to grieve this much for a pet?'])).toMatch(/pet|grief/);
    expect(last('it', ['i miei genitori litigano sempre', 'cosa posso fare quando litigano?'])).toMatch(
      /genitori|arbitro|in mezzo/,
    );
  });
});

describe('the reflection says the person’s words back without pasting them', () => {
  it('a long sentence with no feeling word is paraphrased in the second person, not quoted', () => {
    const it_ = last('it', ['la mia amica non mi risponde da giorni']);
    expect(it_).not.toMatch(/«la mia amica/);
    const en = last('en', ['my friend ignores me']);
    expect(en).not.toMatch(/“my friend ignores me”/);
    expect(en).toMatch(/your friend ignores you/);
  });

  it('a short phrase is quoted only when it carries the person’s feeling word', () => {
    for (const text of [last('it', ['dormo male']), last('en', ['the bus was late again today'])]) {
      expect(text).not.toMatch(/[«“]/);
    }
    expect(last('it', ['dormo male'])).toMatch(/dormi male/);
  });

  it('a clause the rules cannot turn to the second person is not said back in the first', () => {
    const reply = last('it', ['non dormo bene', 'la sera guardo il telefono fino a tardi']);
    expect(reply).not.toMatch(/guardo il telefono/);
    expect(last('it', ['non dormo bene', 'e se non mi addormento lo stesso?'])).not.toMatch(/lo stessi/);
  });

  it('a feeling the person named is not named a second time beside their own words', () => {
    for (const [lang, turns, twice] of [
      ['it', ['oggi giornata storta', 'boh', 'sono stanca'], /sei stanca.*stanchezza/],
      ['en', ['I feel low', 'idk', "I'm tired"], /you.re tired.*tiredness/],
    ] as const)
      expect(last(lang, [...turns])).not.toMatch(twice);
  });

  it('a quote, when there is one, is six words at most', () => {
    const texts = [
      last('it', ['oggi mi sento davvero sola e triste']),
      last('en', ['today I feel really lonely and sad']),
    ];
    for (const t of texts)
      for (const m of t.matchAll(/[«“]([^»”]+)[»”]/gu))
        expect(m[1]!.split(/\s+/).length).toBeLessThanOrEqual(6);
  });
});

describe('turn kinds', () => {
  it('reads questions without "?", pushback without negation and a yes to a plan with its time', () => {
    expect(last('it', ['il coinquilino non lava i piatti', 'come glielo dico senza litigare'])).toMatch(
      /dirglielo|parlare|frase/,
    );
    expect(last('it', ['sono in ansia', 'lo so già, non è questo'])).toMatch(/^Hai ragione/);
    expect(last('en', ['I am anxious', 'easier said than done'])).toMatch(/^You’re right/);
    expect(last('en', ['I am anxious', 'I know that already'])).toMatch(/^You’re right/);
    // "ok, ci provo giovedì" after a plan is a yes to it with its time, not a new plan nor "boh".
    const yes = converse('it', 'chat', [
      'il lavoro mi prende le serate',
      'pensavo di staccare alle sette',
      'ok, ci provo giovedì',
    ]);
    expect(yes[2]!.text).toMatch(/giovedì/);
    expect(yes[2]!.quickReplies ?? []).toEqual([]);
  });

  it('agrees with the tags of the development conversations', () => {
    const d = turnAgreement(DEV_DIALOGUES);
    const b = turnAgreement(DEV_BATTERY);
    expect(d.agree / d.total).toBeGreaterThanOrEqual(0.99);
    expect(b.agree / b.total).toBeGreaterThanOrEqual(0.99);
  });
});
