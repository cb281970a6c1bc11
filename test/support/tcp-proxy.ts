import { createServer, Socket, connect, type Server } from 'node:net';

/**
 * A TCP proxy in front of a shared service (Postgres, Redis), so that a test can take the service
 * away from one app, refused or frozen, without touching the service every other test uses.
 */
export class TcpProxy {
  private server?: Server;
  private readonly pairs = new Set<[Socket, Socket]>();
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      if (this.frozen) for (const socket of pair) socket.pause();
      else connectPair(pair);
      const drop = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  /** `url` (of the proxied service) pointed at this proxy instead; `start` first. */
  urlThrough(url: URL | string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.port);
    return through.toString();
  }

  /** The service is gone: connections are cut and new ones refused. */
  async refuse(): Promise<void> {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The service stops answering (SIGSTOP-like): bytes are held, connections stay open. */
  freeze(): void {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** Answers again: after `refuse`, listens on the same port; after `freeze`, bytes flow. */
  async restore(): Promise<void> {
    if (this.frozen) {
      this.frozen = false;
      for (const pair of this.pairs) connectPair(pair);
    }
    if (!this.server?.listening) await this.start(this.port);
  }

  async close(): Promise<void> {
    await this.refuse().catch(() => undefined);
  }
}

function connectPair([client, upstream]: [Socket, Socket]): void {
  client.pipe(upstream);
  upstream.pipe(client);
}
