/**
 * Benchmark of the built-in CBT engine and the crisis check.
 *
 *   npx tsx bench/ai-engine.ts
 *
 * Prints p50/p95 reply time of the built-in engine over a 20-turn
 * conversation (state serialised between turns, as the server stores it;
 * target p95 < 10 ms), p50/p95 of the whole crisis check per message (rules +
 * local model, target p95 < 1 ms) and of the model alone, the model
 * file's size, the crisis check of a message that follows a crisis reply (the
 * conversation layer, target mean < 1 ms) and the distortion detector per text
 * (target mean < 2 ms). The last line is a JSON summary.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtinReply } from '../src/server/ai/cbt-engine/index';
import { detectDistortions } from '../src/server/ai/distortions';
import { checkCrisis } from '../src/server/ai/safety/crisis';
import { buildCrisisResponse } from '../src/server/ai/safety/crisis-response';
import { scoreCrisis } from '../src/server/ai/safety/classifier/score';
import type { AiFeature, ChatTurn, EngineState, Lang, LibraryItem } from '../src/server/ai/types';

const LIBRARY: LibraryItem[] = Array.from({ length: 60 }, (_, i) => ({
  kind: (['exercise', 'meditation', 'resource'] as const)[i % 3]!,
  slug: `item-${i}`,
  title: `Item ${i}`,
  category: [
    'breathing',
    'cbt',
    'sleep',
    'relaxation',
    'self_compassion',
    'anxiety',
    'body_scan',
    'grounding',
  ][i % 8]!,
  tags: [['ansia', 'respiro'], ['pensieri'], ['sonno'], ['tensione'], ['autocompassione']][i % 5],
}));

const TURNS: Record<Lang, Array<[AiFeature, string]>> = {
  it: [
    ['chat', 'Ciao'],
    ['chat', 'Sono molto in ansia per il lavoro, domani ho una presentazione e sicuramente andrà malissimo'],
    ['chat', 'sì'],
    ['chat', 'Domani alle 10 devo presentare il progetto al direttore'],
    ['chat', 'Farò una figuraccia e penseranno che sono incompetente'],
    ['chat', 'ansia, 85'],
    ['chat', 'L\u2019ultima volta ho dimenticato una slide'],
    ['chat', 'Però il progetto l\u2019ho seguito io e lo conosco bene'],
    ['chat', 'Potrei inciampare su qualcosa, ma conosco il progetto e mi sono preparata'],
    ['chat', 'cinquanta'],
    ['chat', 'Grazie, va un po\u2019 meglio'],
    ['chat', 'Però stanotte non riesco mai a dormire, mi giro nel letto per ore'],
    ['sleep', 'Vado a letto alle 23:30 ma guardo il telefono fino all\u2019una'],
    ['chat', 'Mi sento in colpa perché trascuro il mio compagno'],
    ['relationships', 'Il mio compagno è silenzioso, sicuramente è stufo di me'],
    ['chat', 'Dovrei riuscire a fare tutto senza lamentarmi'],
    ['muscle_relaxation', 'Ho 10 minuti, tengo la tensione nelle spalle'],
    ['custom', 'Come posso smettere di rimandare?'],
    ['reflection_perspective', 'Oggi ho notato che sono sempre molto dura con me stessa'],
    ['chat', 'Grazie, a domani'],
  ],
  en: [
    ['chat', 'Hi'],
    ['chat', 'I am really anxious about work, I have a presentation tomorrow and it is going to go terribly'],
    ['chat', 'yes'],
    ['chat', 'Tomorrow at 10 I present the project to the director'],
    ['chat', 'I will embarrass myself and they will think I am incompetent'],
    ['chat', 'anxiety, 85'],
    ['chat', 'Last time I forgot a slide'],
    ['chat', 'But I led the project and I know it well'],
    ['chat', 'I might stumble, but I know the project and I have prepared'],
    ['chat', 'fifty'],
    ['chat', 'Thanks, that is a bit better'],
    ['chat', 'But at night I can never sleep, I toss and turn for hours'],
    ['sleep', 'I go to bed at 11:30pm but scroll on my phone until 1am'],
    ['chat', 'I feel guilty because I neglect my partner'],
    ['relationships', 'My partner is quiet, he must be sick of me'],
    ['chat', 'I should be able to do everything without complaining'],
    ['muscle_relaxation', 'I have 10 minutes, my shoulders are tense'],
    ['custom', 'How can I stop procrastinating?'],
    ['reflection_perspective', 'Today I noticed I am always very hard on myself'],
    ['chat', 'Thanks, see you tomorrow'],
  ],
};

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const r3 = (x: number): number => Math.round(x * 1000) / 1000;

function conversation(lang: Lang, times: number[], cpu: number[] = []): void {
  const history: ChatTurn[] = [];
  let stored: string | null = null;
  for (const [feature, message] of TURNS[lang]) {
    const state = stored ? (JSON.parse(stored) as EngineState) : null;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const reply = builtinReply({
      feature,
      lang,
      message,
      history: history.slice(-12),
      state,
      library: LIBRARY,
    });
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.text });
    stored = JSON.stringify(reply.state);
  }
}

// Warm up, then measure.
for (let i = 0; i < 5; i++) {
  conversation('it', []);
  conversation('en', []);
}
const replyTimes: number[] = [];
const replyCpu: number[] = [];
const RUNS = 25;
for (let i = 0; i < RUNS; i++) {
  conversation('it', replyTimes, replyCpu);
  conversation('en', replyTimes, replyCpu);
}
replyTimes.sort((a, b) => a - b);
replyCpu.sort((a, b) => a - b);

const evalPath = resolve('eval/ai-eval.jsonl');
const messages = readFileSync(evalPath, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { text: string }).text);
for (const m of messages) checkCrisis(m);
const crisisTimes: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const m of messages) {
    const t0 = performance.now();
    checkCrisis(m);
    crisisTimes.push(performance.now() - t0);
  }
}
crisisTimes.sort((a, b) => a - b);
const crisisMean = crisisTimes.reduce((a, b) => a + b, 0) / crisisTimes.length;
const modelTimes: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const m of messages) {
    const t0 = performance.now();
    scoreCrisis(m);
    modelTimes.push(performance.now() - t0);
  }
}
modelTimes.sort((a, b) => a - b);
const modelPath = 'src/server/ai/safety/classifier/crisis-model.json';
const modelBytes = statSync(resolve(modelPath)).size;

/** Mean and p95 of `run` over every message, `rounds` times, after one warm-up pass. */
function timeEach(rounds: number, run: (m: string) => void): { times: number[]; mean: number } {
  for (const m of messages) run(m);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const m of messages) {
      const t0 = performance.now();
      run(m);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { times, mean: times.reduce((a, b) => a + b, 0) / times.length };
}
// Each message as the answer to a crisis reply: the conversation layer reads the history too.
const crisisHistory: ChatTurn[] = [
  { role: 'user', content: 'mi sento un peso per tutti, davvero' },
  { role: 'assistant', content: buildCrisisResponse('suicide', 'it').text },
];
const inContext = timeEach(10, (m) => checkCrisis(m, 'it', { history: crisisHistory }));
const distortions = timeEach(10, (m) => detectDistortions(m));

