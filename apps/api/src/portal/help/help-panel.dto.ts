import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  CRM_ROUTES,
  HELP_EVENT_KINDS,
  HELP_QUERY_MAX,
  helpQueryOf,
  type CrmRoute,
  type HelpEventInput,
  type HelpEventKind,
} from '@retainly/domain';

/** POST /api/portal/:versionId/help-events: what the client did in the CRM's help panel. */
export class HelpEventDto implements HelpEventInput {
  @ApiProperty({ enum: HELP_EVENT_KINDS })
  @IsIn(HELP_EVENT_KINDS)
  kind: HelpEventKind;

  @ApiPropertyOptional({ enum: CRM_ROUTES, nullable: true })
  @IsOptional()
  @IsIn(CRM_ROUTES)
  route?: CrmRoute | null;

  @ApiPropertyOptional({ nullable: true, description: 'The CRM sub-account the panel is in' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/)
  subAccountId?: string | null;

  @ApiPropertyOptional({ maxLength: HELP_QUERY_MAX, description: "'searched': the search" })
  @ValidateIf((dto: HelpEventDto) => dto.kind === 'searched')
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? helpQueryOf(value) : value,
  )
  @IsString()
  @Length(1, HELP_QUERY_MAX)
  query?: string;

  @ApiPropertyOptional({ description: "'played': the module's category" })
  @ValidateIf((dto: HelpEventDto) => dto.kind === 'played')
  @IsString()
  @MaxLength(100)
  categoryId?: string;

  @ApiPropertyOptional({ description: "'played': the module" })
  @ValidateIf((dto: HelpEventDto) => dto.kind === 'played')
  @IsString()
  @MaxLength(100)
  moduleId?: string;
}
