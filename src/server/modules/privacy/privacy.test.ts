import { count, eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { createTestClock, loginViaApi, registerViaApi } from '../../../../tests/factories';
import { privacyExportSchema } from '@shared/schemas/privacy';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { seedContent } from '../../db/seed';
import { emptySafetyPlan } from '../../ai';
import { listOutboxMail } from '../../lib/mail';
import { hashSecret } from '../../lib/password';
import { hashToken } from '../sessions/sessions.service';
import { staffSession } from '../admin/admin.test-utils';
import { ensureAdmin } from '../auth/admin.service';
import { createBillingTestApp, type BillingTestApp } from '../billing/billing.test-utils';
import { derivedTables, exportedTables, staffLinks } from './exported-tables';

const {
  activityLogTable,
  aiModuleResultsTable,
  aiPreferencesTable,
  authThrottlesTable,
  conversationsTable,
  dailyUsageTable,
  exerciseProgressTable,
  exercisesTable,
  launchCampaignTable,
  launchCodesTable,
  launchDiscountsTable,
  meditationSessionsTable,
  meditationsTable,
  messagesTable,
  passwordResetsTable,
  programDayProgressTable,
  quotePreferencesTable,
  reflectionEntriesTable,
  reflectionPromptsTable,
  resourceFeedbackTable,
  resourceReadsTable,
  resourcesTable,
  safetyEventsTable,
  safetyPlansTable,
  sessionsTable,
  supportMessagesTable,
  usersTable,
  moodEntriesTable,
  moodTrialsTable,
  selfChecksTable,
  userAchievementsTable,
  reminderSettingsTable,
  pushSubscriptionsTable,
  reminderDeliveriesTable,
  userGoalsTable,
  emailChangesTable,
  activityDaysTable,
  billingSubscriptionsTable,
  billingCheckoutSessionsTable,
  billingInvoicesTable,
  paymentsDemoObjectsTable,
} = schema;

/** Every table of the schema with a foreign key to `users`, and the columns that hold the link. */
function tablesReferencingUsers() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys
        .filter((fk) => fk.reference().foreignTable === usersTable)
        .map((fk) => ({ table, name: config.name, column: fk.reference().columns[0]! }))
        .filter((l) => !staffLinks.some((s) => s.table === l.name && s.column === l.column.name));
    });
}

let slot = 1000;

/**
 * One row in every per-person table, each carrying `marker` where the table holds text, so an
 * export can be searched for it (and for another person's marker).
 */
async function fillEveryTable(
  db: Db,
  { userId, marker, now }: { userId: string; marker: string; now: Date },
) {
  const [exercise] = await db.select().from(exercisesTable).limit(1);
  const [meditation] = await db.select().from(meditationsTable).limit(1);
  const [prompt] = await db.select().from(reflectionPromptsTable).limit(1);
  const [resource] = await db.select().from(resourcesTable).limit(1);
  const day = '2026-03-09';

  await db
    .update(usersTable)
    .set({ biography: `bio ${marker}`, stripeCustomerId: `cus_${marker}` })
    .where(eq(usersTable.id, userId));
  await db.insert(aiPreferencesTable).values({ userId, externalConsent: true, consentedAt: now });
  await db.insert(launchDiscountsTable).values({
    code: `DISC-${marker}`,
    plan: 'yearly',
    slot: slot++,
    priceCents: 1999,
    currency: 'EUR',
    usedByUserId: userId,
    usedAt: now,
  });
  await db.insert(dailyUsageTable).values({ userId, day, count: 2 });
  await db
    .insert(activityLogTable)
    .values({ userId, kind: 'exercise_completed', ref: exercise!.slug, minutes: 5, day, occurredAt: now });
  await db
    .insert(reflectionEntriesTable)
    .values({ userId, promptId: prompt!.id, category: prompt!.category, body: `reflection ${marker}` });
  await db
    .insert(exerciseProgressTable)
    .values({
      userId,
      exerciseId: exercise!.id,
      note: `note ${marker}`,
      noteUpdatedAt: now,
      completedCount: 1,
    });
  await db.insert(meditationSessionsTable).values({
    userId,
    meditationId: meditation!.id,
    clientSessionId: crypto.randomUUID(),
    seconds: 300,
    minutes: 5,
    completed: true,
  });
  const [conversation] = await db
    .insert(conversationsTable)
    .values({ userId, lang: 'it', title: `title ${marker}` })
    .returning();
  await db.insert(messagesTable).values([
    { conversationId: conversation!.id, role: 'user', content: `chat ${marker}` },
    { conversationId: conversation!.id, role: 'assistant', content: `reply to ${marker}` },
  ]);
  await db
    .insert(aiModuleResultsTable)
    .values({ userId, module: 'sleep', lang: 'it', title: 'Sonno', content: `result ${marker}` });
  const plan = emptySafetyPlan();
  plan.sections.reasons_for_living.push({ text: `reason ${marker}` });
  await db.insert(safetyPlansTable).values({ userId, plan });
  await db
    .insert(safetyEventsTable)
    .values({ userId, category: 'self_harm', feature: 'chat', occurredAt: now });
  await db.insert(quotePreferencesTable).values({ userId, categories: ['calma'], mood: 'calm' });
  await db
    .insert(resourceFeedbackTable)
    .values({ userId, resourceId: resource!.id, helpful: true, comment: `comment ${marker}` });
  await db
    .insert(programDayProgressTable)
    .values({ userId, resourceId: resource!.id, day: 1, firstCompletedAt: now });
  await db.insert(resourceReadsTable).values({ userId, resourceId: resource!.id, day });
  await db.insert(supportMessagesTable).values({
    userId,
    name: `name ${marker}`,
    email: `${marker}@example.test`,
    topic: 'privacy',
    message: `support ${marker}`,
    lang: 'it',
    ipHash: `iphash-${marker}`,
  });
  await db.insert(passwordResetsTable).values({
    userId,
    codeHash: await hashSecret('123456'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 600_000),
  });
  await fillProgressTables(db, { userId, marker, now, day });
  await fillBillingTables(db, { userId, marker, now });
}

