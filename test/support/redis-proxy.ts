import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of Redis that a test can cut and restore, so one test can take
 * "Redis" away from the code under test without disturbing the shared server.
 */
export class RedisProxy {
  private server?: Server;
  private sockets = new Set<Socket>();

  private constructor(
    private readonly upstreamPort: number,
    // Below Linux's ephemeral range (32768+): while the proxy is cut, a client reconnecting to
    // an ephemeral port can be handed that same port as its source and connect to itself.
    private port = 20_000 + Math.floor(Math.random() * 10_000),
  ) {}

  static async start(upstreamPort = 6379): Promise<RedisProxy> {
    for (let attempt = 1; ; attempt += 1) {
      const proxy = new RedisProxy(upstreamPort);
      try {
        await proxy.resume();
        return proxy;
      } catch (error) {
        // The random port may belong to a service (RabbitMQ's 25672 did once): take another.
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
      }
    }
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Accepts connections again, on the same port. */
  async resume(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = createConnection(this.upstreamPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  /** Drops every connection and refuses new ones, like a Redis that went down. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise((resolve) => server.close(resolve)) : undefined;
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
