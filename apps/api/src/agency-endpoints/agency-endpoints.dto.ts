import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  ENDPOINT_EVENT_TYPES,
  ENDPOINT_URL_MESSAGES,
  type CreateEndpointRequest,
  type EndpointMessagesQuery,
  type UpdateEndpointRequest,
} from '@retainly/domain';

const CHOOSE_EVENTS = 'Choose at least one event to send.';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A blank description means none. */
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

const url = (target: object, key: string | symbol) => {
  Transform(trim)(target, key);
  // Its length and form are the domain's rules (parseEndpointUrl), checked by the service.
  IsString({ message: ENDPOINT_URL_MESSAGES.invalid })(target, key);
};
const description = (target: object, key: string | symbol) => {
  IsOptional()(target, key);
  Transform(blankToNull)(target, key);
  IsString()(target, key);
  MaxLength(120, { message: 'The description can be at most 120 characters.' })(target, key);
};
const eventTypes = (target: object, key: string | symbol) => {
  IsArray({ message: CHOOSE_EVENTS })(target, key);
  ArrayMinSize(1, { message: CHOOSE_EVENTS })(target, key);
  ArrayMaxSize(ENDPOINT_EVENT_TYPES.length)(target, key);
  IsIn(ENDPOINT_EVENT_TYPES, { each: true, message: 'Choose events from the list.' })(target, key);
};

/** POST /api/outcomes/endpoints. */
export class CreateEndpointDto implements CreateEndpointRequest {
  @ApiProperty({ example: 'https://services.leadconnectorhq.com/hooks/...' })
  @url
  url: string;

  @ApiPropertyOptional({ nullable: true, maxLength: 120 })
  @description
  description?: string | null;

  @ApiProperty({ enum: ENDPOINT_EVENT_TYPES, isArray: true })
  @eventTypes
  eventTypes: string[];
}

/** PATCH /api/outcomes/endpoints/:id: a field left out stays as it is. */
export class UpdateEndpointDto implements UpdateEndpointRequest {
  @ApiPropertyOptional()
  @ValidateIf((dto: UpdateEndpointDto) => dto.url !== undefined)
  @url
  url?: string;

  @ApiPropertyOptional({ nullable: true, maxLength: 120 })
  @description
  description?: string | null;

  @ApiPropertyOptional({ enum: ENDPOINT_EVENT_TYPES, isArray: true })
  @ValidateIf((dto: UpdateEndpointDto) => dto.eventTypes !== undefined)
  @eventTypes
  eventTypes?: string[];

  @ApiPropertyOptional({ description: 'false turns deliveries off; true turns them back on' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

export class MessagesQueryDto implements EndpointMessagesQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;
}
