/**
 * A choice asked between two ways, in the first person: «per ora la evito o no», «le chiedo di lui o
 * lascio stare», "do I text her or leave it": the first way said back in the second person («per ora
 * eviti la rotonda», "you text her"). A thing named before the question («e la rotonda?») takes the
 * place of the pronoun that points to it, so the answer names it.
 */
import type { AskFocus } from './ask-english';
import { fitFocus } from './focus-fit';
import { secondPerson } from './memory';
import { clauseToSecond } from './second-person-it';

const ALT_IT = /^(.+?) o (?!meno\b|meglio\b)(\S.{0,60})$/u;
const ALT_EN = /^(?:(?:so|and|but|ok|okay) )*(?:do|shall|can) i (.+?) or (\S.{0,60})$/u;
const LEAD_IT = /^(?:(?:e|ma|allora|quindi|pero|però|intanto|insomma|vabbè|vabbe)[, ]+)+/u;

/** "la rotonda" -> the pronoun that points back to it. */
function cliticOf(thing: string): string | undefined {
  if (/^(?:la |l')/u.test(thing)) return "la|l'";
  if (/^(?:il |lo |l')/u.test(thing)) return "lo|l'";
  if (/^(?:i |gli )/u.test(thing)) return 'li';
  if (/^le /u.test(thing)) return 'le';
  return undefined;
}

/** "per ora la eviti" with "la rotonda" named before -> "per ora eviti la rotonda". */
function named(clause: string, thing: string | undefined): string {
  const clitic = thing && cliticOf(thing);
  if (!clitic) return clause;
  const re = new RegExp(`(^|\\s)(?:${clitic})\\s?(\\p{L}+i)\\b`, 'u');
  return clause.replace(re, (_, pre: string, verb: string) => `${pre}${verb} ${thing}`);
}

/** The thing a question names on its own before asking («e la rotonda?», "and the bank?"). */
export function namedBefore(message: string): string | undefined {
  const m =
    /^(?:e|ma|and|what about)\s+((?:il|lo|la|i|gli|le|l'|the)\s*\p{L}+(?:\s+\p{L}+){0,2})\s*\?/iu.exec(
      message.trim(),
    );
  return m ? m[1]!.toLowerCase().replace(/'\s+/u, "'") : undefined;
}

export function eitherOr(q: string, thing: string | undefined, lang: 'it' | 'en'): AskFocus | null {
  if (lang === 'en') {
    const m = ALT_EN.exec(q);
    const focus = m ? fitFocus(secondPerson(`you ${m[1]!}`, 'en')) : undefined;
    return m ? { form: 'choice', focus } : null;
  }
  const m = ALT_IT.exec(q);
  if (!m) return null;
  const left = m[1]!.replace(LEAD_IT, '').trim();
  // "è grave se gli riscrivo o…", "ha senso scriverle o…": a judgement asked, read by its own form.
  // "come faccio a capire se ho fame o è ansia?" asks how, not which way.
  if (
    /^(?:[eè]|sono|sarebbe|ha senso|serve|funziona|conviene|come|cosa|che|perch\p{L}*|chi|quant\p{L}*|qual\p{L}*)(?=\s|$)/u.test(
      left,
    )
  )
    return null;
  // Only a way of the person's own: a verb of theirs must be there to say back.
  const clause = clauseToSecond(left, true);
  return clause ? { form: 'choice', focus: fitFocus(named(clause, thing)) } : null;
}
