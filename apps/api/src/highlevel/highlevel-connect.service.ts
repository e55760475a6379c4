import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appendEvents } from '@retainly/database';
import type { HighLevelConnectionView, HighLevelConnectOutcome } from '@retainly/domain';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import {
  authorizeUrl,
  HIGHLEVEL_KIT,
  highLevelCallbackUrl,
  HighLevelError,
  type HighLevelKit,
  type TokenGrant,
} from '@retainly/highlevel';
import { issueOAuthState, spendOAuthState } from './oauth-states';

/** What the callback got from HighLevel's redirect. */
export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

interface ConnectionRow {
  status: 'connected' | 'broken' | 'disconnected';
  company_id: string;
  broken_reason: string | null;
  connected_at: Date;
  disconnected_at: Date | null;
  sub_accounts: number;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Connect HighLevel: the Marketplace OAuth flow at agency (Company) level. The click issues a
 * single-use state; the callback spends it, exchanges the code, seals the grant and asks the
 * worker to sync the agency's sub-accounts (their location tokens, users and provisioning).
 */
@Injectable()
export class HighLevelConnectService {
  private readonly logger = new Logger(HighLevelConnectService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(HIGHLEVEL_KIT) private readonly kit: HighLevelKit | null,
  ) {}

  private enabled(): HighLevelKit {
    if (!this.kit) throw new NotFoundException('The HighLevel integration is not set up here.');
    return this.kit;
  }

  async view(userId: string): Promise<HighLevelConnectionView> {
    if (!this.kit) return { feature: 'off' };
    const [row] = (await this.db.query(
      `SELECT c.status, c.company_id, c.broken_reason, c.connected_at, c.disconnected_at,
              (SELECT count(*)::int FROM highlevel_locations l
                WHERE l.user_id = c.user_id AND l.installed) AS sub_accounts
         FROM highlevel_connections c WHERE c.user_id = $1`,
      [userId],
    )) as ConnectionRow[];
    if (!row) return { feature: 'on', status: 'not-connected' };
    if (row.status === 'broken') {
      return { feature: 'on', status: 'broken', reason: row.broken_reason ?? '' };
    }
    if (row.status === 'disconnected') {
      const at = row.disconnected_at ?? row.connected_at;
      return { feature: 'on', status: 'disconnected', disconnectedAt: at.toISOString() };
    }
    return {
      feature: 'on',
      status: 'connected',
      companyId: row.company_id,
      connectedAt: row.connected_at.toISOString(),
      subAccounts: row.sub_accounts,
    };
  }

  /** The URL of HighLevel's authorize page for this agency, with a fresh state. */
  async begin(userId: string): Promise<{ url: string }> {
    this.enabled();
    const state = await issueOAuthState(this.db.manager, userId);
    const app = {
      clientId: this.config.HIGHLEVEL_CLIENT_ID ?? '',
      redirectUri: highLevelCallbackUrl(this.config),
    };
    return { url: authorizeUrl(this.config.HIGHLEVEL_MARKETPLACE_URL, app, state) };
  }

  /** Completes the flow; the answer is where the app shows the outcome. */
  async complete(userId: string, query: CallbackQuery): Promise<HighLevelConnectOutcome> {
    const kit = this.enabled();
    if (!query.state || !(await spendOAuthState(this.db.manager, userId, query.state))) {
      return 'refused';
    }
    if (query.error || !query.code) return 'denied';
    let grant: TokenGrant;
    try {
      grant = await kit.client.oauth.exchangeCode(query.code);
    } catch (error) {
      this.logger.warn({ userId, err: (error as Error).message }, 'HighLevel code exchange failed');
      return error instanceof HighLevelError && error.status !== null && error.status < 500
        ? 'refused'
        : 'failed';
    }
    if (grant.userType !== 'Company' || !grant.companyId || !grant.refresh_token) {
      return 'agency-only';
    }
    if (await this.connectedElsewhere(grant.companyId, userId)) return 'taken';
    try {
      await this.db.transaction(async (manager) => {
        await kit.tokens.storeCompanyGrant(manager, userId, grant);
        await appendEvents(manager, [
          { type: 'HighLevelSyncRequested', data: { user_id: userId, reason: 'connected' } },
        ]);
      });
    } catch (error) {
      // Two agencies connecting the same company at the same moment.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'taken';
      throw error;
    }
    this.logger.log({ userId, companyId: grant.companyId }, 'HighLevel connected');
    return 'connected';
  }

  /** Whether another agency holds this HighLevel company (one agency per company at a time). */
  private async connectedElsewhere(companyId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM highlevel_connections
        WHERE company_id = $1 AND user_id <> $2 AND status <> 'disconnected'`,
      [companyId, userId],
    );
    return rows.length > 0;
  }
}
