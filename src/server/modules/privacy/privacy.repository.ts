import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLogTable } from '../activity/activity.table';
import { aiModuleResultsTable } from '../ai-modules/ai-modules.table';
import { passwordResetsTable } from '../auth/auth.table';
import { trustedDevicesTable } from '../auth/devices.table';
import { aiPreferencesTable, conversationsTable, messagesTable } from '../chat/chat.table';
import {
  exercisesTable,
  meditationsTable,
  reflectionPromptsTable,
  reflectionsTable,
  resourcesTable,
} from '../content/content.table';
import { exerciseProgressTable } from '../exercises/exercises.table';
import { launchCodesTable, launchDiscountsTable } from '../launch/launch.table';
import { meditationSessionsTable } from '../meditations/meditations.table';
import { dailyUsageTable } from '../plans/plans.table';
import { quotePreferencesTable } from '../quotes/quotes.table';
import { reflectionEntriesTable } from '../reflections/reflections.table';
import {
  programDayProgressTable,
  resourceFeedbackTable,
  resourceReadsTable,
} from '../resources/resources.table';
import { safetyEventsTable, safetyPlansTable } from '../safety/safety.table';
import { sessionsTable } from '../sessions/sessions.table';
import { supportMessagesTable } from '../support/support.table';
import { usersTable } from '../users/users.table';

/**
 * Every table that holds something about a person, read for the export. The privacy module reads
 * them itself (read-only, one query per table inside one snapshot) instead of asking each module,
 * so an export is consistent and costs a fixed number of queries. privacy.test.ts fails when a
 * table that references `users` is missing here.
 */
export const exportedTables = [
  usersTable,
  aiPreferencesTable,
  launchCodesTable,
  launchDiscountsTable,
  dailyUsageTable,
  activityLogTable,
  reflectionEntriesTable,
  exerciseProgressTable,
  meditationSessionsTable,
  conversationsTable,
  messagesTable,
  aiModuleResultsTable,
  safetyPlansTable,
  safetyEventsTable,
  quotePreferencesTable,
  resourceFeedbackTable,
  programDayProgressTable,
  resourceReadsTable,
  supportMessagesTable,
  sessionsTable,
  trustedDevicesTable,
  passwordResetsTable,
] as const;

