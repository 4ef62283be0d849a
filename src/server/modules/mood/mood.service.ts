import type { Lang } from '@shared/i18n';
import {
  builtinFactorIds,
  emotionIds,
  type MoodAccess,
  type MoodEntry,
  type MoodEntryList,
  type MoodExport,
  type MoodOptions,
  moodNameOf,
  moodNames,
} from '@shared/schemas/mood';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { dayIn } from '../../lib/time';
import { createActivityService } from '../activity/activity.service';
import { createMoodRepository, createMoodTrials, type MoodRepository } from './mood.repository';
import { createMoodStatsRepository, type MoodStatsRepository } from './mood.stats.repository';
import type { MoodEntryRow } from './mood.table';
import { emotionLabel, factorLabel, factorLabels, moodLabels, normalizeFactor } from './mood.text';
import { moodCsv } from './mood.csv';
import { moodInsights } from './mood.insights';
import { createSelfChecksService } from './self-checks.service';

export interface MoodInput {
  mood: number;
  emotions: string[];
  factors: string[];
  note: string;
  at?: string | undefined;
}

const maxFutureMs = 5 * 60_000;
const maxPastMs = 366 * 86_400_000;

export function toEntry(row: MoodEntryRow): MoodEntry {
  return {
    id: row.id,
    mood: row.mood,
    moodName: moodNameOf(row.mood),
    emotions: row.emotions as MoodEntry['emotions'],
    factors: row.factors,
    note: row.note,
    at: row.at.toISOString(),
    day: row.day,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Factors once each regardless of case; built-in ones stored by their id. */
function cleanFactors(values: string[]): string[] {
  const seen = new Set<string>();
  return values.map(normalizeFactor).filter((f) => !seen.has(f.toLowerCase()) && !!seen.add(f.toLowerCase()));
}

/** An entry's stored values: its time checked, its day in the person's zone, lists cleaned. */
function valuesOf(user: RequestUser, input: MoodInput, now: Date) {
  const at = input.at ? new Date(input.at) : now;
  if (at.getTime() > now.getTime() + maxFutureMs || at.getTime() < now.getTime() - maxPastMs)
    throw new AppError('mood.invalid_time');
  return {
    mood: input.mood,
    emotions: [...new Set(input.emotions)],
    factors: cleanFactors(input.factors),
    note: input.note.trim(),
    at,
    day: dayIn(user.timeZone, at),
  };
}

/**
 * Mood tracking (premium). A person without premium may log ONE entry to try it: the try is
 * taken in the same transaction as the entry, by one `insert … on conflict do nothing`, so no
 * two requests can both have it. Each entry logs a `mood_logged` fact (its id only).
 */
export function createMoodService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createMoodRepository(db);
  const stats = createMoodStatsRepository(db);
  const trials = createMoodTrials(db);
  const activity = createActivityService({ db });

  const access = async (user: RequestUser, tx?: Tx): Promise<MoodAccess> => {
    const premium = user.entitlements.premium;
    const tryUsed = (await trials.trialOf({ userId: user.id, ...(tx ? { tx } : {}) })) !== null;
    return { premium, tryUsed, canLog: premium || !tryUsed };
  };
  return {
    access,
    ...writes({ db, clock, repo, trials, activity, access }),

    async get(user: RequestUser, id: string): Promise<MoodEntry> {
      const row = await repo.find({ userId: user.id, id });
      if (!row) throw new AppError('mood.entry_not_found');
      return toEntry(row);
    },

    async list(
      user: RequestUser,
      q: { from?: string; to?: string; limit: number; offset: number },
    ): Promise<MoodEntryList> {
      if (q.from && q.to && q.from > q.to) throw new AppError('validation.failed');
      const rows = await repo.list({ userId: user.id, ...q });
      return {
        items: rows.map((r) => toEntry(r.entry)),
        total: rows[0]?.total ?? 0,
        access: await access(user),
      };
    },

    options: (user: RequestUser, lang: Lang) => options(stats, user, lang, access),

    csv: (user: RequestUser, lang: Lang, q: { from?: string; to?: string }) =>
      repo.all({ userId: user.id, ...q }).then((rows) => moodCsv(rows, lang, user.timeZone)),

    ...moodInsights({ repo: stats, clock }),

    /** The export's `mood` section: entries, self-checks and the try. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<MoodExport> {
      const entries = await repo.all({ userId, tx });
      const trial = await trials.trialOf({ userId, tx });
      const selfChecks = await createSelfChecksService({ db, clock }).exportOf({ userId, tx });
      return {
        entries: entries.map((row) => {
          const { id: _id, moodName: _name, ...entry } = toEntry(row);
          return entry;
        }),
        selfChecks,
        trialUsedAt: trial ? trial.usedAt.toISOString() : null,
      };
    },
  };
}
export type MoodService = ReturnType<typeof createMoodService>;

interface WriteDeps {
  db: Db;
  clock: () => Date;
  repo: MoodRepository;
  trials: ReturnType<typeof createMoodTrials>;
  activity: ReturnType<typeof createActivityService>;
  access: (user: RequestUser) => Promise<MoodAccess>;
}

/** Logging, changing and deleting entries, each with its fact in the activity log. */
function writes({ db, clock, repo, trials, activity, access }: WriteDeps) {
  return {
    async create(user: RequestUser, input: MoodInput): Promise<{ entry: MoodEntry; access: MoodAccess }> {
      const now = clock();
      const values = valuesOf(user, input, now);
      const row = await db.transaction(async (tx) => {
        if (!user.entitlements.premium && !(await trials.claimTrial({ userId: user.id, at: now, tx }))) {
          throw new AppError('mood.premium_required');
        }
        const created = await repo.insert({ userId: user.id, values, tx });
        await activity.record({
          tx,
          userId: user.id,
          kind: 'mood_logged',
          ref: created.id,
          timeZone: user.timeZone,
          at: now,
        });
        return created;
      });
      return { entry: toEntry(row), access: await access(user) };
    },

    async update(user: RequestUser, id: string, input: MoodInput) {
      const row = await repo.update({
        userId: user.id,
        id,
        values: valuesOf(user, input, clock()),
        now: clock(),
      });
      if (!row) throw new AppError('mood.entry_not_found');
      return { entry: toEntry(row), access: await access(user) };
    },

    /** Deletes the entry and its fact in the log (its streak day goes if nothing else was done). */
    async remove(user: RequestUser, id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        if (!(await repo.remove({ userId: user.id, id, tx }))) return false;
        await activity.forget({ userId: user.id, kind: 'mood_logged', ref: id, tx });
        return true;
      });
      if (!removed) throw new AppError('mood.entry_not_found');
    },
  };
}

async function options(
  repo: MoodStatsRepository,
  user: RequestUser,
  lang: Lang,
  access: (u: RequestUser) => Promise<MoodAccess>,
): Promise<MoodOptions> {
  const custom = await repo.customFactors({ userId: user.id });
  const builtin = new Set<string>(builtinFactorIds);
  return {
    moods: moodNames.map((name, i) => ({ value: i + 1, name, label: moodLabels[name][lang] })),
    emotions: emotionIds.map((id) => ({ id, label: emotionLabel(id, lang) })),
    factors: [
      ...builtinFactorIds.map((id) => ({ id, label: factorLabels[id][lang], custom: false })),
      ...custom
        .filter((f) => !builtin.has(f.toLowerCase()))
        .map((f) => ({ id: f, label: factorLabel(f, lang), custom: true })),
    ],
    access: await access(user),
  };
}
