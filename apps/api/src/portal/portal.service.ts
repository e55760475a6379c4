import {
  BadRequestException,
  ConflictException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { nextUnfinishedModule, hashToken, newToken } from '@retainly/database';
import {
  DEFAULT_PORTAL_COLORS,
  isEmailShaped,
  normalizeEmail,
  portalCategories,
  moduleLengthSeconds,
  moduleStatusOf,
  type ModuleProgress,
  type PortalProgress,
  type PortalResume,
  type PortalSession,
  type PortalLanguage,
  type PortalView,
  type VideoRef,
  validTimeZone,
} from '@retainly/domain';
import { MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { mediaPlayback, playableColumns, type PlayableMedia } from '../media/media-playback';
import { translatedDescription, translatedTitle, translationJoin } from '@retainly/database';
import { clientEvent } from './heartbeats.service';
import { ModuleProgressRepository, type ProgressRow } from './module-progress.repository';
import { MODULE_NOT_FOUND, PortalAccess } from './portal-access';
import type { PortalSignInDto } from './portal.dto';
import { PortalCompletions } from './portal-completions';
import { PortalResumeLinksRepository } from './portal-resume-links.repository';
import { PortalClientsRepository, type SignedInClient } from './portal-clients.repository';

/** Devices a client stays signed in on at once. */
const MAX_DEVICES = 10;

export const RESUME_LINK_GONE = 'This link has expired or was already used. Sign in to continue.';

/**
 * The agency's client portal at {APP_URL}/{id}: public, so it answers only for a live version of
 * a paying agency and exposes nothing beyond that version's own videos and the client's progress.
 */
@Injectable()
export class PortalService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly access: PortalAccess,
    private readonly completions: PortalCompletions,
    private readonly moduleProgress: ModuleProgressRepository,
    private readonly resumeLinks: PortalResumeLinksRepository,
    private readonly clients: PortalClientsRepository,
  ) {}

  /** Whether {APP_URL}/{id} is a live portal: its page answers 200, any other id 404. */
  async isLive(versionId: string): Promise<boolean> {
    return (await this.access.findOwner(versionId)) !== undefined;
  }

  /**
   * The version's videos, with catalogue text in `language` where an approved translation
   * exists (English otherwise); `language` defaults to the version's own.
   */
  async view(versionId: string, language?: PortalLanguage): Promise<PortalView> {
    const owner = await this.access.owner(versionId);
    const rows: ({
      category_id: string;
      module_id: string;
      title: string;
      description: string;
      given_seconds: number | null;
      video_url: string | null;
      poster_url: string | null;
      display_category: string;
    } & PlayableMedia)[] = await this.db.query(
      `SELECT v.category_id, v.module_id, ${translatedTitle} AS title,
              ${translatedDescription} AS description, v.given_seconds, v.video_url,
              v.poster_url, v.display_category, ${playableColumns('m')}
       FROM version_modules v
       LEFT JOIN media_items m ON m.id = v.media_id AND m.status = 'ready'
       ${translationJoin('$2')}
       WHERE v.version_id = $1 AND v.is_visible
       ORDER BY v.position`,
      [versionId, language ?? owner.language],
    );
    const videos = await Promise.all(
      rows.map(async (row) => ({ ...row, media: await mediaPlayback(this.storage, row) })),
    );
    // The agency's own modules mixed in, in its order, under their (or their own) category.
    const grouped = portalCategories(videos, (video) => video.display_category);
    return {
      versionId,
      agencyName: owner.agency_name,
      colors: {
        primary: owner.primary_color ?? DEFAULT_PORTAL_COLORS.primary,
        secondary: owner.secondary_color ?? DEFAULT_PORTAL_COLORS.secondary,
        tertiary: owner.tertiary_color ?? DEFAULT_PORTAL_COLORS.tertiary,
      },
      loginWith: owner.login_with,
      language: owner.language,
      categories: grouped.map((category) => ({
        ...category,
        videos: videos
          .filter((video) => category.videos.includes(video))
          .map((video) => ({
            categoryId: video.category_id,
            moduleId: video.module_id,
            title: video.title,
            description: video.description,
            durationSeconds: moduleLengthSeconds({
              measuredSeconds: video.media?.durationSeconds,
              videoUrl: video.video_url,
              givenSeconds: video.given_seconds,
            }),
            videoUrl: video.video_url,
            posterUrl: video.poster_url,
            media: video.media,
            tracked: video.media !== null,
          })),
      })),
    };
  }

  /**
   * The client gives a name or an e-mail (whichever the agency tracks); the same one again
   * resumes their progress. Each sign-in issues a fresh token and records the login.
   */
  async signIn(versionId: string, input: PortalSignInDto): Promise<PortalSession> {
    const { login_with: loginWith } = await this.access.owner(versionId);
    const name = input.name?.trim() || null;
    const email = input.email ? normalizeEmail(input.email) : null;
    if (loginWith === 'EMAIL' && !(email && isEmailShaped(email))) {
      throw new BadRequestException('Please enter a valid e-mail address');
    }
    if (loginWith === 'NAME' && !name) throw new BadRequestException('Please enter your name');
    const identity = loginWith === 'EMAIL' ? email! : name!.toLowerCase();
    // Kept for reminders by day on the client's clock; an unknown zone is simply not stored.
    const timeZone = validTimeZone(input.timeZone, '') || null;
    const { session, client } = await this.db.transaction(async (manager) => {
      const row = await this.clients.signIn(manager, {
        versionId,
        name,
        email,
        identity,
        timeZone,
        language: input.language ?? null,
      });
      return { session: await this.issueToken(manager, row.id), client: row };
    });
    return this.sessionOf(session, client);
  }

  /**
   * The one-click link of a reminder e-mail: signs the client in exactly as sign-in does, once
   * (the link is used up in the same statement that checks it), ends their stall episode and
   * says which module to open. A used, expired or foreign link answers 410.
   */
  async resume(versionId: string, resumeToken: string): Promise<PortalResume> {
    await this.access.owner(versionId);
    const hash = hashToken(resumeToken);
    const signedIn = await this.db.transaction(async (manager) => {
      const client = await this.resumeLinks.consume(manager, hash, versionId);
      if (!client) return undefined;
      return { client, session: await this.issueToken(manager, client.id) };
    });
    if (!signedIn) throw new GoneException(RESUME_LINK_GONE);
    const next = await nextUnfinishedModule(this.db.manager, signedIn.client.id);
    return {
      ...(await this.sessionOf(signedIn.session, signedIn.client)),
      resumeAt: next && { categoryId: next.categoryId, moduleId: next.moduleId },
    };
  }

  /** A new device token for the client; the oldest beyond a handful are signed out. */
  private async issueToken(manager: EntityManager, clientId: string): Promise<string> {
    const { token, hash } = newToken();
    await manager.query(
      `WITH added AS (INSERT INTO portal_tokens (token_hash, client_id) VALUES ($1, $2))
       DELETE FROM portal_tokens WHERE client_id = $2 AND token_hash IN (
         SELECT token_hash FROM portal_tokens WHERE client_id = $2
         ORDER BY created_at DESC OFFSET $3)`,
      [hash, clientId, MAX_DEVICES - 1],
    );
    return token;
  }

  private async sessionOf(token: string, client: SignedInClient): Promise<PortalSession> {
    const progress = await this.progressOf(client.id);
    return {
      token,
      client: { name: client.name, email: client.email, language: client.language },
      completed: completedRefs(progress),
      progress,
    };
  }

  async progress(versionId: string, token: string | undefined): Promise<PortalProgress> {
    const client = await this.access.client(versionId, token);
    return { modules: await this.progressOf(client.id) };
  }

  /**
   * 'Mark as complete', kept only where watching cannot be measured (no hosted video): recorded
   * as self-reported. A hosted video completes by being watched, so a click is refused (409).
   */
  async complete(versionId: string, token: string | undefined, video: VideoRef) {
    const owner = await this.access.owner(versionId);
    const client = await this.access.client(versionId, token);
    const [module]: { title: string; tracked: boolean }[] = await this.db.query(
      `SELECT m.title, i.id IS NOT NULL AS tracked FROM version_modules m
       LEFT JOIN media_items i ON i.id = m.media_id AND i.status = 'ready'
       WHERE m.version_id = $1 AND m.category_id = $2 AND m.module_id = $3`,
      [versionId, video.categoryId, video.moduleId],
    );
    if (!module) throw new NotFoundException(MODULE_NOT_FOUND);
    if (module.tracked) {
      throw new ConflictException(
        'This video records your progress as you watch it; it completes once you have watched it.',
      );
    }
    const who = clientEvent(versionId, {
      client_id: client.id,
      client_name: client.name,
      client_email: client.email,
      version_tier: owner.tier,
      agency_id: owner.agency_id,
      agency_name: owner.agency_name,
    });
    await this.db.transaction((manager) =>
      this.completions.complete(manager, who, { ...video, title: module.title }, true, new Date()),
    );
    return { completed: completedRefs(await this.progressOf(client.id)) };
  }

  private async progressOf(clientId: string): Promise<ModuleProgress[]> {
    const rows = await this.moduleProgress.ofClient(clientId);
    return rows.map(toModuleProgress);
  }
}

function toModuleProgress(row: ProgressRow): ModuleProgress {
  const watchedSeconds = Number(row.watched_seconds);
  return {
    categoryId: row.category_id,
    moduleId: row.module_id,
    ...moduleStatusOf({
      selfReported: row.self_reported,
      watchedSeconds,
      durationSeconds: Number(row.duration_seconds),
    }),
    watchedSeconds,
    positionSeconds: Number(row.position_seconds),
    lastWatchedAt: row.beat_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

const completedRefs = (progress: ModuleProgress[]): VideoRef[] =>
  progress
    .filter((module) => module.status === 'completed' || module.status === 'self_reported')
    .map(({ categoryId, moduleId }) => ({ categoryId, moduleId }));
