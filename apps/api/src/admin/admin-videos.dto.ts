import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  VIDEO_CATEGORIES,
  type NewVideoRequest,
  type VideoChangesRequest,
  type VideoMoveRequest,
} from '@retainly/domain';

const httpUrl = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** The editable fields of a module; `null` clears a URL. */
export class VideoChangesDto implements VideoChangesRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(600)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(240)
  minutes?: number;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUrl(httpUrl, { message: 'videoUrl must be an http(s) URL' })
  videoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUrl(httpUrl, { message: 'posterUrl must be an http(s) URL' })
  posterUrl?: string | null;

  @ApiPropertyOptional({ description: 'true hides the module from versions created from now on' })
  @IsOptional()
  @IsBoolean()
  retired?: boolean;
}

/** A new module: where, what, and optionally its video and poster already. */
export class NewVideoDto implements NewVideoRequest {
  @IsIn(VIDEO_CATEGORIES.map((category) => category.id))
  categoryId: string;

  @IsString()
  @MinLength(1)
  @MaxLength(120)
  title: string;

  @IsString()
  @MaxLength(600)
  description: string;

  @IsInt()
  @Min(1)
  @Max(240)
  minutes: number;

  @IsOptional()
  @IsUrl(httpUrl, { message: 'videoUrl must be an http(s) URL' })
  videoUrl?: string;

  @IsOptional()
  @IsUrl(httpUrl, { message: 'posterUrl must be an http(s) URL' })
  posterUrl?: string;
}

export class VideoMoveDto implements VideoMoveRequest {
  @IsIn(['up', 'down'])
  direction: 'up' | 'down';
}
