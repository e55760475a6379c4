import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appendEvents, type UserEntity } from '@retainly/database';
import { SessionsService } from '../auth/sessions.service';
import { UsersRepository } from '../users/users.repository';
import type { CancellationDto, ProfileDto } from './account.dto';

const blankToNull = (value: string) => value.trim() || null;

@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  async saveProfile(userId: string, profile: ProfileDto): Promise<UserEntity> {
    await this.users.setProfile(
      userId,
      blankToNull(profile.fullName),
      blankToNull(profile.agencyName),
    );
    return this.users.get(userId);
  }

  /**
   * Cancellation (signed-in spec §4): in one transaction approval becomes NO, the four agency
   * ids are cleared, the survey is kept, AccountCanceled goes to the outbox and every session
   * of the user ends.
   */
  async cancel(user: UserEntity, answers: CancellationDto): Promise<void> {
    await this.db.transaction(async (manager) => {
      await this.users.cancel(manager, user.id);
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
