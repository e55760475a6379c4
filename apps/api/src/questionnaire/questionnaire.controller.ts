import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentSession, SessionGuard } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { sessionContext, type SessionContext } from '../users/session-context';
import { QuestionnaireAnswersDto } from './questionnaire.dto';
import { QuestionnaireService } from './questionnaire.service';

/** The 4-question questionnaire every new account answers before /app (spec §4). */
@ApiTags('accounts')
@Controller('api/onboarding/questionnaire')
@UseGuards(SessionGuard)
export class QuestionnaireController {
  constructor(private readonly questionnaire: QuestionnaireService) {}

  /** Saves the answers, marks them completed and tells marketing (OnboardingCompleted). */
  @Post()
  @HttpCode(200)
  async complete(
    @CurrentSession() { user }: ActiveSession,
    @Body() answers: QuestionnaireAnswersDto,
  ): Promise<SessionContext> {
    return sessionContext(await this.questionnaire.complete(user, answers));
  }
}
