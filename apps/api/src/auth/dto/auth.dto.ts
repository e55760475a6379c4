import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import type {
  CompleteResetRequest,
  CredentialsRequest,
  EmailRequest,
  SignOutQuery,
  SignUpRequest,
  TokenRequest,
} from '@retainly/domain';

export class EmailDto implements EmailRequest {
  @ApiProperty({ example: 'owner@agency.com' })
  @IsString()
  @MaxLength(254)
  email: string;
}

export class CredentialsDto extends EmailDto implements CredentialsRequest {
  @ApiProperty({ minLength: 6 })
  @IsString()
  @MaxLength(200)
  password: string;
}

export class SignUpDto extends CredentialsDto implements SignUpRequest {
  @ApiPropertyOptional({ description: 'The am_id the visitor arrived with' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Matches(/^[\w.-]+$/, { message: 'affiliateId has unexpected characters' })
  affiliateId?: string;

  @ApiPropertyOptional({ example: 'America/Chicago', description: "The browser's IANA time zone" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;
}

export class TokenDto implements TokenRequest {
  @ApiProperty({ description: 'The token from an e-mailed link' })
  @IsString()
  @MaxLength(100)
  token: string;
}

export class CompleteResetDto extends TokenDto implements CompleteResetRequest {
  @ApiProperty({ minLength: 6 })
  @IsString()
  @MaxLength(200)
  password: string;

  @ApiProperty({ minLength: 6 })
  @IsString()
  @MaxLength(200)
  confirmPassword: string;
}

/** The landing page's Welcome Back form: e-mail may be blank, which gets the spec's message. */
export class EmailLinkDto implements EmailRequest {
  @ApiProperty({ example: 'owner@agency.com' })
  @IsString()
  @MaxLength(254)
  email: string;
}

/**
 * Sign-out's optional guard: the user the sign-out was meant for. A sign-out the web app
 * finishes later (it failed at the time) sends it, so it never ends a session someone else has
 * signed in with since.
 */
export class SignOutQueryDto implements SignOutQuery {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  expectedUserId?: string;
}
