import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  AFFILIATE_MESSAGES,
  CALL_REQUEST_LIMITS,
  COUPON_CODE_PATTERN,
  CALL_REQUEST_MESSAGES,
  CALL_REQUEST_TOPIC_KEYS,
  type AffiliateApplicationRequest,
  type CallRequestRequest,
  type CallRequestTopic,
  COUNTRY_CODES,
  FORM_LIMITS,
  NETWORK_SIZES,
  PHONE_INPUT_MAX_LENGTH,
  SUMMIT_MESSAGES,
  WEBINAR_MESSAGES,
  type CountryCode,
  type NetworkSize,
  type SummitLeadRequest,
  type WebinarRegistrationRequest,
} from '@retainly/domain';

const required = { message: AFFILIATE_MESSAGES.required };

/** /affiliate's application (spec §3 affiliates). Blank required fields get the spec's message. */
export class AffiliateApplicationDto implements AffiliateApplicationRequest {
  @ApiProperty({ maxLength: FORM_LIMITS.name })
  @MaxLength(FORM_LIMITS.name)
  @IsString(required)
  fullName: string;

  @ApiProperty({ example: 'owner@agency.com' })
  @MaxLength(FORM_LIMITS.email)
  @IsString(required)
  email: string;

  @ApiPropertyOptional({ maxLength: FORM_LIMITS.company })
  @IsOptional()
  @MaxLength(FORM_LIMITS.company)
  @IsString()
  company?: string;

  @ApiProperty({ enum: NETWORK_SIZES })
  @IsIn(NETWORK_SIZES, required)
  networkSize: NetworkSize;

  @ApiPropertyOptional({ maxLength: FORM_LIMITS.audience })
  @IsOptional()
  @MaxLength(FORM_LIMITS.audience)
  @IsString()
  audienceDescription?: string;
}

/** /summit's lead form (spec §3 levelup_connections, §5 summit rules). */
export class SummitLeadDto implements SummitLeadRequest {
  @ApiProperty({ example: 'Ada' })
  @MaxLength(FORM_LIMITS.name)
  @IsString({ message: SUMMIT_MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ enum: COUNTRY_CODES, default: '+1' })
  @IsIn(COUNTRY_CODES, { message: SUMMIT_MESSAGES.phoneInvalid })
  countryCode: CountryCode;

  @ApiProperty({ example: '(555) 123-4567', maxLength: PHONE_INPUT_MAX_LENGTH })
  @MaxLength(PHONE_INPUT_MAX_LENGTH, { message: SUMMIT_MESSAGES.phoneInvalid })
  @IsString({ message: SUMMIT_MESSAGES.phoneRequired })
  phone: string;
}

/** /webinar's registration: one of the sessions GET /api/site-config lists. */
export class WebinarRegistrationDto implements WebinarRegistrationRequest {
  @ApiProperty({ example: 'Ada' })
  @MaxLength(FORM_LIMITS.name)
  @IsString({ message: WEBINAR_MESSAGES.required })
  firstName: string;

  @ApiProperty({ example: 'owner@agency.com' })
  @MaxLength(FORM_LIMITS.email)
  @IsString({ message: WEBINAR_MESSAGES.required })
  email: string;

  @ApiProperty({ description: 'A session start from site-config, ISO 8601' })
  @MaxLength(40)
  @IsString({ message: WEBINAR_MESSAGES.sessionGone })
  sessionStartsAt: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  consent?: boolean;

  @ApiPropertyOptional({ example: 'America/Chicago', description: "For the e-mail's times" })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  timeZone?: string;
}

/** /book's built-in call request, used when no booking calendar is configured. */
export class CallRequestDto implements CallRequestRequest {
  @ApiProperty({ example: 'Ada Lovelace', maxLength: CALL_REQUEST_LIMITS.name })
  @MaxLength(CALL_REQUEST_LIMITS.name)
  @IsString({ message: CALL_REQUEST_MESSAGES.required })
  fullName: string;

  @ApiProperty({ example: 'owner@agency.com' })
  @MaxLength(CALL_REQUEST_LIMITS.email)
  @IsString({ message: CALL_REQUEST_MESSAGES.required })
  email: string;

  @ApiPropertyOptional({ enum: CALL_REQUEST_TOPIC_KEYS, default: 'call' })
  @IsOptional()
  @IsIn(CALL_REQUEST_TOPIC_KEYS)
  topic?: CallRequestTopic;

  @ApiPropertyOptional({
    example: 'Weekday mornings',
    maxLength: CALL_REQUEST_LIMITS.preferredTimes,
  })
  @IsOptional()
  @MaxLength(CALL_REQUEST_LIMITS.preferredTimes)
  @IsString()
  preferredTimes?: string;

  @ApiPropertyOptional({ maxLength: CALL_REQUEST_LIMITS.message })
  @IsOptional()
  @MaxLength(CALL_REQUEST_LIMITS.message)
  @IsString()
  message?: string;

  @ApiPropertyOptional({
    example: 'America/Chicago',
    description: "The visitor's zone, for the operators",
  })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  timeZone?: string;

  @ApiPropertyOptional({
    example: 'ZEN10',
    pattern: COUPON_CODE_PATTERN.source,
    description: 'A coupon the visitor brought (a wheel prize), for the operators to apply',
  })
  @IsOptional()
  @Matches(COUPON_CODE_PATTERN)
  @IsString()
  coupon?: string;
}
