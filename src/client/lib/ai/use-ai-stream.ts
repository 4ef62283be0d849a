import { useCallback, useEffect, useRef, useState } from 'react';
import type { StreamDone } from '@shared/schemas/chat';
import { ApiError } from '@/lib/api-client';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { type DailyAllowance, useDailyAllowance } from '../plans/use-daily-allowance';

export type AiStreamStatus = 'idle' | 'waiting' | 'streaming' | 'done' | 'error' | 'stopped';

export interface AiStreamState {
  status: AiStreamStatus;
  /** The reply so far (all of it once done). */
  text: string;
  done: StreamDone | null;
  /** An error code for `errors:<code>` (the server's, or the feature's failure code). */
  errorCode: string | null;
  /** True when the daily limit refused the request (show the upgrade prompt). */
  limitReached: boolean;
}

const idle: AiStreamState = { status: 'idle', text: '', done: null, errorCode: null, limitReached: false };

/**
 * One streamed AI request at a time, within the daily allowance: the text grows as deltas arrive
 * (whole at the end for reduced motion), a new request or `stop()` aborts the previous one, and
 * the count is read again after each answer. A refusal at the limit (429) marks the allowance
 * used, so the page's one notice shows it; nothing else is said about it (no toast).
 */
export function useAiStream({ failureCode }: { failureCode: string }): {
  state: AiStreamState;
  run: (url: string, body: unknown) => Promise<StreamDone | null>;
  stop: () => void;
  reset: () => void;
  allowance: DailyAllowance;
} {
  const [state, setState] = useState<AiStreamState>(idle);
  const controller = useRef<AbortController | null>(null);
  const reduced = useReducedMotion();
  const reducedRef = useRef(reduced);
  reducedRef.current = reduced;
  const allowance = useDailyAllowance();
  const { refresh, markReached } = allowance;

  useEffect(() => () => controller.current?.abort(), []);

  const stop = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    setState((s) => (s.status === 'waiting' || s.status === 'streaming' ? { ...s, status: 'stopped' } : s));
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(idle);
  }, []);

  const run = useCallback(
    async (url: string, body: unknown): Promise<StreamDone | null> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ ...idle, status: 'waiting' });
      let text = '';
      let limit = false;
      try {
        // The stream reader (and its event-stream parser) loads at the first request, not with the page.
        const { streamAi } = await import('./stream');
        const done = await streamAi(url, body, {
          signal: own.signal,
          onDelta: (piece) => {
            text += piece;
            if (!reducedRef.current) setState((s) => ({ ...s, status: 'streaming', text }));
          },
        });
        if (own.signal.aborted) return null;
        setState({ status: 'done', text: done.text, done, errorCode: null, limitReached: false });
        return done;
      } catch (err) {
        if (own.signal.aborted) return null;
        limit = err instanceof ApiError && err.code === 'plans.daily_limit_reached';
        // A refusal keeps its own words (e.g. 'Per favore inserisci un prompt valido.'); a failure
        // on the way (an `error` event, the network) gets the feature's SPEC message.
        const code = err instanceof ApiError && err.code ? err.code : failureCode;
        setState({ status: 'error', text, done: null, errorCode: code, limitReached: limit });
        return null;
      } finally {
        if (controller.current === own) controller.current = null;
        if (limit) markReached();
        else void refresh();
      }
    },
    [failureCode, refresh, markReached],
  );

  return { state, run, stop, reset, allowance };
}
