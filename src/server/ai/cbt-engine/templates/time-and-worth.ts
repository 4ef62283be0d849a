/**
 * Answers to "how long does it take?" and "does it really work?", for the subject the question is
 * about (named in it, or what the conversation was just about). Honest about time (weeks of
 * practice, not one evening), never a promise, never a diagnosis; health subjects point to the GP.
 */
import type { Lang } from '../../types';
import { TIME_AND_WORTH_EN } from './time-and-worth-en';
import { TIME_AND_WORTH_IT } from './time-and-worth-it';

export type TimeSubject =
  | 'panic'
  | 'checking'
  | 'health'
  | 'breathing'
  | 'mindfulness'
  | 'writing'
  | 'rehearsal'
  | 'step'
  | 'movement'
  | 'nap'
  | 'sleep'
  | 'therapy'
  | 'grief'
  | 'breakup'
  | 'burnout'
  | 'social'
  | 'friends'
  | 'habits'
  | 'mood'
  | 'anxiety'
  | 'generic';

export interface SubjectLines {
  /** How long it usually takes, and what makes it shorter. */
  time: string;
  /** Whether it works, for whom, and what makes it work. */
  works: string;
  /** One short question that keeps the conversation going. */
  ask: string[];
}

export interface TimeAndWorthTemplates {
  /** Opens a "how long" answer. */
  timeLead: string[];
  subject: Record<TimeSubject, SubjectLines>;
}

export const TIME_AND_WORTH: Record<Lang, TimeAndWorthTemplates> = {
  it: TIME_AND_WORTH_IT,
  en: TIME_AND_WORTH_EN,
};
