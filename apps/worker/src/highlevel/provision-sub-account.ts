import type { DataSource, EntityManager } from 'typeorm';
import { markHighLevelWriteBacks, queueEmail, upsertPortalClient } from '@retainly/database';
import {
  HighLevelRejected,
  trainingMenu,
  type HighLevelKit,
  type TokenSource,
} from '@retainly/highlevel';

/** A link the agency deleted in HighLevel itself (404) is simply gone; anything else throws. */
const ignoreGone = (error: unknown): false => {
  if (error instanceof HighLevelRejected && error.status === 404) return false;
  throw error;
};

interface LocationPlan {
  location_id: string;
  name: string | null;
  menu_id: string | null;
  menu_enabled: boolean;
  menu_title: string;
  menu_applied_title: string | null;
  menu_applied_url: string | null;
  /**
   * The version this sub-account gets: the one it was provisioned with, kept; for a new
   * sub-account its SaaS plan's rule, else the agency's default, else the basic version.
   */
  chosen_version: string | null;
}

interface PendingUser {
  highlevel_user_id: string;
  name: string | null;
  email: string | null;
  client_id: string | null;
  invited_at: Date | null;
}

export type ProvisionOutcome =
  | { provisioned: true; versionId: string; menuCreated: boolean; invited: number }
  | { provisioned: false; reason: string };

/** The portal link a sub-account's Training menu opens (inside the CRM's frame). */
export const trainingUrl = (appUrl: string, versionId: string) => {
  const url = new URL(`/${versionId}`, appUrl);
  url.searchParams.set('via', 'highlevel');
  return url.toString();
};

function inviteEmail(
  appUrl: string,
  versionId: string,
  to: string,
  user: PendingUser,
  place: string | null,
) {
  const greeting = user.name ? `Hi ${user.name},` : 'Hi,';
  const link = new URL(`/${versionId}`, appUrl).toString();
  return {
    to,
    subject: 'Your onboarding videos are ready',
    text: [
      greeting,
      '',
      `Short videos that walk you through setting up ${place ?? 'your account'} are ready for you.`,
      'Open Training in the left menu of your CRM, or follow this link:',
      link,
      '',
    ].join('\n'),
  };
}

/**
 * Gives a sub-account what it needs without anyone pasting anything: the agency's portal
 * version (by its SaaS-plan rule, else the default, else the agency's basic version), a
 * Training custom menu link into that portal, and a portal client and an invitation e-mail for
 * each of its users. Each step is recorded as it is done, so a retry picks up where it failed
 * and never sends an invitation or creates a menu twice.
 *
 * A provisioned sub-account keeps its version when the rules (or its plan) change later: its
 * users' progress, links and invitations belong to that version, and moving them would reset
 * what they see. Rules decide only for sub-accounts not yet provisioned (docs/highlevel.md).
 */
export class SubAccountProvisioner {
  constructor(
    private readonly db: DataSource,
    private readonly kit: HighLevelKit,
    private readonly appUrl: string,
  ) {}

  async provision(
    userId: string,
    companyId: string,
    locationId: string,
  ): Promise<ProvisionOutcome> {
    const plan = await this.plan(userId, locationId);
    if (!plan) return { provisioned: false, reason: 'not installed' };
    const versionId = plan.chosen_version;
    if (!versionId) return { provisioned: false, reason: 'the agency has no portal version yet' };
    const menuCreated = await this.menu(userId, companyId, plan, versionId);
    const invited = await this.db.transaction((manager) => this.clients(manager, plan, versionId));
    await this.db.query(
      `UPDATE highlevel_locations SET version_id = $2, provisioned_at = coalesce(provisioned_at, now()),
         updated_at = now() WHERE location_id = $1`,
      [locationId, versionId],
    );
    return { provisioned: true, versionId, menuCreated, invited };
  }

  private async plan(userId: string, locationId: string): Promise<LocationPlan | undefined> {
    const [row] = (await this.db.query(
      `SELECT l.location_id, l.name, l.menu_id, l.menu_enabled, l.menu_title,
              l.menu_applied_title, l.menu_applied_url,
              coalesce(CASE WHEN l.provisioned_at IS NOT NULL THEN l.version_id END,
                pv.version_id, c.default_version_id,
                (SELECT v.id FROM agency_versions v WHERE v.user_id = c.user_id
                  ORDER BY (v.tier = 'basic') DESC, v.created_at LIMIT 1)) AS chosen_version
         FROM highlevel_locations l
         JOIN highlevel_connections c ON c.user_id = l.user_id
         LEFT JOIN highlevel_plan_versions pv
           ON pv.user_id = c.user_id AND pv.saas_plan_id = l.saas_plan_id
        WHERE l.location_id = $1 AND l.user_id = $2 AND l.installed`,
      [locationId, userId],
    )) as LocationPlan[];
    return row;
  }

