import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { IdentityMode, LoginWith, PortalLanguage } from '@retainly/domain';
import { hashToken } from '@retainly/database';

export const PORTAL_NOT_FOUND = 'This onboarding link is not available.';
export const SIGN_IN_AGAIN = 'Please sign in again.';
export const MODULE_NOT_FOUND = 'That video is not in the catalogue.';

export interface VersionOwner {
  agency_id: string;
  agency_name: string | null;
  tier: string;
  login_with: LoginWith;
  primary_color: string | null;
  secondary_color: string | null;
  tertiary_color: string | null;
  /** The version's default language. */
  language: PortalLanguage;
  /** How its clients prove who they are (issue #32). */
  identity_mode: IdentityMode;
}

export interface PortalClient {
  id: string;
  name: string | null;
  email: string | null;
}

/**
 * Who may use a portal: a live version of an approved agency, and the client holding a token
 * of that version. Answers the same way for every route, so the errors say nothing more.
 */
@Injectable()
export class PortalAccess {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findOwner(versionId: string): Promise<VersionOwner | undefined> {
    const [owner]: VersionOwner[] = await this.db.query(
      `SELECT u.id AS agency_id, u.agency_name, v.tier, u.login_with, u.primary_color,
              u.secondary_color, u.tertiary_color, v.language,
              v.identity_mode
       FROM agency_versions v JOIN retainly_users u ON u.id = v.user_id
       WHERE v.id = $1 AND u.approval = 'YES'`,
      [versionId],
    );
    return owner;
  }

  async owner(versionId: string): Promise<VersionOwner> {
    const owner = await this.findOwner(versionId);
    if (!owner) throw new NotFoundException(PORTAL_NOT_FOUND);
    return owner;
  }

  /** The stored form of a bearer token; 401 before any query when there is none. */
  tokenHash(token: string | undefined): Buffer {
    if (!token || token.length > 100) throw new UnauthorizedException(SIGN_IN_AGAIN);
    return hashToken(token);
  }

  async client(versionId: string, token: string | undefined): Promise<PortalClient> {
    await this.owner(versionId);
    const [client]: PortalClient[] = await this.db.query(
      `SELECT p.id, p.name, p.email FROM portal_tokens t JOIN portal_clients p ON p.id = t.client_id
       WHERE t.token_hash = $1 AND p.version_id = $2`,
      [this.tokenHash(token), versionId],
    );
    if (!client) throw new UnauthorizedException(SIGN_IN_AGAIN);
    return client;
  }

  /** Why a hot-path lookup found nothing: no portal (404), no client (401), or no module (404). */
  async explainMissing(versionId: string, token: string | undefined): Promise<never> {
    await this.client(versionId, token);
    throw new NotFoundException(MODULE_NOT_FOUND);
  }
}
