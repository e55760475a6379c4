import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  LOGIN_WITH,
  ONBOARDING_ACTIONS,
  VERSION_TIERS,
  type LoginWith,
  type OnboardingAction,
  type VersionTier,
} from '@retainly/domain';

export class BrandColorsDto {
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

export class OnboardingMoveDto {
  @ApiProperty({ enum: ONBOARDING_ACTIONS })
  @IsIn(ONBOARDING_ACTIONS)
  action: OnboardingAction;

  @ApiPropertyOptional({ type: BrandColorsDto, description: "With 'complete' only" })
  @IsOptional()
  @ValidateNested()
  @Type(() => BrandColorsDto)
  colors?: BrandColorsDto;
}

export class CreateVersionDto {
  @ApiProperty({ enum: VERSION_TIERS })
  @IsIn(VERSION_TIERS)
  tier: VersionTier;
}

export class VideoVisibilityDto {
  @ApiProperty()
  @IsBoolean()
  visible: boolean;
}

export class LoginWithDto {
  @ApiProperty({ enum: LOGIN_WITH })
  @IsIn(LOGIN_WITH)
  loginWith: LoginWith;
}
