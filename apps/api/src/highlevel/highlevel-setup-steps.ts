import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import type { DataSource } from 'typeorm';
import { completeClientsWaitingOnSteps } from '@retainly/database';
import {
  CONTACTS_THRESHOLD_MAX,
  SETUP_STEPS,
  SETUP_STEPS_NEED_CONNECTION,
  SETUP_STEP_TITLES,
  SETUP_STEP_WEBHOOKS,
  UNKNOWN_VERSION_MODULE,
  isSetupStepKey,
  type ModuleStepChange,
  type SetupStepKey,
  type SetupStepSettings,
  type SetupStepsView,
  type VersionModuleStep,
} from '@retainly/domain';

export class SetupStepSettingsDto implements Partial<SetupStepSettings> {
  @ApiPropertyOptional({ description: 'Completion needs the steps of the client’s modules' })
  @IsOptional()
  @IsBoolean()
  completionNeedsSteps?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: CONTACTS_THRESHOLD_MAX })
  @IsOptional()
  @IsInt({ message: 'The number of contacts must be a whole number.' })
  @Min(1, { message: 'The number of contacts must be at least 1.' })
  @Max(CONTACTS_THRESHOLD_MAX, {
    message: `The number of contacts must be at most ${CONTACTS_THRESHOLD_MAX.toLocaleString('en')}.`,
  })
  contactsThreshold?: number;
}

export class ModuleStepChangeDto implements ModuleStepChange {
  @ApiProperty()
  @IsString()
  @Length(1, 64)
  versionId!: string;

  @ApiProperty()
  @IsString()
  @Length(1, 80)
  categoryId!: string;

  @ApiProperty()
  @IsString()
  @Length(1, 80)
  moduleId!: string;

  @ApiProperty({ enum: SETUP_STEPS, nullable: true })
  @ValidateIf((change: ModuleStepChangeDto) => change.step !== null)
  @IsIn(SETUP_STEPS, { message: 'Choose one of the setup steps, or none.' })
  step!: SetupStepKey | null;
}

interface ModuleRow {
  version_id: string;
  tier: string;
  category_id: string;
  module_id: string;
  title: string;
  step: string | null;
  default_step: string | null;
  overridden: boolean;
}

/**
 * The agency's setup-step choices: whether completion needs the steps, the contacts bar, and
 * which step each module of each version carries. Relaxing a rule completes at once the
 * clients who were waiting only on it.
 */
@Injectable()
export class HighLevelSetupSteps {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async view(userId: string): Promise<SetupStepsView> {
    const [settings] = (await this.db.query(
      `SELECT completion_needs_steps, contacts_threshold FROM highlevel_connections
        WHERE user_id = $1`,
      [userId],
    )) as { completion_needs_steps: boolean; contacts_threshold: number }[];
    const rows = (await this.db.query(
      `SELECT m.version_id, v.tier, m.category_id, m.module_id, m.title,
              CASE WHEN o.version_id IS NOT NULL THEN o.step ELSE c.step END AS step,
              c.step AS default_step, o.version_id IS NOT NULL AS overridden
         FROM version_modules m
         JOIN agency_versions v ON v.id = m.version_id
         LEFT JOIN version_setup_steps o
           ON (o.version_id, o.category_id, o.module_id) = (m.version_id, m.category_id, m.module_id)
         LEFT JOIN catalogue_setup_steps c
           ON (c.category_id, c.module_id) = (m.category_id, m.module_id)
        WHERE v.user_id = $1 AND m.is_visible
        ORDER BY v.created_at, m.position`,
      [userId],
    )) as ModuleRow[];
    return {
      settings: settings
        ? {
            completionNeedsSteps: settings.completion_needs_steps,
            contactsThreshold: settings.contacts_threshold,
          }
        : null,
      steps: SETUP_STEPS.map((key) => ({
        key,
        title: SETUP_STEP_TITLES[key],
        webhook: SETUP_STEP_WEBHOOKS[key],
      })),
      modules: rows.map(toModuleStep),
    };
  }

  async changeSettings(userId: string, change: SetupStepSettingsDto): Promise<SetupStepsView> {
    await this.db.transaction(async (manager) => {
      const changed: unknown[] = await manager.query(
        `WITH changed AS (
           UPDATE highlevel_connections
              SET completion_needs_steps = coalesce($2, completion_needs_steps),
                  contacts_threshold = coalesce($3, contacts_threshold), updated_at = now()
            WHERE user_id = $1 RETURNING 1)
         SELECT * FROM changed`,
        [userId, change.completionNeedsSteps ?? null, change.contactsThreshold ?? null],
      );
      if (changed.length === 0) throw new ConflictException(SETUP_STEPS_NEED_CONNECTION);
      if (change.completionNeedsSteps === false) {
        await completeClientsWaitingOnSteps(manager, userId, new Date());
      }
    });
    return this.view(userId);
  }

  async changeModule(userId: string, change: ModuleStepChangeDto): Promise<SetupStepsView> {
    await this.db.transaction(async (manager) => {
      const [module] = (await manager.query(
        `SELECT c.step AS default_step FROM version_modules m
           JOIN agency_versions v ON v.id = m.version_id
           LEFT JOIN catalogue_setup_steps c
             ON (c.category_id, c.module_id) = (m.category_id, m.module_id)
          WHERE v.user_id = $1 AND m.version_id = $2 AND m.category_id = $3 AND m.module_id = $4`,
        [userId, change.versionId, change.categoryId, change.moduleId],
      )) as { default_step: string | null }[];
      if (!module) throw new NotFoundException(UNKNOWN_VERSION_MODULE);
      const key = [change.versionId, change.categoryId, change.moduleId];
      if (change.step === module.default_step) {
        // Back to the catalogue's choice: no override to keep.
        await manager.query(
          `DELETE FROM version_setup_steps
            WHERE version_id = $1 AND category_id = $2 AND module_id = $3`,
          key,
        );
      } else {
        await manager.query(
          `INSERT INTO version_setup_steps (version_id, category_id, module_id, step)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (version_id, category_id, module_id)
           DO UPDATE SET step = excluded.step, updated_at = now()`,
          [...key, change.step],
        );
      }
      await completeClientsWaitingOnSteps(manager, userId, new Date());
    });
    return this.view(userId);
  }
}

function toModuleStep(row: ModuleRow): VersionModuleStep {
  return {
    versionId: row.version_id,
    tier: row.tier,
    categoryId: row.category_id,
    moduleId: row.module_id,
    title: row.title,
    step: row.step && isSetupStepKey(row.step) ? row.step : null,
    isDefault: !row.overridden,
  };
}
