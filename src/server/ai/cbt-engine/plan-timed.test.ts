import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text/normalize';
import { parseEngineState } from './state';
import { converse } from './test-helpers';
import { classifyTurn } from './turns';

const kind = (m: string) => classifyTurn(m, normalizeText(m).text, parseEngineState(null)).kind;
/** The reply to the last message of a conversation. */
const last = (lang: 'it' | 'en', ...messages: string[]) => converse(lang, 'chat', messages).at(-1)!.text;

describe('a plan told as an act with its time, however the sentence is built', () => {
  it.each([
    'martedì sera dopo cena rispondo a Chiara e le propongo un caffè',
    'forse venerdì passo in segreteria a chiedere del piano di studi',
    'ok, per dieci giorni ogni sera spengo il telefono alle undici',
    'questo weekend sistemo la scrivania, solo quella',
    'allora domani in ufficio mando io la mail al cliente',
    'le rispondo tra qualche giorno, con calma',
    'giovedì sera busso e gli parlo con calma, se non serve scrivo all amministratore',
    'tonight after work I’m calling my sister to ask about Christmas',
    'ok I’m turning notifications off until Monday',
    'I’m going Saturday morning and staying just an hour',
    'for the rest of the week I’m leaving the laptop at the office',
    'the phone stays in the kitchen from now on',
  ])('«%s» is a plan', (m) => {
    expect(kind(m)).toBe('plan');
  });

  it.each([
    'ogni sabato vado da mia madre',
    'vado in palestra il lunedì',
    'domani vado al lavoro e ho paura di sbagliare',
    'stasera la faccio finita',
    'domani alla riunione faccio una figuraccia',
    'tomorrow I’m meeting my boss and I’m terrified',
    'this week I’m working nights',
    'I’m going to kill myself tonight',
  ])('«%s» is not a plan', (m) => {
    expect(kind(m)).not.toBe('plan');
  });
});

describe('such a plan is said back in the second person, with its time', () => {
  it('the words between the time and the act stay with the time', () => {
    const text = last(
      'it',
      'ho la scrivania sommersa di bollette',
      'sabato mattina col caffè apro le buste e divido le bollette per mese',
    );
    expect(text).toMatch(/aprire le buste sabato mattina col caffè/);
    expect(text).not.toMatch(/divido/);
  });

  it('of two acts too long to say back, the first one', () => {
    const text = last(
      'it',
      'mio padre vive da solo e non ce la fa più',
      'domenica lo chiamo e gli propongo di cercare insieme qualcuno che lo aiuti due mattine a settimana',
    );
    expect(text).toMatch(/chiamarlo domenica/);
  });

  it('an act towards the companion is not turned into the person’s own', () => {
    const text = last('it', 'oggi è stata pesante', 'allora proviamo, stasera ti scrivo cosa mi ha agitato');
    expect(text).not.toMatch(/scriverti|scrivermi cosa ti/);
  });

  it('English in the present progressive: "opening it with your brother tonight after dinner"', () => {
    const text = last(
      'en',
      'the letter from the bank is still sealed',
      'tonight after dinner I’m opening it with my brother on the phone',
    );
    expect(text).toMatch(/opening it with your brother on the phone tonight after dinner/);
    expect(
      last('en', 'I keep checking the group chat', 'ok I’m muting the chat until tomorrow morning'),
    ).toMatch(/muting the chat until tomorrow morning/);
  });

  it('"going to" and a place is where the person goes, not an act', () => {
    const text = last(
      'en',
      'my thesis is due soon',
      'tomorrow I’m going to the library at 9 and just rereading the comments',
    );
    expect(text).toMatch(/going to the library at 9/);
    expect(text).not.toMatch(/: the library/);
  });
});

describe('pushback in other words', () => {
  it.each([
    'sì ok ma io mica posso cambiare capo, questi consigli non mi servono',
    'questi esercizi non mi servono a niente',
    'this breathing thing doesn’t work for me',
    'please no exercises, I just want to understand why',
    'niente esercizi per favore',
  ])('«%s» is pushback', (m) => {
    expect(kind(m)).toBe('pushback');
  });
});

describe('after pushback on a technique, it is not offered again', () => {
  it.each([
    ['en', ['I get panicky on the train', 'this breathing thing doesn’t work for me']],
    ['en', ['I can’t switch off at night', 'please no exercises, I just want to understand why']],
    ['it', ['non riesco a staccare la sera', 'niente esercizi per favore']],
  ] as const)('%s: %j', (lang, turns) => {
    const text = last(lang, ...turns);
    expect(text).not.toMatch(
      /Breathe in|Respira|take five slow breaths|un esercizio breve|Respirazione quadrata/,
    );
    expect(text).toMatch(/You’re right|Hai ragione/);
  });
});
