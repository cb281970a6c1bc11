import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import type { FuzzRequest } from './request-arbitrary';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
  /** Set when no complete answer came: a reset, a timeout. */
  failure?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * Sends the request exactly as built (raw path, raw body bytes, duplicate query keys) with
 * node:http, and waits at most `timeoutMs` for the whole answer.
 */
export function send(baseUrl: string, request: FuzzRequest, timeoutMs: number): Promise<Answer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.body && request.chunked) headers['Transfer-Encoding'] = 'chunked';
    else if (request.body) headers['Content-Length'] = String(request.body.length);
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request({
        agent,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
      });
    } catch (error) {
      // The client itself refuses (a character Node will not put on the wire): not a server answer.
      finish({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        failure: `not sent: ${String(error)}`,
      });
      return;
    }
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        failure: `no answer within ${timeoutMs} ms`,
      });
    }, timeoutMs);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // As an HTTP client does: a gzip answer (to an Accept-Encoding it sent) is judged decoded.
        let body = bytes;
        let failure: string | undefined;
        if (response.headers['content-encoding'] === 'gzip') {
          try {
            body = gunzipSync(bytes);
          } catch (error) {
            failure = `a gzip answer that does not decode: ${String(error)}`;
          }
        }
        finish({ status: response.statusCode ?? 0, headers: response.headers, body, failure });
      });
      response.on('error', (error) =>
        finish({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          failure: `answer cut: ${error.message}`,
        }),
      );
    });
    outgoing.on('error', (error) =>
      finish({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        failure: `connection: ${error.message}`,
      }),
    );
    if (request.body && request.chunked) {
      const half = request.body.length >> 1;
      outgoing.write(request.body.subarray(0, half));
      outgoing.end(request.body.subarray(half));
    } else {
      outgoing.end(request.body);
    }
  });
}

export function closeAgent(): void {
  agent.destroy();
}
