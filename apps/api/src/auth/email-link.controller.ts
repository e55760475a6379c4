import { Body, Controller, HttpCode, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { EmailLinkOpenedResponse, EmailLinkSentResponse } from '@retainly/domain';
import { sessionContext } from '../users/session-context';
import { MESSAGES } from './auth-errors';
import { EmailLinkDto, TokenDto } from './dto/auth.dto';
import { EmailLinkService } from './email-link.service';
import { setSessionCookie } from './session-cookie';

/** The landing page's Welcome Back sign-in by e-mail. */
@ApiTags('accounts')
@Controller('api/auth/email-link')
@UseGuards(ThrottlerGuard)
export class EmailLinkController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: EmailLinkService,
  ) {}

  @Post()
  @HttpCode(202)
  request(@Body() body: EmailLinkDto): Promise<EmailLinkSentResponse> {
    return this.links.request(body.email);
  }

  @Post('open')
  @HttpCode(200)
  async open(
    @Body() body: TokenDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EmailLinkOpenedResponse> {
    const { sessionToken, user } = await this.links.open(body.token);
    setSessionCookie(reply, sessionToken, this.config);
    return { message: MESSAGES.welcomeBack, session: sessionContext(user) };
  }
}
