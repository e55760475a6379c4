import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  setUserAccess,
  UserEntity,
  type Approval,
  type LoginWith,
  type Plan,
} from '@retainly/database';
import type { VersionTier } from '@retainly/domain';

const AGENCY_ID_COLUMN: Record<VersionTier, string> = {
  basic: 'agency_id_basic',
  advanced: 'agency_id_advanced',
  elite: 'agency_id_elite',
};

export interface NewPasswordAccount {
  email: string;
  passwordHash: string;
  affiliateId: string | null;
  timeZone: string;
}

export interface NewGoogleAccount {
  email: string;
  subject: string;
  fullName: string | null;
  affiliateId: string | null;
  timeZone: string;
}

export interface QuestionnaireAnswers {
  highlevelExperience: string;
  activeSubaccounts: string;
  mostUsedFeature: string;
  fullName: string;
}

export interface OnboardingProgress {
  step: number;
  completed: boolean;
}

export interface BrandColors {
  primary: string;
  secondary: string;
  tertiary: string;
}

/**
 * Every write of retainly_users in the api, one named method each. A method that must share the
 * caller's transaction takes its EntityManager; the others default to the pool. Approval and
 * plan go through setUserAccess in @retainly/database, shared with `npm run user:access`.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The account, read again (inside a transaction: as that transaction sees it). */
  get(id: string, manager: EntityManager = this.db.manager): Promise<UserEntity> {
    return manager.getRepository(UserEntity).findOneByOrFail({ id });
  }

  /** Sign-up with a password; the address is confirmed later by e-mail. */
  async createWithPassword(manager: EntityManager, account: NewPasswordAccount): Promise<string> {
    const [created]: { id: string }[] = await manager.query(
      `INSERT INTO retainly_users (email, password_hash, affiliate_id, time_zone)
         VALUES ($1, $2, $3, $4) RETURNING id`,
      [account.email, account.passwordHash, account.affiliateId, account.timeZone],
    );
    return created.id;
  }

  /** A first Google sign-in: Google has verified the address. */
  async createFromGoogle(manager: EntityManager, account: NewGoogleAccount): Promise<string> {
    const [created]: { id: string }[] = await manager.query(
      `INSERT INTO retainly_users (email, google_subject, email_confirmed_at, full_name, affiliate_id, time_zone)
       VALUES ($1, $2, now(), $3, $4, $5) RETURNING id`,
      [account.email, account.subject, account.fullName, account.affiliateId, account.timeZone],
    );
    return created.id;
  }

  /** A paid subscription for an address with no account yet; false if the account exists. */
  async createSubscriber(manager: EntityManager, email: string, plan: Plan): Promise<boolean> {
    const created: { id: string }[] = await manager.query(
      `INSERT INTO retainly_users (email, approval, plan, email_confirmed_at)
       VALUES ($1, 'YES', $2, now()) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, plan],
    );
    return created.length > 0;
  }

  /** A confirmation or set-password link opened: the address is confirmed, the password set. */
  async markEmailConfirmed(
    manager: EntityManager,
    userId: string,
    pendingPasswordHash: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE retainly_users SET email_confirmed_at = coalesce(email_confirmed_at, now()),
           password_hash = coalesce($2, password_hash), updated_at = now() WHERE id = $1`,
      [userId, pendingPasswordHash],
    );
  }

  /** A reset link proves the address too, so it is confirmed with the new password. */
  async setPassword(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query(
      `UPDATE retainly_users SET password_hash = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
           updated_at = now() WHERE id = $1`,
      [userId, passwordHash],
    );
  }

  /** Links an e-mail account to the Google subject that verified its address. */
  async linkGoogle(manager: EntityManager, userId: string, subject: string): Promise<void> {
    await manager.query(
      `UPDATE retainly_users SET google_subject = $2,
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         WHERE id = $1`,
      [userId, subject],
    );
  }

  async recordAccess(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE retainly_users SET last_accessed = now() WHERE id = $1`, [userId]);
  }

  /** Whether the account can sign in by itself (a password or Google). */
  async hasSignIn(manager: EntityManager, userId: string): Promise<boolean> {
    const [{ has_password: hasPassword }]: { has_password: boolean }[] = await manager.query(
      `SELECT password_hash IS NOT NULL OR google_subject IS NOT NULL AS has_password
         FROM retainly_users WHERE id = $1`,
      [userId],
    );
    return hasPassword;
  }

  async startTrial(manager: EntityManager, userId: string, startedAt: Date, endsAt: Date) {
    await manager.query(
      `UPDATE retainly_users SET approval = 'TRIALING', trial_started_at = $2, trial_ends_at = $3,
       updated_at = now() WHERE id = $1`,
      [userId, startedAt, endsAt],
    );
  }

  /** Adds `days` to the trial's end, from now if it already ended. */
  async extendTrial(
    manager: EntityManager,
    userId: string,
    days: number,
  ): Promise<{ approval: Approval | null; trial_ends_at: Date | null }> {
    const [after]: { approval: Approval | null; trial_ends_at: Date | null }[] =
      await manager.query(
        `WITH extended AS (
           UPDATE retainly_users
              SET trial_started_at = COALESCE(trial_started_at, now()),
                  trial_ends_at = GREATEST(COALESCE(trial_ends_at, now()), now())
                                  + make_interval(days => $2),
                  updated_at = now()
            WHERE id = $1
           RETURNING approval, trial_ends_at)
         SELECT * FROM extended`,
        [userId, days],
      );
    return after;
  }

  /** Approval (and plan): emits AccessChanged and, on NO, ends every session. */
  setAccess(manager: EntityManager, email: string, approval: Approval, plan?: Plan) {
    return setUserAccess(manager, email, approval, plan);
  }

  async setProfile(userId: string, fullName: string | null, agencyName: string | null) {
    await this.db.query(
      `UPDATE retainly_users SET full_name = $2, agency_name = $3, updated_at = now() WHERE id = $1`,
      [userId, fullName, agencyName],
    );
  }

  /** Cancellation: no access, and the four agency ids cleared. */
  async cancel(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE retainly_users SET approval = 'NO', agency_id = NULL, agency_id_basic = NULL,
           agency_id_advanced = NULL, agency_id_elite = NULL, updated_at = now()
         WHERE id = $1`,
      [userId],
    );
  }

  async saveQuestionnaire(manager: EntityManager, userId: string, answers: QuestionnaireAnswers) {
    await manager.query(
      `UPDATE retainly_users SET highlevel_experience = $2, active_subaccounts = $3,
           most_used_feature = $4, full_name = $5, initial_questions_completed = true,
           updated_at = now()
         WHERE id = $1`,
      [
        userId,
        answers.highlevelExperience,
        answers.activeSubaccounts,
        answers.mostUsedFeature,
        answers.fullName,
      ],
    );
  }

  /**
   * Moves the onboarding tool to `next` (colours kept unless given) only if the saved progress
   * is still `expected`; false when another tab moved it first.
   */
  async moveOnboarding(
    userId: string,
    next: OnboardingProgress,
    expected: OnboardingProgress,
    colors: BrandColors | null,
  ): Promise<boolean> {
    const [, changed]: [unknown, number] = await this.db.query(
      `UPDATE retainly_users SET onboarding_step = $2, onboarding_completed = $3,
         primary_color = coalesce($4, primary_color), secondary_color = coalesce($5, secondary_color),
         tertiary_color = coalesce($6, tertiary_color), updated_at = now()
       WHERE id = $1 AND onboarding_step = $7 AND onboarding_completed = $8`,
      [
        userId,
        next.step,
        next.completed,
        colors?.primary,
        colors?.secondary,
        colors?.tertiary,
        expected.step,
        expected.completed,
      ],
    );
    return changed > 0;
  }

  /** The spec's agency id fields on the user record mirror the versions. */
  async mirrorVersion(manager: EntityManager, userId: string, tier: VersionTier, id: string) {
    await manager.query(
      `UPDATE retainly_users SET ${AGENCY_ID_COLUMN[tier]} = $2, agency_id = coalesce(agency_id, $2)
       WHERE id = $1`,
      [userId, id],
    );
  }

  async setLoginWith(userId: string, loginWith: LoginWith): Promise<void> {
    await this.db.query(`UPDATE retainly_users SET login_with = $2 WHERE id = $1`, [
      userId,
      loginWith,
    ]);
  }
}
