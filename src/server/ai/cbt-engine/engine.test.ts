// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_FEATURES, type AiRequest, type AiStreamEvent, type Lang } from '../types';
import { builtinReply, chunkText, createBuiltinProvider } from './index';
import { converse, LIBRARY } from './test-helpers';
import { parseBedtime } from './features/sleep';

const EMOJI = /\p{Extended_Pictographic}/u;

function req(over: Partial<AiRequest>): AiRequest {
  return {
    feature: 'chat',
    lang: 'it',
    message: 'Sono molto in ansia per il lavoro',
    history: [],
    state: null,
    library: LIBRARY,
    ...over,
  };
}

function clean(text: string): void {
  expect(text.trim().length).toBeGreaterThan(20);
  expect(text).not.toMatch(/\{\w+\}|\bundefined\b|\bnull\b|\bNaN\b|\[object/);
  expect(text).not.toMatch(EMOJI);
}

afterEach(() => vi.restoreAllMocks());

describe('built-in engine: determinism and variation', () => {
  it('is deterministic for the same conversation and never uses Math.random', () => {
    const spy = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random must not be used');
    });
    const a = builtinReply(req({}));
    const b = builtinReply(req({}));
    expect(a).toEqual(b);
    expect(spy).not.toHaveBeenCalled();
  });

  it('does not send the same reply twice in a row for similar messages', () => {
    for (const lang of ['it', 'en'] as Lang[]) {
      const msgs =
        lang === 'it'
          ? [
              'Sono in ansia per il lavoro',
              'Sono in ansia per il lavoro',
              'Sono ancora in ansia per il lavoro',
              'Sono in ansia per il lavoro, di nuovo',
            ]
          : [
              'I feel anxious about work',
              'I feel anxious about work',
              'I still feel anxious about work',
              'I feel anxious about work again',
            ];
      const replies = converse(lang, 'chat', msgs).map((r) => r.text);
      for (let i = 1; i < replies.length; i++) expect(replies[i]).not.toBe(replies[i - 1]);
      // and the opening reflection varies too
      const openings = replies.map((t) => t.split('\n')[0]);
      for (let i = 1; i < openings.length; i++) expect(openings[i]).not.toBe(openings[i - 1]);
    }
  });

  it('keeps the state JSON-serialisable and small', () => {
    const replies = converse(
      'it',
      'chat',
      Array.from(
        { length: 20 },
        (_, i) => `Oggi ${i} volte mi sono sentita in ansia e ho pensato che andrà male`,
      ),
    );
    const last = replies.at(-1)!.state;
    expect(JSON.parse(JSON.stringify(last))).toEqual(last);
    expect(JSON.stringify(last).length).toBeLessThan(4000);
    expect(last.turn).toBe(20);
  });
});

