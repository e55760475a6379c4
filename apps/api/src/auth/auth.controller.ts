import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { normalizeIp, SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { UserEntity } from '@retainly/database';
import type { AccountStatus, CheckEmailResponse } from '@retainly/domain';
import { sessionContext, type SessionContext } from '../users/session-context';
import { SignUpService } from './sign-up.service';
import { affiliateFromCookie } from './affiliate-cookie';
import { CredentialsDto, EmailDto, SignOutQueryDto, SignUpDto, TokenDto } from './dto/auth.dto';
import { LoginLocked } from './login-attempts';
import { LoginService } from './login.service';
import { SESSION_COOKIE, setSessionCookie } from './session-cookie';
import { signInRequired } from './session.guard';
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
    private readonly signUps: SignUpService,
    private readonly logins: LoginService,
    private readonly sessions: SessionsService,
  ) {}

  /** Whether an account exists and has a password (the sign-up and login screens branch on it). */
  @Post('account-status')
  @HttpCode(200)
  status(@Body() body: EmailDto): Promise<AccountStatus> {
    return this.signUps.status(body.email);
  }

  /** Without `affiliateId` in the body, the referral kept in the affiliate cookie counts. */
  @Post('signup')
  @HttpCode(202)
  signUp(@Body() body: SignUpDto, @Req() request: FastifyRequest): Promise<CheckEmailResponse> {
    return this.signUps.signUp({
      ...body,
      affiliateId: body.affiliateId ?? affiliateFromCookie(request),
    });
  }

  /**
   * Resend on the check-your-e-mail view. Tighter than the other account routes per address: each
   * call sends an e-mail, so it must not become a way to flood someone's inbox.
   */
  @Post('signup/resend')
  @HttpCode(202)
  @Throttle({ email: { limit: RESEND_LIMIT, ttl: RESEND_WINDOW_MS } })
  resend(@Body() body: EmailDto): Promise<CheckEmailResponse> {
    return this.signUps.resendSignUpLink(body.email);
  }

  /** Opens an e-mailed confirmation or set-password link; signs the user in. */
  @Post('confirm')
  @HttpCode(200)
  async confirm(
    @Body() body: TokenDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionContext> {
    const { sessionToken, user } = await this.signUps.confirm(body.token);
    return this.signedIn(reply, sessionToken, user);
  }

  /**
   * Limited by failed attempts per address and client IP (LoginAttempts), not by the per-e-mail
   * throttler; the IP is keyed as the throttler keys it (IPv6 by /64 subnet).
   */
  @Post('login')
  @HttpCode(200)
  @SkipThrottle({ email: true })
  async login(
    @Body() body: CredentialsDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionContext> {
    try {
      const ip = normalizeIp(request.ip);
      const { sessionToken, user } = await this.logins.login(body.email, body.password, ip);
      return this.signedIn(reply, sessionToken, user);
    } catch (error) {
      if (error instanceof LoginLocked) reply.header('retry-after', error.retryAfterSeconds);
      throw error;
    }
  }

  /**
   * Ends the session on the server and clears the cookie; with `expectedUserId`, only if the
   * session is that user's (another user's live session is left alone: 204, nothing ended).
   */
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Query() { expectedUserId }: SignOutQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const token = request.cookies[SESSION_COOKIE];
    if (expectedUserId) {
      const session = await this.sessions.resolve(token);
      if (session && session.user.id !== expectedUserId) return;
    }
    if (token) await this.sessions.revoke(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /**
   * Settings' 'Sign out of all devices': ends every session of the user, this one too. With
   * `expectedUserId`, another user's live session is left alone (204, nothing ended).
   */
  @Post('logout-all')
  @HttpCode(204)
  async logoutEverywhere(
    @Query() { expectedUserId }: SignOutQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const session = await this.sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (session && expectedUserId && session.user.id !== expectedUserId) return;
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (!session) throw signInRequired();
    await this.sessions.revokeAllForUser(session.user.id);
  }

  private signedIn(reply: FastifyReply, token: string, user: UserEntity): SessionContext {
    setSessionCookie(reply, token, this.config);
    return sessionContext(user);
  }
}
