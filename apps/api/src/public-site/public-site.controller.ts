import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import {
  AFFILIATE_MESSAGES,
  CALL_REQUEST_MESSAGES,
  WEBINAR_MESSAGES,
  type LeadFormResponse,
  type SiteConfig,
  type WebinarSeat,
} from '@retainly/domain';
import {
  AffiliateApplicationDto,
  CallRequestDto,
  SummitLeadDto,
  WebinarRegistrationDto,
} from './lead-forms.dto';
import { LeadFormsService } from './lead-forms.service';
import { SiteConfigService } from './site-config.service';

/** The public site's data: its third-party addresses, its lead forms and the call request. */
@ApiTags('public site')
@Controller('api')
export class PublicSiteController {
  constructor(
    private readonly siteConfig: SiteConfigService,
    private readonly leadForms: LeadFormsService,
  ) {}

  /** Payment, booking, embed and video addresses (null = not configured) and webinar times. */
  @Get('site-config')
  @Header('cache-control', 'public, max-age=60')
  config(): SiteConfig {
    return this.siteConfig.current();
  }

  @Post('affiliates')
  @UseGuards(ThrottlerGuard)
  async applyAsAffiliate(@Body() form: AffiliateApplicationDto): Promise<LeadFormResponse> {
    await this.leadForms.applyAsAffiliate(form);
    return { message: AFFILIATE_MESSAGES.submitted };
  }

  @Post('summit-leads')
  @UseGuards(ThrottlerGuard)
  async captureSummitLead(@Body() form: SummitLeadDto): Promise<LeadFormResponse> {
    await this.leadForms.captureSummitLead(form);
    return { message: 'Thank You! Check your texts!' };
  }

  @Post('webinar-registrations')
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  // It sends an e-mail to the address given, so far fewer per client than the other forms.
  @Throttle({ ip: { limit: 10, ttl: 60 * 60_000 } })
  async registerForWebinar(@Body() form: WebinarRegistrationDto): Promise<WebinarSeat> {
    const seat = await this.leadForms.registerForWebinar(form);
    return {
      message: WEBINAR_MESSAGES.registered,
      sessionStartsAt: seat.startsAt.toISOString(),
      joinUrl: seat.joinUrl,
      calendarUrl: seat.calendarPath,
    };
  }

  /** The registrant's calendar file, linked from the thank-you view and the e-mail. */
  @Get('webinar-registrations/:id/calendar.ics')
  @ApiProduces('text/calendar')
  async webinarCalendar(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const calendar = await this.leadForms.calendarFile(id);
    if (calendar === null) throw new NotFoundException('No such webinar registration');
    // Set here, not with @Header: an error must still answer JSON.
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="retainly-webinar.ics"')
      // The address is the registrant's own: no shared cache keeps a copy.
      .header('cache-control', 'private, no-cache');
    return calendar;
  }

  @Post('call-requests')
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  // Each request e-mails the operators, so fewer per client than the other forms.
  @Throttle({ ip: { limit: 10, ttl: 60 * 60_000 } })
  async requestCall(@Body() form: CallRequestDto): Promise<LeadFormResponse> {
    await this.leadForms.requestCall(form);
    return { message: CALL_REQUEST_MESSAGES.sent };
  }
}
