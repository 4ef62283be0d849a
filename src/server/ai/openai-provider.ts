/**
 * OpenAI-compatible provider (any server speaking the chat-completions SSE
 * protocol). Bounded history, an overall timeout and an idle timeout between
 * chunks. If it fails, times out or hangs before the first delta, the
 * built-in engine answers transparently (reply marked provider 'builtin',
 * fallback true). If it fails mid-stream, the reply ends with a short
 * apology instead of hanging.
 */
import OpenAI from 'openai';
import { missingCheckIn } from './cbt-engine/check-in';
import {
  cloneState,
  Composer,
  conversationSeed,
  parseEngineState,
  rememberSuggestion,
} from './cbt-engine/state';
import { readEmotions, readTopics } from './cbt-engine/emotions';
import { needsFor, pickSuggestions } from './cbt-engine/suggest';
import { detectDistortions, distortionInfo } from './distortions';
import { detectorNote, systemPrompt } from './prompts';
import { hashString } from './text/hash';
import { normalizeText } from './text/normalize';
import type {
  AiProvider,
  AiReply,
  AiRequest,
  AiStreamEvent,
  AiStreamOptions,
  ChatTurn,
  Lang,
} from './types';

export interface OpenAiProviderOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Overall time limit for one reply (ms). */
  timeoutMs: number;
  /** Keep at most this many previous turns. */
  maxHistoryTurns: number;
  /** Provider that answers when this one fails (normally the built-in engine). */
  fallback: AiProvider;
  /** Longest silence allowed before the first chunk and between chunks (ms). Default min(8000, timeoutMs). */
  idleTimeoutMs?: number;
  /** Character budget for the history sent to the model. Default 6000. */
  maxHistoryChars?: number;
  temperature?: number;
  maxTokens?: number;
  /** For tests: a ready client. */
  client?: OpenAI;
}

const MAX_TURN_CHARS = 2000;
const MAX_MESSAGE_CHARS = 4000;

const APOLOGY: Record<Lang, string> = {
  it: '\n\n(Scusami, la risposta si è interrotta. Puoi riscrivermi l\u2019ultimo messaggio?)',
  en: '\n\n(Sorry, my reply was cut off. Could you send your last message again?)',
};

/** The last `maxTurns` turns that fit in `maxChars`, oldest dropped first. */
export function boundHistory(history: ChatTurn[], maxTurns: number, maxChars: number): ChatTurn[] {
  const recent = history
    .slice(-Math.max(0, maxTurns))
    .map((t) => ({ role: t.role, content: String(t.content ?? '').slice(0, MAX_TURN_CHARS) }));
  let total = recent.reduce((n, t) => n + t.content.length, 0);
  while (recent.length && total > maxChars) total -= recent.shift()!.content.length;
  while (recent.length && recent[0]!.role === 'assistant') recent.shift();
  return recent;
}

export function buildMessages(
  req: AiRequest,
  maxTurns: number,
  maxChars: number,
): OpenAI.Chat.ChatCompletionMessageParam[] {
  const lang: Lang = req.lang === 'en' ? 'en' : 'it';
  const msgs: OpenAI.Chat.ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(req.feature, lang, { riskLevel: req.riskLevel }) },
  ];
  const names = detectDistortions(req.message, lang).map((d) => distortionInfo(d.id, lang).name);
  const note = detectorNote(lang, names);
  for (const t of boundHistory(req.history ?? [], maxTurns, maxChars))
    msgs.push({ role: t.role, content: t.content });
  if (note) msgs.push({ role: 'system', content: note });
  msgs.push({ role: 'user', content: String(req.message ?? '').slice(0, MAX_MESSAGE_CHARS) });
  return msgs;
}

/**
 * The finished reply and its state. On an elevated turn a reply that did not ask the check-in
 * question gets the engine's at its end (the caller streams the added part).
 */
