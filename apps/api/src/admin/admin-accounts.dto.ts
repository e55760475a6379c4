import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  MAX_TRIAL_EXTENSION_DAYS,
  TRIAL_STATES,
  type AccessChangeRequest,
  type AdminAccountsQuery,
  type TrialExtensionRequest,
  type TrialState,
} from '@retainly/domain';
import { AdminListQueryDto } from './admin-list-query.dto';

export class AdminAccountsQueryDto extends AdminListQueryDto implements AdminAccountsQuery {
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
}

export class AccessChangeDto implements AccessChangeRequest {
  @IsIn(['YES', 'TRIALING', 'NO'])
  approval: 'YES' | 'TRIALING' | 'NO';

  @IsOptional()
  @IsIn(['BASIC', 'ADVANCED'])
  plan?: 'BASIC' | 'ADVANCED';
}

export class TrialExtensionDto implements TrialExtensionRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_TRIAL_EXTENSION_DAYS)
  days: number;
}
