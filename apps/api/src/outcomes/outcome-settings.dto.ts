import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  PORTAL_LANGUAGES,
  STALL_DAY_CHOICES,
  type NudgePreviewRequest,
  type OutcomeSettingsRequest,
  type PortalLanguage,
  type StallDays,
} from '@retainly/domain';

export class OutcomeSettingsDto implements OutcomeSettingsRequest {
  @ApiPropertyOptional({ enum: STALL_DAY_CHOICES })
  @IsOptional()
  @IsIn(STALL_DAY_CHOICES)
  stallDays?: StallDays;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  nudgesEnabled?: boolean;

  @ApiPropertyOptional({ description: 'Empty or null: back to the default wording' })
  @IsOptional()
  @MaxLength(150)
  @IsString()
  nudgeSubject?: string | null;

  @ApiPropertyOptional({ description: 'Empty or null: back to the default wording' })
  @IsOptional()
  @MaxLength(2000)
  @IsString()
  nudgeMessage?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  digestEnabled?: boolean;
}

export class NudgePreviewDto implements NudgePreviewRequest {
  @ApiProperty()
  @MaxLength(150)
  @IsString()
  subject: string;

  @ApiProperty()
  @MaxLength(2000)
  @IsString()
  message: string;

  @ApiPropertyOptional({
    enum: PORTAL_LANGUAGES,
    description: "The client's language to preview our default wording in (English if absent)",
  })
  @IsOptional()
  @IsIn(PORTAL_LANGUAGES)
  language?: PortalLanguage;
}
