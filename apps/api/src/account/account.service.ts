import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appendEvents, UserEntity } from '@retainly/database';
import { SessionsService } from '../auth/sessions.service';
import type { CancellationDto, ProfileDto } from './account.dto';

const blankToNull = (value: string) => value.trim() || null;

@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  async saveProfile(userId: string, profile: ProfileDto): Promise<UserEntity> {
    await this.db.query(
      `UPDATE retainly_users SET full_name = $2, agency_name = $3, updated_at = now() WHERE id = $1`,
      [userId, blankToNull(profile.fullName), blankToNull(profile.agencyName)],
    );
    return this.db.getRepository(UserEntity).findOneByOrFail({ id: userId });
  }

  /**
   * Cancellation (signed-in spec §4): in one transaction approval becomes NO, the four agency
   * ids are cleared, the survey is kept, AccountCanceled goes to the outbox and every session
   * of the user ends.
   */
  async cancel(user: UserEntity, answers: CancellationDto): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(
        `UPDATE retainly_users SET approval = 'NO', agency_id = NULL, agency_id_basic = NULL,
           agency_id_advanced = NULL, agency_id_elite = NULL, updated_at = now()
         WHERE id = $1`,
        [user.id],
      );
      await manager.query(
        `INSERT INTO cancellations (user_id, reason, had_onboarding_call) VALUES ($1, $2, $3)`,
        [user.id, answers.reason, answers.hadOnboardingCall],
      );
      await appendEvents(manager, [
        {
          type: 'AccountCanceled',
          data: { user_id: user.id, email: user.email, reason: answers.reason },
        },
      ]);
      await this.sessions.revokeAllForUser(user.id, manager);
    });
  }
}
