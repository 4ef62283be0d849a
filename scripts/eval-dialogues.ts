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
 * - alarms: ordinary turns (the set has no crisis) answered with a crisis reply;
 * - check-ins: replies that are the elevated turn's check-in question (a figure, no target).
 * These are proxies; the blind rating of every reply (`--out FILE` writes the transcripts for
 * raters, without the expectations) is the judge of relevance, technique and naturalness.
 *
 *   npm run eval:dialogues [-- --out transcripts.jsonl] [--show] [--crisis-model FILE]
 *
 * --crisis-model FILE runs the crisis check with another model file (a retrained candidate); the
 * committed file is not touched.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createAiService, createBuiltinProvider } from '../src/server/ai/index';
import type { AiReply, ChatTurn, EngineState, Lang, LibraryItem } from '../src/server/ai/types';
import { exercises } from '../src/server/db/seed/content/exercises';
import { meditations } from '../src/server/db/seed/content/meditations';
import { resources } from '../src/server/db/seed/content/resources';
import { useCrisisModelFile } from './eval-crisis';
import { readJsonl } from './training/jsonl';
import {
  answersWithContent,
  contentWords,
  sentences,
  STOP,
  words,
} from '../src/server/ai/cbt-engine/dialogue-proxies';

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
  options: {
    out: { type: 'string' },
    show: { type: 'boolean', default: false },
    'crisis-model': { type: 'string' },
  },
});
if (args['crisis-model']) useCrisisModelFile(args['crisis-model']);

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

interface Tally {
  replies: number;
  repeated: number;
  questions: number;
  answered: number;
  wrongLang: number;
  plans: number;
  reflected: number;
  alarms: number;
  checkIns: number;
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
  checkIns: 0,
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
    // The check-in records the turn it was asked on; the turn counter moves on after the reply.
    if (!reply.crisis && reply.state.elevatedAt === reply.state.turn - 1) t.checkIns++;
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
      `  wrong language ${t.wrongLang} (0)  alarms ${t.alarms}  check-ins ${t.checkIns}`,
  );
}

const conversations = readJsonl<Conversation>(resolve(root, 'eval/dialogues/heldout.jsonl'));

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
