import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsBooleanString, IsISO8601, IsOptional } from 'class-validator';
import type { ReplayRangeRequest, WebhookEventsQuery } from '@retainly/domain';
import { RequiresOperator } from '../auth/operator.guard';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { AdminListQueryDto } from './admin-list-query.dto';
import { AdminWebhooksService } from './admin-webhooks.service';
import { CostlyOperation } from './costly-operation';

export class WebhookEventsQueryDto extends AdminListQueryDto implements WebhookEventsQuery {
  /** 'true': only events whose delivery gave up. */
  @IsOptional()
  @IsBooleanString()
  failed?: string;
}

export class ReplayRangeDto implements ReplayRangeRequest {
  @IsISO8601()
  from: string;

  @IsISO8601()
  to: string;
}

/** The console's Webhook deliveries page. */
@ApiTags('operators')
@Controller('api/admin/webhook-events')
@RequiresOperator()
export class AdminWebhooksController {
  constructor(private readonly webhooks: AdminWebhooksService) {}

  @Get()
  page(@Query() { failed, page }: WebhookEventsQueryDto) {
    return this.webhooks.page(failed === 'true', page);
  }

  @Get(':id')
  detail(@Param('id') id: string) {
    return this.webhooks.detail(id);
  }

  @Post(':id/replay')
  @HttpCode(202)
  replay(@CurrentSession() { user }: ActiveSession, @Param('id') id: string) {
    return this.webhooks.replay(user, id);
  }

  @Post('replay-failed')
  @HttpCode(202)
  @CostlyOperation(10)
  replayFailed(@CurrentSession() { user }: ActiveSession, @Body() { from, to }: ReplayRangeDto) {
    const [start, end] = [new Date(from), new Date(to)];
    if (start > end) throw new BadRequestException('from must be before to');
    return this.webhooks.replayFailed(user, start, end);
  }
}
