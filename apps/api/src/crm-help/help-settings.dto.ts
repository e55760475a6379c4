import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { HELP_SETTINGS_LIMITS, type HelpSettingsInput } from '@retainly/domain';

/** PUT /api/onboarding/help: the whole form; the service checks what class-validator cannot. */
export class HelpSettingsDto implements HelpSettingsInput {
  @ApiProperty({ example: 'Ab3dEf7hJk9m' })
  @IsString()
  @MaxLength(20)
  versionId: string;

  @ApiProperty({ example: ['https://app.myagency.com'] })
  @IsArray()
  @ArrayMaxSize(HELP_SETTINGS_LIMITS.origins, {
    message: `Add at most ${HELP_SETTINGS_LIMITS.origins} CRM domains.`,
  })
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  crmOrigins: string[];

  @ApiProperty({ type: [String], nullable: true, description: 'null: every sub-account' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(HELP_SETTINGS_LIMITS.subAccounts, {
    message: `Choose at most ${HELP_SETTINGS_LIMITS.subAccounts} sub-accounts.`,
  })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  subAccountIds: string[] | null;

  @ApiProperty({ example: 'Help' })
  @IsString()
  @MaxLength(HELP_SETTINGS_LIMITS.label, {
    message: `The button name is at most ${HELP_SETTINGS_LIMITS.label} characters.`,
  })
  label: string;
}
