import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { JobName } from '@retainly/events';
import {
  HIGHLEVEL_KIT,
  HighLevelNotConnected,
  type HighLevelKit,
  type HighLevelUser,
  type InstalledLocation,
} from '@retainly/highlevel';
import type { JobOf } from '@retainly/queues';
import { jobEvent } from '../jobs/job-event';
import { JobHandler } from '../jobs/job-handler.decorator';
import { SubAccountProvisioner } from './provision-sub-account';
import { SubAccountRows } from './sub-account-rows';

/** Rows per page when listing (HighLevel's defaults are 20 and 25). */
const PAGE = 100;

type SyncJob = JobOf<JobName.SyncHighLevelAgency>;

export interface SyncOutcome {
  subAccounts: number;
  users: number;
  provisioned: number;
}

/**
 * Brings an agency's sub-accounts up to date: the locations the app is installed on (those
 * gone are marked uninstalled), a location token, the SaaS plan (none is fine), the users, and the provisioning (version, Training menu link, invitations) of each.
 * An INSTALL or LocationCreate syncs just that sub-account. Every call waits on the shared rate
 * limiter; HighLevel being down throws and BullMQ retries with backoff. The job carries only
 * the event id: everything else is read when it runs.
 */
@Injectable()
export class SyncHighLevelAgencyHandler {
  private readonly logger = new Logger(SyncHighLevelAgencyHandler.name);
  private readonly rows: SubAccountRows;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HIGHLEVEL_KIT) private readonly kit: HighLevelKit | null,
  ) {
    this.rows = new SubAccountRows(db);
  }

  @JobHandler(JobName.SyncHighLevelAgency)
  async sync(job: SyncJob): Promise<SyncOutcome | { skipped: string }> {
    const { data } = await jobEvent(this.db, JobName.SyncHighLevelAgency, job.data.eventId);
    if (!this.kit) return { skipped: 'the HighLevel integration is off' };
    const companyId = await this.rows.connectedCompany(data.user_id);
    if (!companyId) return { skipped: 'not connected' };
    try {
      const outcome = await this.syncAgency(this.kit, data.user_id, companyId, data.location_id);
      this.logger.log(
        { userId: data.user_id, reason: data.reason, ...outcome },
        'HighLevel synced',
      );
      return outcome;
    } catch (error) {
      if (error instanceof HighLevelNotConnected) return { skipped: 'the grant is broken' };
      throw error;
    }
  }

  private async syncAgency(
    kit: HighLevelKit,
    userId: string,
    companyId: string,
    only: string | undefined,
  ): Promise<SyncOutcome> {
    const company = kit.tokens.company(userId);
    let installed: InstalledLocation[] = [];
    if (only) {
      // One new or newly installed sub-account: is the app installed there?
      const page = await kit.client.oauth.installedLocations(company, companyId, {
        skip: 0,
        limit: 1,
        locationId: only,
      });
      installed = page.locations.filter((each) => each._id === only && each.isInstalled !== false);
    } else {
      for (let skip = 0; ; skip += PAGE) {
        const page = await kit.client.oauth.installedLocations(company, companyId, {
          skip,
          limit: PAGE,
        });
        installed.push(...page.locations.filter((each) => each.isInstalled !== false));
        if (page.locations.length < PAGE) break;
      }
    }
    await this.rows.installed(userId, companyId, installed, !only);
    const locations = only
      ? installed.map((each) => each._id)
      : await this.rows.installedLocations(userId);

    const provisioner = new SubAccountProvisioner(this.db, kit, this.config.APP_URL);
    let users = 0;
    let provisioned = 0;
    const started = new Date();
    for (const locationId of locations) {
      // An install's webhooks sync each sub-account beside the full sync: one done since it
      // began is not asked of HighLevel twice (the agency's limit is the sync's pace).
      if (!only && (await this.rows.syncedSince(locationId, started))) continue;
      const locationAuth = kit.tokens.location(userId, locationId);
      await locationAuth.token();
      // Read for every new sub-account, rules or not: the plans seen are the ones the agency
      // can write rules for (Settings → HighLevel → Versions). One already provisioned keeps
      // its version, so its plan is not asked again. No plan (a 404) is null.
      if (!(await this.rows.provisioned(locationId))) {
        const subscription = await kit.client.subAccounts.subscription(
          company,
          companyId,
          locationId,
        );
        await this.rows.saasPlan(locationId, subscription?.saasPlanId ?? null);
      }
      const listed: HighLevelUser[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const page = await kit.client.subAccounts.users(locationAuth, companyId, locationId, {
          skip,
          limit: PAGE,
        });
        listed.push(...page.users);
        if (page.users.length < PAGE) break;
      }
      await this.rows.users(locationId, listed);
      users += listed.length;
      const outcome = await provisioner.provision(userId, companyId, locationId);
      if (outcome.provisioned) provisioned += 1;
      await this.rows.synced(locationId);
    }
    return { subAccounts: locations.length, users, provisioned };
  }
}