/**
 * A subscription that has already ended (so deleting the account asks the provider nothing), its
 * checkout and its paid invoice, each under a provider id that carries the marker.
 */
async function fillBillingTables(db: Db, { userId, marker, now }: { userId: string; marker: string; now: Date }) {
  const month = new Date(now.getTime() - 30 * 86_400_000);
  await db.insert(billingSubscriptionsTable).values({
    id: `sub_${marker}`, userId, provider: 'demo', customerId: `cus_${marker}`, plan: 'monthly', status: 'canceled',
    startedAt: month, currentPeriodStart: month, currentPeriodEnd: now, canceledAt: now, endedAt: now,
  });
  await db.insert(billingCheckoutSessionsTable).values({
    id: `cs_${marker}`, userId, provider: 'demo', plan: 'monthly', status: 'complete', url: `https://pay.example/${marker}`,
    customerId: `cus_${marker}`, subscriptionId: `sub_${marker}`, expiresAt: now, completedAt: month, createdAt: month,
  });
  await db.insert(billingInvoicesTable).values({
    id: `in_${marker}`, userId, provider: 'demo', subscriptionId: `sub_${marker}`, number: `N-${marker}`, status: 'paid',
    amountCents: 499, currency: 'EUR', plan: 'monthly', periodStart: month, periodEnd: now, vatRateBasisPoints: 2200,
    buyer: { name: `buyer ${marker}`, email: `${marker}@example.test` },
    seller: { name: 'Serenamente', address: 'Roma', vatId: 'IT00000000000', email: 'fatture@example.test' },
    issuedAt: month,
  });
}

/** Mood, self-checks, achievements, goals, a pending address and the daily reminder. */
async function fillProgressTables(db: Db, { userId, marker, now, day }: { userId: string; marker: string; now: Date; day: string }) {
  await db.insert(moodEntriesTable).values({ userId, mood: 4, emotions: ['joy'], factors: ['sleep'], note: `mood ${marker}`, at: now, day });
  await db.insert(moodTrialsTable).values({ userId, usedAt: now });
  await db.insert(selfChecksTable).values({ userId, kind: 'gad7', answers: [1, 1, 1, 1, 1, 0, 0], score: 5, severity: 'mild', at: now, day });
  await db.insert(userAchievementsTable).values({ userId, achievement: 'first_exercise', earnedAt: now });
  await db.insert(activityDaysTable).values({ userId, day, facts: 1, sessions: 1, minutes: 5, exercise: 1, lastAt: now });
  await db.insert(reminderSettingsTable).values({ userId, enabled: true, time: '08:30', updatedAt: now });
  await db.insert(pushSubscriptionsTable).values({ userId, endpoint: `https://push.example/${marker}`, p256dh: `p256-${marker}`, auth: `auth-${marker}`, createdAt: now });
  await db.insert(reminderDeliveriesTable).values({ userId, day, claimedAt: now, status: 'sent', sent: 1 });
  await db.insert(userGoalsTable).values({ userId, weeklyGoal: { unit: 'minutes', target: 70 }, preferredPracticeTime: 'evening', updatedAt: now });
  await db.insert(emailChangesTable).values({
    userId,
    newEmail: `new-${marker}@example.test`,
    codeHash: await hashSecret('654321'),
    expiresAt: new Date(now.getTime() + 600_000),
    createdAt: now,
  });
}

