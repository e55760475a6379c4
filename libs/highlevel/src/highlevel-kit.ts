import type { KeyObject } from 'node:crypto';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@retainly/config';
import { redisOptionsFromUrl } from '@retainly/queues';
import { HighLevelClient } from './client/highlevel-client';
import { appIdOf } from './client/oauth';
import { HighLevelLimiter } from './limits/highlevel-limiter';
import { TokenCipher } from './token-cipher';
import { StoredTokens } from './tokens/stored-tokens';
import { webhookPublicKey } from './webhook-signature';

/** Where HighLevel sends the agency back after it approves the install. */
export const highLevelCallbackUrl = (config: Pick<AppConfig, 'APP_URL'>) =>
  new URL('/api/highlevel/callback', config.APP_URL).toString();

/** Everything a process needs to talk to HighLevel for an agency. */
export interface HighLevelKit {
  client: HighLevelClient;
  tokens: StoredTokens;
  webhookKey: KeyObject;
  close(): Promise<void>;
}

/**
 * The api's and the worker's HighLevel client, limiter and token store, or null when
 * HIGHLEVEL_CLIENT_ID is unset (the feature is off). The limiter's Redis keys carry the
 * deployment's prefix and the app's id, so every process of the deployment shares one count.
 */
export function createHighLevelKit(
  config: AppConfig,
  db: DataSource,
  onRedisError: (error: Error) => void,
): HighLevelKit | null {
  const clientId = config.HIGHLEVEL_CLIENT_ID;
  // The config schema requires the rest whenever the client id is set.
  if (!clientId || !config.HIGHLEVEL_CLIENT_SECRET || !config.HIGHLEVEL_TOKEN_KEY) return null;
  const redis = new Redis({ ...redisOptionsFromUrl(config.REDIS_URL), maxRetriesPerRequest: 2 });
  redis.on('error', onRedisError);
  const client = new HighLevelClient({
    apiUrl: config.HIGHLEVEL_API_URL,
    limiter: new HighLevelLimiter(redis, `${config.QUEUE_PREFIX}:${appIdOf(clientId)}`),
    app: {
      clientId,
      clientSecret: config.HIGHLEVEL_CLIENT_SECRET,
      redirectUri: highLevelCallbackUrl(config),
    },
  });
  const cipher = new TokenCipher(config.HIGHLEVEL_TOKEN_KEY);
  return {
    client,
    tokens: new StoredTokens(db, cipher, client.oauth, config.APP_URL),
    webhookKey: webhookPublicKey(config.HIGHLEVEL_WEBHOOK_PUBLIC_KEY ?? ''),
    close: async () => {
      redis.disconnect();
      await client.close();
    },
  };
}
