import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { SessionCache } from './session-cache';

/** The migration's triggers NOTIFY here: a user id, or '*' after a TRUNCATE. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** How pg_stat_activity names the connection (tests find it there). */
export const SESSION_LISTENER_NAME = 'retainly-api-session-cache';

const PROBE_EVERY_MS = 500;
/** An unanswered probe this old means the connection is gone, even if no error said so. */
const PROBE_TIMEOUT_MS = 1_000;
/** Each answered probe vouches for the channel this long (three probes). */
const LIVE_FOR_MS = 3 * PROBE_EVERY_MS;
const RECONNECT_MS = 1_000;
/** A connection attempt lost in a partition gives up after this, instead of the OS's minutes. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Holds one LISTEN connection to PostgreSQL for the session cache: every notification forgets a
 * user's cached sessions. The cache serves only while this connection is up and answers a
 * probe every half second; on any error, end or unanswered probe it empties the cache, which
 * then serves nothing (every request reads PostgreSQL) until a new connection is LISTENing.
 */
@Injectable()
export class SessionChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SessionChangeListener.name);
  /** The connection listening now, and the one being opened (never both). */
  private client?: Client;
  private connecting?: Client;
  private closed = false;
  private reconnectTimer?: NodeJS.Timeout;
  private probeTimer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: SessionCache,
  ) {}

  onApplicationBootstrap(): void {
    if (this.cache.enabled) void this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.probeTimer);
    this.cache.suspend();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({
      connectionString: this.config.DATABASE_URL,
      application_name: SESSION_LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    this.connecting = client;
    client.on('notification', ({ payload }) => {
      if (payload === '*' || !payload) this.cache.forgetAll();
      else this.cache.forgetUser(payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.connecting = undefined;
      this.client = client;
      this.cache.resume(Date.now() + LIVE_FOR_MS);
      clearInterval(this.probeTimer);
      this.probeTimer = setInterval(() => void this.probe(client), PROBE_EVERY_MS);
      this.probeTimer.unref();
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private async probe(client: Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), PROBE_TIMEOUT_MS);
    });
    const answer = await Promise.race([client.query('SELECT 1').catch(() => 'failed'), timedOut]);
    clearTimeout(timer);
    if (client !== this.client) return;
    if (answer === 'timeout' || answer === 'failed') {
      this.lost(client, new Error(`probe ${answer}`));
    } else {
      this.cache.confirmLive(Date.now() + LIVE_FOR_MS);
    }
  }

  /** Fail safe: forget everything, serve nothing from memory, and reconnect. */
  private lost(client: Client, error?: Error): void {
    // A late error or end from a connection already given up on changes nothing.
    if (client !== this.client && client !== this.connecting) return;
    const wasListening = this.client === client;
    this.client = undefined;
    this.connecting = undefined;
    clearInterval(this.probeTimer);
    this.cache.suspend();
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed || this.reconnectTimer) return;
    if (wasListening || error) {
      this.logger.warn(
        `Session cache off: ${error?.message ?? 'connection ended'}; reconnecting in ${RECONNECT_MS} ms`,
      );
    }
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}
