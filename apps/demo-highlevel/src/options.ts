import type { RateLimitOptions } from './rate-limiter';

/** The Marketplace app the stand-in knows (one app, as registered in the developer portal). */
export interface AppConfig {
  /** `<appId>-<suffix>`: the SDK takes the appId as `clientId.split('-')[0]`. */
  clientId: string;
  clientSecret: string;
  /** Advanced Settings → Auth → Shared Secret: the user-context key. */
  sharedSecret: string;
  versionId: string;
  /** The app's paid plan (token responses, INSTALL); omitted when unset. */
  planId?: string;
}

export interface StandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  app?: Partial<AppConfig>;
  /** Where webhooks are POSTed; settable later (`standIn.webhooks.url`). */
  webhookUrl?: string;
  webhookTimeoutMs?: number;
  /** Sign with this Ed25519 private key (PKCS#8 PEM) instead of a fresh one per start. */
  webhookPrivateKeyPem?: string;
  /** 'demo' (the default): an agency with five sub-accounts; 'empty': nothing. */
  seed?: 'demo' | 'empty';
  rateLimit?: Partial<RateLimitOptions>;
  /** Check each route's documented scope against the token's (default true). */
  checkScopes?: boolean;
  accessTokenTtlSeconds?: number;
  codeTtlMs?: number;
}

export const DEFAULT_APP: AppConfig = {
  clientId: '6578278e879ad2646715ba9c-mdemo0standin',
  clientSecret: 'demo-highlevel-client-secret',
  sharedSecret: 'demo-highlevel-shared-secret',
  versionId: '6578278e879ad2646715ba9d',
};

export const appIdOf = (app: AppConfig): string => app.clientId.split('-')[0] ?? app.clientId;
