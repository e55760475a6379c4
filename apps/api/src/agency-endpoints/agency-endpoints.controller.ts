import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { RequiresAccess } from '../auth/access.guard';
import { PER_USER_LIMIT } from '../auth/rate-limit.module';
import { CurrentSession } from '../auth/session.guard';
import type { ActiveSession } from '../auth/sessions.service';
import { CreateEndpointDto, MessagesQueryDto, UpdateEndpointDto } from './agency-endpoints.dto';
import { AgencyEndpointsService } from './agency-endpoints.service';

/**
 * Each send costs a job and a request to someone's server: a few a minute per IP, and per
 * agency user (so many IPs do not multiply it).
 */
const SENDS_PER_MINUTE = 20;
const LimitedSend = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    SkipThrottle({ email: true }),
    SetMetadata(PER_USER_LIMIT, true),
    Throttle({
      ip: { limit: SENDS_PER_MINUTE, ttl: 60_000 },
      user: { limit: SENDS_PER_MINUTE, ttl: 60_000 },
    }),
  );

/** The agency's own webhook endpoints (client events into its CRM) and their delivery log. */
@ApiTags('client outcomes')
@Controller('api/outcomes')
@RequiresAccess('full')
export class AgencyEndpointsController {
  constructor(private readonly service: AgencyEndpointsService) {}

  @Get('endpoints')
  list(@CurrentSession() { user }: ActiveSession) {
    return this.service.list(user.id);
  }

  @Post('endpoints')
  create(@CurrentSession() { user }: ActiveSession, @Body() body: CreateEndpointDto) {
    return this.service.create(user.id, body);
  }

  @Patch('endpoints/:id')
  update(
    @CurrentSession() { user }: ActiveSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateEndpointDto,
  ) {
    return this.service.update(user.id, id, body);
  }

  @Delete('endpoints/:id')
  @HttpCode(204)
  remove(@CurrentSession() { user }: ActiveSession, @Param('id', ParseUUIDPipe) id: string) {
    return this.service.remove(user.id, id);
  }

  @Post('endpoints/:id/secret')
  @HttpCode(200)
  rotate(@CurrentSession() { user }: ActiveSession, @Param('id', ParseUUIDPipe) id: string) {
    return this.service.rotate(user.id, id);
  }

  @Post('endpoints/:id/test')
  @HttpCode(202)
  @LimitedSend()
  test(@CurrentSession() { user }: ActiveSession, @Param('id', ParseUUIDPipe) id: string) {
    return this.service.test(user.id, id);
  }

  @Get('endpoints/:id/messages')
  messages(
    @CurrentSession() { user }: ActiveSession,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() { page }: MessagesQueryDto,
  ) {
    return this.service.messagePage(user.id, id, page);
  }

  @Get('messages/:id')
  message(@CurrentSession() { user }: ActiveSession, @Param('id', ParseUUIDPipe) id: string) {
    return this.service.message(user.id, id);
  }

  @Post('messages/:id/replay')
  @HttpCode(202)
  @LimitedSend()
  replay(@CurrentSession() { user }: ActiveSession, @Param('id', ParseUUIDPipe) id: string) {
    return this.service.replay(user.id, id);
  }
}
