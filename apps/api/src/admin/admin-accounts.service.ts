import { isUUID } from 'class-validator';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserEntity } from '@retainly/database';
import {
  ADMIN_PAGE_SIZE,
  type AdminAccountDetail,
  type AdminAccountPage,
  type AdminAccountRow,
} from '@retainly/domain';
import { UsersRepository } from '../users/users.repository';
import { searchPattern } from '../http/search-pattern';
import type { AccessChangeDto, AdminAccountsQueryDto } from './admin-accounts.dto';
import { recordAudit } from './audit-log';

type Operator = Pick<UserEntity, 'id' | 'email'>;

const ACCOUNT_COLUMNS = `id, email, full_name, agency_name, approval, plan, role, trial_ends_at,
  trial_started_at, created_at, highlevel_experience, active_subaccounts, most_used_feature`;

interface AccountSqlRow {
  id: string;
  email: string;
  full_name: string | null;
  agency_name: string | null;
  approval: AdminAccountRow['approval'];
  plan: AdminAccountRow['plan'];
  role: AdminAccountRow['role'];
  trial_ends_at: Date | null;
  trial_started_at: Date | null;
  created_at: Date;
  highlevel_experience: string | null;
  active_subaccounts: string | null;
  most_used_feature: string | null;
}

const toRow = (row: AccountSqlRow): AdminAccountRow => ({
  id: row.id,
  email: row.email,
  fullName: row.full_name,
  agencyName: row.agency_name,
  approval: row.approval,
  plan: row.plan,
  role: row.role,
  trialEndsAt: row.trial_ends_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** Accounts for operators: search, open one, change access, extend a trial. Every change is audited. */
@Injectable()
export class AdminAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
  ) {}

  async list(query: AdminAccountsQueryDto): Promise<AdminAccountPage> {
    const page = query.page ?? 1;
    const rows: (AccountSqlRow & { total: string })[] = await this.db.query(
      `SELECT ${ACCOUNT_COLUMNS}, count(*) OVER () AS total FROM retainly_users
        WHERE ($1::text IS NULL OR email ILIKE $1 OR full_name ILIKE $1 OR agency_name ILIKE $1)
          AND ($2::text IS NULL OR approval = $2)
          AND ($3::text IS NULL OR plan = $3)
          AND ($4::text IS NULL
               OR ($4 = 'trialing' AND approval = 'TRIALING' AND trial_ends_at > now())
               OR ($4 = 'ended' AND approval = 'TRIALING' AND trial_ends_at <= now())
               OR ($4 = 'none' AND (approval IS DISTINCT FROM 'TRIALING' OR trial_ends_at IS NULL)))
        ORDER BY created_at DESC, id
        LIMIT $5 OFFSET $6`,
      [
        searchPattern(query.search),
        query.approval ?? null,
        query.plan ?? null,
        query.trial ?? null,
        ADMIN_PAGE_SIZE,
        (page - 1) * ADMIN_PAGE_SIZE,
      ],
    );
    return {
      rows: rows.map(toRow),
      total: Number(rows[0]?.total ?? 0),
      page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  async detail(id: string): Promise<AdminAccountDetail> {
    const account = await this.find(id);
    const [versions, [clients], [cancellation], events, audit] = await Promise.all([
      this.db.query(
        `SELECT id, tier, created_at FROM agency_versions WHERE user_id = $1 ORDER BY created_at`,
        [id],
      ),
      this.db.query(
        `SELECT count(*)::int AS count FROM portal_clients c
           JOIN agency_versions v ON v.id = c.version_id WHERE v.user_id = $1`,
        [id],
      ),
      this.db.query(
        `SELECT reason, had_onboarding_call, created_at FROM cancellations
          WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [id],
      ),
      this.db.query(
        `SELECT type, occurred_at FROM outbox_events WHERE data->>'user_id' = $1
          ORDER BY occurred_at DESC LIMIT 20`,
        [id],
      ),
      this.db.query(
        `SELECT operator_email, action, before, after, created_at FROM operator_audit_log
          WHERE target_type = 'account' AND target_id = $1 ORDER BY id DESC LIMIT 20`,
        [id],
      ),
    ]);
    return {
      ...toRow(account),
      trialStartedAt: account.trial_started_at?.toISOString() ?? null,
      answers: {
        highlevelExperience: account.highlevel_experience,
        activeSubaccounts: account.active_subaccounts,
        mostUsedFeature: account.most_used_feature,
      },
      versions: versions.map((v: { id: string; tier: string; created_at: Date }) => ({
        id: v.id,
        tier: v.tier,
        createdAt: v.created_at.toISOString(),
      })),
      clientCount: clients.count,
      cancellation: cancellation
        ? {
            reason: cancellation.reason,
            hadOnboardingCall: cancellation.had_onboarding_call,
            createdAt: cancellation.created_at.toISOString(),
          }
        : null,
      recentEvents: events.map((e: { type: string; occurred_at: Date }) => ({
        type: e.type,
        occurredAt: e.occurred_at.toISOString(),
      })),
      audit: audit.map(
        (a: {
          operator_email: string;
          action: string;
          before: unknown;
          after: unknown;
          created_at: Date;
        }) => ({
          operatorEmail: a.operator_email,
          action: a.action,
          before: a.before,
          after: a.after,
          createdAt: a.created_at.toISOString(),
        }),
      ),
    };
  }

  /**
   * Approval and plan through the same use-case as `npm run user:access` (events emitted,
   * sessions ended on NO), audited in the same transaction.
   */
  async changeAccess(
    operator: Operator,
    id: string,
    change: AccessChangeDto,
  ): Promise<AdminAccountRow> {
    await this.db.transaction(async (manager) => {
      const before = await this.find(id, manager);
      await this.users.setAccess(manager, before.email, change.approval, change.plan);
      await recordAudit(manager, operator, {
        action: 'change_access',
        targetType: 'account',
        targetId: id,
        before: { approval: before.approval, plan: before.plan },
        after: { approval: change.approval, plan: change.plan ?? before.plan },
      });
    });
    return toRow(await this.find(id));
  }

  /**
   * Adds `days` to the trial's end (from now if it already ended). A paid account has no trial
   * to extend (409); any other account trials again, through the access use-case (an event).
   */
  async extendTrial(operator: Operator, id: string, days: number): Promise<AdminAccountRow> {
    await this.db.transaction(async (manager) => {
      const before = await this.find(id, manager);
      if (before.approval === 'YES') {
        throw new ConflictException('This account has paid access: there is no trial to extend.');
      }
      if (before.approval !== 'TRIALING') {
        await this.users.setAccess(manager, before.email, 'TRIALING');
      }
      const after = await this.users.extendTrial(manager, id, days);
      await recordAudit(manager, operator, {
        action: 'extend_trial',
        targetType: 'account',
        targetId: id,
        before: { approval: before.approval, trialEndsAt: before.trial_ends_at },
        after: { approval: after.approval, trialEndsAt: after.trial_ends_at, days },
      });
    });
    return toRow(await this.find(id));
  }

  /** One account; inside a transaction (`manager`) its row stays locked until the change commits. */
  private async find(id: string, manager?: EntityManager): Promise<AccountSqlRow> {
    if (!isUUID(id)) throw new NotFoundException('No such account');
    const [row]: AccountSqlRow[] = await (manager ?? this.db).query(
      `SELECT ${ACCOUNT_COLUMNS} FROM retainly_users WHERE id = $1 ${manager ? 'FOR UPDATE' : ''}`,
      [id],
    );
    if (!row) throw new NotFoundException('No such account');
    return row;
  }
}
