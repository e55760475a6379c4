import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASONS,
  PROFILE_LIMITS,
  type CancellationReason,
  type CancellationRequest,
  type ProfileRequest,
} from '@retainly/domain';

export class ProfileDto implements ProfileRequest {
  @ApiProperty({ maxLength: PROFILE_LIMITS.fullName })
  @MaxLength(PROFILE_LIMITS.fullName)
  @IsString()
  fullName: string;

  @ApiProperty({ maxLength: PROFILE_LIMITS.agencyName })
  @MaxLength(PROFILE_LIMITS.agencyName)
  @IsString()
  agencyName: string;
}

/** The three wizard steps' answers; each refusal carries the step's own message. */
export class CancellationDto implements CancellationRequest {
  @ApiProperty({ enum: CANCELLATION_REASONS })
  @IsIn(CANCELLATION_REASONS, { message: CANCELLATION_MESSAGES.reason.description })
  reason: CancellationReason;

  @ApiProperty()
  @IsBoolean({ message: CANCELLATION_MESSAGES.onboardingCall.description })
  hadOnboardingCall: boolean;

  @ApiProperty({ description: 'The confirmation box, ticked' })
  @Equals(true, { message: CANCELLATION_MESSAGES.confirm.description })
  confirmed: true;
}
