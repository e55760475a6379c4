import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer without stickiness: each HTTP request (not each connection, which a client
 * keeps alive) goes to the next upstream in turn, bodies streamed both ways. `served` records
 * which upstream took each request, as `METHOD path -> index`.
 */
export class RoundRobinProxy {
  readonly served: { method: string; path: string; upstream: number }[] = [];
  private next = 0;

  private readonly server: Server;
  url = '';

  private constructor(private readonly upstreams: readonly string[]) {
    this.server = createServer((incoming, outgoing) => {
      const upstream = this.next;
      this.next = (upstream + 1) % upstreams.length;
      this.served.push({ method: incoming.method!, path: incoming.url!, upstream });
      const forwarded = request(new URL(incoming.url!, this.upstreams[upstream]), {
        method: incoming.method,
        headers: incoming.headers,
      });
      forwarded.on('response', (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      });
      forwarded.on('error', () => outgoing.destroy());
      // A client that drops its request drops it upstream too.
      incoming.on('aborted', () => forwarded.destroy());
      outgoing.on('close', () => {
        if (!outgoing.writableFinished) forwarded.destroy();
      });
      incoming.pipe(forwarded);
    });
  }

  static async start(upstreams: readonly string[]): Promise<RoundRobinProxy> {
    const proxy = new RoundRobinProxy(upstreams);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    proxy.url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    return proxy;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
