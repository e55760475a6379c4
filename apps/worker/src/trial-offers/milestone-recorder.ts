import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { DomainEvent } from '@retainly/events';
import { offerExpiresAt, trialMilestones, type TrialMilestone } from '@retainly/domain';

interface Reached {
  user_id: string;
  milestone: TrialMilestone;
  email: string;
  trial_started_at: Date;
  time_zone: string;
}

const BATCH = 500;

/**
 * Records every trial milestone that is due and not yet recorded, and emits its event, in one
 * transaction. The primary key on (user, milestone) makes it happen once however many delayed
 * jobs, reconciler passes or worker replicas race for it.
 */
@Injectable()
export class MilestoneRecorder {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async recordDue(now: Date, userId?: string): Promise<number> {
    return this.db.transaction(async (manager) => {
      const reached = await this.claimDue(manager, now, userId);
      const events = reached.flatMap((row) => this.eventFor(row, now));
      await appendEvents(manager, events);
      return reached.length;
    });
  }

  private claimDue(manager: EntityManager, now: Date, userId?: string): Promise<Reached[]> {
    return manager.query(
      `WITH due AS (
         SELECT u.id AS user_id, m.milestone
         FROM retainly_users u
         CROSS JOIN (VALUES ('six-months-free', interval '3 days'),
                            ('spin-to-win', interval '5 days'),
                            ('trial-expired', interval '7 days')) AS m (milestone, after_start)
         WHERE u.approval = 'TRIALING' AND u.trial_started_at IS NOT NULL
           AND CASE WHEN m.milestone = 'trial-expired' THEN u.trial_ends_at
                    ELSE u.trial_started_at + m.after_start END <= $1
           AND ($2::uuid IS NULL OR u.id = $2)
           AND NOT EXISTS (SELECT 1 FROM trial_milestones t
                           WHERE t.user_id = u.id AND t.milestone = m.milestone)
         LIMIT ${BATCH}
       ), recorded AS (
         INSERT INTO trial_milestones (user_id, milestone) SELECT user_id, milestone FROM due
         ON CONFLICT DO NOTHING RETURNING user_id, milestone
       )
       SELECT r.user_id, r.milestone, u.email, u.trial_started_at, u.time_zone
       FROM recorded r JOIN retainly_users u ON u.id = r.user_id`,
      [now, userId ?? null],
    );
  }

  /** An offer whose window already closed (a very late pass) is recorded but not announced. */
  private eventFor(row: Reached, now: Date): DomainEvent[] {
    if (row.milestone === 'trial-expired') {
      return [{ type: 'TrialExpired', data: { user_id: row.user_id, email: row.email } }];
    }
    const expiresAt = offerExpiresAt(row.milestone, row.trial_started_at, row.time_zone);
    if (expiresAt <= now) return [];
    return [
      {
        type: 'OfferWindowOpened',
        data: {
          user_id: row.user_id,
          email: row.email,
          offer: row.milestone,
          expires_at: expiresAt.toISOString(),
        },
      },
    ];
  }

  /** When this user's milestones fall (for scheduling delayed jobs). */
  async dueTimes(userId: string) {
    const [user]: { trial_started_at: Date | null }[] = await this.db.query(
      `SELECT trial_started_at FROM retainly_users WHERE id = $1 AND approval = 'TRIALING'`,
      [userId],
    );
    return user?.trial_started_at ? trialMilestones(user.trial_started_at) : [];
  }
}
