import type { Lang } from '@shared/i18n';
import {
  emptySafetyPlanValue,
  type SafetyGuide,
  type SafetyPlanResponse,
  type SafetyPlanValue,
} from '@shared/schemas/safety';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import { type CrisisCategory, GROUNDING, SAFETY_PLAN_SECTIONS } from '../../ai';
import type { RequestUser } from '../../lib/request-user';
import { createSafetyRepository } from './safety.repository';

/**
 * Safety comes before any provider: the crisis events (who, which category, from which feature,
 * when — never the text), the grounding exercises and each person's safety plan.
 */
export function createSafetyService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createSafetyRepository(db);

  return {
    /** Records that the crisis check answered this person. No text is ever passed here. */
    async recordEvent(input: { userId: string; category: CrisisCategory; feature: string }): Promise<void> {
      await repo.insertEvent({ ...input, at: clock() });
    },

    guide(lang: Lang): SafetyGuide {
      return {
        lang,
        grounding: [GROUNDING.five_senses[lang], GROUNDING.slow_breathing[lang]],
        sections: SAFETY_PLAN_SECTIONS.map((s) => ({
          id: s.id,
          step: s.step,
          withPhone: s.withPhone,
          label: s.text[lang].label,
          hint: s.text[lang].hint,
          examples: s.text[lang].examples,
        })),
      };
    },

    async plan(user: RequestUser): Promise<SafetyPlanResponse> {
      const row = await repo.findPlan({ userId: user.id });
      return row ? { plan: row.plan, saved: true } : { plan: emptySafetyPlanValue(), saved: false };
    },

    async savePlan(user: RequestUser, plan: SafetyPlanValue): Promise<SafetyPlanResponse> {
      const at = clock();
      const stored: SafetyPlanValue = { ...plan, updatedAt: at.toISOString() };
      await repo.upsertPlan({ userId: user.id, plan: stored, at });
      return { plan: stored, saved: true };
    },

    /** The export's `safety` section: the plan and the crisis events (never any text). */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['safety']> {
      const plan = await repo.findPlan({ userId, tx });
      const events = await repo.eventsOfUser({ userId, tx });
      return {
        plan: plan?.plan ?? null,
        planUpdatedAt: plan ? plan.updatedAt.toISOString() : null,
        events: events.map((e) => ({ category: e.category, feature: e.feature, occurredAt: e.occurredAt.toISOString() })),
      };
    },
  };
}
