import http, { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  receivedAt: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer after this long (a slow receiver); Infinity never answers. */
  delayMs?: number;
}

export type Responder = (request: ReceivedRequest, index: number) => Reply;

/**
 * A real HTTP receiver on 127.0.0.1 that records every request with its raw bytes and answers
 * as the test scripts it (status, headers, delay).
 */
export class TestReceiver {
  readonly requests: ReceivedRequest[] = [];
  private responder: Responder = () => ({ status: 200, body: 'ok' });
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        rawBody: Buffer.concat(chunks),
        receivedAt: Date.now(),
      };
      const index = this.requests.push(received) - 1;
      const reply = this.responder(received, index);
      if (reply.delayMs === Infinity) return;
      const send = () => {
        response.writeHead(reply.status, reply.headers ?? {});
        response.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });

  static async start(responder?: Responder): Promise<TestReceiver> {
    const receiver = new TestReceiver();
    if (responder) receiver.respondWith(responder);
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  respondWith(responder: Responder): void {
    this.responder = responder;
  }

  bodies<T = { id: string; type: string; data: Record<string, unknown> }>(): T[] {
    return this.requests.map((request) => JSON.parse(request.rawBody.toString('utf8')) as T);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
