/**
 * A wish for what the person told is coming, said in the goodbye: "In bocca al lupo per l’esame di
 * martedì", "Good luck with the interview tomorrow"; for a medical visit or results, a gentler "I hope
 * it goes as smoothly as it can". Only an event named together with its day, in their own turns.
 */
import { normalize, rx } from '../text/normalize';
import type { Lang } from '../types';
import { personTurns, type Ctx } from './context';

type Kind = 'good_luck' | 'health';
interface Event {
  re: RegExp;
  kind: Kind;
  it: string;
  en: string;
}

const EVENTS: Event[] = [
  {
    re: rx('\\b(?:esami del sangue|risultati|referto|blood tests?|test results|results)\\b'),
    kind: 'health',
    it: 'i risultati',
    en: 'results',
  },
  {
    re: rx('\\b(?:visita|controllo medico|ecografia|risonanza|appointment|check ?up|scan)\\b'),
    kind: 'health',
    it: 'la visita',
    en: 'appointment',
  },
  { re: rx('\\b(?:orale)\\b'), kind: 'good_luck', it: 'l’orale', en: 'oral exam' },
  {
    re: rx('\\b(?:esame di guida|esame della patente|patente|driving test|road test)\\b'),
    kind: 'good_luck',
    it: 'l’esame di guida',
    en: 'driving test',
  },
  { re: rx('\\b(?:esame|esami|exam|exams)\\b'), kind: 'good_luck', it: 'l’esame', en: 'exam' },
  { re: rx('\\b(?:colloquio|interview)\\b'), kind: 'good_luck', it: 'il colloquio', en: 'interview' },
  {
    re: rx('\\b(?:presentazione|presentation|pitch)\\b'),
    kind: 'good_luck',
    it: 'la presentazione',
    en: 'presentation',
  },
  {
    re: rx(
      '\\b(?:discussione della tesi|discutere la tesi|discuto la tesi|laurea|mi laureo|defen[cs]e|viva)\\b',
    ),
    kind: 'good_luck',
    it: 'la discussione',
    en: 'defence',
  },
];

const DAY_IT = rx(
  '\\b(domani|dopodomani|stasera|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\\b',
);
const DAY_EN = rx('\\b(tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b');
const ACCENTED: Record<string, string> = {
  lunedi: 'lunedì',
  martedi: 'martedì',
  mercoledi: 'mercoledì',
  giovedi: 'giovedì',
  venerdi: 'venerdì',
};

function whenOf(norm: string, lang: Lang): string | null {
  const day = (lang === 'it' ? DAY_IT : DAY_EN).exec(norm)?.[1];
  if (!day) return null;
  if (lang === 'it') return ACCENTED[day] ?? day;
  // The text was read with its double letters squeezed ("tomorow").
  if (!/day$/.test(day)) return day === 'tomorow' ? 'tomorrow' : day;
  return `on ${day[0]!.toUpperCase()}${day.slice(1)}`;
}

function say(event: Event, when: string, lang: Lang): string {
  const results = event.it === 'i risultati';
  if (lang === 'en') {
    if (event.kind === 'good_luck') return `Good luck with the ${event.en} ${when}.`;
    return results
      ? `I hope the wait until ${when.replace(/^on /, '')} feels a little lighter.`
      : `I hope the ${event.en} ${when} goes as smoothly as it can.`;
  }
  if (event.kind === 'good_luck') return `In bocca al lupo per ${event.it} di ${when}.`;
  return results
    ? `Ti auguro che l’attesa fino a ${when} sia un po’ più leggera.`
    : `Ti auguro che ${event.it} di ${when} vada nel modo più sereno possibile.`;
}

/** "Wish me luck", «augurami in bocca al lupo», "fingers crossed". */
const WISH_ME = rx(
  '\\b(?:wish me luck|fingers crossed|augurami|fammi gli auguri|incrocia le dita|incrociamo le dita|speriamo bene)\\b',
);

/** A rehearsal of the event ("come se fosse l'esame vero", "a mock interview"): not the event itself. */
const REHEARSAL = rx(
  '\\b(?:come se fosse|come fosse|as if|like it was|like its|mock|simulazion\\w*|simulat\\w*|prova generale|dress rehearsal|practice run)\\b',
);

/** Told as already past ("ho dato l'esame lunedì", "the interview went badly"): no wish. */
const PAST = rx(
  '\\b(?:ho dato|ho fatto|ho avuto|e andat\\w|sono andat\\w|e stat\\w|ieri|scors\\w|bocciat\\w|promoss\\w|went|had|did|passed|failed|last|yesterday|was)\\b',
);

/** The wish for the event the person named with its day, or undefined. */
export function eventWish(ctx: Pick<Ctx, 'req' | 'lang'>): string | undefined {
  for (const turn of personTurns(ctx, 8)) {
    // The clause that names the event with its day ("my driving test is next thursday | and I failed
    // the first one"): a past elsewhere in the turn does not cancel it.
    for (const clause of normalize(turn).split(/\s(?:and|but|e|ma|perche|because|pero)\s|\s?[,.;]\s?/)) {
      const when = whenOf(clause, ctx.lang);
      if (!when || PAST.test(clause) || REHEARSAL.test(clause)) continue;
      const event = EVENTS.find((e) => e.re.test(clause));
      if (event) return say(event, when, ctx.lang);
    }
  }
  // "thanks, wish me luck": luck is wished, even without an event named with its day.
  if (WISH_ME.test(normalize(ctx.req.message))) return ctx.lang === 'it' ? 'In bocca al lupo!' : 'Good luck!';
  return undefined;
}
