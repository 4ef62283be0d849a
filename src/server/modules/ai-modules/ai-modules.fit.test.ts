import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import { seedContent } from '../../db/seed';
import { postStream } from '../chat/stream.test-utils';

/** The numbered steps of a relaxation script, by the area each one works. */
const steps = (text: string) => [...text.matchAll(/^\d+\. ([^:]+):/gm)].map((m) => m[1]!);

describe(`AI modules that fit the person (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let user: SignedInTestUser;

  beforeAll(async () => {
    t = await createTestAppWithUsers({ env: { AI_BUILTIN_STREAM_DELAY_MS: '0' } });
    await seedContent(t.database.db);
    user = await t.signIn({ premium: true });
  });
  afterAll(() => t.close());

  const run = (input: Record<string, unknown>, lang: 'it' | 'en') =>
    postStream(t.app, '/api/ai-modules/run', user.headers, { input, lang });

  describe('muscle relaxation leaves out the areas the notes ask to avoid', () => {
    it('it: only shoulders chosen, «ho un’ernia, evitare la schiena»: no back today, and it says so', async () => {
      const res = await run(
        {
          module: 'muscle_relaxation',
          areas: ['shoulders'],
          minutes: 10,
          place: 'elsewhere',
          notes: 'ho un’ernia, evitare la schiena',
        },
        'it',
      );
      expect(steps(res.done!.text)).toContain('Spalle');
      expect(steps(res.done!.text)).not.toContain('Schiena');
      expect(res.done!.text).toMatch(
        /Ho lasciato fuori la schiena[^\n]*se qualcosa fa male, fermati e chiedi al tuo medico/i,
      );
    });

    it('en: neck chosen, "my knee hurts, skip my lower back": no legs, no back', async () => {
      const res = await run(
        {
          module: 'muscle_relaxation',
          areas: ['neck'],
          minutes: 15,
          place: 'bed',
          notes: 'my knee hurts, skip my lower back',
        },
        'en',
      );
      expect(steps(res.done!.text)).toContain('Neck');
      expect(steps(res.done!.text)).not.toContain('Legs');
      expect(steps(res.done!.text)).not.toContain('Back');
      expect(res.done!.text).toMatch(/left out your back and legs/);
    });
  });

  describe('the writing module builds on a short draft', () => {
    it('it: the reply starts from the draft’s own words, not from the generic prompt', async () => {
      const draft =
        'Oggi mi sono sentita sola anche a tavola con mia sorella. Non so spiegare perché mi succede.';
      const res = await run({ module: 'writing', topic: 'Il rapporto con mia sorella', draft }, 'it');
      expect(res.done!.text).toContain('«Oggi mi sono sentita sola anche a tavola con mia sorella»');
      expect(res.done!.text).toContain('Riparti da «Non so spiegare perché mi succede»');
      expect(res.done!.text).not.toMatch(/proposta di scrittura espressiva/);
    });

    it('en: the same in English', async () => {
      const draft = 'This month at work has been really hard. I keep saying yes to everything.';
      const res = await run({ module: 'writing', topic: 'My job', draft }, 'en');
      expect(res.done!.text).toContain('"This month at work has been really hard"');
      expect(res.done!.text).toContain('Pick up from "I keep saying yes to everything"');
      expect(res.done!.text).not.toMatch(/expressive writing exercise/);
    });
  });

  describe('a question about putting things off gets no panic material', () => {
    for (const [lang, prompt] of [
      ['it', 'Come posso smettere di rimandare tutto? Mi agito solo a pensarci'],
      ['en', 'How can I stop putting things off? I get anxious just thinking about it'],
    ] as const) {
      it(`${lang}: "${prompt}"`, async () => {
        const res = await run({ module: 'custom', prompt }, lang);
        expect(res.done!.text).not.toMatch(/panic/i);
        expect(res.done!.suggestions.map((s) => s.slug).join(' ')).not.toMatch(/panic/);
      });
    }
  });
});
