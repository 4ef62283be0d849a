/**
 * The form of an English question and the person's words in it, said back in the second person
 * ("should I quit my job?" -> decision, "quit your job"; "is it bad that I cried…" -> "bad that you
 * cried…"); answer-lead.ts builds the opening sentence of the answer on it.
 */
import { eitherOr } from './either-or';
import { fitFocus } from './focus-fit';
import { secondPerson } from './memory';
import type { AskForm } from './templates/answer-lead';

export interface AskFocus {
  form: AskForm;
  /** The person's words to build on, in the second person; absent when none came out cleanly. */
  focus?: string;
}

const short = (s: string | null | undefined, max = 10): string | undefined => fitFocus(s, max);

const NEXT_EN =
  /^(?:(?:so|and|ok|okay|well) )*(?:what now|now what|what next|what then|so what|then what)$|\bwhat (?:should|can|could|do) i do(?: now| next| then| about it)?$/u;
const OPINION_EN =
  /\bwhat (?:do|would) you (?:think|do|suggest|say)(?: in my (?:place|shoes)| if you were me)?$|\bwhat would you (?:\w+ )?do\b|\bwhat do you (?:\w+ )?(?:suggest|recommend)\b|\bwhats your (?:opinion|take)$|\b(?:in my (?:place|shoes)|if you were me)\b/u;

const secondEn = (s: string) => short(secondPerson(s, 'en').replace(/\byou am\b/g, 'you are'));

export function english(q: string): AskFocus | null {
  if (NEXT_EN.test(q)) return { form: 'next' };
  if (OPINION_EN.test(q)) return { form: 'opinion' };
  // "what should I even talk about?" asks what, not whether.
  const decision = /\b(?:what|which|where|who|how|when)\s+should i\b/u.test(q)
    ? null
    : /\b(?:should i|do you think i should|would it be better to|is it better to) (.+)$/u.exec(q);
  // "should I be worried?" asks whether something is serious, "should I see a doctor?" whether to
  // have it seen (the knowledge answers both: the GP, 112 for signs of an emergency), not a decision.
  if (
    decision &&
    // "how many hours should I study?" asks how much, not whether.
    !/^(?:(?:and|but|so) )?how (?:much|many|long|often)\b/.test(q) &&
    !/^(?:do|be (?:worried|concerned|scared|afraid|panicking))\b|^(?:go |get (?:it |this )?)?(?:see|to see|checked|to the|to a|call|book)\b.*\b(?:doctor|gp|er|a ?e|hospital|emergency|111|112|911|999)\b/.test(
      decision[1]!,
    )
  )
    // "should I tell them or is that weird?": the judgement after "or" is no second way.
    return {
      form: 'decision',
      focus: secondEn(decision[1]!.replace(/\s+or (?:(?:is|will|would|does|could|might) (?:that|it)|not)\b.*$/u, '')),
    };
  // "would it be mad to pay an accountant now?": whether to do it, weighed like "should I".
  const judged =
    /\bwould it be (?:mad|crazy|weird|silly|stupid|wrong|rude|too much|overkill|a mistake|a bad idea|ok|okay) (?:of me )?to (.+)$/u.exec(
      q,
    );
  if (judged) return { form: 'decision', focus: secondEn(judged[1]!.split(/ or (?!not\b)/u)[0]!) };
  const either = eitherOr(q, undefined, 'en');
  if (either) return either;
  const normal = /\bis (?:it|this) (?:normal|common|weird) (to|that) (.+)$/u.exec(q);
  if (normal) {
    const focus = secondEn(normal[2]!);
    return { form: 'normal', focus: focus ? `${normal[1]} ${focus}` : undefined };
  }
  if (/\bam i normal\b|\bis (?:it|this|that) normal\b/u.test(q)) return { form: 'normal' };
  const okay =
    /\bis (?:it|this|that) (bad|wrong|selfish|silly|stupid|weird|terrible|awful|unfair|ok|okay|fine|rude) (that|to|if) (.+)$/u.exec(
      q,
    );
  if (okay) {
    const focus = secondEn(okay[3]!);
    return { form: 'okay', focus: focus ? `${okay[1]} ${okay[2]} ${focus}` : undefined };
  }
  const worth =
    /\b(?:does it (?:really |actually )?help|would it help|is it (?:worth|useful|helpful)(?: it)?|is there any point) (?:to |in )?(.+)$/u.exec(
      q,
    );
  if (worth) {
    const act = worth[1]!.split(/ or (?!not\b)/u)[0]!;
    return { form: 'worth', focus: /^[a-z]+ing\b|^if\b/u.test(act) ? undefined : secondEn(act) };
  }
  const when = /\bwhat (?:can|should|could|do) i do (when|if|in the moment when) (.+)$/u.exec(q);
  if (when) {
    const focus = secondEn(when[2]!);
    return {
      form: 'how',
      focus: focus ? `handle ${when[1] === 'if' ? 'it if' : 'the moments when'} ${focus}` : undefined,
    };
  }
  const hard =
    /^(?:so |but )?why (?:is|does) ([a-z]+ing(?: \w+)?) (?:feel |seem )?so (hard|difficult|scary|exhausting)(?: for me)?$/u.exec(
      q,
    );
  if (hard) return { form: 'why', focus: `${hard[1]} is so ${hard[2]} for you` };
  const self = /^am i (?:really |just )?((?:a|an) \p{L}+(?: \p{L}+)?)$/u.exec(q);
  if (self) return { form: 'self', focus: self[1] };
  const how =
    /\bhow (?:do|can|could|should|would) i (.+)$/u.exec(q) ??
    /\bhow am i (?:supposed|meant|going) to (.+)$/u.exec(q) ??
    /\bhow to (.+)$/u.exec(q) ??
    /\bhow (?:do|can|does) (?:people|adults|you|one|someone) (.+)$/u.exec(q);
  if (how) return { form: 'how', focus: secondEn(how[1]!) };
  const whatIf = /\bwhat if (.+)$/u.exec(q);
  if (whatIf) return { form: 'whatif', focus: secondEn(whatIf[1]!) };
  const why = /\bwhy (?:do|does|did|am|can['’]?t|cant|don['’]?t|dont|is|are) (i|it|my) (.+)$/u.exec(q);
  if (why) {
    const verb = /\bwhy (\S+)/u.exec(q)![1]!;
    const who = why[1] === 'i' ? 'you' : why[1] === 'my' ? 'your' : 'it';
    const aux = /^(?:am|do|does|did)$/.test(verb) ? (verb === 'am' ? 'are' : '') : verb.replace(/['’]/g, '’');
    const focus = who === 'you' ? secondEn(`you${aux ? ` ${aux}` : ''} ${why[2]}`) : undefined;
    return { form: 'why', focus };
  }
  if (/^(?:so |but )?why\b/u.test(q)) return { form: 'why' };
  return null;
}
