import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { AI_OFFER_MESSAGES, OFFER_INPUT_MAX_CHARS, type OfferInputs } from '@retainly/domain';

const fillAll = { message: AI_OFFER_MESSAGES.fillAllFields };

/** The three inputs; blank and over-long text are refused by offerInputsProblem (trimmed). */
export class OfferRequestDto implements OfferInputs {
  @ApiProperty({ example: 'Dentists in Austin', maxLength: OFFER_INPUT_MAX_CHARS })
  @IsString(fillAll)
  targeting: string;

  @ApiProperty({
    example: 'They miss calls while with patients and those callers book elsewhere',
    maxLength: OFFER_INPUT_MAX_CHARS,
  })
  @IsString(fillAll)
  situation: string;

  @ApiProperty({
    example: 'A text-back system that answers every missed call within a minute',
    maxLength: OFFER_INPUT_MAX_CHARS,
  })
  @IsString(fillAll)
  solution: string;
}
