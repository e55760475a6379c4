import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appendEvents, UserEntity } from '@retainly/database';
import { CurrentSession, SessionGuard } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { sessionContext, type SessionContext } from '../users/session-context';
import { QuestionnaireAnswersDto } from './questionnaire.dto';

/** The 4-question questionnaire every new account answers before /app (spec §4). */
@ApiTags('accounts')
@Controller('api/onboarding/questionnaire')
@UseGuards(SessionGuard)
export class QuestionnaireController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Saves the answers, marks them completed and tells marketing (OnboardingCompleted). */
  @Post()
  @HttpCode(200)
  async complete(
    @CurrentSession() { user }: ActiveSession,
    @Body() answers: QuestionnaireAnswersDto,
  ): Promise<SessionContext> {
    const updated = await this.db.transaction(async (manager) => {
      await manager.query(
        `UPDATE retainly_users SET highlevel_experience = $2, active_subaccounts = $3,
           most_used_feature = $4, full_name = $5, initial_questions_completed = true,
           updated_at = now()
         WHERE id = $1`,
        [
          user.id,
          answers.highlevelExperience,
          answers.activeSubaccounts,
          answers.mostUsedFeature,
          answers.fullName,
        ],
      );
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
      return manager.getRepository(UserEntity).findOneByOrFail({ id: user.id });
    });
    return sessionContext(updated);
  }
}
