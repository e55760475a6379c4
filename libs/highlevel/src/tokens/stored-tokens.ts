import type { DataSource, EntityManager } from 'typeorm';
import { queueEmail } from '@retainly/database';
import { HighLevelRejected, HighLevelUnauthorized } from '../client/highlevel-errors';
import type { TokenSource } from '../client/highlevel-http';
import type { HighLevelOAuth, TokenGrant } from '../client/oauth';
import type { TokenCipher } from '../token-cipher';

/** A token this close to its expiry is renewed before use rather than sent and refused. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** Shown to the agency when HighLevel no longer accepts the saved grant. */
export const BROKEN_GRANT_REASON =
  'HighLevel no longer accepts Retainly’s access (the app was removed or its access revoked). Reconnect to resume syncing.';

/** The agency has no usable HighLevel grant: it was never connected, or it is broken or gone. */
export class HighLevelNotConnected extends Error {
  constructor(readonly userId: string) {
    super('This agency has no working HighLevel connection');
  }
}

const accessContext = (userId: string) => `connection:${userId}:access`;
const refreshContext = (userId: string) => `connection:${userId}:refresh`;
const locationContext = (locationId: string) => `location:${locationId}:access`;

const expiresAt = (grant: { expires_in: number }, now = Date.now()) =>
  new Date(now + grant.expires_in * 1000);

const isFresh = (expires: Date | string) =>
  new Date(expires).getTime() - Date.now() > RENEW_BEFORE_EXPIRY_MS;

/** A refusal of the grant itself, as opposed to HighLevel being unreachable. */
const grantRefused = (error: unknown) =>
  error instanceof HighLevelRejected || error instanceof HighLevelUnauthorized;

interface ConnectionTokens {
  company_id: string;
  access_token: Buffer | null;
  refresh_token: Buffer | null;
  expires_at: Date | null;
}

/**
 * The agency's and its sub-accounts' HighLevel tokens, sealed in PostgreSQL. Renewal happens
 * under the row's lock, so of two workers that find a token expiring one refreshes it and the
 * other uses the result: a refresh token rotates on use, and spending it twice would break the
 * grant. A grant HighLevel refuses marks the connection broken and clears its tokens.
 */
export class StoredTokens {
  constructor(
    private readonly db: DataSource,
    private readonly cipher: TokenCipher,
    private readonly oauth: HighLevelOAuth,
    /** APP_URL: the reconnect link in the e-mail a broken grant sends. */
    private readonly appUrl: string,
  ) {}

  /** Seals and stores a company grant (the OAuth callback's code exchange). */
  async storeCompanyGrant(manager: EntityManager, userId: string, grant: TokenGrant) {
    if (!grant.refresh_token || !grant.companyId) {
      throw new Error('A company grant needs a refresh token and a company id');
    }
    await manager.query(
      `INSERT INTO highlevel_connections
         (user_id, company_id, status, access_token, refresh_token, token_key_id, expires_at, scopes,
          broken_reason, connected_at, disconnected_at, updated_at)
       VALUES ($1, $2, 'connected', $3, $4, $5, $6, $7, NULL, now(), NULL, now())
       ON CONFLICT (user_id) DO UPDATE SET
         company_id = EXCLUDED.company_id, status = 'connected',
         access_token = EXCLUDED.access_token, refresh_token = EXCLUDED.refresh_token,
         token_key_id = EXCLUDED.token_key_id, expires_at = EXCLUDED.expires_at,
         scopes = EXCLUDED.scopes, broken_reason = NULL, connected_at = now(),
         disconnected_at = NULL, updated_at = now()`,
      [
        userId,
        grant.companyId,
        this.cipher.seal(grant.access_token, accessContext(userId)),
        this.cipher.seal(grant.refresh_token, refreshContext(userId)),
        this.cipher.keyId,
        expiresAt(grant),
        grant.scope ?? null,
      ],
    );
  }

  /** The agency's company token, renewed when it is about to expire or was refused. */
  company(userId: string): TokenSource {
    return {
      token: () => this.companyToken(userId, null),
      renew: (refused) => this.companyToken(userId, refused).catch(() => null),
    };
  }

  /** A sub-account's token, minted from the agency's when missing, expiring or refused. */
  location(userId: string, locationId: string): TokenSource {
    return {
      token: () => this.locationToken(userId, locationId, null),
      renew: (refused) => this.locationToken(userId, locationId, refused).catch(() => null),
    };
  }

