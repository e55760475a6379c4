import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { UserEntity } from '@retainly/database';
import {
  nextOnboardingProgress,
  normalizeHexColor,
  type LoginWith,
  type OnboardingState,
  type VersionTier,
  type VersionVideo,
} from '@retainly/domain';
import type { BrandColorsDto, OnboardingMoveDto } from './onboarding-tool.dto';
import { requireAdvancedPlan } from './plan-rules';

const AGENCY_ID_COLUMN: Record<VersionTier, string> = {
  basic: 'agency_id_basic',
  advanced: 'agency_id_advanced',
  elite: 'agency_id_elite',
};

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const VERSION_ID_LENGTH = 12;

/** A short unguessable portal id: 12 characters from 57, about 70 bits. */
export function newVersionId(): string {
  const bytes = randomBytes(VERSION_ID_LENGTH * 2);
  let id = '';
  for (const byte of bytes) {
    if (byte >= 228) continue; // 228 = 4 * 57: keeps every character equally likely
    id += ID_ALPHABET[byte % ID_ALPHABET.length];
    if (id.length === VERSION_ID_LENGTH) return id;
  }
  return newVersionId();
}

/** The onboarding tool: steps, colours, versions and their video visibility (tenant-scoped). */
@Injectable()
export class OnboardingToolService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(userId: string): Promise<OnboardingState> {
    const user = await this.db.getRepository(UserEntity).findOneByOrFail({ id: userId });
    const versions: { tier: VersionTier; id: string }[] = await this.db.query(
      `SELECT tier, id FROM agency_versions WHERE user_id = $1
       ORDER BY array_position(ARRAY['basic', 'advanced', 'elite'], tier)`,
      [userId],
    );
    return {
      step: user.onboardingStep,
      completed: user.onboardingCompleted,
      colors:
        user.primaryColor && user.secondaryColor && user.tertiaryColor
          ? {
              primary: user.primaryColor,
              secondary: user.secondaryColor,
              tertiary: user.tertiaryColor,
            }
          : null,
      loginWith: user.loginWith as LoginWith,
      plan: user.plan,
      versions: versions.map((v) => ({ ...v, url: new URL(`/${v.id}`, this.config.APP_URL).href })),
    };
  }

  /** Applies one of §4's moves; any other move from the current step is refused (409). */
  async move(user: UserEntity, move: OnboardingMoveDto): Promise<OnboardingState> {
    const fresh = await this.db.getRepository(UserEntity).findOneByOrFail({ id: user.id });
    const next = nextOnboardingProgress(
      { step: fresh.onboardingStep, completed: fresh.onboardingCompleted },
      move.action,
    );
    if (!next) throw new ConflictException('That step is not available from here.');
    const colors = move.action === 'complete' ? this.validColors(move.colors) : null;
    await this.db.query(
      `UPDATE retainly_users SET onboarding_step = $2, onboarding_completed = $3,
         primary_color = coalesce($4, primary_color), secondary_color = coalesce($5, secondary_color),
         tertiary_color = coalesce($6, tertiary_color), updated_at = now()
       WHERE id = $1`,
      [user.id, next.step, next.completed, colors?.primary, colors?.secondary, colors?.tertiary],
    );
    return this.state(user.id);
  }

  private validColors(colors: BrandColorsDto | undefined) {
    const normalized = colors && {
      primary: normalizeHexColor(colors.primary),
      secondary: normalizeHexColor(colors.secondary),
      tertiary: normalizeHexColor(colors.tertiary),
    };
    if (!normalized?.primary || !normalized.secondary || !normalized.tertiary) {
      throw new BadRequestException('Colours must be 3 or 6 digit hex values like #3b82f6.');
    }
    return normalized as { primary: string; secondary: string; tertiary: string };
  }

  /** Creates a version on demand; more than the basic one is an ADVANCED feature. */
  async createVersion(user: UserEntity, tier: VersionTier): Promise<OnboardingState> {
    if (tier !== 'basic') requireAdvancedPlan(user);
    const id = newVersionId();
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO agency_versions (id, user_id, tier) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, tier) DO NOTHING RETURNING id`,
      [id, user.id, tier],
    );
    if (inserted.length === 0) throw new ConflictException(`The ${tier} version already exists.`);
    // The spec's agency id fields on the user record mirror the versions.
    await this.db.query(
      `UPDATE retainly_users SET ${AGENCY_ID_COLUMN[tier]} = $2, agency_id = coalesce(agency_id, $2)
       WHERE id = $1`,
      [user.id, id],
    );
    return this.state(user.id);
  }

  async videos(userId: string, versionId: string): Promise<VersionVideo[]> {
    await this.ownVersion(userId, versionId);
    const rows: (Omit<VersionVideo, 'hasVideo' | 'isVisible'> & {
      has_video: boolean;
      is_visible: boolean;
    })[] = await this.db.query(
      `SELECT c.category_id AS "categoryId", c.module_id AS "moduleId", c.title, c.description,
         c.minutes, c.video_url IS NOT NULL AS has_video, coalesce(s.is_visible, true) AS is_visible
       FROM video_catalogue c
       LEFT JOIN agency_video_settings s ON s.version_id = $1
         AND s.category_id = c.category_id AND s.module_id = c.module_id
       ORDER BY c.position`,
      [versionId],
    );
    return rows.map(({ has_video, is_visible, ...video }) => ({
      ...video,
      hasVideo: has_video,
      isVisible: is_visible,
    }));
  }

  async setVisibility(
    user: UserEntity,
    versionId: string,
    video: { categoryId: string; moduleId: string },
    visible: boolean,
  ): Promise<void> {
    requireAdvancedPlan(user);
    await this.ownVersion(user.id, versionId);
    const saved: unknown[] = await this.db.query(
      `INSERT INTO agency_video_settings (version_id, category_id, module_id, is_visible)
       SELECT $1, category_id, module_id, $4 FROM video_catalogue
       WHERE category_id = $2 AND module_id = $3
       ON CONFLICT (version_id, category_id, module_id)
       DO UPDATE SET is_visible = excluded.is_visible, updated_at = now()
       RETURNING version_id`,
      [versionId, video.categoryId, video.moduleId, visible],
    );
    if (saved.length === 0) throw new NotFoundException('That video is not in the catalogue.');
  }

  async setLoginWith(user: UserEntity, loginWith: LoginWith): Promise<OnboardingState> {
    requireAdvancedPlan(user);
    await this.db.query(`UPDATE retainly_users SET login_with = $2 WHERE id = $1`, [
      user.id,
      loginWith,
    ]);
    return this.state(user.id);
  }

  /** Another agency's version answers exactly like a missing one: 404. */
  private async ownVersion(userId: string, versionId: string): Promise<void> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM agency_versions WHERE id = $1 AND user_id = $2`,
      [versionId, userId],
    );
    if (rows.length === 0) throw new NotFoundException('That version was not found.');
  }
}
