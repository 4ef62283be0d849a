/**
 * The second half of a plan: «andare a pranzo da mia cugina il 25 | e alle 19 faccio la videochiamata
 * coi bimbi», "go down to the jobs center on monday | and call Rick". The plan reply says back the
 * first act (plan-action.ts); this finds the act joined to it by "e" / "and" / "poi" / "then" and turns
 * it the same way, so the plan is said back whole instead of cut in half.
 */
import type { Lang } from '../types';
import { firstAct, tidy } from './plan-clause';
import { presentPlanAction } from './plan-action';
import { BASE_EN } from './plan-words';
import { joinedInfinitives, sayBack } from './plan-say';

const JOINS: Record<Lang, RegExp> = {
  it: /,?\s+(?:e poi|e|poi|e anche|e magari)\s+/iu,
  en: /,?\s+(?:and then|and also|and|then|plus)\s+/iu,
};

// "alle 19", "il sabato", "domenica": a time before the act, said after it.
const TIME_IT =
  /^((?:alle|dalle|verso le) \d{1,2}(?:[:.]\d{2})?|(?:il |la )?(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)(?: mattina| sera| pomeriggio)?|stasera|domani(?: mattina| sera)?|la sera|la mattina)\s+/iu;
const INFINITIVE_IT =
  /^(?:\p{L}+(?:are|ere|ire|rre)|\p{L}+(?:ar|er|ir|r)(?:mi|ti|gli|le|lo|la|li|ne|ci|si|glielo|gliela|gliene))(?!\p{L})/iu;
const BASE = new RegExp(`^(?:${BASE_EN})\\b`, 'iu');
// "e poi vediamo", "and see how it goes": no act to say back.
const NO_ACT = /^(?:vediamo|vedo|see|we ?ll see|see how)\b/iu;

// "…e mi porto mio figlio Nicola che coi moduli è più bravo": the act without who the person is.
const RELATIVE = /\s+(?:che|chi|who|which|that)\s.*$/iu;

function actIn(clause: string, lang: Lang): string | null {
  const text = tidy(
    clause
      .replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, '')
      .replace(RELATIVE, '')
      .trim(),
  );
  if (NO_ACT.test(text)) return null;
  if (lang === 'en') {
    const act = BASE.test(text)
      ? (firstAct(text, 10) ?? (text.split(/\s+/).length <= 10 ? text : null))
      : null;
    return act && sayBack(act, 'en');
  }
  const time = TIME_IT.exec(text);
  const rest = time ? text.slice(time[0].length) : text;
  if (INFINITIVE_IT.test(rest)) {
    const act = firstAct(rest, 10) ?? (rest.split(/\s+/).length <= 10 ? rest : null);
    return act && sayBack(joinedInfinitives(time ? `${act} ${time[1]!.toLowerCase()}` : act), 'it');
  }
  const present = presentPlanAction(time ? `${rest} ${time[1]}` : rest);
  return present && present.split(/\s+/).length <= 12 ? present : null;
}

/** The second act of a plan, said back, when the message joins one to the first; otherwise null. */
export function secondAct(message: string, first: string, lang: Lang): string | null {
  // Only what comes after a join ("e", "and"): the part before it holds the first act.
  const clauses = message.split(/[.!?]\s+/u).flatMap((s) => s.split(JOINS[lang]).slice(1));
  const firstWords = new Set(first.toLowerCase().split(/\s+/));
  for (const clause of clauses) {
    const act = actIn(clause, lang);
    if (!act) continue;
    // The first act again, in other words ("…e ripeterle"), adds nothing.
    const own = act.toLowerCase().split(/\s+/);
    if (own.filter((w) => firstWords.has(w)).length >= own.length / 2) continue;
    return act;
  }
  return null;
}
