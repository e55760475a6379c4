import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { markSetupStepDone } from '@retainly/database';
import { isSetupStepKey, type SetupStepKey } from '@retainly/domain';
import { JobName } from '@retainly/events';
import {
  HIGHLEVEL_KIT,
  HighLevelNotConnected,
  SETUP_STEP_CHECKS,
  isPolledSetupStep,
  type HighLevelKit,
} from '@retainly/highlevel';
import type { JobOf } from '@retainly/queues';
import { jobEvent } from '../jobs/job-event';
import { JobHandler } from '../jobs/job-handler.decorator';
import { PENDING_STEPS_OF_LOCATION } from './pending-steps.sql';

type CheckJob = JobOf<JobName.CheckHighLevelSteps>;

/** A sub-account with this many of its own users has a team (its owner plus one). */
const TEAM_SIZE = 2;

interface PendingSteps {
  steps: SetupStepKey[];
  contactsThreshold: number;
  users: number;
}

export interface StepCheckOutcome {
  checked: number;
  done: SetupStepKey[];
}

/**
 * The reconciling poll of one sub-account's setup steps: each step a visible module of its
 * clients' versions carries and that is not done yet is asked of HighLevel (one or two reads,
 * each through the shared rate limiter), and recorded done with its events when it is. Steps
 * HighLevel has no webhook for (workflows, forms and funnels, phone numbers) are learned only
 * here; the others are usually decided by their webhook first. The job carries the event id.
 */
@Injectable()
export class CheckSetupStepsHandler {
  private readonly logger = new Logger(CheckSetupStepsHandler.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(HIGHLEVEL_KIT) private readonly kit: HighLevelKit | null,
  ) {}

  @JobHandler(JobName.CheckHighLevelSteps)
  async check(job: CheckJob): Promise<StepCheckOutcome | { skipped: string }> {
    const { data } = await jobEvent(this.db, JobName.CheckHighLevelSteps, job.data.eventId);
    if (!this.kit) return { skipped: 'the HighLevel integration is off' };
    const pending = await this.pending(data.user_id, data.location_id);
    if (!pending) return { skipped: 'not an installed sub-account of a connected agency' };
    try {
      const outcome = await this.checkAll(this.kit, data.user_id, data.location_id, pending);
      if (outcome.done.length > 0) {
        this.logger.log({ locationId: data.location_id, done: outcome.done }, 'Setup steps done');
      }
      return outcome;
    } catch (error) {
      if (error instanceof HighLevelNotConnected) return { skipped: 'the grant is broken' };
      throw error;
    }
  }

  private async checkAll(
    kit: HighLevelKit,
    userId: string,
    locationId: string,
    pending: PendingSteps,
  ): Promise<StepCheckOutcome> {
    const auth = kit.tokens.location(userId, locationId);
    const done: SetupStepKey[] = [];
    for (const step of pending.steps) {
      let isDone = false;
      if (isPolledSetupStep(step)) {
        const answer = await SETUP_STEP_CHECKS[step]({
          reads: kit.client.setupReads,
          auth,
          locationId,
          contactsThreshold: pending.contactsThreshold,
        });
        if (answer.contacts !== undefined) await this.rememberContacts(locationId, answer.contacts);
        isDone = answer.done;
      } else {
        isDone = pending.users >= TEAM_SIZE;
      }
      if (!isDone) continue;
      const recorded = await this.db.transaction((manager) =>
        markSetupStepDone(manager, locationId, step, 'poll', new Date()),
      );
      if (recorded) done.push(step);
    }
    await this.db.query(
      `UPDATE highlevel_locations SET steps_checked_at = now() WHERE location_id = $1`,
      [locationId],
    );
    return { checked: pending.steps.length, done };
  }

  /** The poll's total is the truth; webhooks count on from it until the next poll. */
  private async rememberContacts(locationId: string, contacts: number): Promise<void> {
    await this.db.query(
      `UPDATE highlevel_locations SET contacts_known = $2 WHERE location_id = $1`,
      [locationId, contacts],
    );
  }

  /** The steps still to check, or null when the sub-account is not ours to ask about. */
  private async pending(userId: string, locationId: string): Promise<PendingSteps | null> {
    const [row]: { steps: string[]; contacts_threshold: number; users: number }[] =
      await this.db.query(
        `SELECT c.contacts_threshold,
                (SELECT count(*)::int FROM highlevel_users u WHERE u.location_id = l.location_id)
                  AS users,
                array(${PENDING_STEPS_OF_LOCATION} ORDER BY s.step) AS steps
           FROM highlevel_locations l
           JOIN highlevel_connections c ON c.user_id = l.user_id AND c.status = 'connected'
          WHERE l.location_id = $1 AND l.user_id = $2 AND l.installed AND l.removed_at IS NULL`,
        [locationId, userId],
      );
    if (!row) return null;
    return {
      steps: row.steps.filter(isSetupStepKey),
      contactsThreshold: row.contacts_threshold,
      users: row.users,
    };
  }
}