  /**
   * The Training link as the agency wants it: created once, retitled or pointed at a new
   * version when ours differs from what HighLevel has, removed when the agency turned it off.
   * Returns whether it was created now.
   */
  private async menu(userId: string, companyId: string, plan: LocationPlan, versionId: string) {
    // Two syncs of one sub-account (an agency's install sends one INSTALL per sub-account
    // besides its own full sync) must not both find no link and make two: the row is locked
    // while HighLevel is asked, and what it says is read again under the lock. The token is
    // read first: its own transaction must not wait for a second pooled connection here.
    const company = this.kit.tokens.company(userId);
    const token = await company.token();
    const held: TokenSource = {
      token: async () => token,
      renew: (refused) => company.renew(refused),
    };
    return this.db.transaction(async (manager) => {
      const [menu] = (await manager.query(
        `SELECT menu_id, menu_enabled, menu_title, menu_applied_title, menu_applied_url
           FROM highlevel_locations WHERE location_id = $1 FOR UPDATE`,
        [plan.location_id],
      )) as Pick<
        LocationPlan,
        'menu_id' | 'menu_enabled' | 'menu_title' | 'menu_applied_title' | 'menu_applied_url'
      >[];
      if (!menu) return false;
      return this.applyMenu(manager, held, companyId, { ...plan, ...menu }, versionId);
    });
  }

  private async applyMenu(
    manager: EntityManager,
    company: TokenSource,
    companyId: string,
    plan: LocationPlan,
    versionId: string,
  ): Promise<boolean> {
    const url = trainingUrl(this.appUrl, versionId);
    const menus = this.kit.client.customMenus;
    const applied = (menuId: string | null, title: string | null, at: string | null) =>
      manager.query(
        `UPDATE highlevel_locations SET menu_id = $2, menu_applied_title = $3,
           menu_applied_url = $4, updated_at = now() WHERE location_id = $1`,
        [plan.location_id, menuId, title, at],
      );
    if (!plan.menu_enabled) {
      if (plan.menu_id) {
        await menus.remove(company, companyId, plan.menu_id).catch(ignoreGone);
        await applied(null, null, null);
      }
      return false;
    }
    if (plan.menu_id) {
      if (plan.menu_applied_title === plan.menu_title && plan.menu_applied_url === url) {
        return false;
      }
      const updated = await menus
        .update(company, companyId, plan.menu_id, { title: plan.menu_title, url })
        .then(() => true, ignoreGone);
      if (updated) {
        await applied(plan.menu_id, plan.menu_title, url);
        return false;
      }
      // Deleted in HighLevel meanwhile: made again below.
    }
    const created = await menus.create(
      company,
      companyId,
      trainingMenu(plan.menu_title, url, plan.location_id),
    );
    await applied(created.id, plan.menu_title, url);
    return true;
  }

  /** A portal client per user of the version, and one invitation each, in one transaction. */
  private async clients(manager: EntityManager, plan: LocationPlan, versionId: string) {
    const users = (await manager.query(
      `SELECT u.highlevel_user_id, u.name, u.email, u.client_id, u.invited_at
         FROM highlevel_users u
         LEFT JOIN portal_clients pc ON pc.id = u.client_id
        WHERE u.location_id = $1 AND (u.client_id IS NULL OR pc.version_id <> $2 OR u.invited_at IS NULL)
        FOR UPDATE OF u`,
      [plan.location_id, versionId],
    )) as PendingUser[];
    let invited = 0;
    for (const user of users) {
      const client = await upsertPortalClient(manager, {
        versionId,
        name: user.name,
        email: user.email,
        identity: user.email ?? `highlevel:${user.highlevel_user_id}`,
        timeZone: null,
        language: null,
      });
      const invite = user.invited_at === null && user.email !== null;
      if (invite) {
        await queueEmail(
          manager,
          inviteEmail(this.appUrl, versionId, user.email!, user, plan.name),
        );
        invited += 1;
      }
      await manager.query(
        `UPDATE highlevel_users SET client_id = $3,
           invited_at = CASE WHEN $4 THEN now() ELSE invited_at END, updated_at = now()
         WHERE location_id = $1 AND highlevel_user_id = $2`,
        [plan.location_id, user.highlevel_user_id, client.id, invite],
      );
    }
    // A new client gets its contact in the agency's own HighLevel (not started yet, 0%).
    if (users.length > 0)
      await markHighLevelWriteBacks(manager, { locationIds: [plan.location_id] });
    return invited;
  }
}
