/**
 * The person's plan read from English said in the present ("next time I step out of the room",
 * "tonight after dinner I'm opening it with my brother"), as an action to say back.
 */
import { firstAct, firstSentenceWith, LEAD_WORDS, tidy, wholeClause } from './plan-clause';
import { sayBack } from './plan-say';

// "next time I step out of the room" -> "step out of the room", "next time I
// feel it building, I go for a walk" -> "go for a walk next time you feel it building".
const HEDGE_EN =
  /^(?:(?:ok|okay|so|yeah|yes|maybe|perhaps|alright|right|well|then|and|i think|i guess)(?:[,\s]+|$))*/iu;
const WHEN_EN =
  /^(?:the )?(?:next time|from now on|for the rest of the week|this week|tomorrow(?: morning| evening| afternoon)?|tonight|this (?:evening|weekend|afternoon)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: morning| afternoon| evening| night)?|after (?:work|lunch|dinner|school))(?![a-z])[,\s]*/iu;
/** "I'm opening it with my brother", "I'm going Thursday": a plan told in the present progressive. */
const PROGRESSIVE_EN = /^i(?:['’]m| am)\s+([a-z]+ing)(?![a-z])(.*)$/iu;
const SUB_EN = /^(?:when|whenever|if|as soon as|once|that)(?![a-z])/iu;
/** After these, "I" opens a clause of when or a reason, not the act. */
const JOIN_EN = new Set([
  'when',
  'whenever',
  'if',
  'before',
  'after',
  'that',
  'as',
  'once',
  'until',
  'because',
  'so',
  'and',
  'what',
  'how',
  'while',
  'than',
  'since',
]);
const OWN_ACT_EN =
  /^i(?:['’]ll| will)?\s+(?:just |simply |then |probably |really )?([a-z]+)(?![a-z'’])(.*)$/iu;
/** Words after "I" that tell a feeling, a habit or a worry, not an act. */
const NOT_ACT_EN = new Set([
  'am',
  'was',
  'were',
  'have',
  'had',
  'feel',
  'felt',
  'think',
  'know',
  'panic',
  'cry',
  'freeze',
  'can',
  'cant',
  'could',
  'dont',
  'do',
  'did',
  'always',
  'never',
  'usually',
  'often',
  'keep',
  'guess',
  'suppose',
  'want',
  'need',
  'hope',
  'love',
  'hate',
  'like',
  'should',
  'might',
  'would',
  'must',
  'lose',
  'fail',
  'get',
  'end',
  'mess',
  'freak',
  'blow',
  'snap',
  'shout',
  'yell',
  'explode',
  'see',
  'hear',
]);

/** "I'm leaving it up and muting the chat" -> "leaving it up and muting the chat", with its time said after. */
function progressiveEn(s: string, time: string): string | null {
  const m = PROGRESSIVE_EN.exec(s.trim());
  if (!m || /^(?:feel|hav|gett|struggl|dread|worry|stress|panick|los|fail|cry|work|liv)ing$/i.test(m[1]!))
    return null;
  const act = firstAct(tidy(`${m[1]!.toLowerCase()}${m[2] ?? ''}`), 12);
  if (!act) return null;
  const full = time && time.split(' ').length <= LEAD_WORDS ? `${act} ${time}` : act;
  return sayBack(full, 'en') ?? (full !== act ? sayBack(act, 'en') : null);
}

export function presentPlanActionEn(message: string): string | null {
  return firstSentenceWith(message, presentInEn);
}

function presentInEn(sentence: string): string | null {
  const hedge = HEDGE_EN.exec(sentence.trim())?.[0] ?? '';
  let s = sentence.trim().slice(hedge.length);
  const when = WHEN_EN.exec(s);
  // "maybe I set a timer": a present after "maybe" proposes the act.
  if (!when) return progressiveEn(s, '') ?? (/\b(?:maybe|perhaps)\b/i.test(hedge) ? ownActEn(s, '') : null);
  const time = when[0]
    .replace(/[,\s]+$/u, '')
    .toLowerCase()
    .replace(/^the /, '');
  s = s.slice(when[0].length);
  const words = s.replace(/,/g, ' , ').split(/\s+/).filter(Boolean);
  // "tonight after dinner | I'm opening it": up to four words of when before the act.
  const own = words.findIndex((w) => /^i(?:['’](?:m|ll))?$/i.test(w));
  if (own > 0 && own <= 4 && !SUB_EN.test(s) && time !== 'next time')
    return progressiveEn(words.slice(own).join(' '), `${time} ${words.slice(0, own).join(' ')}`) ?? null;
  if (PROGRESSIVE_EN.test(s.trim())) return progressiveEn(s.trim(), time);
  let lead = '';
  // "next time I feel it building I go for a walk": the second "I", not after "when" or "that", opens the act.
  const second = words.findIndex(
    (w, i) => i > 1 && /^i(?:['’]ll)?$/i.test(w) && !JOIN_EN.has((words[i - 1] ?? '').toLowerCase()),
  );
  const comma = words.indexOf(',');
  if (SUB_EN.test(s) || (time === 'next time' && second > 0)) {
    const cut = comma > 0 && (second < 0 || comma < second) ? comma : second;
    if (cut <= 0) return null;
    lead = words
      .slice(0, cut)
      .join(' ')
      .replace(/^that /i, '');
    s = words.slice(cut).join(' ').replace(/^,\s*/, '').replace(/ ,/g, ',');
  }
  return ownActEn(s, lead ? `${time} ${lead}` : time === 'next time' ? '' : time);
}

/** "I sort the shoebox into months" -> "sort the shoebox into months", with its time said after. */
function ownActEn(s: string, whenBack: string): string | null {
  const m = OWN_ACT_EN.exec(s.trim());
  if (!m || NOT_ACT_EN.has(m[1]!.toLowerCase().replace(/['’]/g, ''))) return null;
  const act = wholeClause(tidy(`${m[1]!.toLowerCase()}${m[2] ?? ''}`), 12);
  if (!act) return null;
  const full = whenBack && whenBack.split(' ').length <= LEAD_WORDS ? `${act} ${whenBack}` : act;
  return sayBack(full, 'en') ?? (full !== act ? sayBack(act, 'en') : null);
}

/**
 * "set a check-in at midnight where we decide…", "post in our discord that I'd like us to…": when the
 * whole cannot be said back, the act before its relative clause can.
 */
export function beforeRelative(act: string, lang: 'it' | 'en'): string | null {
  if (lang !== 'en') return null;
  const cut = act.split(/\s+(?:where|that|which|so that)\s+/iu)[0]!;
  return cut !== act && cut.split(/\s+/).length >= 3 ? sayBack(cut, 'en') : null;
}
