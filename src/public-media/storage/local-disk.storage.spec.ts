import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk.storage';
import { StoredObjectMissingError } from './media-storage';

describe('LocalDiskStorage (real files)', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'media-storage-'));
    storage = new LocalDiskStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes a stream and reads it back whole, by range and at a position', async () => {
    await storage.write('ab/object', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(await text(await storage.read('ab/object'))).toBe('hello world');
    expect(await text(await storage.read('ab/object', { start: 6, end: 10 }))).toBe('world');
    expect((await storage.readRange('ab/object', 4, 100)).toString()).toBe('o world');
  });

  it('leaves nothing behind when the stream fails midway', async () => {
    const body = new PassThrough();
    const writing = storage.write('cd/broken', body);
    body.write('partial');
    body.destroy(new Error('client went away'));
    await expect(writing).rejects.toThrow();
    expect(readdirSync(join(root, 'cd'))).toEqual([]);
    await expect(storage.read('cd/broken')).rejects.toBeInstanceOf(StoredObjectMissingError);
  });

  it('reports a missing object as StoredObjectMissingError and removes idempotently', async () => {
    await expect(storage.readRange('ef/none', 0, 1)).rejects.toBeInstanceOf(
      StoredObjectMissingError,
    );
    await storage.remove('ef/none');
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../b', '']) {
      await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
    }
  });
});
