import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { waitFor } from './wait-for';

export interface ReceivedWebhook {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** What the receiver does with the next request: answer a status (late, with headers), or hold it open. */
export type Reply =
  number | 'hang' | { status: number; afterMs?: number; headers?: Record<string, string> };

/**
 * A local marketing-automation stand-in: records every request and answers from a script
 * (200 once the script is used up). Verification uses the standardwebhooks library.
 */
export class WebhookReceiver {
  readonly requests: ReceivedWebhook[] = [];
  private script: Reply[] = [];
  private held: ServerResponse[] = [];

  private constructor(
    private readonly server: Server,
    private readonly secret: string,
  ) {}

  static async start(secret: string): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server, secret);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () =>
        receiver.handle(req.headers, Buffer.concat(chunks).toString('utf8'), res),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/retainly`;
  }

  respondWith(...replies: Reply[]): void {
    this.script.push(...replies);
  }

  reset(): void {
    this.requests.length = 0;
    this.script = [];
  }

  /** Verifies signature and timestamp; throws like a real receiver would reject. */
  verify(request: Pick<ReceivedWebhook, 'headers' | 'body'>): unknown {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([key, value]) => [key, String(value)]),
    );
    return new Webhook(this.secret).verify(request.body, headers);
  }

  requestsFor(id: string): ReceivedWebhook[] {
    return this.requests.filter((request) => request.id === id);
  }

  /** The first request for an id, as a one-item list (undefined until it arrives). */
  firstRequestFor(id: string): [ReceivedWebhook] | undefined {
    const first = this.requests.find((request) => request.id === id);
    return first && [first];
  }

  /** Waits for a verified delivery of `eventType` whose data matches; returns its payload. */
  deliveredEvent(eventType: string, match: (data: Record<string, unknown>) => boolean) {
    return waitFor(`a ${eventType} webhook`, () =>
      this.requests
        .map((request) => this.verify(request) as { type: string; data: Record<string, unknown> })
        .find((payload) => payload.type === eventType && match(payload.data)),
    );
  }

  async close(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(headers: IncomingHttpHeaders, body: string, res: ServerResponse): void {
    const request = { id: String(headers['webhook-id']), headers, body, receivedAt: Date.now() };
    this.requests.push(request);
    const reply = this.script.shift() ?? 200;
    if (reply === 'hang') {
      this.held.push(res);
      return;
    }
    const {
      status,
      afterMs = 0,
      headers: replyHeaders,
    } = typeof reply === 'number' ? { status: reply } : reply;
    setTimeout(() => res.writeHead(status, replyHeaders).end(), afterMs);
  }
}
