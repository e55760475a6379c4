import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class EmailDto {
  @ApiProperty({ example: 'owner@agency.com' })
  @IsString()
  @MaxLength(254)
  email: string;
}

export class CredentialsDto extends EmailDto {
  @ApiProperty({ minLength: 6 })
  @IsString()
  @MaxLength(200)
  password: string;
}

export class SignUpDto extends CredentialsDto {
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

export class TokenDto {
  @ApiProperty({ description: 'The token from an e-mailed link' })
  @IsString()
  @MaxLength(100)
  token: string;
}

export class CompleteResetDto extends TokenDto {
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
export class EmailLinkDto {
  @ApiProperty({ example: 'owner@agency.com' })
  @IsString()
  @MaxLength(254)
  email: string;
}
