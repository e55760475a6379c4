import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsString,
  Length,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { VERSION_RULES_MAX, type VersionRulesChange } from '@retainly/domain';

const VERSION_ID = 'A version is its 12-character portal id.';

export class PlanRuleDto {
  @ApiProperty({ description: 'A SaaS plan id as HighLevel reports it' })
  @IsString({ message: 'A SaaS plan id is text.' })
  @Length(1, 64, { message: 'A SaaS plan id is 1 to 64 characters.' })
  saasPlanId!: string;

  @ApiProperty({ description: 'The portal version its new sub-accounts get' })
  @IsString({ message: VERSION_ID })
  @Length(12, 12, { message: VERSION_ID })
  versionId!: string;
}

export class VersionRulesChangeDto implements VersionRulesChange {
  @ApiProperty({ nullable: true, description: 'null: the basic version' })
  @ValidateIf((change: VersionRulesChangeDto) => change.defaultVersionId !== null)
  @IsString({ message: VERSION_ID })
  @Length(12, 12, { message: VERSION_ID })
  defaultVersionId!: string | null;

  @ApiProperty({ type: [PlanRuleDto], description: 'Every rule; a plan left out has none' })
  @IsArray({ message: 'plans must be a list of rules.' })
  @ArrayMaxSize(VERSION_RULES_MAX, { message: `At most ${VERSION_RULES_MAX} plan rules.` })
  @ValidateNested({ each: true })
  @Type(() => PlanRuleDto)
  plans!: PlanRuleDto[];
}
