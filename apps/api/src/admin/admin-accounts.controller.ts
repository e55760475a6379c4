import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminAccountDetail, AdminAccountPage, AdminAccountRow } from '@retainly/domain';
import { RequiresOperator } from '../auth/operator.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { AccessChangeDto, AdminAccountsQueryDto, TrialExtensionDto } from './admin-accounts.dto';
import { AdminAccountsService } from './admin-accounts.service';

/** The console's Accounts page. */
@ApiTags('operators')
@Controller('api/admin/accounts')
@RequiresOperator()
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Get()
  list(@Query() query: AdminAccountsQueryDto): Promise<AdminAccountPage> {
    return this.accounts.list(query);
  }

  @Get(':id')
  detail(@Param('id') id: string): Promise<AdminAccountDetail> {
    return this.accounts.detail(id);
  }

  @Patch(':id/access')
  changeAccess(
    @CurrentSession() { user }: ActiveSession,
    @Param('id') id: string,
    @Body() change: AccessChangeDto,
  ): Promise<AdminAccountRow> {
    return this.accounts.changeAccess(user, id, change);
  }

  @Post(':id/trial-extension')
  @HttpCode(200)
  extendTrial(
    @CurrentSession() { user }: ActiveSession,
    @Param('id') id: string,
    @Body() { days }: TrialExtensionDto,
  ): Promise<AdminAccountRow> {
    return this.accounts.extendTrial(user, id, days);
  }
}
