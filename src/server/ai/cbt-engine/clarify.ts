/**
 * Follow-ups on what the companion just said. "In che senso?", "cioè?", "what do you mean?" get
 * the same point in other words (another wording of the knowledge entry or of the general answer
 * it came from) and an everyday example on the conversation's theme. "E se non funziona?", "what
 * if I can't?" get a concrete plan B for the technique just proposed.
 */
import { normalize, rx } from '../text/normalize';
import { isClarify, isFallbackAsk } from './follow-up-words';
import { askFocus } from './answer-lead';
import { paragraphs, type Ctx, type Draft } from './context';
import { conversationTheme } from './general';
import { KNOWLEDGE_ENTRIES } from './knowledge/index';
import { splitSentences } from './memory';
import { fill } from './state';
import { CLARIFY, type Technique } from './templates/clarify';
import { GENERAL } from './templates/general';

const PRACTICE = rx('\\b(?:in pratica|come|in practice|how)\\b');

const key = (s: string) =>
  normalize(s)
    .replace(/[^a-z0-9 ]/g, '')
    .trim();
let sentenceOwner: Map<string, number> | undefined;

/** Which knowledge entry a sentence of an earlier reply came from. */
function entryOf(sentence: string): number | undefined {
  if (!sentenceOwner) {
    sentenceOwner = new Map();
    KNOWLEDGE_ENTRIES.forEach((e, i) => {
      for (const lang of ['it', 'en'] as const)
        for (const w of e[lang].text) for (const s of w) sentenceOwner!.set(key(s), i);
    });
  }
  return sentenceOwner.get(key(sentence));
}

const lowerFirst = (s: string) => (/^[A-ZÀ-Ý][a-zà-ÿ’' ]/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/**
 * The last point said again in other words: a fresh sentence of the same entry or general theme.
 * From a knowledge entry, a second fresh sentence of it comes along as the example (`more`, when
 * there is one): an everyday example of the conversation's theme would not fit a point about
 * blushing or grief, so none is added (`fromEntry`).
 */
function otherWords(
  ctx: Ctx,
  previous: string,
): { line: string; more?: string; fromEntry: boolean } | undefined {
  const prior = splitSentences(previous).map(key);
  const fresh = (s: string) => !ctx.c.stale(s) && !prior.includes(key(s));
  const owner = splitSentences(previous)
    .map(entryOf)
    .find((i) => i !== undefined);
  if (owner !== undefined) {
    const wordings = KNOWLEDGE_ENTRIES[owner]![ctx.lang].text;
    const untouched = wordings.find((w) => w.every(fresh));
    const lines = untouched ?? wordings.flat().filter(fresh);
    if (lines[0]) return { line: lines[0], more: lines[1], fromEntry: true };
  }
  for (const t of Object.values(GENERAL[ctx.lang].theme)) {
    if (!t || !t.say.some((s) => prior.includes(key(s)))) continue;
    const line = t.say.find(fresh);
    if (line) return { line, fromEntry: false };
  }
  return undefined;
}

const lastReply = (ctx: Ctx) => [...ctx.req.history].reverse().find((t) => t.role === 'assistant')?.content;

export function clarifyReply(ctx: Ctx): Draft | null {
  const previous = lastReply(ctx);
  if (!previous || !isClarify(ctx.norm)) return null;
  const T = CLARIFY[ctx.lang];
  const theme = conversationTheme(ctx);
  const again = otherWords(ctx, previous);
  const examples = [...(T.example[theme] ?? []), ...T.example.generic].filter((e) => !ctx.c.stale(e));
  const example = again?.fromEntry
    ? again.more
    : examples.length
      ? ctx.c.pick(`cl.ex.${theme}`, examples)
      : undefined;
  const lead = again
    ? fill(
        ctx.c.pick(
          PRACTICE.test(ctx.norm) ? 'cl.pr' : 'cl.si',
          PRACTICE.test(ctx.norm) ? T.practice : T.simpler,
        ),
        {
          again: lowerFirst(again.line),
        },
      )
    : undefined;
  const body = [lead ?? ctx.c.pick('cl.pl', T.plain), example].filter(Boolean).join(' ');
  return { text: paragraphs(body, ctx.c.pick('cl.ck', T.check)), suggestions: [] };
}

const TECHNIQUES: Array<[Technique, RegExp]> = [
  ['breathing', rx('\\b(?:respir\\w*|espir\\w*|inspir\\w*|breath\\w*|exhal\\w*|inhal\\w*)')],
  ['sleep', rx('\\b(?:sonno|letto|addorm\\w*|riaddorm\\w*|dormi\\w*|sleep\\w*|bed|awake)\\b')],
  ['attention', rx('\\b(?:meditaz\\w*|attenzione|mindful\\w*|meditat\\w*|attention|distra\\w*)')],
  ['writing', rx('\\b(?:scriv\\w*|foglio|diario|write|writing|journal\\w*|paper)\\b')],
  [
    'movement',
    rx(
      '\\b(?:cammin\\w*|passeggiat\\w*|due passi|palestra|movimento|walk\\w*|gym|exercis\\w*|run|running)\\b',
    ),
  ],
  [
    'task',
    rx('\\b(?:timer|studi\\w*|capitolo|rimand\\w*|procrastin\\w*|pomodoro\\w*|study\\w*|task\\w*|start)\\b'),
  ],
  [
    'talk',
    rx(
      '\\b(?:parla\\w*|dirgli|dirle|conversazione|messaggio|chiedergli|chiederle|talk\\w*|tell|conversation|message)\\b',
    ),
  ],
  ['thinking', rx('\\b(?:pensier\\w*|thought\\w*)\\b')],
];

function techniqueOf(texts: string[]): Technique {
  for (const text of texts) {
    const norm = normalize(text);
    const found = TECHNIQUES.find(([, re]) => re.test(norm));
    if (found) return found[0];
  }
  return 'generic';
}

const CONTRACTIONS: Record<string, string> = {
  doesnt: 'doesn’t',
  dont: 'don’t',
  cant: 'can’t',
  didnt: 'didn’t',
  wont: 'won’t',
};

export function fallbackReply(ctx: Ctx): Draft | null {
  if (!isFallbackAsk(ctx.norm)) return null;
  const T = CLARIFY[ctx.lang];
  const focus = askFocus(ctx.message, ctx.lang)?.focus?.replace(
    /\b(?:doesnt|dont|cant|didnt|wont)\b/g,
    (w) => CONTRACTIONS[w]!,
  );
  const lead = focus
    ? fill(ctx.c.pick('fb.l', T.fallbackLead), { focus: focus.replace(/^(?:poi|invece) /, '') })
    : ctx.c.pick('fb.lb', T.fallbackLeadBare);
  const history = [...ctx.req.history].reverse();
  const technique = techniqueOf([
    ...history
      .filter((t) => t.role === 'assistant')
      .slice(0, 1)
      .map((t) => t.content),
    ...history
      .filter((t) => t.role === 'user')
      .slice(0, 2)
      .map((t) => t.content),
  ]);
  const line = ctx.c.pick(`fb.${technique}`, T.fallback[technique]);
  const plainB = technique === 'generic' ? undefined : ctx.c.pick('fb.generic', T.fallback.generic);
  const close = ctx.c.stale(T.fallbackClose[0]!) ? undefined : T.fallbackClose[0];
  return { text: paragraphs(`${lead} ${line}`, plainB, close), suggestions: [] };
}

/** A follow-up on the companion's own words, or null for an ordinary question. */
export function followUpReply(ctx: Ctx): Draft | null {
  return clarifyReply(ctx) ?? fallbackReply(ctx);
}