async function rowsLinkedTo(db: Db, userId: string) {
  const counts: Record<string, number> = {};
  for (const { table, name, column } of tablesReferencingUsers()) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(column, userId));
    counts[name] = row!.n;
  }
  return counts;
}

describe(`"Your data": GET /api/privacy/export and POST /api/privacy/delete-account (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T09:00:00.000Z'));
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({
      clock: clock.now,
      env: {
        LOGIN_FREE_FAILURES_PER_PAIR: '3',
        ADMIN_USERNAME: 'custode',
        ADMIN_PASSWORD: 'Custode-Serena-1',
      },
    });
    await seedContent(db());
  });
  afterAll(() => t.close());

  /** A registered person (with a launch code and a session) whose every table has a row. */
  async function person(marker: string) {
    const reg = await registerViaApi(t.app);
    const userId = reg.json.user.id as string;
    await fillEveryTable(db(), { userId, marker, now: clock.now() });
    return { ...reg, userId, marker };
  }

  const exportAs = (cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  const deleteAs = (
    cookie: string | undefined,
    payload: unknown,
    headers: Record<string, string> = sameOrigin,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  it('the export reads every table that references users (a new table must be added to it)', () => {
    const exported = new Set([...exportedTables, ...derivedTables].map((table) => getTableConfig(table).name));
    const missing = tablesReferencingUsers()
      .map((l) => l.name)
      .filter((name) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('exports the signed-in person’s account, consents, plan and every row of theirs as a dated JSON file', async () => {
    const alice = await person('alice-marker');
    const res = await exportAs(alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="serenamente-data-2026-03-10.json"',
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const data = privacyExportSchema.parse(res.json());
    expect(data.exportedAt).toBe('2026-03-10T09:00:00.000Z');
    expect(data.account).toMatchObject({
      id: alice.userId,
      username: alice.body.username,
      email: alice.body.email,
      fullName: alice.body.fullName,
    });
    expect(data.account.biography).toBe('bio alice-marker');
    expect(data.consents).toMatchObject({
      termsAcceptedAt: '2026-03-10T09:00:00.000Z',
      termsVersion: '2025-03-25',
      ageConfirmedAt: '2026-03-10T09:00:00.000Z',
      healthDataConsentAt: '2026-03-10T09:00:00.000Z',
      externalAi: { consent: true, consentedAt: '2026-03-10T09:00:00.000Z', revokedAt: null },
    });
    expect(data.plan).toMatchObject({
      current: { plan: expect.any(String) },
      trialStartedAt: '2026-03-10T09:00:00.000Z',
    });
    expect(data.launch.code).toMatchObject({
      code: alice.json.promoCode,
      participantNumber: alice.json.participantNumber,
    });
    expect(data.launch.discountsUsed).toMatchObject([{ code: 'DISC-alice-marker', priceCents: 1999 }]);
    expect(data.dailyUsage).toEqual([{ day: '2026-03-09', count: 2 }]);
    expect(data.activity).toMatchObject([{ kind: 'exercise_completed', minutes: 5 }]);
    expect(data.reflections).toMatchObject([
      { body: 'reflection alice-marker', promptSlug: expect.any(String), readingSlug: null },
    ]);
    expect(data.exercises).toMatchObject([
      { note: 'note alice-marker', completedCount: 1, exerciseSlug: expect.any(String) },
    ]);
    expect(data.meditationSessions).toMatchObject([{ seconds: 300, completed: true }]);
    expect(data.conversations).toMatchObject([
      {
        title: 'title alice-marker',
        messages: [
          { role: 'user', content: 'chat alice-marker' },
          { role: 'assistant', content: 'reply to alice-marker' },
        ],
      },
    ]);
    expect(data.aiModuleResults).toMatchObject([{ module: 'sleep', content: 'result alice-marker' }]);
    expect(JSON.stringify(data.safety.plan)).toContain('reason alice-marker');
    expect(data.safety.events).toEqual([
      { category: 'self_harm', feature: 'chat', occurredAt: '2026-03-10T09:00:00.000Z' },
    ]);
    expect(data.quotePreferences).toMatchObject({ categories: ['calma'], mood: 'calm' });
    expect(data.resources.feedback).toMatchObject([{ helpful: true, comment: 'comment alice-marker' }]);
    expect(data.resources.programDays).toMatchObject([{ day: 1, done: true }]);
    expect(data.resources.reads).toMatchObject([{ day: '2026-03-09' }]);
    expect(data.supportMessages).toMatchObject([
      { message: 'support alice-marker', topic: 'privacy', answer: null, answeredAt: null },
    ]);
    expect(data.security.sessions).toHaveLength(1);
    // The browser remembered at registration: its times, never its token.
    expect(data.security.devices).toEqual([
      { createdAt: '2026-03-10T09:00:00.000Z', lastUsedAt: '2026-03-10T09:00:00.000Z' },
    ]);
    expect(data.security.passwordResets).toMatchObject([{ attempts: 0, usedAt: null }]);
    expect(data.billing).toEqual({
      subscriptions: [
        {
          plan: 'monthly', status: 'canceled', startedAt: '2026-02-08T09:00:00.000Z', currentPeriodEnd: '2026-03-10T09:00:00.000Z',
          cancelAtPeriodEnd: false, endedAt: '2026-03-10T09:00:00.000Z', launchDiscount: false,
        },
      ],
      invoices: [{ number: 'N-alice-marker', issuedAt: '2026-02-08T09:00:00.000Z', amountCents: 499, currency: 'EUR', plan: 'monthly' }],
      checkouts: [{ plan: 'monthly', status: 'complete', launchDiscount: false, createdAt: '2026-02-08T09:00:00.000Z' }],
    });
  });

  it('exports the answer support mailed to a message and when it was given, never who gave it', async () => {
    const bob = await registerViaApi(t.app);
    const message = 'Come posso cambiare l’indirizzo email del mio account?';
    const sent = await api(t.app, bob.cookie).post(
      '/api/support/messages',
      { name: 'Bob Rossi', email: 'bob.support@example.test', topic: 'account', message },
      { remoteAddress: '198.51.100.40' },
    );
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ id: string }>().id;

    const staff = await staffSession(t.app, db(), { role: 'admin' });
    const answer = 'Dal profilo, alla voce Account: ti mandiamo un codice al nuovo indirizzo.';
    const answered = await api(t.app, staff).post(`/api/admin/support/messages/${id}/answer`, { answer });
    expect(answered.statusCode).toBe(200);

    const res = await exportAs(bob.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().supportMessages).toEqual([
      expect.objectContaining({ id, message, answer, answeredAt: '2026-03-10T09:00:00.000Z' }),
    ]);
    // Who answered stays with the service.
    expect(res.body).not.toContain('answeredBy');
    expect(res.body).not.toContain(staff.user.id);
    expect(res.body).not.toContain(staff.user.username);
  });

  it('exports mood entries, self-checks, achievements, goals and the daily reminder, never a push endpoint or its keys', async () => {
    const alice = await person('alice-mood');
    const res = await exportAs(alice.cookie);
    const data = res.json();
    expect(data.mood).toEqual({
      entries: [
        {
          mood: 4, emotions: ['joy'], factors: ['sleep'], note: 'mood alice-mood', at: '2026-03-10T09:00:00.000Z', day: '2026-03-09',
          createdAt: expect.any(String), updatedAt: expect.any(String),
        },
      ],
      selfChecks: [{ kind: 'gad7', answers: [1, 1, 1, 1, 1, 0, 0], score: 5, severity: 'mild', at: '2026-03-10T09:00:00.000Z' }],
      trialUsedAt: '2026-03-10T09:00:00.000Z',
    });
    expect(data.progress).toEqual({ achievements: [{ id: 'first_exercise', earnedAt: '2026-03-10T09:00:00.000Z' }] });
    expect(data.profile).toEqual({
      weeklyGoal: { unit: 'minutes', target: 70 },
      preferredPracticeTime: 'evening',
      pendingEmail: { newEmail: 'new-alice-mood@example.test', createdAt: '2026-03-10T09:00:00.000Z', expiresAt: '2026-03-10T09:10:00.000Z' },
    });
    expect(data.reminders).toEqual({
      settings: { enabled: true, time: '08:30', quietHours: null, updatedAt: '2026-03-10T09:00:00.000Z' },
      devices: [{ createdAt: '2026-03-10T09:00:00.000Z', lastSentAt: null }],
      sent: [{ day: '2026-03-09', sentAt: '2026-03-10T09:00:00.000Z' }],
    });
    for (const secret of ['https://push.example/alice-mood', 'p256-alice-mood', 'auth-alice-mood']) expect(res.body).not.toContain(secret);
  });

  it('holds nothing of another person and never a password hash, a token, a code or a payment id', async () => {
    const alice = await person('alice-two');
    const bob = await person('bob-secret');
    const res = await exportAs(alice.cookie);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toContain('alice-two');
    for (const other of ['bob-secret', bob.userId, bob.body.username, bob.body.email])
      expect(text).not.toContain(other);

    const [aliceRow] = await db().select().from(usersTable).where(eq(usersTable.id, alice.userId));
    const token = alice.cookie.split('=')[1]!;
    const device = alice.res.cookies.find((c) => c.name === 'did')!.value;
    const forbidden = [
      aliceRow!.passwordHash,
      '$argon2',
      alice.body.password,
      token,
      hashToken(token),
      device,
      hashToken(device),
      'cus_alice-two',
      'sub_alice-two',
      'cs_alice-two',
      'in_alice-two',
      'https://pay.example/alice-two',
      'iphash-alice-two',
    ];
    for (const secret of forbidden) expect(text).not.toContain(secret);
    for (const key of [
      'passwordHash',
      'password_hash',
      'tokenHash',
      'token_hash',
      'codeHash',
      'ipHash',
      'stripeCustomerId',
      'stripeSubscriptionId',
      'customerId',
      'subscriptionId',
    ]) {
      expect(text).not.toContain(`"${key}"`);
    }
  });

  it('answers 401 with the usual error shape when nobody is signed in', async () => {
    const res = await exportAs();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'auth.unauthenticated', message: 'Accedi per continuare.' },
    });
    const en = await exportAs(undefined, { 'accept-language': 'en' });
    expect(en.json().error.message).toBe('Please sign in to continue.');
    const del = await deleteAs(undefined, { password: 'whatever-1', confirm: 'ELIMINA' });
    expect(del.statusCode).toBe(401);
    expect(del.json().error.code).toBe('auth.unauthenticated');
  });

  it('the OpenAPI document describes both calls and the export’s shape', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/privacy/export'].get).toBeDefined();
    expect(doc.paths['/api/privacy/delete-account'].post).toBeDefined();
    expect(doc.components.schemas.PrivacyExport).toBeDefined();
    expect(doc.components.schemas.DeleteAccountRequest).toBeDefined();
  });

  it('a wrong password deletes nothing and says so in the reader’s language', async () => {
    const alice = await person('alice-wrong');
    const before = await rowsLinkedTo(db(), alice.userId);
    const res = await deleteAs(alice.cookie, { password: 'not-her-password', confirm: 'ELIMINA' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'privacy.wrong_password',
        message: 'La password non è corretta. Controllala e riprova.',
      },
    });
    const en = await deleteAs(
      alice.cookie,
      { password: 'still-wrong', confirm: 'DELETE' },
      { ...sameOrigin, 'accept-language': 'en' },
    );
    expect(en.json().error.message).toBe('That password is not correct. Please check it and try again.');
    expect(res.cookies).toHaveLength(0);
    expect(await rowsLinkedTo(db(), alice.userId)).toEqual(before);
    expect((await me(alice.cookie)).statusCode).toBe(200);
    await t.database.db
      .delete(authThrottlesTable)
      .where(eq(authThrottlesTable.key, `login:account:${alice.userId}`));
  });

  it('asks for the word ELIMINA or DELETE (any case) and the password, and refuses a cross-site request', async () => {
    const alice = await person('alice-word');
    for (const confirm of ['', 'CANCELLA', 'delete me']) {
      const res = await deleteAs(alice.cookie, { password: alice.body.password, confirm });
      expect(res.statusCode, confirm).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation.failed',
        details: [{ path: 'body.confirm', message: 'privacy.validation.confirm_word' }],
      });
    }
    const noPassword = await deleteAs(alice.cookie, { password: '', confirm: 'ELIMINA' });
    expect(noPassword.json().error.details).toEqual([
      { path: 'body.password', message: 'auth.validation.password_required' },
    ]);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', 'x-serenamente-csrf': '1' },
      {},
    ];
    for (const headers of crossSite) {
      const res = await deleteAs(
        alice.cookie,
        { password: alice.body.password, confirm: 'ELIMINA' },
        headers,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('request.forbidden_origin');
    }
    expect((await me(alice.cookie)).statusCode).toBe(200);
    const ok = await deleteAs(alice.cookie, { password: alice.body.password, confirm: ' elimina ' });
    expect(ok.statusCode).toBe(200);
  });

  it('the right password deletes the account and all its rows, ends the session and sends a confirmation', async () => {
    const alice = await person('alice-gone');
    const bob = await person('bob-stays');
    const [campaignBefore] = await db().select().from(launchCampaignTable);
    const bobBefore = await rowsLinkedTo(db(), bob.userId);
    expect(Object.values(await rowsLinkedTo(db(), alice.userId)).every((n) => n > 0)).toBe(true);
    const [aliceCode] = await db()
      .select()
      .from(launchCodesTable)
      .where(eq(launchCodesTable.userId, alice.userId));

    const res = await deleteAs(alice.cookie, { password: alice.body.password, confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.headers['cache-control']).toBe('no-store');
    // The cookies are cleared exactly as at logout.
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '', path: '/', httpOnly: true });
    expect(res.cookies.find((c) => c.name === 'signed_in')).toMatchObject({ value: '', path: '/' });

    expect(await db().select().from(usersTable).where(eq(usersTable.id, alice.userId))).toEqual([]);
    expect(Object.values(await rowsLinkedTo(db(), alice.userId)).every((n) => n === 0)).toBe(true);
    expect(
      await db()
        .select()
        .from(sessionsTable)
        .where(eq(sessionsTable.tokenHash, hashToken(alice.cookie.split('=')[1]!))),
    ).toEqual([]);
    // Unlinked, not deleted: the support team's message and the launch place (the 50 stay counted).
    const [support] = await db()
      .select()
      .from(supportMessagesTable)
      .where(eq(supportMessagesTable.message, 'support alice-gone'));
    expect(support?.userId).toBeNull();
    const [code] = await db().select().from(launchCodesTable).where(eq(launchCodesTable.id, aliceCode!.id));
    expect(code?.userId).toBeNull();
    // The paid invoice stays for the tax records, without the link to the person.
    const [invoice] = await db().select().from(billingInvoicesTable).where(eq(billingInvoicesTable.id, 'in_alice-gone'));
    expect(invoice).toMatchObject({ userId: null, number: 'N-alice-gone', amountCents: 499 });
    expect(await db().select().from(launchCampaignTable)).toEqual([campaignBefore]);
    // Someone else's data is untouched.
    expect(await rowsLinkedTo(db(), bob.userId)).toEqual(bobBefore);

    expect((await me(alice.cookie)).statusCode).toBe(401);
    expect((await exportAs(alice.cookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: sameOrigin,
      payload: { username: alice.body.username, password: alice.body.password },
    });
    expect(login.statusCode).toBe(401);

    await expect
      .poll(async () =>
        (await listOutboxMail(db(), alice.body.email)).find((m) => m.kind === 'account_deleted'),
      )
      .toMatchObject({ subject: expect.stringContaining('Il tuo account Serenamente è stato eliminato') });
    const [mail] = (await listOutboxMail(db(), alice.body.email)).filter((m) => m.kind === 'account_deleted');
    expect(mail!.subject).toContain('Your Serenamente account has been deleted');
    expect(mail!.text).toContain('il tuo account Serenamente è stato eliminato');
    expect(mail!.text).toContain('your Serenamente account has been deleted');
    expect(mail!.text).toContain('http://localhost:3000/support');
  });

  it('wrong passwords count like failed sign-ins: past the free ones the form waits, even for the right one, except on the person’s own browser', async () => {
    const alice = await person('alice-locked');
    for (let i = 0; i < 4; i++)
      expect((await deleteAs(alice.cookie, { password: `wrong-${i}`, confirm: 'ELIMINA' })).statusCode).toBe(
        403,
      );
    const locked = await deleteAs(alice.cookie, { password: alice.body.password, confirm: 'ELIMINA' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 'privacy.too_many_attempts', params: { minutes: 1 } });
    expect(
      await db().select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, alice.userId)),
    ).toHaveLength(1);
    // The browser she registered with is hers: the wait of the (account, IP) pair does not apply.
    const device = alice.res.cookies.find((c) => c.name === 'did')!.value;
    const own = await deleteAs(`${alice.cookie}; did=${device}`, {
      password: alice.body.password,
      confirm: 'ELIMINA',
    });
    expect(own.statusCode).toBe(200);
  });

  it('the administrator from ADMIN_USERNAME cannot delete their account', async () => {
    await ensureAdmin({ db: db(), config: t.config });
    const cookie = await loginViaApi(t.app, 'custode', 'Custode-Serena-1');
    const res = await deleteAs(cookie, { password: 'Custode-Serena-1', confirm: 'ELIMINA' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('privacy.admin_cannot_delete');
    expect((await me(cookie)).json().user.username).toBe('custode');
  });
});

describe(`"Your data" after a purchase with the demo provider (${testDbKind})`, () => {
  let b: BillingTestApp;
  beforeAll(async () => {
    b = await createBillingTestApp();
  });
  afterAll(() => b.close());
  const db = () => b.t.database.db;

  /** A person who bought the yearly plan on the demo checkout page; the provider's ids of it. */
  async function buyer() {
    const reg = await registerViaApi(b.t.app);
    const userId = reg.json.user.id as string;
    const { sessionId, paid } = await b.subscribe(reg.cookie, userId, { plan: 'yearly' });
    expect(paid.statusCode).toBe(200);
    const [sub] = await db().select().from(billingSubscriptionsTable).where(eq(billingSubscriptionsTable.userId, userId));
    const [invoice] = await db().select().from(billingInvoicesTable).where(eq(billingInvoicesTable.userId, userId));
    return { ...reg, userId, sessionId, sub: sub!, invoice: invoice! };
  }
  const demoSubscription = async (id: string) => {
    const [row] = await db().select().from(paymentsDemoObjectsTable).where(eq(paymentsDemoObjectsTable.id, id));
    return row!.data as { status: string; cancel_at_period_end: boolean };
  };

  it('the export carries the subscription, its invoice and its checkout, and no payment-provider id', async () => {
    const giulia = await buyer();
    const res = await b.t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: { cookie: giulia.cookie } });
    expect(res.statusCode).toBe(200);
    expect(privacyExportSchema.parse(res.json()).billing).toEqual({
      subscriptions: [
        {
          plan: 'yearly', status: 'active', startedAt: '2026-03-10T09:00:00.000Z', currentPeriodEnd: '2027-03-10T09:00:00.000Z',
          cancelAtPeriodEnd: false, endedAt: null, launchDiscount: false,
        },
      ],
      invoices: [{ number: expect.stringMatching(/^2026-\d{5}$/), issuedAt: '2026-03-10T09:00:00.000Z', amountCents: 3999, currency: 'EUR', plan: 'yearly' }],
      // The database stamps a checkout's creation (its own clock, not the test's).
      checkouts: [{ plan: 'yearly', status: 'complete', launchDiscount: false, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
    });
    for (const id of [giulia.sub.id, giulia.sub.customerId, giulia.invoice.id, giulia.sessionId]) expect(res.body).not.toContain(id);
  });

  it('deleting the account cancels the subscription at the provider, so no renewal is charged, and keeps the invoice without the person', async () => {
    const giulia = await buyer();
    expect(await demoSubscription(giulia.sub.id)).toMatchObject({ status: 'active', cancel_at_period_end: false });

    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: { ...sameOrigin, cookie: giulia.cookie },
      payload: { password: giulia.body.password, confirm: 'ELIMINA' },
    });
    expect(res.statusCode).toBe(200);
    expect(await demoSubscription(giulia.sub.id)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const invoicesOf = () => db().select().from(billingInvoicesTable).where(eq(billingInvoicesTable.subscriptionId, giulia.sub.id));
    expect(await invoicesOf()).toMatchObject([{ id: giulia.invoice.id, userId: null, amountCents: 3999, number: giulia.invoice.number }]);

    // A year on, the renewal date passes: the provider ends the subscription instead of charging it.
    b.clock.advance(367 * 86_400_000);
    await b.job.runDue();
    expect((await demoSubscription(giulia.sub.id)).status).toBe('canceled');
    expect(await invoicesOf()).toHaveLength(1);
  });
});
