import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import type { DailyUsage } from '@shared/schemas/plans';
import { findElevated } from '../../ai/cbt-engine/test-helpers';
import { seedContent } from '../../db/seed';
import { safetyEventsTable } from '../safety/safety.table';
import { postStream } from './stream.test-utils';

const CHECK_IN = {
  it: /ti capita di pensare di farti del male[^?]*\?|hai pensato di farti del male[^?]*\?/i,
  en: /(?:thoughts of|thinking about) hurting yourself[^?]*\?/,
} as const;

describe(`the companion's care in the chat (${testDbKind})`, () => {
  let t: TestAppWithUsers;

  beforeAll(async () => {
    t = await createTestAppWithUsers({ env: { AI_BUILTIN_STREAM_DELAY_MS: '0' } });
    await seedContent(t.database.db);
  });
  afterAll(() => t.close());

  const send = (user: SignedInTestUser, payload: Record<string, unknown>) =>
    postStream(t.app, '/api/chat/messages', user.headers, payload);
  const usage = async (user: SignedInTestUser) =>
    (await api(t.app, user).get('/api/plans/usage')).json<DailyUsage>();

  describe('an elevated message gets a gentle check-in question', () => {
    for (const lang of ['it', 'en'] as const) {
      it(`${lang}: no alarm, a direct question and the SOS button; "${lang === 'it' ? 'sì' : 'yes'}" gets the crisis reply with the helplines`, async () => {
        const user = await t.signIn();
        const first = await send(user, { message: findElevated(lang), lang });
        expect(first.status).toBe(200);
        expect(first.done!.crisis).toBeNull();
        expect(first.done!.text).toMatch(CHECK_IN[lang]);
        expect(first.done!.text).toMatch(/SOS/);
        const used = (await usage(user)).used;

        const yes = await send(user, {
          conversationId: first.done!.conversation!.id,
          message: lang === 'it' ? 'sì' : 'yes',
        });
        expect(yes.done!.crisis?.category).toBe('suicide');
        expect(yes.done!.crisis!.helplines.map((h) => h.href)).toEqual(
          expect.arrayContaining(['tel:112', 'tel:+390223272327']),
        );
        expect(yes.done!.text).toContain('112');
        // A disclosure is a crisis: it uses no quota and leaves a safety event.
        expect((await usage(user)).used).toBe(used);
        const events = await t.database.db
          .select()
          .from(safetyEventsTable)
          .where(eq(safetyEventsTable.userId, user.id));
        expect(events.map((e) => e.category)).toEqual(['suicide']);
      });

      it(`${lang}: "no" is thanked and the conversation goes on, without the crisis panel or a second question`, async () => {
        const user = await t.signIn({ premium: true });
        const first = await send(user, { message: findElevated(lang), lang });
        const id = first.done!.conversation!.id;
        const no = await send(user, { conversationId: id, message: 'no' });
        expect(no.done!.crisis).toBeNull();
        expect(no.done!.text).toMatch(
          lang === 'it' ? /^(?:Grazie|Mi fa piacere)/ : /^(?:Thank you|I’m glad)/,
        );
        expect(no.done!.text).not.toMatch(CHECK_IN[lang]);
        const next = await send(user, {
          conversationId: id,
          message: lang === 'it' ? 'Oggi al lavoro mi sono sentita sola' : 'At work today I felt lonely',
        });
        expect(next.done!.crisis).toBeNull();
        expect(next.done!.text).not.toMatch(CHECK_IN[lang]);
        expect(next.done!.text.length).toBeGreaterThan(60);
      });
    }
  });

  describe('a thought record started within the allowance is finished within it', () => {
    it('a trial user with one message left completes all seven steps; the next plain message is refused', async () => {
      const user = await t.signIn({ entitlements: { plan: 'trial', dailyLimit: 5 } });
      for (let i = 1; i <= 4; i++)
        expect((await send(user, { message: `Messaggio ${i}: giornata lunga al lavoro` })).status).toBe(200);
      const start = await send(user, { message: 'Facciamo un diario dei pensieri', lang: 'it' });
      expect(start.done!.remaining).toBe(0);
      const id = start.done!.conversation!.id;
      const answers = [
        'Ieri in riunione il mio capo ha criticato la mia presentazione davanti a tutti',
        'Ho pensato: sono un incapace, mi licenzieranno',
        'ansia, 80',
        'Ha detto che mancavano dei dati importanti',
        'La settimana scorsa mi ha fatto i complimenti per un altro progetto',
        'Ho fatto un errore, ma sono una persona competente e posso sistemarlo',
        'quaranta',
      ];
      const steps: (string | null)[] = [];
      for (const message of answers) {
        const r = await send(user, { conversationId: id, message });
        expect(r.status, message).toBe(200);
        expect(r.done!.remaining).toBe(0);
        steps.push(r.done!.thoughtRecord?.step ?? null);
      }
      expect(steps).toEqual([
        'thought',
        'emotion',
        'evidence_for',
        'evidence_against',
        'balanced',
        'rerate',
        null,
      ]);
      expect((await usage(user)).used).toBe(5);

      const after = await send(user, { conversationId: id, message: 'Grazie, mi sento già un po’ meglio' });
      expect(after.status).toBe(429);
      expect(after.json!.error!.code).toBe('plans.daily_limit_reached');
    });
  });

  describe('putting things off is never answered with panic material', () => {
    for (const [lang, message] of [
      ['it', 'Rimando sempre tutto e poi mi viene l’ansia, cosa posso fare?'],
      ['en', 'I keep putting things off and then I get anxious, what can I do?'],
    ] as const) {
      it(`${lang}: "${message}"`, async () => {
        const user = await t.signIn({ premium: true });
        const res = await send(user, { message, lang });
        expect(res.done!.text).not.toMatch(/panic/i);
        expect(res.done!.suggestions.map((s) => s.slug).join(' ')).not.toMatch(/panic/);
      });
    }
  });
});
