/**
 * `npm run eval:dialogues`: the built-in companion on the held-out conversations of
 * eval/dialogues/heldout.jsonl (measurement only: never tune the engine on them).
 *
 * Each conversation is played turn by turn through the same AI service the chat uses (crisis
 * check first, engine state carried between turns, the built-in library offered), and the
 * replies are measured automatically:
 * - repeated: replies that repeat a sentence already said in the same conversation (< 3%);
 * - answered: `question` turns whose reply carries content, a statement of some length that is
 *   not a thank-you or a question back (>= 90%);
 * - wrong language: replies in the other language (0);
 * - plans reflected: `plan` turns whose reply takes up at least two of the person's own content
 *   words (>= 80%);
 * - alarms: ordinary turns (the set has no crisis) answered with a crisis reply.
 * These are proxies; the blind rating of every reply (`--out FILE` writes the transcripts for
 * raters, without the expectations) is the judge of relevance, technique and naturalness.
 *
 *   npm run eval:dialogues [-- --out transcripts.jsonl] [--show]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createAiService, createBuiltinProvider } from '../src/server/ai/index';
import type { AiReply, ChatTurn, EngineState, Lang, LibraryItem } from '../src/server/ai/types';
import { exercises } from '../src/server/db/seed/content/exercises';
import { meditations } from '../src/server/db/seed/content/meditations';
import { resources } from '../src/server/db/seed/content/resources';

interface Turn {
  text: string;
  kind: string;
  expects: string;
}
interface Conversation {
  id: string;
  lang: Lang;
  topic: string;
  turns: Turn[];
}
interface Played {
  turn: Turn;
  reply: AiReply;
}

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { out: { type: 'string' }, show: { type: 'boolean', default: false } },
});

function library(lang: Lang): LibraryItem[] {
  return [
    ...exercises.map((e) => ({
      kind: 'exercise' as const,
      slug: e.slug,
      title: e.text[lang].title,
      category: e.category,
    })),
    ...meditations.map((m) => ({
      kind: 'meditation' as const,
      slug: m.slug,
      title: m.text[lang].title,
      category: m.category,
    })),
    ...resources.map((r) => ({
      kind: 'resource' as const,
      slug: r.slug,
      title: r.text[lang].title,
      category: r.category,
      tags: r.text[lang].tags,
    })),
  ];
}

async function play(conv: Conversation): Promise<Played[]> {
  const ai = createAiService({ provider: createBuiltinProvider() });
  const lib = library(conv.lang);
  const history: ChatTurn[] = [];
  let state: EngineState | null = null;
  const played: Played[] = [];
  for (const turn of conv.turns) {
    let reply: AiReply | null = null;
    for await (const ev of ai.respond({
      feature: 'chat',
      lang: conv.lang,
      message: turn.text,
      history,
      state,
      library: lib,
    }))
      if (ev.type === 'done') reply = ev.reply;
    if (!reply) throw new Error(`${conv.id}: no reply`);
    played.push({ turn, reply });
    history.push({ role: 'user', content: turn.text }, { role: 'assistant', content: reply.text });
    state = reply.state;
  }
  return played;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (s: string) => fold(s).match(/\p{L}+/gu) ?? [];

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => words(s).join(' '))
    .filter((s) => s.split(' ').length >= 4);
}

const STOP: Record<Lang, Set<string>> = {
  it: new Set(
    'il lo la i gli le un una uno di da in con su per tra fra e o ma se che non mi ti si ci vi ne a al alla ai agli alle del della dei degli delle nel nella sono sei è ho hai ha abbiamo come cosa quando anche più molto poi già ancora questo questa quello quella io tu lui lei noi voi loro mio mia tuo tua suo sua forse potrei dovrei fare essere avere stato stata sempre mai tutto tutti niente qualcosa perché perche'
      .split(' ')
      .map(fold),
  ),
  en: new Set(
    'the a an of to in on at for with and or but if that not i you he she it we they me my your his her our their is are was were be been have has had do does did can could would should will just so as this those these what when how why all any some more very maybe about from into than then too also'.split(
      ' ',
    ),
  ),
};

function contentWords(text: string, lang: Lang): Set<string> {
  return new Set(
    words(text)
      .filter((w) => w.length >= 4 && !STOP[lang].has(w))
      .map((w) => w.slice(0, 5)),
  );
}

function langOf(text: string): Lang | null {
  const ws = words(text);
  let it = 0;
  let en = 0;
  for (const w of ws) {
    if (STOP.it.has(w) && !STOP.en.has(w)) it++;
    if (STOP.en.has(w) && !STOP.it.has(w)) en++;
  }
  if (it + en < 3) return null;
  return it >= en ? 'it' : 'en';
}

const THANKS = /^(grazie|thank|thanks|capisco|i hear you|ti ascolto|sono qui)/u;

/**
 * A question is answered with content when the reply holds a statement (not a question back,
 * not a thank-you) of at least eight words that takes up one of the question's own content words
 * and was not said before in the conversation: a stock sentence does not count.
 */
