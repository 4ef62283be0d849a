/** Every table, re-exported for Drizzle and drizzle-kit. Tables live in their module. */
export * from '../modules/activity/activity.table';
export * from '../modules/content/content.table';
export * from '../modules/users/users.table';
export * from '../modules/auth/auth.table';
export * from '../modules/sessions/sessions.table';
export * from '../modules/plans/plans.table';
export * from '../modules/launch/launch.table';
export * from '../lib/mail/mail.table';
export * from '../modules/exercises/exercises.table';
export * from '../modules/meditations/meditations.table';
export * from '../modules/reflections/reflections.table';
export * from '../modules/quotes/quotes.table';
export * from '../modules/resources/resources.table';
export * from '../modules/support/support.table';
export * from '../modules/chat/chat.table';
export * from '../modules/safety/safety.table';
export * from '../modules/ai-modules/ai-modules.table';
