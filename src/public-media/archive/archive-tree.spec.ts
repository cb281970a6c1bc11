import { buildArchiveTree, LISTING_MAX_CHARS, MAX_PATH_DEPTH, safePath } from './archive-tree';
import type { ZipDirectory, ZipRecord } from './zip-directory';

let nextOffset = 0;
function record(name: string, overrides: Partial<ZipRecord> = {}): ZipRecord {
  const rawName = Buffer.from(name, 'utf8');
  const compressedSize = overrides.compressedSize ?? 10;
  const localHeaderOffset = overrides.localHeaderOffset ?? nextOffset;
  nextOffset = localHeaderOffset + 30 + rawName.length + compressedSize;
  return {
    rawName,
    generalPurposeBitFlag: 0x800,
    extraFields: [],
    versionMadeBy: (3 << 8) | 20,
    externalFileAttributes: (0o100644 << 16) >>> 0,
    compressedSize,
    uncompressedSize: 10,
    localHeaderOffset,
    modifiedAt: new Date('2024-01-02T03:04:05Z'),
    encrypted: false,
    ...overrides,
  };
}

function directory(records: ZipRecord[]): ZipDirectory {
  return { entryCount: records.length, centralDirectoryOffset: nextOffset, records };
}

describe('safePath', () => {
  it.each([
    ['a/b.txt', ['a', 'b.txt'], []],
    ['../../x', ['x'], ['parent_traversal']],
    ['a/../../b', ['a', 'b'], ['parent_traversal']],
    ['/etc/passwd', ['etc', 'passwd'], ['absolute_path']],
    ['C:/win/x', ['win', 'x'], ['absolute_path']],
    ['./a//b/', ['a', 'b'], []],
    ['..', ['_'], ['parent_traversal']],
    ['bad\u0000name', ['bad\ufffdname'], []],
  ])('%s', (raw, segments, issues) => {
    expect(safePath(raw)).toEqual({ segments, issues });
  });

  it('cuts very deep paths', () => {
    const deep = safePath(Array.from({ length: 500 }, () => 'a').join('/'));
    expect(deep.segments).toHaveLength(MAX_PATH_DEPTH);
    expect(deep.issues).toEqual(['path_too_deep']);
  });
});

describe('buildArchiveTree', () => {
  beforeEach(() => {
    nextOffset = 0;
  });

  it('nests files under implicit and explicit directories', () => {
    const tree = buildArchiveTree(
      directory([record('docs/'), record('docs/a.txt'), record('img/b/c.png')]),
    );
    expect(tree.warnings).toEqual([]);
    expect(tree.entries.map((entry) => [entry.path, entry.type])).toEqual([
      ['docs', 'directory'],
      ['img', 'directory'],
    ]);
    expect(tree.entries[0].children![0]).toMatchObject({ path: 'docs/a.txt', size: 10 });
    expect(tree.entries[1].children![0].children![0].path).toBe('img/b/c.png');
  });

  it('flags overlapping data, data past the directory, duplicates and symlinks', () => {
    const first = record('a.bin', { compressedSize: 100 });
    const overlapping = record('b.bin', { localHeaderOffset: 50, compressedSize: 10 });
    const duplicate = record('a.bin');
    const link = record('link', { externalFileAttributes: (0o120777 << 16) >>> 0 });
    const dir = directory([first, overlapping, duplicate, link]);
    const outside = record('far.bin', { localHeaderOffset: dir.centralDirectoryOffset - 5 });
    dir.records.push(outside);
    const tree = buildArchiveTree(dir);
    const byName = (name: string, nth = 0) =>
      tree.entries.filter((entry) => entry.name === name)[nth];
    expect(byName('a.bin').issues).toContain('overlapping_data');
    expect(byName('b.bin').issues).toContain('overlapping_data');
    expect(byName('a.bin', 1).issues).toContain('duplicate_path');
    expect(byName('link').type).toBe('symlink');
    expect(byName('far.bin').issues).toContain('data_out_of_bounds');
    expect(tree.warnings).toEqual(
      expect.arrayContaining(['overlapping_entries', 'duplicate_paths', 'symlinks']),
    );
  });

  it('flags ratios no real compressor reaches', () => {
    const tree = buildArchiveTree(
      directory([record('bomb', { compressedSize: 1000, uncompressedSize: 4_000_000_000 })]),
    );
    expect(tree.entries[0].issues).toEqual(['extreme_compression_ratio']);
    expect(tree.totalUncompressedSize).toBe(4_000_000_000);
  });

  it('decodes CP437 names when the UTF-8 flag is off', () => {
    const tree = buildArchiveTree(
      directory([
        record('x', { rawName: Buffer.from([0x81, 0x62, 0x65, 0x72]), generalPurposeBitFlag: 0 }),
      ]),
    );
    expect(tree.entries[0].name).toBe('über');
  });
});

describe('buildArchiveTree output budget', () => {
  beforeEach(() => {
    nextOffset = 0;
  });

  it('keeps deep, long names from multiplying into gigabytes: the rest is left out', () => {
    // 64 levels of 78-character names per entry: every implicit directory repeats its parents.
    const names = Array.from({ length: 2000 }, (_, entry) =>
      Array.from({ length: 64 }, (_, level) => `${entry}_${level}`.padEnd(78, 'x')).join('/'),
    );
    const started = Date.now();
    const tree = buildArchiveTree(directory(names.map((name) => record(name))));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(tree.truncated).toBe(true);
    expect(tree.warnings).toContain('listing_truncated');
    expect(tree.entryCount).toBe(2000);
    expect(JSON.stringify(tree).length).toBeLessThan(4 * LISTING_MAX_CHARS);
  });

  it('never holds more than its budget, even inside one record of a deep, long name', () => {
    const deep = Array.from({ length: 64 }, (_, level) => `${level}`.padEnd(200, 'x')).join('/');
    const tree = buildArchiveTree(directory([record('first.txt'), record(deep)]), 5_000);
    const held = (entries: typeof tree.entries): number =>
      entries.reduce(
        (sum, entry) => sum + entry.path.length + entry.name.length + held(entry.children ?? []),
        0,
      );
    expect(tree.truncated).toBe(true);
    expect(held(tree.entries)).toBeLessThanOrEqual(5_000);
    expect(tree.entries[0].name).toBe('first.txt');
  });

  it('is not truncated for ordinary archives', () => {
    const tree = buildArchiveTree(
      directory(Array.from({ length: 500 }, (_, i) => record(`src/module${i % 20}/file${i}.ts`))),
    );
    expect(tree.truncated).toBe(false);
    expect(tree.warnings).toEqual([]);
    expect(tree.entries).toHaveLength(1);
    expect(tree.entries[0].children).toHaveLength(20);
  });
});
