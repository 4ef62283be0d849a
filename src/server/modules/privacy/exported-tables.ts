import { activityLogTable } from '../activity/activity.table';
import { aiModuleResultsTable } from '../ai-modules/ai-modules.table';
import { passwordResetsTable } from '../auth/auth.table';
import { trustedDevicesTable } from '../auth/devices.table';
import { aiPreferencesTable, conversationsTable, messagesTable } from '../chat/chat.table';
import { exerciseProgressTable } from '../exercises/exercises.table';
import { launchCodesTable, launchDiscountsTable } from '../launch/launch.table';
import { meditationSessionsTable } from '../meditations/meditations.table';
import { dailyUsageTable } from '../plans/plans.table';
import { quotePreferencesTable } from '../quotes/quotes.table';
import { reflectionEntriesTable } from '../reflections/reflections.table';
import { programDayProgressTable, resourceFeedbackTable, resourceReadsTable } from '../resources/resources.table';
import { safetyEventsTable, safetyPlansTable } from '../safety/safety.table';
import { sessionsTable } from '../sessions/sessions.table';
import { supportMessagesTable } from '../support/support.table';
import { usersTable } from '../users/users.table';

/**
 * Every table that holds something about a person: the export reads each of them once, through
 * the service of the module that owns it (privacy.service.ts). privacy.test.ts fails when a table
 * that references `users` is missing here, and the query count of an export is checked against it.
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
