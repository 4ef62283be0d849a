/**
 * Every entry, most specific first: on an equal score the earlier entry wins, so a symptom beats
 * "could it be serious?" and a blank mind in an exam beats studying in general.
 */
import type { KnowledgeEntry } from '../types';
import { ANXIETY_ENTRIES } from './anxiety';
import { APP_ENTRIES } from './app';
import { APP_FEATURE_ENTRIES } from './app-features';
import { PRACTICE_OFTEN_ENTRIES } from './practice-often';
import { ASKED_ENTRIES } from './asked';
import { ASKED_MORE_ENTRIES } from './asked-more';
import { BELONGINGS_ENTRIES } from './belongings';
import { PHONE_ENTRIES } from './phone';
import { LEGAL_ENTRIES } from './legal';
import { PARENT_BLAME_ENTRIES } from './parent-blame';
import { SOCIAL_OCCASION_ENTRIES } from './social-occasions';
import { HOME_TOGETHER_ENTRIES } from './home-together';
import { PERFECTIONISM_WORTH_ENTRIES, WORK_WEIGHT_ENTRIES } from './work-weight';
import { CALM_AND_CHANGE_ENTRIES } from './calm-and-change';
import { FEAR_LASTING_ENTRIES } from './fear-lasting';
import { CBT_ENTRIES } from './cbt';
import { CHECKING_ENTRIES } from './checking';
import { BODY_HABIT_ENTRIES } from './body-and-habits';
import { CLOSE_TIES_ENTRIES } from './close-ties';
import { DAILY_LIFE_ENTRIES } from './daily-life';
import { GETTING_GOING_ENTRIES, WHERE_TO_START_ENTRIES } from './getting-going';
import { NEW_PARENT_ENTRIES } from './new-parent';
import { WAITING_ENTRIES } from './waiting';
import { OTHERS_AROUND_ENTRIES } from './others-around';
import { COMPANION_ENTRIES } from './companion';
import { COPING_ENTRIES } from './coping';
import { EVERYDAY_ENTRIES, NORMAL_ENTRIES } from './everyday';
import { TREATMENT_ENTRIES } from './treatment';
import { FEELING_ENTRIES } from './feelings';
import { HABIT_ENTRIES } from './habits';
import { HEALTH_ENTRIES } from './health';
import { HEALTH_GENERAL_ENTRIES } from './health-general';
import { INNER_ENTRIES } from './inner';
import { HELP_ENTRIES } from './help';
import { LIFE_ENTRIES } from './life';
import { MEDICATION_ENTRIES } from './medication';
import { OFF_TOPIC_ENTRIES } from './off-topic';
import { OTHERS_CHANGE_ENTRIES } from './others-change';
import { PANIC_ENTRIES } from './panic';
import { PERFORMANCE_ENTRIES } from './performance';
import { SLEEP_STUDY_ENTRIES } from './sleep-study';
import { SUPPORT_ENTRIES } from './support';
import { TRAP_ENTRIES } from './traps';
import { WHERE_TO_TURN_ENTRIES } from './where-to-turn';
import { FAMILY_TALK_ENTRIES } from './family-talk';
import { EVERYDAY_QUESTION_ENTRIES } from './everyday-questions';
import { MEDICAL_VISIT_ENTRIES } from './medical-visits';
import { NEWS_AND_COMING_OUT_ENTRIES } from './news-and-coming-out';
import { EVERYDAY_MOMENT_ENTRIES } from './everyday-moments';
import { SECOND_THOUGHT_ENTRIES } from './second-thoughts';
import { VOICE_AND_TIES_ENTRIES } from './voice-and-ties';
import { TIES_AND_LIMITS_ENTRIES } from './ties-and-limits';
import { LIFE_TURNS_ENTRIES } from './life-turns';
import { LIFE_TURNS_2_ENTRIES } from './life-turns-2';
import { PRACTICAL_TURNS_ENTRIES } from './practical-turns';
import { HARD_MOMENTS_ENTRIES } from './hard-moments';
import { FIRST_STEPS_ENTRIES } from './first-steps';
import { TURNING_POINTS_ENTRIES } from './turning-points';
import { MEETING_ENTRIES } from './meetings';
import { KNOWING_ENTRIES } from './knowing';

export const KNOWLEDGE_ENTRIES: readonly KnowledgeEntry[] = [
  ...HEALTH_ENTRIES,
  ...HEALTH_GENERAL_ENTRIES,
  ...CHECKING_ENTRIES,
  ...CLOSE_TIES_ENTRIES,
  ...MEDICATION_ENTRIES,
  ...ASKED_ENTRIES,
  ...ASKED_MORE_ENTRIES,
  ...BELONGINGS_ENTRIES,
  ...PHONE_ENTRIES,
  ...APP_FEATURE_ENTRIES,
  ...PRACTICE_OFTEN_ENTRIES,
  ...LEGAL_ENTRIES,
  ...WHERE_TO_TURN_ENTRIES,
  ...FAMILY_TALK_ENTRIES,
  ...EVERYDAY_QUESTION_ENTRIES,
  ...MEDICAL_VISIT_ENTRIES,
  ...NEWS_AND_COMING_OUT_ENTRIES,
  ...EVERYDAY_MOMENT_ENTRIES,
  ...SECOND_THOUGHT_ENTRIES,
  ...VOICE_AND_TIES_ENTRIES,
  ...TIES_AND_LIMITS_ENTRIES,
  ...LIFE_TURNS_ENTRIES,
  ...LIFE_TURNS_2_ENTRIES,
  ...PRACTICAL_TURNS_ENTRIES,
  ...HARD_MOMENTS_ENTRIES,
  ...FIRST_STEPS_ENTRIES,
  ...TURNING_POINTS_ENTRIES,
  ...MEETING_ENTRIES,
  ...KNOWING_ENTRIES,
  ...PARENT_BLAME_ENTRIES,
  ...SOCIAL_OCCASION_ENTRIES,
  ...HOME_TOGETHER_ENTRIES,
  ...WORK_WEIGHT_ENTRIES,
  ...CALM_AND_CHANGE_ENTRIES,
  ...OTHERS_AROUND_ENTRIES,
  ...DAILY_LIFE_ENTRIES,
  ...GETTING_GOING_ENTRIES,
  ...NEW_PARENT_ENTRIES,
  ...WAITING_ENTRIES,
  ...OTHERS_CHANGE_ENTRIES,
  ...PERFORMANCE_ENTRIES,
  ...SLEEP_STUDY_ENTRIES,
  ...LIFE_ENTRIES,
  ...SUPPORT_ENTRIES,
  ...INNER_ENTRIES,
  ...EVERYDAY_ENTRIES,
  ...HABIT_ENTRIES,
  ...PERFECTIONISM_WORTH_ENTRIES,
  ...COPING_ENTRIES,
  ...BODY_HABIT_ENTRIES,
  ...FEELING_ENTRIES,
  ...PANIC_ENTRIES,
  ...FEAR_LASTING_ENTRIES,
  ...ANXIETY_ENTRIES,
  ...HELP_ENTRIES,
  ...COMPANION_ENTRIES,
  ...WHERE_TO_START_ENTRIES,
  ...APP_ENTRIES,
  ...CBT_ENTRIES,
  ...TRAP_ENTRIES,
  ...TREATMENT_ENTRIES,
  ...NORMAL_ENTRIES,
  ...OFF_TOPIC_ENTRIES,
];
