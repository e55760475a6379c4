import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { DigestPreview, DigestSampleSent, OutcomeSettings } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { DigestSampleService } from './digest-sample.service';
import { NudgePreviewDto, OutcomeSettingsDto } from './outcome-settings.dto';
import { OutcomeSettingsService } from './outcome-settings.service';

/** Settings > Outcomes: when a client counts as stalled, the nudge wording, the weekly digest. */
@ApiTags('onboarding outcomes')
@Controller('api/outcomes')
@RequiresAccess('full')
export class OutcomeSettingsController {
  constructor(
    private readonly outcomes: OutcomeSettingsService,
    private readonly digestSamples: DigestSampleService,
  ) {}

  @Get('settings')
  get(@CurrentSession() { user }: ActiveSession): Promise<OutcomeSettings> {
    return this.outcomes.get(user.id);
  }

  @Put('settings')
  update(
    @CurrentSession() { user }: ActiveSession,
    @Body() input: OutcomeSettingsDto,
  ): Promise<OutcomeSettings> {
    return this.outcomes.update(user.id, input);
  }

  /** Rendering MJML costs a little CPU: the editor previews as the agency types, 60 a minute. */
  @Post('nudges/preview')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @SkipThrottle({ email: true })
  @Throttle({ ip: { limit: 60, ttl: 60_000 } })
  preview(@CurrentSession() { user }: ActiveSession, @Body() input: NudgePreviewDto) {
    return this.outcomes.preview(user, input);
  }

  /** This week's digest so far, as Monday's e-mail would render it (MJML: 60 a minute). */
  @Get('digest/preview')
  @UseGuards(ThrottlerGuard)
  @SkipThrottle({ email: true })
  @Throttle({ ip: { limit: 60, ttl: 60_000 } })
  digestPreview(@CurrentSession() { user }: ActiveSession): Promise<DigestPreview> {
    return this.digestSamples.preview(user.id);
  }

  /** One digest to the signed-in user now; once a minute per agency (429 with the wait). */
  @Post('digest/send-now')
  @HttpCode(202)
  @UseGuards(ThrottlerGuard)
  @SkipThrottle({ email: true })
  @Throttle({ ip: { limit: 30, ttl: 60_000 } })
  sendDigestNow(@CurrentSession() { user }: ActiveSession): Promise<DigestSampleSent> {
    return this.digestSamples.sendNow(user);
  }
}
