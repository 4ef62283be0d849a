import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import type { ChatMessage, ConversationDetail, StreamDone } from '../../src/shared/schemas/chat';
import { expect, expectAccessible, test } from './fixtures';

// Quick replies under the latest reply: they appear, Tab reaches them, Enter sends the label as the
// person's message, and they vanish. The chat's stream is answered by a route-level fake, so the
// test does not depend on the engine's words.
// Run: DIST_DIR=dist-qr npm run build && DIST_DIR=dist-qr E2E_PORT=4412 npx playwright test tests/e2e/quick-replies.spec.ts

type Catalog = Record<string, unknown>;
// The words of a conversation (loaded with its messages) are in `chatMore`, the composer's in `chat`.
const chatText = (lang: 'it' | 'en', ns: 'chat' | 'chatMore' = 'chat') =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const at = (catalog: Catalog, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Catalog)[key], catalog) as string;

const words = {
  it: {
    first: 'boh',
    reply: 'Va bene non saperlo. Da cosa vuoi partire?',
    labels: ['Il lavoro', 'Una persona', 'Non lo so ancora'],
    next: 'Capisco. Cosa succede al lavoro?',
  },
  en: {
    first: 'idk',
    reply: "It's fine not to know. Where would you like to start?",
    labels: ['Work', 'Someone', "I don't know yet"],
    next: 'I see. What is happening at work?',
  },
};

/** The chat's stream, as the server writes it: `delta` events, then one `done`. */
const sse = (text: string, done: StreamDone) =>
  [
    ...text.split(/(?<= )/).map((piece) => `event: delta\ndata: ${JSON.stringify({ text: piece })}\n\n`),
    `event: done\ndata: ${JSON.stringify(done)}\n\n`,
  ].join('');

/**
 * Answers POST /api/chat/messages like the server would (first with quick replies, then
 * without) and GET of that conversation from what it answered. Returns the messages it was sent.
 */
async function fakeChat(page: Page, lang: 'it' | 'en') {
  const w = words[lang];
  const sent: { message: string; conversationId?: string }[] = [];
  const now = new Date().toISOString();
  const conversation = { id: randomUUID(), title: w.first, lang, createdAt: now, updatedAt: now };
  const messages: ChatMessage[] = [];
  const msg = (role: 'user' | 'assistant', content: string, quickReplies?: string[]): ChatMessage => ({
    id: randomUUID(),
    role,
    content,
    createdAt: now,
    event: null,
    suggestions: [],
    distortions: [],
    crisis: null,
    ...(quickReplies ? { quickReplies } : {}),
  });
  await page.route('**/api/chat/messages', async (route: Route) => {
    const body = route.request().postDataJSON() as { message: string; conversationId?: string };
    sent.push(body);
    const quickReplies = sent.length === 1 ? w.labels : undefined;
    const text = sent.length === 1 ? w.reply : w.next;
    for (const m of messages) delete m.quickReplies;
    const userMessage = msg('user', body.message);
    const message = msg('assistant', text, quickReplies);
    messages.push(userMessage, message);
    const done: StreamDone = {
      text,
      suggestions: [],
      distortions: [],
      crisis: null,
      remaining: 5 - sent.length,
      provider: 'builtin',
      fallback: false,
      ...(quickReplies ? { quickReplies } : {}),
      conversation,
      message,
      userMessage,
      thoughtRecord: null,
    };
    await route.fulfill({ status: 200, contentType: 'text/event-stream', body: sse(text, done) });
  });
  await page.route(`**/api/chat/conversations/${conversation.id}`, (route) =>
    route.fulfill({ json: { conversation, messages, thoughtRecord: null } satisfies ConversationDetail }),
  );
  return sent;
}

for (const lang of ['it', 'en'] as const) {
  const C = chatText(lang);
  const CM = chatText(lang, 'chatMore');
  const w = words[lang];
  // One language in each theme, so both themes meet the contrast rules.
  const theme = lang === 'it' ? 'light' : 'dark';

  test(`quick replies (${lang}, ${theme} theme): shown under the reply, reached by Tab, sent with Enter, then gone`, async ({
    page,
    signIn,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('serenamente_theme', t), theme);
    const sent = await fakeChat(page, lang);
    await page.goto(`/chat?lang=${lang}`);
    await signIn({ skipLaunchCode: true });
    await page.reload();

    const composer = page.getByRole('textbox', { name: at(C, 'composer.label') });
    await composer.fill(w.first);
    await composer.press('Enter');

    const group = page.getByRole('group', { name: at(CM, 'quickReplies.label') });
    await expect(group).toBeVisible();
    const buttons = group.getByRole('button');
    await expect(buttons).toHaveText(w.labels);
    // Announced once, with the reply, by the chat's one polite live region.
    const live = page.locator('[aria-live="polite"].sr-only');
    await expect(live).toContainText(w.reply);
    for (const label of w.labels) await expect(live).toContainText(label);

    // Touch targets of at least 44 px, and nothing wider than the phone's screen.
    for (const box of await buttons.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
    ))
      expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    // Tab, from the top of the page, reaches the first label; its focus ring shows.
    const first = buttons.first();
    await page.locator('body').focus();
    for (let i = 0; i < 80 && !(await first.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');

    await page.keyboard.press('Enter');
    const conversation = page.getByRole('list', { name: at(CM, 'conversations.current') });
    await expect(conversation.getByText(w.next)).toBeVisible();
    expect(sent.map((s) => s.message)).toEqual([w.first, w.labels[0]]);
    expect(sent[1]!.conversationId).toBeTruthy();
    // Sent as the person's own message; the buttons are gone; focus waits in the composer.
    await expect(conversation.locator('li').nth(2)).toContainText(w.labels[0]!);
    await expect(group).toHaveCount(0);
    await expect(composer).toBeFocused();
  });
}