  private async companyToken(userId: string, refused: string | null): Promise<string> {
    const token = await this.db.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT company_id, access_token, refresh_token, expires_at FROM highlevel_connections
         WHERE user_id = $1 AND status = 'connected' FOR UPDATE`,
        [userId],
      )) as ConnectionTokens[];
      if (!row?.access_token || !row.refresh_token || !row.expires_at) return null;
      const current = this.cipher.open(row.access_token, accessContext(userId));
      // Another process renewed it while we waited for the lock, or it is simply still good.
      if (current !== refused && isFresh(row.expires_at)) return current;
      const refresh = this.cipher.open(row.refresh_token, refreshContext(userId));
      let grant: TokenGrant;
      try {
        grant = await this.oauth.refresh(refresh, 'Company');
      } catch (error) {
        if (!grantRefused(error)) throw error; // unreachable: keep the grant, retry later
        await this.markBroken(manager, userId);
        return null;
      }
      await this.storeCompanyGrant(manager, userId, { ...grant, companyId: row.company_id });
      return grant.access_token;
    });
    if (token === null) throw new HighLevelNotConnected(userId);
    return token;
  }

  /**
   * Clears every token of a grant HighLevel refused and tells the agency by e-mail; the row
   * and its history stay, and Settings shows the reason with a reconnect button.
   */
  private async markBroken(manager: EntityManager, userId: string): Promise<void> {
    const [agency] = (await manager.query(
      // A CTE, because TypeORM answers a bare UPDATE … RETURNING with [rows, count].
      `WITH broken AS (
         UPDATE highlevel_connections SET status = 'broken', broken_reason = $2,
           access_token = NULL, refresh_token = NULL, token_key_id = NULL, expires_at = NULL,
           updated_at = now()
         WHERE user_id = $1 RETURNING user_id)
       SELECT u.email FROM broken JOIN retainly_users u ON u.id = broken.user_id`,
      [userId, BROKEN_GRANT_REASON],
    )) as { email: string }[];
    if (agency) {
      await queueEmail(manager, {
        to: agency.email,
        subject: 'Your HighLevel connection needs attention',
        text: `${BROKEN_GRANT_REASON}\n\nReconnect in Settings: ${new URL('/app', this.appUrl)}\n`,
      });
    }
    await manager.query(
      `UPDATE highlevel_locations SET access_token = NULL, refresh_token = NULL,
         token_key_id = NULL, expires_at = NULL, updated_at = now()
       WHERE user_id = $1`,
      [userId],
    );
  }

  /**
   * Minted without holding a lock or a connection while HighLevel answers: a location token
   * does not rotate anything, so two processes minting at once merely both get a valid one.
   * Holding the row lock instead made each minting job wait on a second pooled connection
   * for the company token (ten such jobs at once exhausted the pool for good), and a company
   * grant refused during the mint cleared every location token under that same lock.
   */
  private async locationToken(
    userId: string,
    locationId: string,
    refused: string | null,
  ): Promise<string> {
    const [row] = (await this.db.query(
      `SELECT l.company_id, l.access_token, l.expires_at FROM highlevel_locations l
       WHERE l.location_id = $1 AND l.user_id = $2 AND l.installed`,
      [locationId, userId],
    )) as { company_id: string; access_token: Buffer | null; expires_at: Date | null }[];
    if (!row) throw new HighLevelNotConnected(userId);
    if (row.access_token && row.expires_at) {
      const current = this.cipher.open(row.access_token, locationContext(locationId));
      if (current !== refused && isFresh(row.expires_at)) return current;
    }
    const grant = await this.oauth.locationToken(this.company(userId), row.company_id, locationId);
    // Not onto a sub-account uninstalled or a grant broken while HighLevel answered.
    await this.db.query(
      `UPDATE highlevel_locations l SET access_token = $3, token_key_id = $4, expires_at = $5,
         updated_at = now()
       WHERE l.location_id = $1 AND l.user_id = $2 AND l.installed
         AND EXISTS (SELECT 1 FROM highlevel_connections c
                      WHERE c.user_id = l.user_id AND c.status = 'connected')`,
      [
        locationId,
        userId,
        this.cipher.seal(grant.access_token, locationContext(locationId)),
        this.cipher.keyId,
        expiresAt(grant),
      ],
    );
    return grant.access_token;
  }
}
