import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_TRIAL_EXTENSION_DAYS, TRIAL_STATES, type TrialState } from '@retainly/domain';

export class AdminAccountsQueryDto {
  @ApiPropertyOptional({ description: 'Part of an e-mail, name or agency name' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: ['YES', 'TRIALING', 'NO'] })
  @IsOptional()
  @IsIn(['YES', 'TRIALING', 'NO'])
  approval?: 'YES' | 'TRIALING' | 'NO';

  @ApiPropertyOptional({ enum: ['BASIC', 'ADVANCED'] })
  @IsOptional()
  @IsIn(['BASIC', 'ADVANCED'])
  plan?: 'BASIC' | 'ADVANCED';

  @ApiPropertyOptional({ enum: TRIAL_STATES })
  @IsOptional()
  @IsIn(TRIAL_STATES)
  trial?: TrialState;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;
}

export class AccessChangeDto {
  @IsIn(['YES', 'TRIALING', 'NO'])
  approval: 'YES' | 'TRIALING' | 'NO';

  @IsOptional()
  @IsIn(['BASIC', 'ADVANCED'])
  plan?: 'BASIC' | 'ADVANCED';
}

export class TrialExtensionDto {
  @IsInt()
  @Min(1)
  @Max(MAX_TRIAL_EXTENSION_DAYS)
  days: number;
}