function finalReply(req: AiRequest, streamed: string): AiReply {
  const lang: Lang = req.lang === 'en' ? 'en' : 'it';
  const base = parseEngineState(req.state);
  const state = cloneState(base);
  // The model guides its own exercises: a thought record the built-in engine had open is left behind.
  state.thoughtRecord = null;
  const distortions = detectDistortions(req.message, lang);
  const norm = normalizeText(req.message).text;
  const c = new Composer(lang, state, conversationSeed(req, base.turn));
  const checkIn = req.riskLevel === 'elevated' ? missingCheckIn(c, req, streamed) : null;
  const text = checkIn ? `${streamed}\n\n${checkIn}` : streamed;
  const needs = needsFor(
    req.feature,
    readEmotions(norm).emotions,
    readTopics(norm),
    distortions.map((d) => d.id),
    norm,
  );
  const due =
    state.lastSuggestionTurn < 0 ||
    state.turn - state.lastSuggestionTurn >= 2 ||
    req.feature === 'resource_search';
  const suggestions = due
    ? pickSuggestions(c, req.library, needs, req.feature === 'resource_search' ? 3 : 1)
    : [];
  for (const s of suggestions) rememberSuggestion(state, s.slug);
  state.turn = base.turn + 1;
  state.lastDistortions = distortions.map((d) => d.id);
  state.lastReplyHash = hashString(text);
  return { text, state, suggestions, distortions: distortions.map((d) => d.id), provider: 'openai' };
}

export function createOpenAiProvider(opts: OpenAiProviderOptions): AiProvider {
  const timeoutMs = Math.max(1, opts.timeoutMs);
  const idleMs = Math.max(1, opts.idleTimeoutMs ?? Math.min(8000, timeoutMs));
  const maxChars = opts.maxHistoryChars ?? 6000;
  const client =
    opts.client ??
    new OpenAI({ baseURL: opts.baseURL, apiKey: opts.apiKey, timeout: timeoutMs, maxRetries: 0 });

  async function* fallback(req: AiRequest, signal: AbortSignal | undefined): AsyncGenerator<AiStreamEvent> {
    for await (const ev of opts.fallback.stream(req, signal ? { signal } : {})) {
      if (ev.type === 'done')
        yield { type: 'done', reply: { ...ev.reply, provider: 'builtin', fallback: true } };
      else yield ev;
    }
  }

  async function* stream(req: AiRequest, so: AiStreamOptions = {}): AsyncGenerator<AiStreamEvent> {
    const lang: Lang = req.lang === 'en' ? 'en' : 'it';
    const ac = new AbortController();
    const outer = so.signal;
    const onOuterAbort = (): void => ac.abort();
    if (outer) {
      if (outer.aborted) return;
      outer.addEventListener('abort', onOuterAbort, { once: true });
    }
    const overall = setTimeout(() => ac.abort(), timeoutMs);
    let idle = setTimeout(() => ac.abort(), idleMs);
    const touch = (): void => {
      clearTimeout(idle);
      idle = setTimeout(() => ac.abort(), idleMs);
    };
    let text = '';
    let started = false;
    let failed = false;
    try {
      const completion = await client.chat.completions.create(
        {
          model: opts.model,
          messages: buildMessages(req, opts.maxHistoryTurns, maxChars),
          stream: true,
          ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}),
          ...(opts.maxTokens !== undefined ? { max_tokens: opts.maxTokens } : {}),
        },
        { signal: ac.signal, timeout: timeoutMs, maxRetries: 0 },
      );
      touch();
      for await (const chunk of completion) {
        touch();
        const piece = chunk.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece.length) {
          started = true;
          text += piece;
          // The idle timer measures the server's silence, not a slow reader.
          clearTimeout(idle);
          yield { type: 'delta', text: piece };
          touch();
        }
      }
      // The SDK ends the iteration quietly when aborted: a timeout is still a failure.
      if (ac.signal.aborted) failed = true;
    } catch {
      failed = true;
    } finally {
      clearTimeout(overall);
      clearTimeout(idle);
      outer?.removeEventListener('abort', onOuterAbort);
    }
    if (outer?.aborted) return;
    if (!started || !text.trim()) {
      yield* fallback(req, outer);
      return;
    }
    if (failed) {
      yield { type: 'delta', text: APOLOGY[lang] };
      text += APOLOGY[lang];
    }
    const reply = finalReply(req, text);
    if (reply.text.length > text.length) yield { type: 'delta', text: reply.text.slice(text.length) };
    yield { type: 'done', reply };
  }

  return { name: 'openai', stream };
}
