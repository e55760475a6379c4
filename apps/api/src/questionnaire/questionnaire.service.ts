import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appendEvents, type UserEntity } from '@retainly/database';
import { UsersRepository } from '../users/users.repository';
import type { QuestionnaireAnswersDto } from './questionnaire.dto';

/** The 4-question questionnaire every new account answers before /app (spec §4). */
@Injectable()
export class QuestionnaireService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Saves the answers and marks them completed; OnboardingCompleted (for marketing) is written in
   * the same transaction. Returns the account as saved.
   */
  complete(user: UserEntity, answers: QuestionnaireAnswersDto): Promise<UserEntity> {
    return this.db.transaction(async (manager) => {
      await this.users.saveQuestionnaire(manager, user.id, answers);
      await appendEvents(manager, [
        {
          type: 'OnboardingCompleted',
          data: {
            user_id: user.id,
            email: user.email,
            onboarding_completed: true,
            highlevel_experience: answers.highlevelExperience,
            active_subaccounts: answers.activeSubaccounts,
            most_used_feature: answers.mostUsedFeature,
            full_name: answers.fullName,
          },
        },
      ]);
      return this.users.get(user.id, manager);
    });
  }
}
