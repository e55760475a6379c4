import {
  BadRequestException,
  ConflictException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { nextUnfinishedModule, hashToken } from '@retainly/database';
import {
  DEFAULT_PORTAL_COLORS,
  isEmailShaped,
  normalizeEmail,
  portalCategories,
  moduleLengthSeconds,
  type PortalProgress,
  type PortalResume,
  type PortalSignInAnswer,
  type PortalLanguage,
  type PortalView,
  type VideoRef,
  validTimeZone,
} from '@retainly/domain';
import { MEDIA_STORAGE, type MediaStorage } from '@retainly/media';
import { mediaPlayback, playableColumns, type PlayableMedia } from '../media/media-playback';
import { translatedDescription, translatedTitle, translationJoin } from '@retainly/database';
import { ExternalPlayers } from './external-players';
import { clientEvent } from './heartbeats.service';
import { completedRefs, PortalSessionIssuer } from './portal-session-issuer';
import { MODULE_NOT_FOUND, PortalAccess } from './portal-access';
import type { PortalSignInDto } from './portal.dto';
import { PortalCompletions } from './portal-completions';
import { PortalResumeLinksRepository } from './portal-resume-links.repository';
import { PortalClientsRepository } from './portal-clients.repository';
import { PortalDeviceSessionsRepository } from './portal-device-sessions.repository';
import { PortalIdentityService } from './portal-identity.service';

/** A resume link's session, with a device session when its version is verified (issue #32). */
export interface ResumedSession {
  resume: PortalResume;
  deviceToken?: string;
}

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
    private readonly sessions: PortalSessionIssuer,
    private readonly resumeLinks: PortalResumeLinksRepository,
    private readonly clients: PortalClientsRepository,
    private readonly identity: PortalIdentityService,
    private readonly devices: PortalDeviceSessionsRepository,
    private readonly players: ExternalPlayers,
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
    // YouTube and Vimeo report playback (their time goes through heartbeats) and have stills.
    const embeds = new Map(
      videos.map((video) => [video, video.media ? null : this.players.embedOf(video.video_url)]),
    );
    const stills = await this.players.stillsOf(
      [...embeds.values()].filter((embed) => embed !== null),
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
      // A verified version signs its clients in by e-mail, whatever the agency tracks.
      loginWith: owner.identity_mode === 'verified' ? 'EMAIL' : owner.login_with,
      identityMode: owner.identity_mode,
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
            posterUrl: video.poster_url ?? stills.get(embeds.get(video)?.embedUrl ?? '') ?? null,
            media: video.media,
            tracked: video.media !== null || embeds.get(video) != null,
            playerOrigin: originOf(embeds.get(video)),
          })),
      })),
    };
  }

  /**
   * The client gives a name or an e-mail (whichever the agency tracks); the same one again
   * resumes their progress. Each sign-in issues a fresh token and records the login.
   */
  async signIn(
    versionId: string,
    input: PortalSignInDto,
    deviceToken?: string,
  ): Promise<PortalSignInAnswer> {
    const owner = await this.access.owner(versionId);
    const { login_with: loginWith } = owner;
    const name = input.name?.trim() || null;
    // Kept for reminders by day on the client's clock; an unknown zone is simply not stored.
    const timeZone = validTimeZone(input.timeZone, '') || null;
    if (owner.identity_mode === 'verified') {
      const request = { email: input.email, name, timeZone, language: input.language ?? null };
      return this.identity.signIn(versionId, owner, request, deviceToken);
    }
    const email = input.email ? normalizeEmail(input.email) : null;
    if (loginWith === 'EMAIL' && !(email && isEmailShaped(email))) {
      throw new BadRequestException('Please enter a valid e-mail address');
    }
    if (loginWith === 'NAME' && !name) throw new BadRequestException('Please enter your name');
    const identity = loginWith === 'EMAIL' ? email! : name!.toLowerCase();
    const { session, client } = await this.db.transaction(async (manager) => {
      const row = await this.clients.signIn(manager, {
        versionId,
        name,
        email,
        identity,
        timeZone,
        language: input.language ?? null,
      });
      return { session: await this.sessions.issueToken(manager, row.id), client: row };
    });
    return this.sessions.sessionOf(session, client);
  }

  /**
   * The one-click link of a reminder e-mail: signs the client in exactly as sign-in does, once
   * (the link is used up in the same statement that checks it), ends their stall episode and
   * says which module to open. A used, expired or foreign link answers 410.
   */
  async resume(versionId: string, resumeToken: string): Promise<ResumedSession> {
    const owner = await this.access.owner(versionId);
    const hash = hashToken(resumeToken);
    const signedIn = await this.db.transaction(async (manager) => {
      const client = await this.resumeLinks.consume(manager, hash, versionId);
      if (!client) return undefined;
      const session = await this.sessions.issueToken(manager, client.id);
      // The link reached the client's inbox: on a verified version that proves the address,
      // so this device gets its device session as a code would have given it.
      if (owner.identity_mode !== 'verified') return { client, session };
      await this.clients.markIdentityVerified(manager, client.id);
      return { client, session, deviceToken: await this.devices.create(manager, client.id) };
    });
    if (!signedIn) throw new GoneException(RESUME_LINK_GONE);
    const next = await nextUnfinishedModule(this.db.manager, signedIn.client.id);
    const resume: PortalResume = {
      ...(await this.sessions.sessionOf(signedIn.session, signedIn.client)),
      resumeAt: next && { categoryId: next.categoryId, moduleId: next.moduleId },
    };
    return { resume, deviceToken: signedIn.deviceToken };
  }

  async progress(versionId: string, token: string | undefined): Promise<PortalProgress> {
    const client = await this.access.client(versionId, token);
    const [modules, setupSteps] = await Promise.all([
      this.sessions.progressOf(client.id),
      this.sessions.setupStepsOf(client.id),
    ]);
    return { modules, setupSteps };
  }

  /**
   * 'Mark as complete', kept only where watching cannot be measured (no hosted video): recorded
   * as self-reported. A hosted video completes by being watched, so a click is refused (409).
   */
  async complete(versionId: string, token: string | undefined, video: VideoRef) {
    const owner = await this.access.owner(versionId);
    const client = await this.access.client(versionId, token);
    const [module]: { title: string; tracked: boolean; video_url: string | null }[] =
      await this.db.query(
        `SELECT m.title, i.id IS NOT NULL AS tracked, m.video_url FROM version_modules m
       LEFT JOIN media_items i ON i.id = m.media_id AND i.status = 'ready'
       WHERE m.version_id = $1 AND m.category_id = $2 AND m.module_id = $3`,
        [versionId, video.categoryId, video.moduleId],
      );
    if (!module) throw new NotFoundException(MODULE_NOT_FOUND);
    if (module.tracked || this.players.embedOf(module.video_url)) {
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
    return { completed: completedRefs(await this.sessions.progressOf(client.id)) };
  }
}

/** The origin an external player is loaded from (its messages alone report playback). */
const originOf = (embed: { embedUrl: string } | null | undefined): string | null =>
  embed ? new URL(embed.embedUrl).origin : null;
