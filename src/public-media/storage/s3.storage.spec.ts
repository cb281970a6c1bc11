import { Readable } from 'node:stream';
import { StoredObjectMissingError } from './media-storage';
import { S3Storage } from './s3.storage';

/** The SDK is replaced by a recorder: this checks what the driver asks S3 for, not S3 itself. */
function fakeSdk(respond: (command: { name: string; input: Record<string, unknown> }) => unknown) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  class Command {
    constructor(readonly input: Record<string, unknown>) {}
  }
  class GetObjectCommand extends Command {}
  class DeleteObjectCommand extends Command {}
  class S3Client {
    constructor(readonly config: unknown) {}
    async send(command: Command) {
      const entry = { name: command.constructor.name, input: command.input };
      sent.push(entry);
      return respond(entry);
    }
  }
  return { sent, sdk: { S3Client, GetObjectCommand, DeleteObjectCommand } };
}

const options = {
  bucket: 'media-bucket',
  region: 'eu-west-1',
  forcePathStyle: true,
  keyPrefix: 'media/',
  requestTimeoutMs: 1000,
};

describe('S3Storage', () => {
  it('reads ranges with an HTTP Range header under the key prefix', async () => {
    const { sent, sdk } = fakeSdk(() => ({ Body: Readable.from([Buffer.from('abc')]) }));
    const storage = new S3Storage(options, async () => sdk as never);
    expect((await storage.readRange('ab/key', 10, 3)).toString()).toBe('abc');
    expect(sent).toEqual([
      {
        name: 'GetObjectCommand',
        input: { Bucket: 'media-bucket', Key: 'media/ab/key', Range: 'bytes=10-12' },
      },
    ]);
  });

  it('maps NoSuchKey to StoredObjectMissingError', async () => {
    const { sdk } = fakeSdk(() => {
      throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
    });
    const storage = new S3Storage(options, async () => sdk as never);
    await expect(storage.read('ab/key')).rejects.toBeInstanceOf(StoredObjectMissingError);
  });

  it('deletes by prefixed key', async () => {
    const { sent, sdk } = fakeSdk(() => ({}));
    await new S3Storage(options, async () => sdk as never).remove('ab/key');
    expect(sent[0]).toEqual({
      name: 'DeleteObjectCommand',
      input: { Bucket: 'media-bucket', Key: 'media/ab/key' },
    });
  });
});
