import type { Readable } from 'node:stream';

export type RawBodyRead =
  { kind: 'complete'; body: Buffer } | { kind: 'too_large'; bytesRead: number };

export class RequestAbortedError extends Error {
  constructor() {
    super('the client aborted the request body');
    this.name = 'RequestAbortedError';
  }
}

/**
 * Reads a request body, counting bytes as they arrive and stopping at the first byte past the
 * limit: Content-Length is never trusted (it can be absent, with chunked encoding, or wrong).
 */
export function readRawBody(stream: Readable, limitBytes: number): Promise<RawBodyRead> {
  return new Promise((resolve, reject) => {
    // A sender gone before the read began: its 'close' was emitted already and would never come.
    if (stream.destroyed) {
      reject(new RequestAbortedError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;

    const finish = (outcome: RawBodyRead | Error): void => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limitBytes) {
        stream.pause();
        finish({ kind: 'too_large', bytesRead: size });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => finish({ kind: 'complete', body: Buffer.concat(chunks, size) });
    const onError = (): void => finish(new RequestAbortedError());
    const onClose = (): void => finish(new RequestAbortedError());

    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}
