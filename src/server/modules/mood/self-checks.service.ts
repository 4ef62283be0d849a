import { crisisLines } from '@shared/crisis-lines';
import type { Lang } from '@shared/i18n';
import {
  type SelfCheckKind,
  selfCheckKinds,
  type SelfCheckResponse,
  type SelfCheckResult,
  type MoodExport,
  type selfCheckFormsSchema,
} from '@shared/schemas/mood';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { RequestUser } from '../../lib/request-user';
import { dayIn } from '../../lib/time';
import { createSafetyService } from '../safety/safety.service';
import { createSelfChecksRepository } from './self-checks.repository';
import {
  answerOptions,
  crisisMessage,
  selfCheckDisclaimer,
  selfCheckForms,
  severityExplanations,
  severityLabels,
  severityOf,
} from './self-checks.content';
import type { SelfCheckRow } from './mood.table';

/** Lines offered when PHQ-9's item 9 is answered above 0: the emergency number and listening lines. */
const crisisLineIds = ['emergency_112', 'telefono_amico', 'samaritans'] as const;

function helplines(lang: Lang) {
  return crisisLineIds.map((id) => {
    const line = crisisLines.find((l) => l.id === id)!;
    return {
      id: line.id,
      name: line.name[lang],
      number: line.number,
      href: line.tel,
      hours: line.hours[lang],
      description: line.who[lang],
      free: line.free,
      ...(line.whatsapp ? { whatsapp: line.whatsapp } : {}),
    };
  });
}

const maxScore: Record<SelfCheckKind, number> = { gad7: 21, phq9: 27 };

function toResult(row: SelfCheckRow, lang: Lang): SelfCheckResult {
  const severity = row.severity as SelfCheckResult['severity'];
  const band =
    severity === 'minimal' ? 'low' : severity === 'mild' || severity === 'moderate' ? 'middle' : 'high';
  return {
    id: row.id,
    kind: row.kind,
    score: row.score,
    maxScore: maxScore[row.kind],
    severity,
    severityLabel: severityLabels[severity][lang],
    explanation: severityExplanations[band][lang],
    at: row.at.toISOString(),
    day: row.day,
  };
}

/**
 * GAD-7 and PHQ-9 self-checks: standard scoring and bands, kept with their date. An answer above
 * 0 to PHQ-9's item 9 brings the crisis lines with the result and records a safety event
 * (category and time only, as the crisis check does).
 */
export function createSelfChecksService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createSelfChecksRepository(db);
  const safety = createSafetyService({ db, clock });
  return {
    forms(lang: Lang): z.infer<typeof selfCheckFormsSchema> {
      return {
        forms: selfCheckKinds.map((kind) => ({
          kind,
          ...selfCheckForms[kind][lang],
          items: selfCheckForms[kind][lang].items.map((text, i) => ({ number: i + 1, text })),
          options: answerOptions[kind][lang].map((label, value) => ({ value, label })),
          disclaimer: selfCheckDisclaimer[lang],
        })),
      };
    },

    async submit(
      user: RequestUser,
      input: { kind: SelfCheckKind; answers: number[] },
      lang: Lang,
    ): Promise<SelfCheckResponse> {
      const at = clock();
      const score = input.answers.reduce((s, a) => s + a, 0);
      const row = await repo.insert({
        values: {
          userId: user.id,
          kind: input.kind,
          answers: input.answers,
          score,
          severity: severityOf(input.kind, score),
          at,
          day: dayIn(user.timeZone, at),
        },
      });
      const risk = input.kind === 'phq9' && (input.answers[8] ?? 0) > 0;
      if (risk)
        await safety.recordEvent({ userId: user.id, category: 'suicide', feature: 'self_check_phq9' });
      return {
        result: toResult(row, lang),
        disclaimer: selfCheckDisclaimer[lang],
        crisis: risk ? { message: crisisMessage[lang], helplines: helplines(lang) } : null,
      };
    },

    async list(user: RequestUser, q: { kind?: SelfCheckKind; limit: number }, lang: Lang) {
      const rows = await repo.list({ userId: user.id, ...q });
      return { items: rows.map((r) => toResult(r, lang)), disclaimer: selfCheckDisclaimer[lang] };
    },

    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<MoodExport['selfChecks']> {
      const rows = await repo.all({ userId, tx });
      return rows.map((r) => ({
        kind: r.kind,
        answers: r.answers,
        score: r.score,
        severity: r.severity,
        at: r.at.toISOString(),
      }));
    },
  };
}
