import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class PortalSignInDto {
  @ApiPropertyOptional({ description: 'When the agency tracks clients by name' })
  @IsOptional()
  @MaxLength(120)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'When the agency tracks clients by e-mail' })
  @IsOptional()
  @MaxLength(254)
  @IsString()
  email?: string;
}

export class CompletionDto {
  @ApiProperty()
  @MaxLength(60)
  @IsString()
  categoryId: string;

  @ApiProperty()
  @MaxLength(60)
  @IsString()
  moduleId: string;
}
