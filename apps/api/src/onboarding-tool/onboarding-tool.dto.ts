import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  LOGIN_WITH,
  IDENTITY_MODES,
  ONBOARDING_ACTIONS,
  PORTAL_LANGUAGES,
  VERSION_TIERS,
  type BrandColors,
  type CreateVersionRequest,
  type IdentityMode,
  type LoginWith,
  type LoginWithRequest,
  type OnboardingAction,
  type OnboardingMoveRequest,
  type OnboardingProgress,
  type PortalLanguage,
  type VersionIdentityRequest,
  type VersionLanguageRequest,
  type VersionTier,
  type VideoVisibilityRequest,
} from '@retainly/domain';

export class BrandColorsDto implements BrandColors {
  @ApiProperty({ example: '#3b82f6' })
  @MaxLength(7)
  @IsString()
  primary: string;

  @ApiProperty({ example: '#10b981' })
  @MaxLength(7)
  @IsString()
  secondary: string;

  @ApiProperty({ example: '#f59e0b' })
  @MaxLength(7)
  @IsString()
  tertiary: string;
}

/** Where the page was when the user moved on (so a stale tab cannot skip a step). */
export class OnboardingFromDto implements OnboardingProgress {
  @ApiProperty({ minimum: 0, maximum: 3 })
  @IsInt()
  @Min(0)
  @Max(3)
  step: number;

  @ApiProperty()
  @IsBoolean()
  completed: boolean;
}

export class OnboardingMoveDto implements OnboardingMoveRequest {
  @ApiProperty({ enum: ONBOARDING_ACTIONS })
  @IsIn(ONBOARDING_ACTIONS)
  action: OnboardingAction;

  @ApiPropertyOptional({ type: BrandColorsDto, description: "With 'complete' only" })
  @IsOptional()
  @ValidateNested()
  @Type(() => BrandColorsDto)
  colors?: BrandColorsDto;

  @ApiPropertyOptional({
    type: OnboardingFromDto,
    description: 'The progress the page showed; 409 when the saved progress has moved on',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => OnboardingFromDto)
  from?: OnboardingFromDto;
}

export class CreateVersionDto implements CreateVersionRequest {
  @ApiProperty({ enum: VERSION_TIERS })
  @IsIn(VERSION_TIERS)
  tier: VersionTier;
}

export class VideoVisibilityDto implements VideoVisibilityRequest {
  @ApiProperty()
  @IsBoolean()
  visible: boolean;
}

export class VersionLanguageDto implements VersionLanguageRequest {
  @ApiProperty({ enum: PORTAL_LANGUAGES })
  @IsIn(PORTAL_LANGUAGES)
  language: PortalLanguage;
}

export class VersionIdentityDto implements VersionIdentityRequest {
  @ApiProperty({
    enum: IDENTITY_MODES,
    description: "'open': a name or e-mail; 'verified': an e-mailed code on each new device",
  })
  @IsIn(IDENTITY_MODES)
  identityMode: IdentityMode;
}

export class LoginWithDto implements LoginWithRequest {
  @ApiProperty({ enum: LOGIN_WITH })
  @IsIn(LOGIN_WITH)
  loginWith: LoginWith;
}
