import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import {
  MAX_RANGES_PER_BEAT,
  PORTAL_LANGUAGES,
  type CompletionRequest,
  type HeartbeatRequest,
  type PortalLanguage,
  type PortalLanguageRequest,
  type PortalResumeRequest,
  type PortalCodeRequest,
  type PortalSignInLinkRequest,
  type PortalSignInRequest,
} from '@retainly/domain';

const isSeconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 86_400;

/** Every item a [start, end] pair of seconds; whether they make sense is the domain's call. */
const IsWatchRanges = () =>
  ValidateBy({
    name: 'isWatchRanges',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every(
          (range) => Array.isArray(range) && range.length === 2 && range.every(isSeconds),
        ),
      defaultMessage: () => 'ranges must be [start, end] pairs of seconds',
    },
  });

export class PortalSignInDto implements PortalSignInRequest {
  @ApiPropertyOptional({ description: 'When the agency tracks clients by name' })
  @IsOptional()
  @MaxLength(120)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'When the agency tracks clients by e-mail' })
  @IsOptional()
  @MaxLength(254)
  @IsString()
  email?: string;

  @ApiPropertyOptional({ description: "The browser's IANA time zone, for reminders by day" })
  @IsOptional()
  @MaxLength(64)
  @IsString()
  timeZone?: string;

  @ApiPropertyOptional({
    enum: PORTAL_LANGUAGES,
    description: 'The language the client chose in the portal, kept for their e-mails',
  })
  @IsOptional()
  @IsIn(PORTAL_LANGUAGES)
  language?: PortalLanguage;
}

export class PortalLanguageDto implements PortalLanguageRequest {
  @ApiProperty({ enum: PORTAL_LANGUAGES })
  @IsIn(PORTAL_LANGUAGES)
  language: PortalLanguage;
}

export class ResumeDto implements PortalResumeRequest {
  @ApiProperty({ description: 'The token of the resume link in a reminder e-mail' })
  @MaxLength(100)
  @IsString()
  token: string;
}

export class CompletionDto implements CompletionRequest {
  @ApiProperty()
  @MaxLength(60)
  @IsString()
  categoryId: string;

  @ApiProperty()
  @MaxLength(60)
  @IsString()
  moduleId: string;
}

export class HeartbeatDto extends CompletionDto implements HeartbeatRequest {
  @ApiProperty({
    description: '[start, end] seconds played since the previous beat',
    example: [[0, 9.8]],
  })
  @ArrayMaxSize(MAX_RANGES_PER_BEAT)
  @IsArray()
  @IsWatchRanges()
  ranges: [number, number][];

  @ApiProperty({ description: 'The playhead in seconds, for resuming' })
  @Min(0)
  @Max(86_400)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  position: number;

  @ApiPropertyOptional({
    description: "A YouTube or Vimeo player's duration in seconds (ignored for hosted videos)",
  })
  @IsOptional()
  @Min(1)
  @Max(86_400)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  duration?: number;
}

export class PortalCodeDto implements PortalCodeRequest {
  @ApiProperty({ description: 'The address the code was sent to' })
  @MaxLength(254)
  @IsString()
  email: string;

  @ApiProperty({ description: 'The 6-digit code of the sign-in e-mail' })
  @MaxLength(20)
  @IsString()
  code: string;
}

export class PortalSignInLinkDto implements PortalSignInLinkRequest {
  @ApiProperty({ description: 'The token of the one-click link in a sign-in e-mail' })
  @MaxLength(100)
  @IsString()
  token: string;
}

export class PortalHighLevelSignInDto {
  @ApiProperty({ description: "HighLevel's encrypted user context (CryptoJS AES, base64)" })
  @MaxLength(8_000)
  @IsString()
  payload: string;
}
