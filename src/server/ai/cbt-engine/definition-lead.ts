/**
 * A definition starts from the question's own subject: "cosa vuol dire leggere nel pensiero?" is
 * answered "Leggere nel pensiero è quando…", not "È quando…", so the person hears their words first.
 */
import type { Lang } from '../types';

const ASKED: Record<Lang, RegExp> = {
  it: /^(?:ma |e |scusa,? )?(?:cosa|che cosa|che) (?:vuol dire|vuole dire|significa|si intende per)\s+(.+?)\s*\?*$|^(?:ma |e )?(?:che )?cos['’ ]?è\s+(?:il |la |lo |l['’]|un |una )?(.+?)\s*\?*$/iu,
  en: /^(?:so |and )?what (?:does|do)\s+(.+?)\s+mean\s*\?*$|^(?:so |and )?what(?:['’]s| is| are)\s+(?:a |an |the )?(.+?)\s*\?*$/iu,
};
const OPENING: Record<Lang, RegExp> = { it: /^È\s/u, en: /^(?:It['’]s|It is)\s/u };

/** The answer with its opening "È…" / "It's…" turned into "{subject} è…", when both are plain. */
export function startFromSubject(question: string, answer: string, lang: Lang): string {
  const m = ASKED[lang].exec(question.trim());
  const subject = m?.[1] ?? m?.[2];
  if (!subject || subject.split(/\s+/).length > 5 || !OPENING[lang].test(answer)) return answer;
  const head = subject.charAt(0).toUpperCase() + subject.slice(1);
  return answer.replace(OPENING[lang], lang === 'it' ? `${head} è ` : `${head} is `);
}
