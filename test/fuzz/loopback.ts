import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/**
 * A server on 127.0.0.1 that drains every request and answers at once: the outbound webhook
 * receiver (200 `ok`) or a stand-in for the preview sidecar (a small PDF). The fuzz sends no
 * traffic anywhere else.
 */
export class LoopbackServer {
  received = 0;
  private readonly server: Server;

  private constructor(kind: 'receiver' | 'sidecar') {
    this.server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        this.received += 1;
        if (kind === 'sidecar') {
          response.writeHead(200, { 'Content-Type': 'application/pdf' }).end(PDF);
        } else {
          response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
        }
      });
    });
  }

  static async start(kind: 'receiver' | 'sidecar'): Promise<LoopbackServer> {
    const loopback = new LoopbackServer(kind);
    await new Promise<void>((resolve) => loopback.server.listen(0, '127.0.0.1', resolve));
    return loopback;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
