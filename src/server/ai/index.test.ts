// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  collectReply,
  createAiService,
  createBuiltinProvider,
  type AiProvider,
  type AiRequest,
  type AiStreamEvent,
} from './index';

function spyProvider(events: AiStreamEvent[] | (() => never)): AiProvider & { calls: number } {
  const p = {
    name: 'openai' as const,
    calls: 0,
    stream(): AsyncIterable<AiStreamEvent> {
      p.calls++;
      return (async function* () {
        if (typeof events === 'function') events();
        else for (const e of events) yield e;
      })();
    },
  };
  return p;
}

const base: AiRequest = { feature: 'chat', lang: 'it', message: 'ciao', history: [], state: null };

describe('createAiService', () => {
  it('runs the crisis check first and never calls the provider on a hit', async () => {
    const p = spyProvider([]);
    const svc = createAiService({ provider: p, clock: () => 1_000 });
    const { text, reply } = await collectReply(
      svc.respond({ ...base, message: 'non ce la faccio più a vivere' }),
    );
    expect(p.calls).toBe(0);
    expect(reply?.crisis?.category).toBe('suicide');
    expect(reply?.crisis?.helplines[0]?.href).toBe('tel:112');
    expect(reply?.text).toBe(text);
    expect(text).toContain('112');
    expect(reply?.state.lastCrisis).toEqual({ category: 'suicide', turn: 0, at: 1_000 });
  });

  it('stops an ongoing thought record on a crisis and shows a follow-up the next time', async () => {
    const svc = createAiService({ provider: createBuiltinProvider(), clock: () => 5_000 });
    const start = await collectReply(svc.respond({ ...base, message: 'facciamo un diario dei pensieri' }));
    expect(start.reply?.state.thoughtRecord).not.toBeNull();
    const first = await collectReply(
      svc.respond({ ...base, message: 'voglio morire', state: start.reply!.state }),
    );
    expect(first.reply?.state.thoughtRecord).toBeNull();
    const again = await collectReply(
      svc.respond({ ...base, message: 'voglio morire', state: first.reply!.state }),
    );
    expect(again.text).not.toBe(first.text);
    expect(again.text).toMatch(/ancora qui/);
    const after = await collectReply(
      svc.respond({ ...base, message: 'sono a casa, adesso un po\u2019 meglio', state: again.reply!.state }),
    );
    expect(after.reply?.crisis).toBeUndefined();
    expect(after.text).toMatch(/ancora qui|scritto ancora/);
  });

  it('uses the category-specific panel: abuse, medical, young person', async () => {
    const svc = createAiService({ provider: createBuiltinProvider() });
    const abuse = await collectReply(svc.respond({ ...base, lang: 'en', message: 'my husband hits me' }));
    expect(abuse.reply?.crisis?.helplines[0]?.number).toBe('1522');
    const medical = await collectReply(svc.respond({ ...base, message: 'ho preso troppe pillole' }));
    expect(medical.reply?.crisis?.helplines[0]?.number).toBe('112');
    const young = await collectReply(
      svc.respond({
        ...base,
        message: 'mi taglio quasi ogni sera',
        history: [{ role: 'user', content: 'ho 15 anni' }],
      }),
    );
    expect(young.reply?.crisis?.youth).toBe(true);
    expect(young.reply?.crisis?.helplines[0]?.number).toBe('19696');
  });

  it('passes ordinary messages to the provider', async () => {
    const reply = {
      text: 'ok',
      state: { v: 1 } as never,
      suggestions: [],
      distortions: [],
      provider: 'openai' as const,
    };
    const p = spyProvider([
      { type: 'delta', text: 'ok' },
      { type: 'done', reply },
    ]);
    const svc = createAiService({ provider: p });
    const out = await collectReply(svc.respond({ ...base, message: 'oggi giornata pesante al lavoro' }));
    expect(p.calls).toBe(1);
    expect(out.text).toBe('ok');
    expect(out.reply?.provider).toBe('openai');
  });

  it('falls back to the built-in engine when the provider throws before answering', async () => {
    const p = spyProvider(() => {
      throw new Error('network down');
    });
    const svc = createAiService({ provider: p });
    const out = await collectReply(svc.respond({ ...base, message: 'sono in ansia per domani' }));
    expect(out.reply?.provider).toBe('builtin');
    expect(out.reply?.fallback).toBe(true);
    expect(out.text).toBe(out.reply?.text);
  });

  it('ends with an apology if the provider breaks after starting', async () => {
    const p: AiProvider = {
      name: 'openai',
      stream: () =>
        (async function* () {
          yield { type: 'delta', text: 'Capisco' } as AiStreamEvent;
          throw new Error('broken');
        })(),
    };
    const out = await collectReply(
      createAiService({ provider: p }).respond({ ...base, message: 'sono stanca' }),
    );
    expect(out.text.startsWith('Capisco')).toBe(true);
    expect(out.reply?.text).toBe(out.text);
    expect(out.text).toMatch(/Scusami/);
  });
});
