import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { AFFILIATE_MESSAGES, WEBINAR_MESSAGES, type SiteConfig } from '@retainly/domain';
import { AffiliateApplicationDto, SummitLeadDto, WebinarRegistrationDto } from './lead-forms.dto';
import { LeadFormsService } from './lead-forms.service';
import { SiteConfigService } from './site-config.service';

/** The public site's data: its third-party addresses and its three lead forms. */
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
  async applyAsAffiliate(@Body() form: AffiliateApplicationDto) {
    await this.leadForms.applyAsAffiliate(form);
    return { message: AFFILIATE_MESSAGES.submitted };
  }

  @Post('summit-leads')
  @UseGuards(ThrottlerGuard)
  async captureSummitLead(@Body() form: SummitLeadDto) {
    await this.leadForms.captureSummitLead(form);
    return { message: 'Thank You! Check your texts!' };
  }

  @Post('webinar-registrations')
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  // It sends an e-mail to the address given, so far fewer per client than the other forms.
  @Throttle({ ip: { limit: 10, ttl: 60 * 60_000 } })
  async registerForWebinar(@Body() form: WebinarRegistrationDto) {
    const startsAt = await this.leadForms.registerForWebinar(form);
    return { message: WEBINAR_MESSAGES.registered, sessionStartsAt: startsAt.toISOString() };
  }
}
