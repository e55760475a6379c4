import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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

import { SubAccountRows } from './sub-account-rows';

/** Rows per page when listing (HighLevel's defaults are 20 and 25). */
const PAGE = 100;

type SyncJob = JobOf<JobName.SyncHighLevelAgency>;

/**
 * Brings an agency's sub-accounts up to date: the locations the app is installed on (those
 * gone are marked uninstalled), a location token for each, and each one's users. Every call
 * waits on the shared rate limiter; HighLevel being down throws, and BullMQ retries with
 * backoff. The job carries only the event id: everything else is read when it runs.
 */
@Injectable()
export class SyncHighLevelAgencyHandler {
  private readonly logger = new Logger(SyncHighLevelAgencyHandler.name);
  private readonly rows: SubAccountRows;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(HIGHLEVEL_KIT) private readonly kit: HighLevelKit | null,
  ) {
    this.rows = new SubAccountRows(db);
  }

  @JobHandler(JobName.SyncHighLevelAgency)
  async sync(job: SyncJob): Promise<{ subAccounts: number; users: number } | { skipped: string }> {
    const { data } = await jobEvent(this.db, JobName.SyncHighLevelAgency, job.data.eventId);
    if (!this.kit) return { skipped: 'the HighLevel integration is off' };
    const companyId = await this.rows.connectedCompany(data.user_id);
    if (!companyId) return { skipped: 'not connected' };
    try {
      return await this.syncAgency(this.kit, data.user_id, companyId);
    } catch (error) {
      if (error instanceof HighLevelNotConnected) return { skipped: 'the grant is broken' };
      throw error;
    }
  }

  private async syncAgency(kit: HighLevelKit, userId: string, companyId: string) {
    const company = kit.tokens.company(userId);
    const installed: InstalledLocation[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const page = await kit.client.oauth.installedLocations(company, companyId, {
        skip,
        limit: PAGE,
      });
      installed.push(...page.locations.filter((each) => each.isInstalled !== false));
      if (page.locations.length < PAGE) break;
    }
    await this.rows.installed(userId, companyId, installed);

    let users = 0;
    for (const locationId of await this.rows.installedLocations(userId)) {
      await kit.tokens.location(userId, locationId).token();
      const listed: HighLevelUser[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const page = await kit.client.subAccounts.users(company, companyId, locationId, {
          skip,
          limit: PAGE,
        });
        listed.push(...page.users);
        if (page.users.length < PAGE) break;
      }
      await this.rows.users(locationId, listed);
      users += listed.length;
    }
    this.logger.log({ userId, subAccounts: installed.length, users }, 'HighLevel agency synced');
    return { subAccounts: installed.length, users };
  }
}
