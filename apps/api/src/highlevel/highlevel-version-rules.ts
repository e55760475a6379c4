import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DUPLICATE_PLAN_RULE,
  VERSION_NOT_YOURS,
  VERSION_RULES_NEED_CONNECTION,
  unknownSaasPlan,
  type VersionRulesChange,
  type VersionRulesView,
} from '@retainly/domain';

interface PlanRow {
  saas_plan_id: string;
  version_id: string | null;
  sub_accounts: number;
}

/**
 * The plans the agency can write rules for: those HighLevel reported for its installed
 * sub-accounts (the sync reads each one's plan), and those it already has a rule for.
 */
const KNOWN_PLANS = `
  SELECT p.saas_plan_id, r.version_id,
         (SELECT count(*)::int FROM highlevel_locations l
           WHERE l.user_id = $1 AND l.installed AND l.saas_plan_id = p.saas_plan_id) AS sub_accounts
    FROM (SELECT saas_plan_id FROM highlevel_locations
           WHERE user_id = $1 AND installed AND saas_plan_id IS NOT NULL
          UNION
          SELECT saas_plan_id FROM highlevel_plan_versions WHERE user_id = $1) p
    LEFT JOIN highlevel_plan_versions r ON r.user_id = $1 AND r.saas_plan_id = p.saas_plan_id
   ORDER BY p.saas_plan_id`;

/**
 * Settings → HighLevel → Versions: which portal version a new sub-account gets. The worker's
 * provisioning reads the same rule (a plan rule, else the default, else the basic version);
 * sub-accounts already provisioned keep theirs.
 */
@Injectable()
export class HighLevelVersionRules {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async view(userId: string): Promise<VersionRulesView> {
    const [connection] = (await this.db.query(
      `SELECT default_version_id FROM highlevel_connections WHERE user_id = $1`,
      [userId],
    )) as { default_version_id: string | null }[];
    if (!connection) throw new ConflictException(VERSION_RULES_NEED_CONNECTION);
    const [versions, plans] = await Promise.all([
      this.db.query(
        `SELECT id, tier FROM agency_versions WHERE user_id = $1
          ORDER BY (tier = 'basic') DESC, created_at`,
        [userId],
      ) as Promise<{ id: string; tier: string }[]>,
      this.db.query(KNOWN_PLANS, [userId]) as Promise<PlanRow[]>,
    ]);
    const chosen = versions.find((version) => version.id === connection.default_version_id);
    return {
      defaultVersionId: chosen?.id ?? null,
      // The same order as the provisioning's fallback: basic first, then the oldest.
      fallbackVersionId: chosen?.id ?? versions[0]?.id ?? null,
      versions,
      plans: plans.map((plan) => ({
        saasPlanId: plan.saas_plan_id,
        versionId: plan.version_id,
        subAccounts: plan.sub_accounts,
      })),
    };
  }

  /** Replaces the default and every plan rule at once, or changes nothing (400/409). */
  async change(userId: string, change: VersionRulesChange): Promise<VersionRulesView> {
    await this.db.transaction(async (manager) => {
      const [connection] = (await manager.query(
        `SELECT 1 FROM highlevel_connections WHERE user_id = $1 FOR UPDATE`,
        [userId],
      )) as unknown[];
      if (!connection) throw new ConflictException(VERSION_RULES_NEED_CONNECTION);
      await this.check(manager, userId, change);
      await manager.query(
        `UPDATE highlevel_connections SET default_version_id = $2, updated_at = now()
          WHERE user_id = $1`,
        [userId, change.defaultVersionId],
      );
      await manager.query(`DELETE FROM highlevel_plan_versions WHERE user_id = $1`, [userId]);
      await manager.query(
        `INSERT INTO highlevel_plan_versions (user_id, saas_plan_id, version_id)
         SELECT $1, plan, version FROM unnest($2::text[], $3::text[]) AS r(plan, version)`,
        [userId, change.plans.map((rule) => rule.saasPlanId), change.plans.map((r) => r.versionId)],
      );
    });
    return this.view(userId);
  }

  /** Every version is the agency's own, every plan one HighLevel reported, each plan once. */
  private async check(manager: EntityManager, userId: string, change: VersionRulesChange) {
    const plans = change.plans.map((rule) => rule.saasPlanId);
    if (new Set(plans).size !== plans.length) throw new BadRequestException(DUPLICATE_PLAN_RULE);
    const own = new Set(
      (
        (await manager.query(`SELECT id FROM agency_versions WHERE user_id = $1`, [userId])) as {
          id: string;
        }[]
      ).map((row) => row.id),
    );
    const versions = [change.defaultVersionId, ...change.plans.map((rule) => rule.versionId)];
    if (versions.some((id) => id !== null && !own.has(id))) {
      throw new BadRequestException(VERSION_NOT_YOURS);
    }
    const known = new Set(
      ((await manager.query(KNOWN_PLANS, [userId])) as PlanRow[]).map((row) => row.saas_plan_id),
    );
    const unknown = plans.find((plan) => !known.has(plan));
    if (unknown !== undefined) throw new BadRequestException(unknownSaasPlan(unknown));
  }
}
