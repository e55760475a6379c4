import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import {
  ACTIVE_SUBACCOUNTS,
  FULL_NAME_MAX_LENGTH,
  HIGHLEVEL_EXPERIENCE,
  MOST_USED_FEATURE,
  type QuestionnaireAnswersRequest,
} from '@retainly/domain';

const choose = 'Please choose one of the options';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class QuestionnaireAnswersDto implements QuestionnaireAnswersRequest {
  @ApiProperty({ enum: HIGHLEVEL_EXPERIENCE })
  @IsIn(HIGHLEVEL_EXPERIENCE, { message: choose })
  highlevelExperience: string;

  @ApiProperty({ enum: ACTIVE_SUBACCOUNTS })
  @IsIn(ACTIVE_SUBACCOUNTS, { message: choose })
  activeSubaccounts: string;

  @ApiProperty({ enum: MOST_USED_FEATURE })
  @IsIn(MOST_USED_FEATURE, { message: choose })
  mostUsedFeature: string;

  @ApiProperty({ maxLength: FULL_NAME_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Please enter your name' })
  @MaxLength(FULL_NAME_MAX_LENGTH)
  fullName: string;
}
