import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import {
  DASHBOARD_FILTERS,
  DASHBOARD_SORTS,
  NO_SUB_ACCOUNT,
  type DashboardFilter,
  type DashboardQuery,
  type DashboardSort,
} from '@retainly/domain';

export class DashboardQueryDto implements DashboardQuery {
  @ApiPropertyOptional({ description: 'Matches name or e-mail' })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  search?: string;

  @ApiPropertyOptional({ enum: DASHBOARD_SORTS, default: 'lastLogin' })
  @IsOptional()
  @IsIn(DASHBOARD_SORTS)
  sort?: DashboardSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  order?: 'asc' | 'desc';

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ description: 'Only this version (portal id)' })
  @IsOptional()
  @MaxLength(40)
  @IsString()
  version?: string;

  @ApiPropertyOptional({
    description: `Only the clients of this HighLevel sub-account (location id); '${NO_SUB_ACCOUNT}': of none`,
  })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  subAccount?: string;

  @ApiPropertyOptional({
    enum: DASHBOARD_FILTERS,
    default: 'all',
    description: "'at-risk': stalled, or health under 40, and not completed",
  })
  @IsOptional()
  @IsIn(DASHBOARD_FILTERS)
  filter?: DashboardFilter;
}
