import {
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { upsertPortalClient } from '@retainly/database';
import { normalizeEmail, type PortalSession } from '@retainly/domain';
import { decryptUserContext, type HighLevelUserContext } from '@retainly/highlevel';
import { PortalClientsRepository } from './portal-clients.repository';
import { PortalSessionIssuer } from './portal-session-issuer';

export const USER_CONTEXT_UNREADABLE =
  'HighLevel’s sign-in could not be read. Please reload the page.';
export const NOT_A_CLIENT_HERE =
  'This onboarding is for the sub-accounts it was set up for. Open it from Training in your sub-account.';

interface SubAccount {
  location_id: string;
  location_version: string | null;
}

/**
 * Signs a user in from HighLevel's user context (custom page or custom JS), decrypted with the
 * app's Shared Secret: the CRM vouches for who they are, so there is nothing to type and no
 * cookie to keep, which is what partitioned third-party storage needs. The client is the
 * sub-account's HighLevel user, tied to their portal client; one the sync has not seen yet is
 * added now. Only a sub-account of the agency this version belongs to, on this version, is let
 * in, and these clients count as verified identities.
 */
@Injectable()
export class PortalHighLevelSignIn {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly clients: PortalClientsRepository,
    private readonly sessions: PortalSessionIssuer,
  ) {}

  async signIn(versionId: string, agencyId: string, payload: string): Promise<PortalSession> {
    const secret = this.config.HIGHLEVEL_SHARED_SECRET;
    if (!secret) throw new NotFoundException('HighLevel sign-in is not set up here.');
    const context = decryptUserContext(payload, secret);
    if (!context) throw new UnauthorizedException(USER_CONTEXT_UNREADABLE);
    const locationId = context.activeLocation;
    if (!locationId) throw new ForbiddenException(NOT_A_CLIENT_HERE);

    const opened = await this.db.transaction(async (manager) => {
      const subAccount = await this.subAccount(manager, agencyId, locationId, context.companyId);
      if (!subAccount || subAccount.location_version !== versionId) return null;
      const client = await this.clientOf(manager, versionId, locationId, context);
      await this.clients.markIdentityVerified(manager, client.id);
      return { client, token: await this.sessions.issueToken(manager, client.id) };
    });
    if (!opened) throw new ForbiddenException(NOT_A_CLIENT_HERE);
    return this.sessions.sessionOf(opened.token, opened.client);
  }

  private async subAccount(
    manager: EntityManager,
    agencyId: string,
    locationId: string,
    companyId: string,
  ): Promise<SubAccount | undefined> {
    const [row] = (await manager.query(
      `SELECT l.location_id, l.version_id AS location_version
         FROM highlevel_locations l
         JOIN highlevel_connections c ON c.user_id = l.user_id
        WHERE l.location_id = $1 AND l.user_id = $2 AND l.company_id = $3 AND l.installed
          AND c.status <> 'disconnected'`,
      [locationId, agencyId, companyId],
    )) as SubAccount[];
    return row;
  }

  /** The HighLevel user's portal client: the one provisioning made, or a new one now. */
  private async clientOf(
    manager: EntityManager,
    versionId: string,
    locationId: string,
    context: HighLevelUserContext,
  ) {
    const email = context.email ? normalizeEmail(context.email) : null;
    const client = await upsertPortalClient(manager, {
      versionId,
      name: context.userName?.slice(0, 120) ?? null,
      email,
      identity: email ?? `highlevel:${context.userId}`,
      timeZone: null,
      language: null,
    });
    await manager.query(
      `INSERT INTO highlevel_users (location_id, highlevel_user_id, name, email, client_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (location_id, highlevel_user_id) DO UPDATE SET client_id = EXCLUDED.client_id,
         name = coalesce(EXCLUDED.name, highlevel_users.name),
         email = coalesce(EXCLUDED.email, highlevel_users.email), updated_at = now()`,
      [
        locationId,
        context.userId.slice(0, 64),
        context.userName?.slice(0, 200) ?? null,
        email,
        client.id,
      ],
    );
    return client;
  }
}
