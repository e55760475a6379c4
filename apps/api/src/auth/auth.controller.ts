import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { UserEntity } from '@retainly/database';
import { sessionContext, type SessionContext } from '../me/session-context';
import { AccountsService, type AccountStatus } from './accounts.service';
import { CredentialsDto, EmailDto, SignUpDto, TokenDto } from './dto/auth.dto';
import { LoginService } from './login.service';
import { SESSION_COOKIE, setSessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

/** Resend: 3 e-mails per address per 15 minutes (sign-in routes allow 10 per 10 minutes). */
export const RESEND_LIMIT = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

@ApiTags('accounts')
@ApiTooManyRequestsResponse({ description: 'Rate limit per IP and per e-mail' })
@Controller('api/auth')
@UseGuards(ThrottlerGuard)
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly logins: LoginService,
    private readonly sessions: SessionsService,
  ) {}

  /** Whether an account exists and has a password (the sign-up and login screens branch on it). */
  @Post('account-status')
  @HttpCode(200)
  status(@Body() body: EmailDto): Promise<AccountStatus> {
    return this.accounts.status(body.email);
  }

  @Post('signup')
  @HttpCode(202)
  signUp(@Body() body: SignUpDto): Promise<{ status: 'check_email' }> {
    return this.accounts.signUp(body);
  }

  /**
   * Resend on the check-your-e-mail view. Tighter than the other account routes per address: each
   * call sends an e-mail, so it must not become a way to flood someone's inbox.
   */
  @Post('signup/resend')
  @HttpCode(202)
  @Throttle({ email: { limit: RESEND_LIMIT, ttl: RESEND_WINDOW_MS } })
  resend(@Body() body: EmailDto): Promise<{ status: 'check_email' }> {
    return this.accounts.resendSignUpLink(body.email);
  }

  /** Opens an e-mailed confirmation or set-password link; signs the user in. */
  @Post('confirm')
  @HttpCode(200)
  async confirm(@Body() body: TokenDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const { sessionToken, user } = await this.accounts.confirm(body.token);
    return this.signedIn(reply, sessionToken, user);
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: CredentialsDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const { sessionToken, user } = await this.logins.login(body.email, body.password);
    return this.signedIn(reply, sessionToken, user);
  }

  /** Ends the session on the server; always clears the cookie. */
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.sessions.revoke(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  private signedIn(reply: FastifyReply, token: string, user: UserEntity): SessionContext {
    setSessionCookie(reply, token, this.config);
    return sessionContext(user);
  }
}
