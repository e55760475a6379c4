import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HighLevelConnectionView, HighLevelSubAccountView } from '@retainly/domain';
import { CostlyOperation } from '../admin/costly-operation';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { HighLevelConnectService, type CallbackQuery } from './highlevel-connect.service';
import { HighLevelSubAccountChangeDto, HighLevelSubAccounts } from './highlevel-sub-accounts';

/** Settings → Connect HighLevel: the connection's state, the authorize redirect, the callback. */
@ApiTags('highlevel')
@Controller('api/highlevel')
@RequiresAccess('full')
export class HighLevelConnectController {
  constructor(
    private readonly connect: HighLevelConnectService,
    private readonly subAccounts: HighLevelSubAccounts,
  ) {}

  @Get()
  view(@CurrentSession() { user }: ActiveSession): Promise<HighLevelConnectionView> {
    return this.connect.view(user.id);
  }

  /** The authorize URL to send the agency to (the app navigates there). */
  @Post('connect')
  @HttpCode(200)
  @CostlyOperation(10)
  begin(@CurrentSession() { user }: ActiveSession): Promise<{ url: string }> {
    return this.connect.begin(user.id);
  }

  /** HighLevel's redirect back: `?code=…&state=…`; the app shows how it went. */
  @Get('callback')
  @CostlyOperation(10)
  async callback(
    @CurrentSession() { user }: ActiveSession,
    @Query() query: CallbackQuery,
    @Res() reply: FastifyReply,
  ) {
    const outcome = await this.connect.complete(user.id, {
      code: typeof query.code === 'string' ? query.code : undefined,
      state: typeof query.state === 'string' ? query.state : undefined,
      error: typeof query.error === 'string' ? query.error : undefined,
    });
    return reply.redirect(`/app?highlevel=${outcome}`, 302);
  }

  /** The installed sub-accounts with their Training link's state. */
  @Get('sub-accounts')
  listSubAccounts(@CurrentSession() { user }: ActiveSession): Promise<HighLevelSubAccountView[]> {
    return this.subAccounts.list(user.id);
  }

  /** Turns a sub-account's Training link on or off, or renames it. */
  @Patch('sub-accounts/:locationId')
  changeSubAccount(
    @CurrentSession() { user }: ActiveSession,
    @Param('locationId') locationId: string,
    @Body() change: HighLevelSubAccountChangeDto,
  ): Promise<HighLevelSubAccountView> {
    return this.subAccounts.change(user.id, locationId, change);
  }
}