describe('built-in engine: listening, CBT moves, never an echo', () => {
  const MESSAGES: Record<Lang, string[]> = {
    it: [
      'Domani ho un colloquio e sono sicura che andrà malissimo, non mi prenderanno mai',
      'Mi sento sola da quando mi sono trasferita in questa città',
      'Il mio capo mi ha criticato e io sono un fallito',
      'Sono esausta, lavoro dieci ore al giorno e non dormo',
    ],
    en: [
      'I have an interview tomorrow and it is going to go terribly, they will never hire me',
      'I feel so lonely since I moved to this city',
      'My boss criticised me and I am such a failure',
      'I am exhausted, I work ten hours a day and I cannot sleep',
    ],
  };

  for (const lang of ['it', 'en'] as Lang[]) {
    it(`${lang}: replies are clean, reflective and never repeat the message`, () => {
      for (const message of MESSAGES[lang]) {
        const r = builtinReply(req({ lang, message }));
        clean(r.text);
        expect(r.text).not.toContain(message);
        expect(r.text.toLowerCase()).not.toContain(message.toLowerCase().slice(0, 40));
        expect(r.provider).toBe('builtin');
      }
    });
  }

  it('names a thinking trap gently, with a balanced alternative', () => {
    const r = builtinReply(req({ message: 'Non passerò mai questo esame, andrà malissimo' }));
    expect(r.distortions).toContain('fortune_telling');
    expect(r.text).toContain('Previsione negativa del futuro');
    expect(r.text).toMatch(/«Non so come andrà/);
  });

  it('offers a thought record and starts it when the person accepts', () => {
    const r = converse('it', 'chat', ['Sono un fallito, non combino mai niente di buono', 'sì']);
    expect(r[0]!.state.pendingOffer).toBe('thought_record');
    expect(r[1]!.state.thoughtRecord?.step).toBe('situation');
  });

  it('suggests a fitting item from the library, and not the same one right after', () => {
    const r = converse('it', 'chat', [
      'Ho un attacco di ansia, il cuore batte forte',
      'Sono ancora agitata',
      'L\u2019ansia non passa',
    ]);
    expect(r[0]!.suggestions[0]?.slug).toMatch(/box-breathing|anxiety-guide/);
    expect(r[0]!.text).toContain(r[0]!.suggestions[0]!.title);
    const slugs = r.flatMap((x) => x.suggestions.map((s) => s.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('works without a library', () => {
    const r = builtinReply(req({ library: undefined }));
    expect(r.suggestions).toEqual([]);
    clean(r.text);
  });

  it('declines diagnosis and medication questions, and off-topic requests', () => {
    expect(builtinReply(req({ message: 'Secondo te ho la depressione?' })).text).toMatch(/diagnosi/);
    const med = builtinReply(req({ lang: 'en', message: 'Should I stop taking my sertraline?' })).text;
    expect(med).toMatch(/doctor/);
    expect(med).not.toMatch(/\bmg\b/);
    expect(builtinReply(req({ message: 'Mi scrivi un programma in python?' })).text).toMatch(/benessere/);
  });

  it('says it is an AI when asked', () => {
    expect(builtinReply(req({ lang: 'en', message: 'are you a real person?' })).text).toMatch(/AI/);
  });
});

describe('built-in engine: other features', () => {
  const INPUTS: Record<string, Record<Lang, string>> = {
    relationships: {
      it: 'Il mio compagno non mi ascolta mai e litighiamo spesso',
      en: 'My partner never listens to me and we argue a lot',
    },
    writing: {
      it: 'Vorrei scrivere di quello che provo per mia madre',
      en: 'I want to write about how I feel about my mother',
    },
    muscle_relaxation: {
      it: 'Ho 5 minuti, tengo la tensione nel collo',
      en: 'I have 15 minutes before bed, my shoulders are tight',
    },
    sleep: {
      it: 'Vado a letto alle 23 ma rimugino fino alle due e bevo caffè la sera',
      en: 'I go to bed at 11pm but keep waking up at night',
    },
    custom: { it: 'Come faccio a smettere di rimandare le cose?', en: 'How do I deal with panic attacks?' },
    reflection_perspective: {
      it: 'Oggi mi sono sentita invisibile al lavoro, nessuno ha notato il mio impegno',
      en: 'Today I felt invisible at work and nobody noticed my effort',
    },
    resource_search: { it: 'ansia', en: 'sleep' },
    chat: { it: 'Ciao', en: 'Hello' },
  };

  for (const feature of AI_FEATURES) {
    for (const lang of ['it', 'en'] as Lang[]) {
      it(`${feature} (${lang})`, () => {
        const r = builtinReply(req({ feature, lang, message: INPUTS[feature]![lang] }));
        clean(r.text);
        expect(r.state.turn).toBe(1);
      });
    }
  }

  it('personalises the relaxation script and the sleep plan', () => {
    const pmr = builtinReply(
      req({ feature: 'muscle_relaxation', message: 'Ho 5 minuti in ufficio, tengo la tensione nel collo' }),
    ).text;
    expect(pmr).toMatch(/5 minuti/);
    expect(pmr).toMatch(/Collo[^\n]*seconda volta/);
    const sleep = builtinReply(
      req({ feature: 'sleep', message: 'Vado a letto alle 23:30 e guardo il telefono fino a tardi' }),
    ).text;
    expect(sleep).toContain('22:30');
    expect(sleep).toContain('23:00');
    expect(sleep).toMatch(/telefono/);
    expect(sleep).not.toMatch(/melatonin|sonnifer|farmac/i);
  });

  it('reads a bedtime, and does not take a time of waking for one', () => {
    expect(parseBedtime('Vado a letto alle 23:30 e guardo il telefono')).toBe(23 * 60 + 30);
    expect(parseBedtime('I go to bed at 11pm')).toBe(23 * 60);
    expect(parseBedtime('a letto verso le 1 di notte')).toBe(25 * 60);
    expect(parseBedtime('Non riesco a dormire bene, alle 4 sono già sveglio')).toBeNull();
    expect(parseBedtime('Faccio fatica a dormire e mi sveglio alle 5')).toBeNull();
    expect(parseBedtime("I can't sleep, at 4 I'm already awake")).toBeNull();
    expect(parseBedtime('I fall asleep fine but at 3am I wake up')).toBeNull();
  });

  it('writing: a prompt for short input, a reflection for a longer text', () => {
    const prompt = builtinReply(req({ feature: 'writing', message: 'Voglio scrivere sul lavoro' })).text;
    expect(prompt).toMatch(/1\..*\n2\./s);
    const long =
      'Oggi è stata dura. Ho discusso con mia sorella e mi sono sentita in colpa per tutto il giorno, anche se ci tengo molto a lei e so che ci vogliamo bene. Mi chiedo se sono io a sbagliare sempre nei rapporti con gli altri.';
    const reflection = builtinReply(req({ feature: 'writing', message: long })).text;
    expect(reflection).toMatch(/Grazie/);
    expect(reflection).not.toContain(long.slice(0, 60));
  });
});

describe('built-in provider streaming', () => {
  it('streams word-group deltas and exactly one done event', async () => {
    const provider = createBuiltinProvider();
    const events: AiStreamEvent[] = [];
    for await (const ev of provider.stream(req({ message: 'Sono stanca e triste, non so cosa fare' }), {}))
      events.push(ev);
    const deltas = events.filter((e) => e.type === 'delta');
    const done = events.filter((e) => e.type === 'done');
    expect(done).toHaveLength(1);
    expect(events.at(-1)!.type).toBe('done');
    expect(deltas.length).toBeGreaterThan(3);
    const text = deltas.map((d) => (d.type === 'delta' ? d.text : '')).join('');
    expect(text).toBe(done[0]!.type === 'done' ? done[0]!.reply.text : '');
  });

  it('stops when the signal is aborted', async () => {
    const ac = new AbortController();
    const events: AiStreamEvent[] = [];
    for await (const ev of createBuiltinProvider().stream(req({}), { signal: ac.signal })) {
      events.push(ev);
      ac.abort();
    }
    expect(events).toHaveLength(1);
  });

  it('chunks keep the exact text', () => {
    const t = 'Uno due tre.\n\nQuattro cinque sei sette otto nove dieci undici.';
    expect(chunkText(t, 5).join('')).toBe(t);
    expect(chunkText('', 1)).toEqual([]);
  });
});
