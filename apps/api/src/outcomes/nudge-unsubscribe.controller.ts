import {
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { hashToken } from '@retainly/database';
import type { UnsubscribeInfo, UnsubscribeResponse } from '@retainly/domain';
import { ClientNudgesRepository } from './client-nudges.repository';

export const UNSUBSCRIBE_LINK_UNKNOWN = 'This unsubscribe link is not valid.';

const tokenHash = (token: unknown): Buffer => {
  if (typeof token !== 'string' || !token || token.length > 100) {
    throw new NotFoundException(UNSUBSCRIBE_LINK_UNKNOWN);
  }
  return hashToken(token);
};

/**
 * The unsubscribe link of a nudge: public, the random token is the capability. POST is the
 * RFC 8058 one-click (mail clients post `List-Unsubscribe=One-Click` without our CSRF header;
 * see csrf.ts and unsubscribe-form-body.ts), and is what the /unsubscribe page calls too.
 */
@ApiTags('onboarding outcomes')
@Controller('api/nudges/unsubscribe')
@UseGuards(ThrottlerGuard)
@SkipThrottle({ email: true })
export class NudgeUnsubscribeController {
  constructor(private readonly nudges: ClientNudgesRepository) {}

  /** The page's look-up, from a person's browser: a modest limit is plenty. */
  @Get()
  @Throttle({ ip: { limit: 30, ttl: 60_000 } })
  async show(@Query('token') token: unknown): Promise<UnsubscribeInfo> {
    const target = await this.nudges.byUnsubscribeToken(tokenHash(token));
    if (!target) throw new NotFoundException(UNSUBSCRIBE_LINK_UNKNOWN);
    return {
      agencyName: target.agency_name,
      primaryColor: target.primary_color,
      unsubscribed: target.unsubscribed,
      // The page speaks the client's language, as their reminder e-mails do.
      language: target.language,
    };
  }

  /**
   * Mail providers (Gmail, Yahoo…) POST one-click unsubscribes for many users from a few shared
   * addresses, so the per-IP limit is high; guessing is no concern with a 256-bit token.
   */
  @Post()
  @HttpCode(200)
  @Throttle({ ip: { limit: 600, ttl: 60_000 } })
  async unsubscribe(@Query('token') token: unknown): Promise<UnsubscribeResponse> {
    if (!(await this.nudges.unsubscribe(tokenHash(token)))) {
      throw new NotFoundException(UNSUBSCRIBE_LINK_UNKNOWN);
    }
    return { unsubscribed: true };
  }
}
