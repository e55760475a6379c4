import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import {
  TRANSLATED_LANGUAGES,
  TRANSLATION_LIMITS,
  type TranslatedLanguage,
  type TranslationDraftRequest,
  type TranslationInput,
} from '@retainly/domain';

/** A module's text in one language: the catalogue's own limits. */
export class TranslationDto implements TranslationInput {
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(TRANSLATION_LIMITS.titleMax)
  title: string;

  @ApiProperty()
  @IsString()
  @MaxLength(TRANSLATION_LIMITS.descriptionMax)
  description: string;
}

export class TranslationDraftRequestDto implements TranslationDraftRequest {
  @ApiProperty({ enum: TRANSLATED_LANGUAGES })
  @IsIn(TRANSLATED_LANGUAGES)
  language: TranslatedLanguage;
}
