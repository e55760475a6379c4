import { Logger } from '@nestjs/common';
import { Client } from 'pg';

export const OUTBOX_CHANNEL = 'outbox_events';
const RECONNECT_MS = 1_000;

/**
 * LISTENs for the outbox trigger's notifications on a dedicated connection and calls
 * `onNotify`; reconnects after errors. Polling covers any notification lost meanwhile.
 */
export class OutboxListener {
  private readonly logger = new Logger(OutboxListener.name);
  private client?: Client;
  private closed = false;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    private readonly databaseUrl: string,
    private readonly onNotify: () => void,
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: 'retainly-outbox-listener',
    });
    client.on('notification', () => this.onNotify());
    client.on('error', (error) => {
      this.logger.warn({ err: error.message }, 'outbox listener lost its connection');
      this.scheduleReconnect(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.client = client;
      this.onNotify(); // catch up on anything committed while we were not listening
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'outbox listener could not connect');
      this.scheduleReconnect(client);
    }
  }

  private scheduleReconnect(client: Client): void {
    client.end().catch(() => undefined);
    if (this.client === client) this.client = undefined;
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.start();
    }, RECONNECT_MS);
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }
}