function answersWithContent(question: string, reply: string, lang: Lang, said: Set<string>): boolean {
  const asked = contentWords(question, lang);
  return reply.split(/(?<=[.!…])\s+|\n+/u).some((s) => {
    const line = s.trim();
    if (line.endsWith('?') || words(line).length < 8 || THANKS.test(fold(line))) return false;
    if (said.has(words(line).join(' '))) return false;
    return [...contentWords(line, lang)].some((w) => asked.has(w));
  });
}

interface Tally {
  replies: number;
  repeated: number;
  questions: number;
  answered: number;
  wrongLang: number;
  plans: number;
  reflected: number;
  alarms: number;
}
const empty = (): Tally => ({
  replies: 0,
  repeated: 0,
  questions: 0,
  answered: 0,
  wrongLang: 0,
  plans: 0,
  reflected: 0,
  alarms: 0,
});

function measure(conv: Conversation, played: Played[], t: Tally): void {
  const said = new Set<string>();
  for (const { turn, reply } of played) {
    t.replies++;
    const own = sentences(reply.text);
    if (own.some((s) => said.has(s))) t.repeated++;
    if (turn.kind === 'question') {
      t.questions++;
      if (answersWithContent(turn.text, reply.text, conv.lang, said)) t.answered++;
    }
    own.forEach((s) => said.add(s));
    if (reply.crisis) {
      t.alarms++;
      if (args.show) console.log(`ALARM [${conv.id}] ${turn.text}`);
    }
    const lang = langOf(reply.text);
    if (lang && lang !== conv.lang) t.wrongLang++;
    if (turn.kind === 'plan') {
      t.plans++;
      const theirs = contentWords(turn.text, conv.lang);
      const echoed = [...contentWords(reply.text, conv.lang)].filter((w) => theirs.has(w));
      if (echoed.length >= 2) t.reflected++;
    }
  }
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

function print(label: string, t: Tally): void {
  console.log(
    `${label.padEnd(4)} replies ${String(t.replies).padStart(3)}  repeated ${pct(t.repeated, t.replies).padStart(6)} (<3%)` +
      `  questions answered ${pct(t.answered, t.questions).padStart(6)} of ${t.questions} (>=90%)` +
      `  plans reflected ${pct(t.reflected, t.plans).padStart(6)} of ${t.plans} (>=80%)` +
      `  wrong language ${t.wrongLang} (0)  alarms ${t.alarms}`,
  );
}

const conversations: Conversation[] = readFileSync(resolve(root, 'eval/dialogues/heldout.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Conversation);

const byLang: Record<Lang, Tally> = { it: empty(), en: empty() };
const transcripts: unknown[] = [];
for (const conv of conversations) {
  const played = await play(conv);
  measure(conv, played, byLang[conv.lang]);
  transcripts.push({
    id: conv.id,
    lang: conv.lang,
    turns: played.map(({ turn, reply }) => ({ person: turn.text, companion: reply.text })),
  });
  if (args.show)
    for (const { turn, reply } of played)
      console.log(`[${conv.id} ${turn.kind}] ${turn.text}\n  → ${reply.text}\n`);
}

const all = empty();
for (const t of Object.values(byLang)) for (const k of Object.keys(all) as Array<keyof Tally>) all[k] += t[k];
console.log(`Held-out dialogues: ${conversations.length} conversations, built-in engine`);
print('it', byLang.it);
print('en', byLang.en);
print('all', all);
if (args.out) {
  writeFileSync(args.out, transcripts.map((t) => JSON.stringify(t)).join('\n') + '\n');
  console.log(`Transcripts for blind rating: ${args.out}`);
}
