import { type SQL, sql } from 'drizzle-orm';
import type { PracticeKind } from '@shared/schemas/progress';
import { type ActivityKind, activityLogTable } from './activity.table';

const t = activityLogTable;

/**
 * The activity log's kinds as people see them. An AI request from the chat is a chat message;
 * any other (a module, a perspective) is one use of an AI module; readings and program days are
 * both reading.
 */
export function practiceKindOf(kind: ActivityKind, ref: string | null): PracticeKind {
  switch (kind) {
    case 'ai_request':
      return ref === 'chat' ? 'chat' : 'ai_module';
    case 'exercise_completed':
      return 'exercise';
    case 'meditation_completed':
      return 'meditation';
    case 'reflection_saved':
      return 'reflection';
    case 'mood_logged':
      return 'mood';
    case 'resource_read':
    case 'program_day_completed':
      return 'reading';
  }
}

/** The rows of one practice kind (the activity history's filter). */
export function practiceKindFilter(kind: PracticeKind): SQL {
  switch (kind) {
    case 'chat':
      return sql`(${t.kind} = 'ai_request' and ${t.ref} = 'chat')`;
    case 'ai_module':
      return sql`(${t.kind} = 'ai_request' and ${t.ref} is distinct from 'chat')`;
    case 'exercise':
      return sql`${t.kind} = 'exercise_completed'`;
    case 'meditation':
      return sql`${t.kind} = 'meditation_completed'`;
    case 'reflection':
      return sql`${t.kind} = 'reflection_saved'`;
    case 'mood':
      return sql`${t.kind} = 'mood_logged'`;
    case 'reading':
      return sql`${t.kind} in ('resource_read', 'program_day_completed')`;
  }
}
