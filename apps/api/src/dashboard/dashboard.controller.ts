import { Controller, Get, Header, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { DashboardClientDetail, DashboardPage } from '@retainly/domain';
import { RequiresAccess } from '../auth/access.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { DashboardQueryDto } from './dashboard.dto';
import { DashboardService } from './dashboard.service';

/** The activity dashboard: search, sort, pages, a version filter, CSV and one client's detail. */
@ApiTags('activity dashboard')
@Controller('api/dashboard/clients')
@RequiresAccess('full')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  page(
    @CurrentSession() { user }: ActiveSession,
    @Query() query: DashboardQueryDto,
  ): Promise<DashboardPage> {
    return this.dashboard.page(user.id, query);
  }

  @Get('export.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="retainly-clients.csv"')
  csv(@CurrentSession() { user }: ActiveSession, @Query() query: DashboardQueryDto) {
    return this.dashboard.csv(user.id, query);
  }

  @Get(':clientId')
  client(
    @CurrentSession() { user }: ActiveSession,
    @Param('clientId', ParseUUIDPipe) clientId: string,
  ): Promise<DashboardClientDetail> {
    return this.dashboard.client(user.id, clientId);
  }
}
