import type { Lang } from '@shared/i18n';
import type {
  AiModuleId,
  AiModuleInput,
  AiModuleResult,
  AiModuleResultSave,
} from '@shared/schemas/ai-modules';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import type { AiFeature } from '../../ai';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { type AiGateway, doneFields, runReply } from '../chat/ai-gateway.service';
import type { EventSink } from '../../lib/event-stream';
import { composeModuleMessage } from './ai-modules.compose';
import { type AiModulesRepository, createAiModulesRepository } from './ai-modules.repository';

type ResultRow = Awaited<ReturnType<AiModulesRepository['list']>>[number];

const toResult = (row: ResultRow): AiModuleResult => ({
  id: row.id,
  module: row.module as AiModuleId,
  lang: row.lang,
  title: row.title,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The AI modules and the reflection perspective: one request, one streamed answer, nothing kept
 * unless the person saves the result. Same path as the chat: crisis check, quota, provider,
 * activity log.
 */
export function createAiModulesService({ db, clock, gateway }: { db: Db; clock: () => Date; gateway: AiGateway }) {
  const repo = createAiModulesRepository(db);

  /** Crisis check and quota, before the stream starts (429 at the limit). */
  async function prepare(user: RequestUser, feature: AiFeature, lang: Lang, message: string) {
    const admission = await gateway.admit({ user, feature, lang, text: message });
    return { feature, lang, message, admission };
  }

  async function stream(user: RequestUser, prepared: Awaited<ReturnType<typeof prepare>>, sink: EventSink) {
    const { feature, lang, message, admission } = prepared;
    const crisis = admission.crisis !== null;
    const [{ ai, external }, library] = await Promise.all([
      gateway.serviceFor(user),
      crisis ? Promise.resolve([]) : gateway.library(user, lang),
    ]);
    const reply = await runReply(
      ai.respond(
        { feature, lang, message, history: [], state: null, library, crisisHint: admission.crisis, riskLevel: admission.riskLevel },
        { signal: sink.signal },
      ),
      sink.delta,
    );
    if (!reply) return;
    const fields = doneFields(reply, { lang, remaining: admission.remaining, external });
    if (!crisis) await gateway.recordRequest(user, feature, fields.provider);
    sink.done(fields);
  }

  return {
    prepareModule(user: RequestUser, input: AiModuleInput, lang: Lang) {
      const { feature, message } = composeModuleMessage(input, lang);
      return prepare(user, feature, lang, message);
    },
    preparePerspective(user: RequestUser, text: string, lang: Lang) {
      return prepare(user, 'reflection_perspective', lang, text);
    },
    stream,

    async results(user: RequestUser): Promise<AiModuleResult[]> {
      return (await repo.list({ userId: user.id })).map(toResult);
    },

    async save(user: RequestUser, input: AiModuleResultSave): Promise<AiModuleResult> {
      return toResult(
        await repo.insert({
          userId: user.id,
          module: input.module,
          lang: input.lang,
          title: input.title.trim(),
          content: input.content.trim(),
          at: clock(),
        }),
      );
    },

    async remove(user: RequestUser, id: string): Promise<void> {
      if (!(await repo.remove({ userId: user.id, id }))) throw new AppError('ai_modules.result_not_found');
    },
  };
}
export type AiModulesService = ReturnType<typeof createAiModulesService>;

/** What the AI modules keep about a person, for the export (the service needs the AI gateway). */
export function createAiModulesArchive({ db }: { db: Db }) {
  const repo = createAiModulesRepository(db);
  return {
    /** The export's `aiModuleResults` section: the results the person chose to keep. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['aiModuleResults']> {
      return (await repo.listOfUser({ userId, tx })).map(toResult);
    },
  };
}
