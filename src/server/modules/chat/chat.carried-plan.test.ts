import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import { postStream } from './stream.test-utils';

const day = 86_400_000;

/**
 * A plan the person made in one conversation is asked about when they open the next one: the
 * built-in companion builds on their own plans across conversations, within two weeks, once.
 */
describe(`a plan carried to the next conversation (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2026-11-02T09:00:00Z');

  beforeAll(async () => {
    t = await createTestAppWithUsers({ env: { AI_BUILTIN_STREAM_DELAY_MS: '0' }, clock: () => now });
  });
  afterAll(() => t.close());

  const send = (user: SignedInTestUser, payload: Record<string, unknown>) =>
    postStream(t.app, '/api/chat/messages', user.headers, payload);

  async function planIn(user: SignedInTestUser, lang: 'it' | 'en', message: string) {
    const res = await send(user, { message, lang });
    expect(res.done).not.toBeNull();
    return res.done!;
  }

  it('the next conversation opens by asking how the plan went, in the person’s words', async () => {
    const user = await t.signIn({ premium: true });
    const first = await planIn(user, 'it', 'Forse potrei chiedere a mio fratello di aiutarmi con le spese di casa.');
    expect(first.text).toMatch(/chiedere a tuo fratello/);

    now = new Date(now.getTime() + 2 * day);
    const next = await send(user, { message: 'Ciao, oggi sono un po’ stanca.', lang: 'it' });
    expect(next.done!.conversation!.id).not.toBe(first.conversation!.id);
    expect(next.done!.text).toMatch(/chiedere a tuo fratello[^?]*\?/);

    // Asked once: a third conversation does not ask again.
    const third = await send(user, { message: 'Ciao, sono di nuovo qui.', lang: 'it' });
    expect(third.done!.text).not.toMatch(/fratello/);
  });

  it('the same in English', async () => {
    const user = await t.signIn({ premium: true });
    await planIn(user, 'en', "Maybe I could call my sister on Sunday and tell her how I feel.");
    const next = await send(user, { message: 'Hi, I had a long day at work.', lang: 'en' });
    expect(next.done!.text).toMatch(/call your sister/);
  });

  it('a plan older than two weeks is not brought up', async () => {
    const user = await t.signIn({ premium: true });
    await planIn(user, 'it', 'Forse potrei chiedere a mio fratello di aiutarmi con le spese di casa.');
    now = new Date(now.getTime() + 15 * day);
    const next = await send(user, { message: 'Ciao, oggi sono un po’ stanca.', lang: 'it' });
    expect(next.done!.text).not.toMatch(/fratello/);
  });

  it('another person’s plan never reaches someone else’s conversation', async () => {
    const owner = await t.signIn({ premium: true });
    const other = await t.signIn({ premium: true });
    await planIn(owner, 'it', 'Forse potrei chiedere a mio fratello di aiutarmi con le spese di casa.');
    const next = await send(other, { message: 'Ciao, oggi sono un po’ stanca.', lang: 'it' });
    expect(next.done!.text).not.toMatch(/fratello/);
  });
});
