import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { aiErrors } from '../../src/shared/errors/ai';
import { expect, expectAccessible, pagesText, test } from './fixtures';
import { patient } from './patience';

// The CBT companion: chat, SOS panel and safety plan, crisis replies, AI modules, reflection
// perspective and resource recommendations, in both languages.
// Run: DIST_DIR=dist-chat npm run build && DIST_DIR=dist-chat E2E_PORT=4404 npx playwright test tests/e2e/chat.spec.ts

type Catalog = Record<string, unknown>;
const load = (ns: string, lang: 'it' | 'en') =>
  JSON.parse(readFileSync(`src/client/locales/${ns}/${lang}.json`, 'utf8')) as Catalog;
const at = (catalog: Catalog, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Catalog)[key], catalog) as string;
const text = {
  it: { chat: load('chat', 'it'), chatMore: load('chatMore', 'it'), safety: load('safety', 'it'), modules: load('aiModules', 'it'), common: load('common', 'it') },
  en: { chat: load('chat', 'en'), chatMore: load('chatMore', 'en'), safety: load('safety', 'en'), modules: load('aiModules', 'en'), common: load('common', 'en') },
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('serenamente_theme', t), theme);
}

for (const lang of ['it', 'en'] as const) {
  const C = text[lang].chat;
  // The words of a conversation, its list and settings, and the perspective (loaded when shown).
  const CM = text[lang].chatMore;
  const S = text[lang].safety;
  const M = text[lang].modules;
  const t = (catalog: Catalog, path: string) => at(catalog, path);
  const composer = (page: Page) => page.getByRole('textbox', { name: t(C, 'composer.label') });
  const send = async (page: Page, message: string) => {
    await composer(page).fill(message);
    await composer(page).press('Enter');
  };
  const sos = (page: Page) => page.getByRole('button', { name: t(S, 'sos.buttonLabel') });

  test.describe(`the CBT companion in ${lang === 'it' ? 'Italian' : 'English'}`, () => {
    test('a whole chat: disclaimer first, a streamed reply, and the conversation is still there after a reload', async ({ page, signIn }) => {
      await page.goto(`/chat?lang=${lang}`);
      await signIn({ skipLaunchCode: true });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: at(pagesText[lang], 'chat.title') })).toBeVisible();
      // Before the first message: it is an AI, not a therapist; no diagnosis; 112 in an emergency.
      await expect(page.getByRole('heading', { name: t(C, 'disclaimer.title') })).toBeVisible();
      await expect(page.getByText(t(C, 'disclaimer.ai'))).toBeVisible();
      await expect(page.getByText(t(C, 'disclaimer.emergency'))).toBeVisible();
      await expect(sos(page)).toBeVisible();
      await expect(page.getByText(new RegExp(escape(t(C, 'composer.remaining_other').replace('{{count}}', '5'))))).toBeVisible();

      const message = lang === 'it' ? 'Sono in ansia per il colloquio di domani' : 'I feel anxious about my interview tomorrow';
      await send(page, message);
      const conversation = page.getByRole('list', { name: t(CM, 'conversations.current') });
      await expect(conversation.getByText(message)).toBeVisible();
      // The reply streams in, then settles as Serenamente's message.
      const reply = conversation.locator('li').nth(1);
      await expect(reply).toContainText(/\w{3,}/);
      await expect(page.getByRole('status').filter({ hasText: t(C, 'typing') })).toHaveCount(0, { timeout: patient(15_000) });
      await expect(page).toHaveURL(/[?&]c=[0-9a-f-]{36}/);
      const replyText = (await reply.innerText()).split('\n').filter(Boolean)[1]!;
      await expect(page.getByText(new RegExp(escape(t(C, 'composer.remaining_other').replace('{{count}}', '4'))))).toBeVisible();

      await page.reload();
      await expect(conversation.getByText(message)).toBeVisible();
      await expect(conversation.getByText(replyText.slice(0, 40), { exact: false })).toBeVisible();
      await expect(page.getByText(t(C, 'disclaimer.short'))).toBeVisible();
      // The conversation is listed under its first message (on a phone, behind the Conversations button).
      await page.getByRole('button', { name: t(C, 'conversations.toggle') }).click();
      const list = page.locator('#chat-conversations-panel');
      await expect(list.getByRole('button', { name: new RegExp(`^${escape(message.slice(0, 20))}`) })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    test('the SOS panel: 112 and the helplines with tap-to-call links; a safety plan saved and found again', async ({ page, signIn }) => {
      await page.goto(`/chat?lang=${lang}`);
      await signIn({ skipLaunchCode: true });
      await page.reload();
      await sos(page).click();
      const dialog = page.getByRole('dialog', { name: t(S, 'sos.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: t(S, 'emergency.call') })).toHaveAttribute('href', 'tel:112');
      await expect(dialog.getByRole('link', { name: /02 2327 2327/ })).toHaveAttribute('href', 'tel:+390223272327');
      await expect(dialog.getByRole('link', { name: /1522/ })).toHaveAttribute('href', 'tel:1522');
      await expect(dialog.getByRole('link', { name: /19696/ })).toHaveAttribute('href', 'tel:19696');
      await expect(dialog.getByText(lang === 'it' ? 'Tecnica 5-4-3-2-1' : 'The 5-4-3-2-1 technique')).toBeVisible();
      await expectAccessible(page);

      await dialog.getByRole('tab', { name: t(S, 'tabs.plan') }).click();
      const sign = lang === 'it' ? 'Non dormo per più notti di fila' : 'I stop sleeping for several nights';
      const warning = lang === 'it' ? 'I miei segnali di allarme' : 'My warning signs';
      await dialog.getByLabel(t(S, 'plan.entryLabel').replace('{{section}}', warning)).fill(sign);
      await dialog.getByRole('button', { name: t(S, 'plan.add') }).first().click();
      const helpers = lang === 'it' ? 'Persone a cui posso chiedere aiuto' : 'People I can ask for help';
      await dialog.getByLabel(t(S, 'plan.entryLabel').replace('{{section}}', helpers)).fill('Giulia');
      await dialog.getByLabel(t(S, 'plan.phoneLabel')).nth(1).fill('+39 333 123 4567');
      await dialog.getByRole('button', { name: t(S, 'plan.add') }).nth(3).click();
      await expect(dialog.getByText(t(S, 'plan.unsaved'))).toBeVisible();
      await dialog.getByRole('button', { name: t(S, 'plan.save') }).click();
      await expect(dialog.getByText(t(S, 'plan.saved'))).toBeVisible();
      await expectAccessible(page);

      await page.reload();
      await sos(page).click();
      await page.getByRole('tab', { name: t(S, 'tabs.plan') }).click();
      await expect(page.getByRole('dialog').getByText(sign)).toBeVisible();
      await expect(page.getByRole('link', { name: t(S, 'plan.call').replace('{{text}}', 'Giulia') })).toHaveAttribute(
        'href',
        'tel:+393331234567',
      );
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a crisis message: the help opens inside the conversation, and "you misunderstood me" asks again gently', async ({ page, signIn }) => {
      await page.goto(`/chat?lang=${lang}`);
      await signIn({ skipLaunchCode: true });
      await page.reload();
      await send(page, lang === 'it' ? 'Non ce la faccio più a vivere' : "I don't want to live anymore");
      const conversation = page.getByRole('list', { name: t(CM, 'conversations.current') });
      await expect(conversation.getByRole('link', { name: /112/ }).first()).toHaveAttribute('href', 'tel:112');
      await expect(conversation.getByText(t(CM, 'crisisEvent'))).toBeVisible();
      const misunderstood = conversation.getByRole('button', { name: lang === 'it' ? 'Mi hai frainteso' : 'You misunderstood me' });
      await misunderstood.click();
      await expect(conversation.getByText(lang === 'it' ? /preferisco chiedere una volta in più/ : /I’d rather ask once too often/)).toBeVisible();
      // Nothing closed: the lines are still there, and the question is asked once.
      await expect(conversation.getByRole('link', { name: /112/ }).first()).toBeVisible();
      await expect(misunderstood).toHaveCount(0);
      // The plan is one tap away from the crisis message.
      await conversation.getByRole('button', { name: t(S, 'crisis.openPlan') }).click();
      await expect(page.getByRole('tab', { name: t(S, 'tabs.plan'), selected: true })).toBeVisible();
      // A crisis reply uses no quota.
      await page.keyboard.press('Escape');
      await expect(page.getByText(new RegExp(escape(t(C, 'composer.remaining_other').replace('{{count}}', '5'))))).toBeVisible();
    });

    test('an AI module end to end: its own questions, the prompt check, a streamed result, saved and listed', async ({ page, signIn }) => {
      await page.goto(`/ai-modules?lang=${lang}`);
      await signIn({ skipLaunchCode: true });
      await page.reload();
      await expect(sos(page)).toBeVisible();
      await page.getByRole('link', { name: t(M, 'modules.custom.title') }).click();
      await expect(page.getByRole('heading', { level: 2, name: t(M, 'modules.custom.title') })).toBeVisible();
      await page.getByRole('button', { name: t(M, 'form.submit') }).click();
      await expect(page.getByText(aiErrors['ai.invalid_prompt'][lang])).toBeVisible();

      const question = lang === 'it' ? 'Come posso smettere di rimandare le cose importanti?' : 'How can I stop putting off important things?';
      await page.getByLabel(t(M, 'modules.custom.prompt.label')).fill(question);
      await page.getByRole('button', { name: t(M, 'form.submit') }).click();
      await expect(page.getByRole('heading', { name: t(M, 'result.title') })).toBeVisible();
      const save = page.getByRole('button', { name: t(M, 'result.save') });
      await expect(save).toBeVisible({ timeout: patient(15_000) });
      await save.click();
      await expect(page.getByText(t(M, 'result.saved'))).toBeVisible();
      const saved = page.getByRole('region', { name: t(M, 'saved.title') });
      await expect(saved.getByText(new RegExp(escape(question.slice(0, 30))))).toBeVisible();

      // The PMR module asks its own questions.
      await page.getByRole('link', { name: t(M, 'form.back') }).click();
      await page.getByRole('link', { name: t(M, 'modules.muscle_relaxation.title') }).click();
      await page.getByLabel(t(M, 'modules.muscle_relaxation.areas.shoulders')).check();
      await page
        .getByRole('radio', { name: t(M, 'modules.muscle_relaxation.minutes.option').replace('{{count}}', '5'), exact: true })
        .check();
      await page.getByRole('button', { name: t(M, 'form.submit') }).click();
      await expect(page.getByText(lang === 'it' ? /circa 5 minuti/ : /about 5 minutes/)).toBeVisible({ timeout: patient(15_000) });
    });

    test('a reflection perspective and the resource recommendation search', async ({ page, signIn }) => {
      await page.goto(`/reflections?lang=${lang}`);
      await signIn({ skipLaunchCode: true });
      await page.reload();
      await page.getByRole('textbox').last().fill(
        lang === 'it'
          ? 'Oggi ho sbagliato una presentazione e penso di non essere mai all’altezza.'
          : 'Today I got a presentation wrong and I think I am never good enough.',
      );
      await page.getByRole('button', { name: t(CM, 'perspective.button') }).click();
      await expect(page.getByText(t(CM, 'perspective.note'))).toBeVisible({ timeout: patient(15_000) });

      await page.goto(`/resources?lang=${lang}`);
      await page.getByRole('button', { name: t(M, 'recommend.submit') }).click();
      await expect(page.getByText(aiErrors['ai.message_missing'][lang])).toBeVisible();
      await page.getByLabel(t(M, 'recommend.label')).fill(lang === 'it' ? 'ho attacchi di panico' : 'I get panic attacks');
      await page.getByRole('button', { name: t(M, 'recommend.submit') }).click();
      // The panic guide is among the recommendations (its rank may move with other readers'
      // feedback), and opening it shows the resource.
      const panicLink = page.getByRole('list').getByRole('link', { name: /panic/i }).first();
      await expect(panicLink).toBeVisible();
      await panicLink.click();
      await expect(page).toHaveURL(/[?&]r=panic-/);
    });

    test('visitors see the presentation, the disclaimer, the SOS panel and the way to sign in, but cannot send', async ({ page }) => {
      await page.goto(`/chat?lang=${lang}`);
      await expect(page.getByText(t(C, 'disclaimer.ai'))).toBeVisible();
      await expect(page.getByRole('heading', { name: t(C, 'signedOut.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: t(C, 'signedOut.register') })).toBeVisible();
      await expect(composer(page)).toHaveCount(0);
      await sos(page).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: t(S, 'emergency.call') })).toHaveAttribute('href', 'tel:112');
      await page.getByRole('tab', { name: t(S, 'tabs.plan') }).click();
      await expect(page.getByText(t(S, 'plan.signIn'))).toBeVisible();
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds no serious issue on /chat and /ai-modules (${theme})`, async ({ page, signIn }) => {
        await useTheme(page, theme);
        await page.goto(`/chat?lang=${lang}`);
        await expect(page.getByText(t(C, 'disclaimer.ai'))).toBeVisible();
        await expectAccessible(page);
        await signIn({ skipLaunchCode: true });
        await page.reload();
        await send(page, lang === 'it' ? 'Penso sempre che andrà tutto male' : 'I always think everything will go wrong');
        await expect(page.getByRole('status').filter({ hasText: t(C, 'typing') })).toHaveCount(0, { timeout: patient(15_000) });
        await page.getByRole('button', { name: t(C, 'settings.toggle') }).click();
        await expectAccessible(page);
        await page.goto(`/ai-modules?lang=${lang}`);
        await expect(page.getByRole('heading', { name: t(M, 'picker.title') })).toBeVisible();
        await expectAccessible(page);
        await page.goto(`/ai-modules?lang=${lang}&m=sleep`);
        await expect(page.getByLabel(t(M, 'modules.sleep.issue.label'))).toBeVisible();
        await expectAccessible(page);
      });
    }
  });
}

test('a language change starts a new conversation in the new language', async ({ page, signIn }) => {
  const C = text.it.chat;
  await page.goto('/chat?lang=it');
  await signIn({ skipLaunchCode: true });
  await page.reload();
  await page.getByRole('textbox', { name: at(C, 'composer.label') }).fill('Oggi mi sento un po’ giù');
  await page.getByRole('textbox', { name: at(C, 'composer.label') }).press('Enter');
  await expect(page).toHaveURL(/[?&]c=/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).not.toHaveURL(/[?&]c=/);
  await expect(page.getByRole('heading', { name: at(text.en.chat, 'empty.title') })).toBeVisible();
  await expect(page.getByText(at(text.en.chat, 'disclaimer.ai'))).toBeVisible();
});

test('the conversation list, the settings and the delete dialog load when first opened, and work from the keyboard', async ({
  page,
  signIn,
}) => {
  const C = text.en.chat;
  const CM = text.en.chatMore;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/chat?lang=en');
  await signIn({ skipLaunchCode: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: at(C, 'empty.title') })).toBeVisible();
  // The first screen is the thread and the composer: the list and the settings wait to be opened.
  const panelCode = () => scripts.filter((s) => /\/assets\/(conversation-list|chat-settings)-/.test(s));
  expect(panelCode()).toEqual([]);

  // Enter on the Conversations button opens its panel at once; the list fills in; focus stays put.
  const listButton = page.getByRole('button', { name: at(C, 'conversations.toggle') });
  await listButton.focus();
  await page.keyboard.press('Enter');
  await expect(listButton).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator('#chat-conversations-panel');
  await expect(list.getByRole('heading', { name: at(CM, 'conversations.title') })).toBeVisible();
  await expect(list.getByText(at(CM, 'conversations.empty'))).toBeVisible();
  await expect(listButton).toBeFocused();

  const settingsButton = page.getByRole('button', { name: at(C, 'settings.toggle') });
  await settingsButton.focus();
  await page.keyboard.press('Enter');
  await expect(settingsButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#chat-settings-panel').getByRole('heading', { name: at(CM, 'settings.title') })).toBeVisible();
  await expect(settingsButton).toBeFocused();
  expect(panelCode()).toHaveLength(2);

  // A conversation to delete; its confirmation (loaded with its first opening) takes the focus.
  await page.getByRole('textbox', { name: at(C, 'composer.label') }).fill('I feel tired today');
  await page.getByRole('textbox', { name: at(C, 'composer.label') }).press('Enter');
  await expect(page).toHaveURL(/[?&]c=/);
  await expect(page.getByRole('status').filter({ hasText: at(C, 'typing') })).toHaveCount(0, { timeout: patient(15_000) });
  await listButton.focus();
  await page.keyboard.press('Enter');
  const remove = list.getByRole('button', { name: /^Delete “/ });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: at(CM, 'conversations.deleteTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: at(CM, 'conversations.cancel') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: at(CM, 'conversations.cancel') })).toBeFocused();
  await dialog.getByRole('button', { name: at(CM, 'conversations.confirm') }).press('Enter');
  await expect(page.getByText(at(CM, 'conversations.deleted'), { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]c=/);
});
