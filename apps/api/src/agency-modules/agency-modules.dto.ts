import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  Validate,
  ValidateIf,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  AGENCY_MODULE_DESCRIPTION_MAX,
  AGENCY_MODULE_TITLE_MAX,
  AGENCY_VIDEO_LINK_MAX,
  AGENCY_VIDEO_LINK_MESSAGE,
  CRM_ROUTES,
  type CreateAgencyModuleRequest,
  type CrmRoute,
  isAgencyVideoLink,
  MODULE_LENGTH_MAX_SECONDS,
  OWN_CATEGORY_MAX,
  type UpdateAgencyModuleRequest,
  VIDEO_CATEGORIES,
  type VersionModulePlacement,
} from '@retainly/domain';

const CATEGORY_IDS = VIDEO_CATEGORIES.map((category) => category.id);
const CHOOSE_CATEGORY = 'Choose a catalogue category or name one of your own.';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A blank link field means no link. */
const link = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

@ValidatorConstraint({ name: 'oneCategory' })
class NotBothCategories implements ValidatorConstraintInterface {
  validate(_value: unknown, { object }: ValidationArguments): boolean {
    return (object as { categoryId?: unknown }).categoryId == null;
  }

  defaultMessage(): string {
    return 'Choose a catalogue category or one of your own, not both.';
  }
}

@ValidatorConstraint({ name: 'agencyVideoLink' })
class AgencyVideoLink implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isAgencyVideoLink(value);
  }

  defaultMessage(): string {
    return AGENCY_VIDEO_LINK_MESSAGE;
  }
}

@ValidatorConstraint({ name: 'videoLengthSeconds' })
class VideoLengthSeconds implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return (
      Number.isInteger(value) &&
      (value as number) >= 1 &&
      (value as number) <= MODULE_LENGTH_MAX_SECONDS
    );
  }

  defaultMessage(): string {
    return `lengthSeconds must be a whole number of seconds from 1 to ${MODULE_LENGTH_MAX_SECONDS}.`;
  }
}

const categoryMessage = ({ value }: ValidationArguments) =>
  value == null ? CHOOSE_CATEGORY : 'categoryId must be one of the catalogue categories.';

const TITLE_MESSAGE = 'Give the module a title (at most 120 characters).';

/** Several property decorators as one (the two bodies below share most fields' rules). */
const all =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

const title = all(
  Transform(trim),
  IsString({ message: TITLE_MESSAGE }),
  Length(1, AGENCY_MODULE_TITLE_MAX, { message: TITLE_MESSAGE }),
);
const description = all(
  ApiPropertyOptional({ maxLength: AGENCY_MODULE_DESCRIPTION_MAX }),
  IsOptional(),
  Transform(trim),
  IsString(),
  MaxLength(AGENCY_MODULE_DESCRIPTION_MAX, {
    message: 'The description can be at most 1000 characters.',
  }),
);
const ownCategory = all(
  ApiPropertyOptional({ nullable: true, minLength: 1, maxLength: OWN_CATEGORY_MAX }),
  Transform(trim),
  IsString({ message: CHOOSE_CATEGORY }),
  Length(1, OWN_CATEGORY_MAX, { message: 'Name your category in 1 to 60 characters.' }),
  Validate(NotBothCategories),
);
const HELP_ROUTES_MESSAGE = 'Choose CRM pages from the list.';
const helpRoutes = all(
  ApiPropertyOptional({
    enum: CRM_ROUTES,
    isArray: true,
    description: 'The CRM pages whose help panel shows it first',
  }),
  IsOptional(),
  IsArray({ message: HELP_ROUTES_MESSAGE }),
  ArrayMaxSize(CRM_ROUTES.length, { message: HELP_ROUTES_MESSAGE }),
  IsIn(CRM_ROUTES, { each: true, message: HELP_ROUTES_MESSAGE }),
);
const videoUrl = all(
  ApiPropertyOptional({ nullable: true, description: 'A YouTube, Vimeo or Loom link' }),
  IsOptional(),
  Transform(link),
  IsString(),
  MaxLength(AGENCY_VIDEO_LINK_MAX, { message: AGENCY_VIDEO_LINK_MESSAGE }),
  Validate(AgencyVideoLink),
);

const lengthSeconds = all(
  ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: MODULE_LENGTH_MAX_SECONDS,
    description: "A linked video's length, shown to clients; null: unknown (none shown)",
  }),
  ValidateIf((_dto: object, value: unknown) => value !== null && value !== undefined),
  Validate(VideoLengthSeconds),
);

/** What a module's create and update take alike: each field optional, validated the same way. */
class AgencyModuleDetailsDto {
  @description
  description?: string;

  @videoUrl
  videoUrl?: string | null;

  @lengthSeconds
  lengthSeconds?: number | null;

  @helpRoutes
  helpRoutes?: CrmRoute[];
}

/** POST /api/onboarding/modules: a title and exactly one category. */
export class CreateAgencyModuleDto
  extends AgencyModuleDetailsDto
  implements CreateAgencyModuleRequest
{
  @ApiProperty({ minLength: 1, maxLength: AGENCY_MODULE_TITLE_MAX })
  @title
  title: string;

  @ApiPropertyOptional({ enum: CATEGORY_IDS, nullable: true })
  @ValidateIf((dto: CreateAgencyModuleDto) => dto.categoryId != null || dto.ownCategory == null)
  @IsIn(CATEGORY_IDS, { message: categoryMessage })
  categoryId?: string | null;

  @ValidateIf((dto: CreateAgencyModuleDto) => dto.ownCategory != null)
  @ownCategory
  ownCategory?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Versions to add it to, at their end' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  versionIds?: string[];
}

/**
 * PATCH /api/onboarding/modules/:id: each field left out stays as it is; giving one of
 * categoryId and ownCategory replaces the category (the other becomes null).
 */
export class UpdateAgencyModuleDto
  extends AgencyModuleDetailsDto
  implements UpdateAgencyModuleRequest
{
  @ApiPropertyOptional({ minLength: 1, maxLength: AGENCY_MODULE_TITLE_MAX })
  @IsOptional()
  @title
  title?: string;

  @ApiPropertyOptional({ enum: CATEGORY_IDS, nullable: true })
  @ValidateIf((dto: UpdateAgencyModuleDto) => dto.categoryId != null || dto.ownCategory === null)
  @IsIn(CATEGORY_IDS, { message: categoryMessage })
  categoryId?: string | null;

  @ValidateIf((dto: UpdateAgencyModuleDto) => dto.ownCategory != null || dto.categoryId === null)
  @ownCategory
  ownCategory?: string | null;
}

/** PUT /api/onboarding/versions/:versionId/modules/:moduleId. */
export class VersionModulePlacementDto implements VersionModulePlacement {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The module it follows: '<categoryId>/<moduleId>' or 'custom/<id>'; null: the top",
  })
  @ValidateIf((dto: VersionModulePlacementDto) => dto.after !== null)
  @IsString()
  @MaxLength(250)
  after: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isVisible?: boolean;
}
