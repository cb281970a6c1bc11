import { PassThrough, Readable } from 'node:stream';
import { readRawBody, RequestAbortedError } from './raw-body';

describe('readRawBody', () => {
  it('returns the exact bytes of a body within the limit', async () => {
    const body = Buffer.from('{"a":"é"}');
    await expect(
      readRawBody(Readable.from([body.subarray(0, 3), body.subarray(3)]), 100),
    ).resolves.toEqual({
      kind: 'complete',
      body,
    });
  });

  it('accepts a body of exactly the limit', async () => {
    const result = await readRawBody(Readable.from([Buffer.alloc(10)]), 10);
    expect(result.kind).toBe('complete');
  });

  it('stops at the first byte past the limit without waiting for the rest', async () => {
    const stream = new PassThrough();
    const reading = readRawBody(stream, 10);
    stream.write(Buffer.alloc(6));
    stream.write(Buffer.alloc(6));
    // The stream never ends: the answer must not depend on it.
    await expect(reading).resolves.toEqual({ kind: 'too_large', bytesRead: 12 });
  });

  it('fails when the client goes away mid-body', async () => {
    const stream = new PassThrough();
    const reading = readRawBody(stream, 100);
    stream.write('{"a"');
    stream.destroy();
    await expect(reading).rejects.toBeInstanceOf(RequestAbortedError);
  });

  it('fails at once when the client went away before the read began', async () => {
    const stream = new PassThrough();
    stream.write('{"a"');
    stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(readRawBody(stream, 100)).rejects.toBeInstanceOf(RequestAbortedError);
  });
});
