import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface RawAnswer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * Resolves once the app starts reading the body of the next request the server gets: after the
 * checks that come before the body (the endpoint's look-up among them), however long they take.
 */
export function bodyReadStarts(server: Server): Promise<void> {
  return new Promise((resolve) =>
    server.once('request', (incoming: http.IncomingMessage) =>
      incoming.on('newListener', (event) => event === 'data' && resolve()),
    ),
  );
}

function addressOf(server: Server): AddressInfo {
  if (!server.listening) throw new Error('listen() on the app server first');
  return server.address() as AddressInfo;
}

/**
 * Streams a chunked JSON body (no Content-Length) of `count` chunks and resolves with the
 * answer, however early it comes. `count: Infinity` never finishes the body: the answer can
 * then only come from a server that did not wait for it.
 */
export function sendChunked(
  server: Server,
  path: string,
  chunkBytes: number,
  count: number,
): Promise<RawAnswer> {
  const { port } = addressOf(server);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: Buffer.concat(chunks).toString('utf8'),
          });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(chunkBytes, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (!answered && !req.destroyed && sent < count) {
        sent += 1;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (sent >= count && count !== Infinity && !req.destroyed) req.end();
    };
    req.write('[');
    if (count === Infinity) return;
    pump();
  });
}
