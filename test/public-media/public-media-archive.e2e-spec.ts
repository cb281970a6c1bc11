import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, symlinkSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { ArchiveEntryView } from '../../src/public-media/dto/public-media.response';
import { createCaller } from '../factories/identity.factory';
import { scratchDir, sharedFile, tarWithTool, zipWithTool } from '../factories/media.factory';
import { craftZip } from '../factories/zip-writer';
import { createTestApp, TestApp } from '../support/test-app';
import { MEDIA_STORAGE, MediaStorage } from '../../src/public-media/storage/media-storage';

function flatten(entries: ArchiveEntryView[]): ArchiveEntryView[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe('POST /public/media/{token}/archive/list', () => {
  let app: TestApp;
  let caller: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    caller = await createCaller(app, 'media:write');
  });
  afterAll(() => app.close());

  const list = async (fileName: string, bytes: Buffer, status = 200) => {
    const share = await sharedFile(app, caller.auth, fileName, bytes, 'view');
    return request(app.http).post(`/public/media/${share.token}/archive/list`).expect(status);
  };

  describe('listings of the same bytes are read once', () => {
    /** Counts the storage reads `run` makes (the listing reads its directory in a few ranges). */
    const readsDuring = async (run: () => Promise<unknown>) => {
      const reads = jest.spyOn(app.get<MediaStorage>(MEDIA_STORAGE), 'readRange');
      try {
        await run();
        return reads.mock.calls.length;
      } finally {
        reads.mockRestore();
      }
    };
    const listShare = (token: string, status = 200) =>
      request(app.http).post(`/public/media/${token}/archive/list`).expect(status);
    const zipOf = (tag: string) =>
      craftZip([{ name: `docs/${tag}.txt`, data: Buffer.from(tag) }, { name: 'b.txt' }]);

    it('answers later listings, through any share of the same bytes, without reading them again', async () => {
      const zip = zipOf(`once ${Date.now()}`);
      const first = await sharedFile(app, caller.auth, 'a.zip', zip, 'view');
      const second = await sharedFile(app, caller.auth, 'copy.zip', zip, 'view');
      let answer = '';
      expect(
        await readsDuring(async () => (answer = (await listShare(first.token)).text)),
      ).toBeGreaterThan(0);
      expect(
        await readsDuring(async () => {
          expect((await listShare(first.token)).text).toBe(answer);
          expect((await listShare(second.token)).text).toBe(answer);
        }),
      ).toBe(0);
    });

    it('reads the bytes once for listings that arrive together', async () => {
      const alone = await sharedFile(app, caller.auth, 'a.zip', zipOf(`alone ${Date.now()}`));
      const together = await sharedFile(app, caller.auth, 'b.zip', zipOf(`tgthr ${Date.now()}`));
      const one = await readsDuring(() => listShare(alone.token));
      const five = await readsDuring(() =>
        Promise.all(Array.from({ length: 5 }, () => listShare(together.token))),
      );
      expect(five).toBe(one);
    });

    it('keeps a refusal too: an unreadable directory is not read again', async () => {
      const zip = zipOf(`refused ${Date.now()}`);
      const share = await sharedFile(app, caller.auth, 't.zip', zip.subarray(0, zip.length - 30));
      const refuse = async () =>
        expect((await listShare(share.token, 415)).body.error).toBe('ARCHIVE_UNREADABLE');
      expect(await readsDuring(refuse)).toBeGreaterThan(0);
      expect(await readsDuring(refuse)).toBe(0);
    });
  });

  it('lists a real ZIP made by the zip tool as a tree', async () => {
    const zip = zipWithTool({
      'README.md': '# Read me\n',
      'docs/guide.txt': 'guide '.repeat(100),
      'docs/img/logo.svg': '<svg/>',
    });
    const res = await list('bundle.zip', zip);
    expect(res.body).toMatchObject({ format: 'zip', warnings: [] });
    const byPath = new Map(flatten(res.body.entries).map((entry) => [entry.path, entry]));
    expect(byPath.get('docs')).toMatchObject({ type: 'directory', name: 'docs' });
    expect(byPath.get('docs/guide.txt')).toMatchObject({
      type: 'file',
      name: 'guide.txt',
      size: 600,
      issues: [],
    });
    expect(byPath.get('docs/guide.txt')!.compressedSize).toBeLessThan(600);
    expect(byPath.get('docs/img/logo.svg')?.type).toBe('file');
    const docs = res.body.entries.find((entry: ArchiveEntryView) => entry.path === 'docs');
    expect(docs.children.map((child: ArchiveEntryView) => child.name).sort()).toEqual([
      'guide.txt',
      'img',
    ]);
    expect(res.body.totalUncompressedSize).toBe(10 + 600 + 6);
  });

  it('reads Zip64 archives (zip -fz)', async () => {
    const zip = zipWithTool({ 'a.txt': 'alpha', 'b/c.txt': 'gamma' }, ['-fz']);
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true); // Zip64 end record
    const res = await list('z64.zip', zip);
    const paths = flatten(res.body.entries).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['a.txt', 'b', 'b/c.txt']));
  });

  it('reports a symlink without following it (zip -y)', async () => {
    const dir = scratchDir('links');
    writeFileSync(join(dir, 'target.txt'), 'x');
    symlinkSync('/etc/passwd', join(dir, 'link'));
    execFileSync('zip', ['-q', '-y', join(dir, 'links.zip'), 'target.txt', 'link'], { cwd: dir });
    const zip = readFileSync(join(dir, 'links.zip'));
    const res = await list('links.zip', zip);
    const link = flatten(res.body.entries).find((entry) => entry.name === 'link');
    expect(link).toMatchObject({ type: 'symlink', path: 'link' });
    expect(res.body.warnings).toContain('symlinks');
  });

  it('reports ../ and absolute names safely instead of failing', async () => {
    const zip = craftZip([
      { name: '../../etc/evil.sh', data: Buffer.from('rm -rf /') },
      { name: '/abs/path.txt', data: Buffer.from('x') },
      { name: 'ok/fine.txt', data: Buffer.from('y') },
    ]);
    const res = await list('evil.zip', zip);
    const entries = flatten(res.body.entries);
    const evil = entries.find((entry) => entry.name === 'evil.sh')!;
    expect(evil).toMatchObject({
      path: 'etc/evil.sh',
      rawName: '../../etc/evil.sh',
      issues: ['parent_traversal'],
    });
    expect(entries.find((entry) => entry.name === 'path.txt')).toMatchObject({
      path: 'abs/path.txt',
      issues: ['absolute_path'],
    });
    expect(entries.every((entry) => !entry.path.split('/').includes('..'))).toBe(true);
    expect(res.body.warnings).toContain('unsafe_paths');
  });

  it('flags a zip bomb whose entries overlap (and claim huge sizes) without reading data', async () => {
    const kernel = Buffer.alloc(1000, 0x41);
    const zip = craftZip([
      { name: 'kernel.bin', data: kernel, claimedSize: 1000 },
      ...Array.from({ length: 50 }, (_, i) => ({
        name: `copy-${i}.bin`,
        sameDataAs: 0,
        claimedSize: 4_000_000_000,
      })),
    ]);
    const res = await list('bomb.zip', zip);
    expect(res.body.entryCount).toBe(51);
    expect(res.body.warnings).toEqual(
      expect.arrayContaining(['overlapping_entries', 'extreme_compression_ratio']),
    );
    const copies = flatten(res.body.entries).filter((entry) => entry.name.startsWith('copy-'));
    expect(copies).toHaveLength(50);
    for (const copy of copies) expect(copy.issues).toContain('overlapping_data');
  });

  it('answers 413 ARCHIVE_TOO_LARGE above 10,000 entries', async () => {
    const zip = craftZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}` })));
    const res = await list('many.zip', zip, 413);
    expect(res.body.error).toBe('ARCHIVE_TOO_LARGE');
  });

  it('lists exactly 10,000 entries', async () => {
    const zip = craftZip(Array.from({ length: 10_000 }, (_, i) => ({ name: `d${i % 10}/f${i}` })));
    const res = await list('full.zip', zip);
    expect(res.body.entryCount).toBe(10_000);
  });

  it('answers 413 ARCHIVE_TOO_LARGE for a ZIP file above 100 MB', async () => {
    const dir = scratchDir('huge');
    const path = join(dir, 'huge.zip');
    const fd = openSync(path, 'w');
    writeSync(fd, Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    writeSync(fd, Buffer.from([0]), 0, 1, 100 * 1024 * 1024 + 10);
    closeSync(fd);
    const upload = await request(app.http)
      .post('/v1/media')
      .set(caller.auth)
      .attach('file', path)
      .expect(201);
    const share = await request(app.http)
      .post(`/v1/media/${upload.body.mediaId}/shares`)
      .set(caller.auth)
      .send({ accessLevel: 'view' })
      .expect(201);
    const res = await request(app.http)
      .post(`/public/media/${share.body.token}/archive/list`)
      .expect(413);
    expect(res.body.error).toBe('ARCHIVE_TOO_LARGE');
  });

  it('answers 415 ARCHIVE_NOT_ZIP for a tar file, even one named .zip', async () => {
    const tar = tarWithTool({ 'a.txt': 'alpha' });
    for (const name of ['files.tar', 'files.zip']) {
      const res = await list(name, tar, 415);
      expect(res.body.error).toBe('ARCHIVE_NOT_ZIP');
    }
  });

  it('answers 415 ARCHIVE_NOT_ZIP for a text file and an empty file', async () => {
    expect((await list('a.txt', Buffer.from('hello'), 415)).body.error).toBe('ARCHIVE_NOT_ZIP');
    expect((await list('e.zip', Buffer.alloc(0), 415)).body.error).toBe('ARCHIVE_NOT_ZIP');
  });

  it('answers 415 ARCHIVE_UNREADABLE for a truncated or garbled ZIP, without hanging', async () => {
    const zip = zipWithTool({ 'a.txt': 'alpha', 'b.txt': 'beta' });
    const truncated = zip.subarray(0, zip.length - 30);
    expect((await list('t.zip', truncated, 415)).body.error).toBe('ARCHIVE_UNREADABLE');
    const garbled = Buffer.from(zip);
    const end = garbled.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    garbled.writeUInt32LE(0x7fffffff, end + 16); // central directory offset far past the end
    expect((await list('g.zip', garbled, 415)).body.error).toBe('ARCHIVE_UNREADABLE');
  });

  it('lists an empty ZIP', async () => {
    const res = await list('empty.zip', craftZip([]));
    expect(res.body).toEqual({
      format: 'zip',
      entryCount: 0,
      totalUncompressedSize: 0,
      truncated: false,
      warnings: [],
      entries: [],
    });
  });
});