const summary = {
  engine: {
    turnsPerConversation: 20,
    conversations: RUNS * 2,
    replies: replyTimes.length,
    p50Ms: r3(pct(replyTimes, 50)),
    p95Ms: r3(pct(replyTimes, 95)),
    maxMs: r3(replyTimes.at(-1)!),
    cpuP50Ms: r3(pct(replyCpu, 50)),
    cpuP95Ms: r3(pct(replyCpu, 95)),
  },
  crisis: {
    messages: crisisTimes.length,
    meanMs: r3(crisisMean),
    p50Ms: r3(pct(crisisTimes, 50)),
    p95Ms: r3(pct(crisisTimes, 95)),
    maxMs: r3(crisisTimes.at(-1)!),
  },
  crisisModel: {
    p50Ms: r3(pct(modelTimes, 50)),
    p95Ms: r3(pct(modelTimes, 95)),
    fileBytes: modelBytes,
  },
  crisisWithHistory: {
    messages: inContext.times.length,
    meanMs: r3(inContext.mean),
    p95Ms: r3(pct(inContext.times, 95)),
  },
  distortions: {
    texts: distortions.times.length,
    meanMs: r3(distortions.mean),
    p95Ms: r3(pct(distortions.times, 95)),
  },
  targets: {
    engineP95Ms: 10,
    crisisP95Ms: 1,
    modelFileBytes: 2 * 1024 * 1024,
    crisisWithHistoryMeanMs: 1,
    distortionsMeanMs: 2,
  },
};
console.log('Built-in engine, 20-turn conversation (it + en), state reloaded from JSON every turn');
console.log(
  `  replies ${summary.engine.replies}   p50 ${summary.engine.p50Ms} ms   p95 ${summary.engine.p95Ms} ms   max ${summary.engine.maxMs} ms   (target p95 < 10 ms: ${summary.engine.p95Ms < 10 ? 'ok' : 'MISSED'})`,
);
console.log(
  `  CPU time per reply: p50 ${summary.engine.cpuP50Ms} ms   p95 ${summary.engine.cpuP95Ms} ms   (wall-clock tails grow when the machine is busy)`,
);
console.log('Crisis check per message, rules + local model (eval set messages)');
console.log(
  `  messages ${summary.crisis.messages}   mean ${summary.crisis.meanMs} ms   p50 ${summary.crisis.p50Ms} ms   p95 ${summary.crisis.p95Ms} ms   max ${summary.crisis.maxMs} ms   (target p95 < 1 ms: ${summary.crisis.p95Ms < 1 ? 'ok' : 'MISSED'})`,
);
console.log(
  `  of which the local model alone: p50 ${summary.crisisModel.p50Ms} ms   p95 ${summary.crisisModel.p95Ms} ms`,
);
console.log(
  `  model file ${modelPath}: ${(modelBytes / 1024).toFixed(0)} KB (limit 2 MB: ${modelBytes <= 2 * 1024 * 1024 ? 'ok' : 'MISSED'})`,
);
console.log('Crisis check of a message that follows a crisis reply (rules + model + conversation layer)');
console.log(
  `  messages ${summary.crisisWithHistory.messages}   mean ${summary.crisisWithHistory.meanMs} ms   p95 ${summary.crisisWithHistory.p95Ms} ms   (target mean < 1 ms: ${summary.crisisWithHistory.meanMs < 1 ? 'ok' : 'MISSED'})`,
);
console.log('Distortion detector per text (eval set messages)');
console.log(
  `  texts ${summary.distortions.texts}   mean ${summary.distortions.meanMs} ms   p95 ${summary.distortions.p95Ms} ms   (target mean < 2 ms: ${summary.distortions.meanMs < 2 ? 'ok' : 'MISSED'})`,
);
console.log(JSON.stringify(summary));
