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
import type { UserEntity } from '@retainly/database';
import {
  nextOnboardingProgress,
  normalizeHexColor,
  type IdentityMode,
  type LoginWith,
  type OnboardingVersion,
  type OnboardingState,
  type PortalLanguage,
  type VersionTier,
} from '@retainly/domain';
import { UsersRepository } from '../users/users.repository';
import type { BrandColorsDto, OnboardingMoveDto } from './onboarding-tool.dto';
import { requireAdvancedPlan } from './plan-rules';
import { newVersionId } from './version-id';

type OnboardingVersionRow = Omit<OnboardingVersion, 'url'>;

/** The onboarding tool: steps, colours, versions and their video visibility (tenant-scoped). */
@Injectable()
export class OnboardingToolService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {}

  async state(userId: string): Promise<OnboardingState> {
    const user = await this.users.get(userId);
    const versions: OnboardingVersionRow[] = await this.db.query(
      `SELECT tier, id, language, identity_mode AS "identityMode" FROM agency_versions
       WHERE user_id = $1
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

  /**
   * Applies one of §4's moves; any other move from the current step is refused (409), and so is
   * a move made from a page that no longer shows the saved step (`from`): 'next' is relative,
   * so a second tab's click would otherwise skip a step.
   */
  async move(user: UserEntity, move: OnboardingMoveDto): Promise<OnboardingState> {
    const fresh = await this.users.get(user.id);
    const current = { step: fresh.onboardingStep, completed: fresh.onboardingCompleted };
    const next = nextOnboardingProgress(current, move.action);
    if (!next) throw new ConflictException('That step is not available from here.');
    const expected = move.from ?? current;
    const colors = move.action === 'complete' ? this.validColors(move.colors) : null;
    const moved = await this.users.moveOnboarding(user.id, next, expected, colors);
    if (!moved) throw new ConflictException('Your progress has moved on in another tab.');
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

  /**
   * Creates a version on demand; more than the basic one is an ADVANCED feature. The version and
   * the user's agency id that mirrors it are written in one transaction, so neither exists alone.
   */
  async createVersion(user: UserEntity, tier: VersionTier): Promise<OnboardingState> {
    if (tier !== 'basic') requireAdvancedPlan(user);
    const id = newVersionId();
    await this.db.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO agency_versions (id, user_id, tier) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, tier) DO NOTHING RETURNING id`,
        [id, user.id, tier],
      );
      if (inserted.length === 0) {
        throw new ConflictException(`The ${tier} version already exists.`);
      }
      await this.users.mirrorVersion(manager, user.id, tier, id);
    });
    return this.state(user.id);
  }

  /**
   * The version's default portal language (issue #19): what its clients see until they choose
   * their own. Any plan with the tool may set it; another agency's version is a 404.
   */
  async setVersionLanguage(
    user: UserEntity,
    versionId: string,
    language: PortalLanguage,
  ): Promise<OnboardingState> {
    const updated: unknown[] = await this.db.query(
      `WITH updated AS (
         UPDATE agency_versions SET language = $3 WHERE id = $1 AND user_id = $2 RETURNING id)
       SELECT id FROM updated`,
      [versionId, user.id, language],
    );
    if (updated.length === 0) throw new NotFoundException('That version does not exist.');
    return this.state(user.id);
  }

  /**
   * How the version's clients prove who they are (issue #32); another agency's version is a
   * 404. Turning verification on signs out the clients who never proved their address, so an
   * identity taken before no longer holds a session.
   */
  async setVersionIdentity(
    user: UserEntity,
    versionId: string,
    identityMode: IdentityMode,
  ): Promise<OnboardingState> {
    await this.db.transaction(async (manager) => {
      const updated: unknown[] = await manager.query(
        `WITH updated AS (
           UPDATE agency_versions SET identity_mode = $3 WHERE id = $1 AND user_id = $2
           RETURNING id)
         SELECT id FROM updated`,
        [versionId, user.id, identityMode],
      );
      if (updated.length === 0) throw new NotFoundException('That version does not exist.');
      if (identityMode !== 'verified') return;
      await manager.query(
        `DELETE FROM portal_tokens t USING portal_clients p
         WHERE p.id = t.client_id AND p.version_id = $1 AND p.identity_verified_at IS NULL`,
        [versionId],
      );
    });
    return this.state(user.id);
  }

  async setLoginWith(user: UserEntity, loginWith: LoginWith): Promise<OnboardingState> {
    requireAdvancedPlan(user);
    await this.users.setLoginWith(user.id, loginWith);
    return this.state(user.id);
  }
}
