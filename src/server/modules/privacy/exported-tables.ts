import { userAchievementsTable } from '../activity/achievements.table';
import { activityDaysTable, activityLogTable } from '../activity/activity.table';
import { aiModuleResultsTable } from '../ai-modules/ai-modules.table';
import { passwordResetsTable } from '../auth/auth.table';
import { trustedDevicesTable } from '../auth/devices.table';
import {
  billingCheckoutSessionsTable,
  billingInvoicesTable,
  billingSubscriptionsTable,
} from '../billing/billing.table';
import { aiPreferencesTable, conversationsTable, messagesTable } from '../chat/chat.table';
import { exerciseProgressTable } from '../exercises/exercises.table';
import { launchCodesTable, launchDiscountsTable } from '../launch/launch.table';
import { meditationSessionsTable } from '../meditations/meditations.table';
import { moodEntriesTable, moodTrialsTable, selfChecksTable } from '../mood/mood.table';
import { dailyUsageTable } from '../plans/plans.table';
import { quotePreferencesTable } from '../quotes/quotes.table';
import {
  pushSubscriptionsTable,
  reminderDeliveriesTable,
  reminderSettingsTable,
} from '../reminders/reminders.table';
import { reflectionEntriesTable } from '../reflections/reflections.table';
import {
  programDayProgressTable,
  resourceFeedbackTable,
  resourceReadsTable,
} from '../resources/resources.table';
import { safetyEventsTable, safetyPlansTable } from '../safety/safety.table';
import { sessionsTable } from '../sessions/sessions.table';
import { supportMessagesTable } from '../support/support.table';
import { emailChangesTable, userGoalsTable } from '../users/profile.table';
import { usersTable } from '../users/users.table';

/**
 * Every table that holds something about a person: the export reads each of them once, through
 * the service of the module that owns it (privacy.service.ts). privacy.test.ts fails when a table
 * that references `users` is missing here, and the query count of an export is checked against it.
 *
 * The demo payment provider's tables (lib/payments/demo.table.ts) are not here: they stand for the
 * provider's own side, as Stripe's records would, have no link to `users`, and what they hold about
 * a person is exported from the app's own copy in the billing tables below.
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
  moodEntriesTable,
  moodTrialsTable,
  selfChecksTable,
  userAchievementsTable,
  reminderSettingsTable,
  pushSubscriptionsTable,
  reminderDeliveriesTable,
  userGoalsTable,
  emailChangesTable,
  billingSubscriptionsTable,
  billingCheckoutSessionsTable,
  billingInvoicesTable,
] as const;

/**
 * Tables kept from others for speed, so the export does not read them: `activity_days` counts per
 * local day the facts of `activity_log`, each of which the export carries (`activity`). They go
 * with the account through their foreign key like the rest.
 */
export const derivedTables = [activityDaysTable] as const;

/**
 * Links to `users` that are not a person's own data, so the export leaves them out: staff
 * credentials (a TOTP secret and recovery-code hashes, credentials like the password hash, which
 * no export carries), the administrators' audit log (the service's record of its own actions,
 * GDPR Art. 5(2); its link to the actor is cleared when that account goes), and which staff
 * member answered a support message. Each goes with the account (cascade, or set null).
 */
export const staffLinks: readonly { table: string; column: string }[] = [
  { table: 'admin_second_factors', column: 'user_id' },
  { table: 'admin_recovery_codes', column: 'user_id' },
  { table: 'audit_log', column: 'actor_id' },
  { table: 'support_messages', column: 'answered_by' },
];
