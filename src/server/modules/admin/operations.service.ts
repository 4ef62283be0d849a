import { eq, sql } from 'drizzle-orm';
import type { AdminLaunchState, AdminOverview, AdminServiceState } from '@shared/schemas/admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { launchCampaignTable } from '../launch/launch.table';
import type { StaffMember } from './admin-guard.service';
import { createAuditService } from './audit.service';
import { createOverviewRepository } from './overview.repository';

export interface OperationsDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
}

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

/** The overview, the launch campaign and the state of the service, for the admin pages. */
export function createOperationsService({ db, config, clock }: OperationsDeps) {
  const overview = createOverviewRepository(db);
  const audit = createAuditService({ db, clock });

  const launchState = async (): Promise<AdminLaunchState> => {
    const now = clock().toISOString();
    const row = await one<Record<string, number | string | null>>(
      db,
      sql`select c.places, c.taken, c.closed_at,
                 (select count(*) from launch_codes)::int as assigned,
                 (select count(*) from launch_codes where activated_at is not null)::int as activated,
                 (select count(*) from launch_codes where state = 'expired' or (state in ('ready', 'activated') and expires_at <= ${now}::timestamptz))::int as expired,
                 (select coalesce(json_agg(json_build_object('plan', plan, 'total', total, 'used', used) order by plan), '[]'::json) from billing_discounts) as discounts
          from (select 1) one left join launch_campaign c on c.id = 1`,
    );
    const closedAt = row?.closed_at ? new Date(row.closed_at as string) : null;
    const discounts = (
      typeof row?.discounts === 'string' ? JSON.parse(row.discounts) : (row?.discounts ?? [])
    ) as AdminLaunchState['discounts'];
    return {
      open: !closedAt,
      closedAt: closedAt ? closedAt.toISOString() : null,
      places: Number(row?.places ?? 0),
      taken: Number(row?.taken ?? 0),
      codes: {
        assigned: Number(row?.assigned ?? 0),
        activated: Number(row?.activated ?? 0),
        expired: Number(row?.expired ?? 0),
      },
      discounts: discounts.map((d) => ({ plan: d.plan, total: Number(d.total), used: Number(d.used) })),
    };
  };

  return {
    async overview(): Promise<AdminOverview> {
      const now = clock();
      return {
        generatedAt: now.toISOString(),
        users: await overview.users(now),
        plans: await overview.plans(now),
        launch: await overview.launch(),
        conversion: await overview.conversion(now),
        revenueByMonth: await overview.revenueByMonth(),
        aiRequestsPerDay: await overview.aiRequestsPerDay(now),
        quotaHitsPerDay: await overview.quotaHitsPerDay(now),
        crisisResponsesPerDay: await overview.crisisPerDay(now),
        supportWaiting: await overview.supportWaiting(),
      };
    },

    launchState,

    /** Opens or closes the campaign: a closed campaign gives no place at registration. */
    async setLaunchOpen(
      staff: StaffMember,
      { open, reason }: { open: boolean; reason: string },
    ): Promise<AdminLaunchState> {
      const before = await launchState();
      await db.transaction(async (tx) => {
        const closedAt = open ? null : before.closedAt ? new Date(before.closedAt) : clock();
        await tx.update(launchCampaignTable).set({ closedAt }).where(eq(launchCampaignTable.id, 1));
        const change = { before: { open: before.open }, after: { open } };
        const entry = {
          action: open ? 'launch.opened' : 'launch.closed',
          targetType: 'launch_campaign',
          targetId: '1',
          reason,
        };
        await audit.record({ actor: { id: staff.id, name: staff.name }, ...entry, ...change }, tx);
      });
      return launchState();
    },

    serviceState: () => serviceStateOf({ db, config, clock }),
  };
}

/** Health, version and providers; the AI error rate is the share of external replies that fell back. */
async function serviceStateOf({ db, config, clock }: OperationsDeps): Promise<AdminServiceState> {
  const started = performance.now();
  const since = new Date(clock().getTime() - 86_400_000).toISOString();
  let ok = true;
  let row: Record<string, number> | undefined;
  try {
    row = await one<Record<string, number>>(
      db,
      sql`select (select count(*) from support_messages where delivery = 'failed')::int as support_failed,
                 (select count(*) from messages where role = 'assistant' and created_at > ${since}::timestamptz and (meta->>'provider' = 'external' or meta->>'fallback' = 'true'))::int as external_replies,
                 (select count(*) from messages where role = 'assistant' and created_at > ${since}::timestamptz and meta->>'fallback' = 'true')::int as failures`,
    );
  } catch {
    ok = false;
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const replies = Number(row?.external_replies ?? 0);
  const failures = Number(row?.failures ?? 0);
  return {
    healthy: ok,
    version: config.version,
    environment: config.env,
    uptimeSeconds: Math.floor(process.uptime()),
    database: { kind: config.database.kind, ok, latencyMs },
    mail: {
      mode: config.mail.smtpUrl ? 'smtp' : 'outbox',
      supportDeliveryFailed: Number(row?.support_failed ?? 0),
    },
    payments: { mode: config.stripe.secretKey ? 'stripe' : 'demo' },
    ai: {
      provider: config.ai.baseUrl ? 'external' : 'builtin',
      model: config.ai.baseUrl ? config.ai.model : null,
      errorRate24h: replies ? failures / replies : null,
      failures24h: failures,
      replies24h: replies,
    },
  };
}
