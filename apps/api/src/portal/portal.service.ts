import {
  BadRequestException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DEFAULT_PORTAL_COLORS,
  isEmailShaped,
  normalizeEmail,
  portalCategories,
  type LoginWith,
  type PortalSession,
  type PortalView,
} from '@retainly/domain';
import { MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { hashToken, newToken } from '../auth/tokens';
import { mediaPlayback, playableColumns, type PlayableMedia } from '../media/media-playback';
import type { PortalSignInDto } from './portal.dto';

export const PORTAL_NOT_FOUND = 'This onboarding link is not available.';

interface VersionOwner {
  agency_name: string | null;
  login_with: LoginWith;
  primary_color: string | null;
  secondary_color: string | null;
  tertiary_color: string | null;
}

/**
 * The agency's client portal at {APP_URL}/{id}: public, so it answers only for a live version of
 * a paying agency and exposes nothing beyond that version's own videos and the client's progress.
 */
@Injectable()
export class PortalService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  private async findOwner(versionId: string): Promise<VersionOwner | undefined> {
    const [owner]: VersionOwner[] = await this.db.query(
      `SELECT u.agency_name, u.login_with, u.primary_color, u.secondary_color, u.tertiary_color
       FROM agency_versions v JOIN retainly_users u ON u.id = v.user_id
       WHERE v.id = $1 AND u.approval = 'YES'`,
      [versionId],
    );
    return owner;
  }

  private async owner(versionId: string): Promise<VersionOwner> {
    const owner = await this.findOwner(versionId);
    if (!owner) throw new NotFoundException(PORTAL_NOT_FOUND);
    return owner;
  }

  /** Whether {APP_URL}/{id} is a live portal: its page answers 200, any other id 404. */
  async isLive(versionId: string): Promise<boolean> {
    return (await this.findOwner(versionId)) !== undefined;
  }

  async view(versionId: string): Promise<PortalView> {
    const owner = await this.owner(versionId);
    const rows: ({
      category_id: string;
      module_id: string;
      title: string;
      description: string;
      minutes: number;
      video_url: string | null;
      poster_url: string | null;
      display_category: string;
    } & PlayableMedia)[] = await this.db.query(
      `SELECT v.category_id, v.module_id, v.title, v.description, v.minutes, v.video_url,
              v.poster_url, v.display_category, ${playableColumns('m')}
       FROM version_modules v
       LEFT JOIN media_items m ON m.id = v.media_id AND m.status = 'ready'
       WHERE v.version_id = $1 AND v.is_visible
       ORDER BY v.position`,
      [versionId],
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
      categories: grouped.map((category) => ({
        ...category,
        videos: videos
          .filter((video) => category.videos.includes(video))
          .map((video) => ({
            categoryId: video.category_id,
            moduleId: video.module_id,
            title: video.title,
            description: video.description,
            minutes: video.minutes,
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
    const { login_with: loginWith } = await this.owner(versionId);
    const name = input.name?.trim() || null;
    const email = input.email ? normalizeEmail(input.email) : null;
    if (loginWith === 'EMAIL' && !(email && isEmailShaped(email))) {
      throw new BadRequestException('Please enter a valid e-mail address');
    }
    if (loginWith === 'NAME' && !name) throw new BadRequestException('Please enter your name');
    const identity = loginWith === 'EMAIL' ? email! : name!.toLowerCase();
    const { token, hash } = newToken();
    const [client]: { id: string; name: string | null; email: string | null }[] =
      await this.db.query(
        `INSERT INTO portal_clients (version_id, name, email, identity, token_hash)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (version_id, identity) DO UPDATE SET token_hash = excluded.token_hash,
           last_login_at = now(), name = coalesce(excluded.name, portal_clients.name),
           email = coalesce(excluded.email, portal_clients.email)
         RETURNING id, name, email`,
        [versionId, name, email, identity, hash],
      );
    return {
      token,
      client: { name: client.name, email: client.email },
      completed: await this.completed(client.id),
      progress: [],
    };
  }

  async complete(
    versionId: string,
    token: string | undefined,
    video: { categoryId: string; moduleId: string },
  ) {
    const clientId = await this.clientFor(versionId, token);
    const saved: unknown[] = await this.db.query(
      `INSERT INTO module_completions (client_id, category_id, module_id)
       SELECT $1, category_id, module_id FROM version_modules
       WHERE version_id = $4 AND category_id = $2 AND module_id = $3
       ON CONFLICT DO NOTHING RETURNING module_id`,
      [clientId, video.categoryId, video.moduleId, versionId],
    );
    const known =
      saved.length > 0 ||
      (await this.completed(clientId)).some(
        (c) => c.categoryId === video.categoryId && c.moduleId === video.moduleId,
      );
    if (!known) throw new NotFoundException('That video is not in the catalogue.');
    return { completed: await this.completed(clientId) };
  }

  private async clientFor(versionId: string, token: string | undefined): Promise<string> {
    await this.owner(versionId);
    if (!token || token.length > 100) throw new UnauthorizedException('Please sign in again.');
    const [client]: { id: string }[] = await this.db.query(
      `SELECT id FROM portal_clients WHERE token_hash = $1 AND version_id = $2`,
      [hashToken(token), versionId],
    );
    if (!client) throw new UnauthorizedException('Please sign in again.');
    return client.id;
  }

  private async completed(clientId: string) {
    const rows: { categoryId: string; moduleId: string }[] = await this.db.query(
      `SELECT category_id AS "categoryId", module_id AS "moduleId" FROM module_completions
       WHERE client_id = $1 ORDER BY completed_at`,
      [clientId],
    );
    return rows;
  }
}