/** Everything stored about one person, as rows; `null` when the account does not exist. */
export async function readPersonData(db: Db, userId: string) {
  // One snapshot: on PostgreSQL a read-only repeatable-read transaction, so the sections agree
  // with each other even while the person keeps using the app in another tab.
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(usersTable).where(eq(usersTable.id, userId));
      if (!user) return null;
      const [aiPreferences] = await tx
        .select()
        .from(aiPreferencesTable)
        .where(eq(aiPreferencesTable.userId, userId));
      const [launchCode] = await tx
        .select()
        .from(launchCodesTable)
        .where(eq(launchCodesTable.userId, userId));
      const discounts = await tx
        .select()
        .from(launchDiscountsTable)
        .where(eq(launchDiscountsTable.usedByUserId, userId))
        .orderBy(asc(launchDiscountsTable.usedAt));
      const dailyUsage = await tx
        .select()
        .from(dailyUsageTable)
        .where(eq(dailyUsageTable.userId, userId))
        .orderBy(asc(dailyUsageTable.day));
      const activity = await tx
        .select()
        .from(activityLogTable)
        .where(eq(activityLogTable.userId, userId))
        .orderBy(asc(activityLogTable.occurredAt), asc(activityLogTable.id));
      const reflections = await tx
        .select({
          id: reflectionEntriesTable.id,
          body: reflectionEntriesTable.body,
          category: reflectionEntriesTable.category,
          promptSlug: reflectionPromptsTable.slug,
          readingSlug: reflectionsTable.slug,
          createdAt: reflectionEntriesTable.createdAt,
          updatedAt: reflectionEntriesTable.updatedAt,
        })
        .from(reflectionEntriesTable)
        .leftJoin(reflectionPromptsTable, eq(reflectionPromptsTable.id, reflectionEntriesTable.promptId))
        .leftJoin(reflectionsTable, eq(reflectionsTable.id, reflectionEntriesTable.reflectionId))
        .where(eq(reflectionEntriesTable.userId, userId))
        .orderBy(asc(reflectionEntriesTable.createdAt), asc(reflectionEntriesTable.id));
      const exercises = await tx
        .select({ progress: exerciseProgressTable, exerciseSlug: exercisesTable.slug })
        .from(exerciseProgressTable)
        .innerJoin(exercisesTable, eq(exercisesTable.id, exerciseProgressTable.exerciseId))
        .where(eq(exerciseProgressTable.userId, userId))
        .orderBy(asc(exerciseProgressTable.createdAt), asc(exerciseProgressTable.id));
      const meditations = await tx
        .select({ session: meditationSessionsTable, meditationSlug: meditationsTable.slug })
        .from(meditationSessionsTable)
        .innerJoin(meditationsTable, eq(meditationsTable.id, meditationSessionsTable.meditationId))
        .where(eq(meditationSessionsTable.userId, userId))
        .orderBy(asc(meditationSessionsTable.createdAt), asc(meditationSessionsTable.id));
      const conversations = await tx
        .select()
        .from(conversationsTable)
        .where(eq(conversationsTable.userId, userId))
        .orderBy(asc(conversationsTable.createdAt), asc(conversationsTable.id));
      const messages = await tx
        .select({
          conversationId: messagesTable.conversationId,
          role: messagesTable.role,
          content: messagesTable.content,
          meta: messagesTable.meta,
          createdAt: messagesTable.createdAt,
        })
        .from(messagesTable)
        .innerJoin(conversationsTable, eq(conversationsTable.id, messagesTable.conversationId))
        .where(eq(conversationsTable.userId, userId))
        .orderBy(asc(messagesTable.position));
      const aiModuleResults = await tx
        .select()
        .from(aiModuleResultsTable)
        .where(eq(aiModuleResultsTable.userId, userId))
        .orderBy(asc(aiModuleResultsTable.createdAt), asc(aiModuleResultsTable.id));
      const [safetyPlan] = await tx
        .select()
        .from(safetyPlansTable)
        .where(eq(safetyPlansTable.userId, userId));
      const safetyEvents = await tx
        .select()
        .from(safetyEventsTable)
        .where(eq(safetyEventsTable.userId, userId))
        .orderBy(asc(safetyEventsTable.occurredAt), asc(safetyEventsTable.id));
      const [quotePreferences] = await tx
        .select()
        .from(quotePreferencesTable)
        .where(eq(quotePreferencesTable.userId, userId));
      const feedback = await tx
        .select({ row: resourceFeedbackTable, resourceSlug: resourcesTable.slug })
        .from(resourceFeedbackTable)
        .innerJoin(resourcesTable, eq(resourcesTable.id, resourceFeedbackTable.resourceId))
        .where(eq(resourceFeedbackTable.userId, userId))
        .orderBy(asc(resourceFeedbackTable.createdAt), asc(resourceFeedbackTable.id));
      const programDays = await tx
        .select({ row: programDayProgressTable, resourceSlug: resourcesTable.slug })
        .from(programDayProgressTable)
        .innerJoin(resourcesTable, eq(resourcesTable.id, programDayProgressTable.resourceId))
        .where(eq(programDayProgressTable.userId, userId))
        .orderBy(
          asc(programDayProgressTable.firstCompletedAt),
          asc(resourcesTable.slug),
          asc(programDayProgressTable.day),
        );
      const reads = await tx
        .select({ row: resourceReadsTable, resourceSlug: resourcesTable.slug })
        .from(resourceReadsTable)
        .innerJoin(resourcesTable, eq(resourcesTable.id, resourceReadsTable.resourceId))
        .where(eq(resourceReadsTable.userId, userId))
        .orderBy(asc(resourceReadsTable.readAt), asc(resourcesTable.slug));
      const supportMessages = await tx
        .select()
        .from(supportMessagesTable)
        .where(eq(supportMessagesTable.userId, userId))
        .orderBy(asc(supportMessagesTable.createdAt), asc(supportMessagesTable.id));
      const sessions = await tx
        .select({
          createdAt: sessionsTable.createdAt,
          lastSeenAt: sessionsTable.lastSeenAt,
          expiresAt: sessionsTable.expiresAt,
        })
        .from(sessionsTable)
        .where(eq(sessionsTable.userId, userId))
        .orderBy(asc(sessionsTable.createdAt));
      const devices = await tx
        .select({ createdAt: trustedDevicesTable.createdAt, lastUsedAt: trustedDevicesTable.lastUsedAt })
        .from(trustedDevicesTable)
        .where(eq(trustedDevicesTable.userId, userId))
        .orderBy(asc(trustedDevicesTable.createdAt));
      const passwordResets = await tx
        .select({
          createdAt: passwordResetsTable.createdAt,
          expiresAt: passwordResetsTable.expiresAt,
          attempts: passwordResetsTable.attempts,
          usedAt: passwordResetsTable.usedAt,
        })
        .from(passwordResetsTable)
        .where(eq(passwordResetsTable.userId, userId))
        .orderBy(asc(passwordResetsTable.createdAt));

      return {
        user,
        aiPreferences: aiPreferences ?? null,
        launchCode: launchCode ?? null,
        discounts,
        dailyUsage,
        activity,
        reflections,
        exercises,
        meditations,
        conversations,
        messages,
        aiModuleResults,
        safetyPlan: safetyPlan ?? null,
        safetyEvents,
        quotePreferences: quotePreferences ?? null,
        feedback,
        programDays,
        reads,
        supportMessages,
        sessions,
        devices,
        passwordResets,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
export type PersonData = NonNullable<Awaited<ReturnType<typeof readPersonData>>>;

/**
 * Deletes the account in one transaction. Every per-person row goes with it through the foreign
 * keys (`on delete cascade`); the contact-form messages and the launch code and discounts keep
 * their row without the link (`on delete set null`), so the campaign's 50 places stay counted.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(usersTable)
      .where(eq(usersTable.id, userId))
      .returning({ id: usersTable.id });
    return rows.length > 0;
  });
}
