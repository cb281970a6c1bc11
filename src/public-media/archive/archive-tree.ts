import * as yauzl from 'yauzl';
import type { ArchiveEntryView, ArchiveListingView } from '../dto/public-media.response';
import type { ZipDirectory, ZipRecord } from './zip-directory';

/** Deeper paths are cut here so that the tree (and its JSON) stays shallow. */
export const MAX_PATH_DEPTH = 64;
/** Beyond this ratio an entry can only be a decompression bomb (DEFLATE tops out near 1032). */
const BOMB_RATIO = 1100;
/** Minimum size of a local file header, before its name and extra field. */
const LOCAL_HEADER_SIZE = 30;

const decodeName = (
  yauzl as unknown as {
    getFileNameLowLevel(
      flag: number,
      name: Buffer,
      extra: ZipRecord['extraFields'],
      strict: boolean,
    ): string;
  }
).getFileNameLowLevel;

interface SafePath {
  segments: string[];
  issues: string[];
}

/**
 * Turns raw directory records into a read-only tree. Nothing is trusted: names are made relative
 * and free of `..` (the finding is reported, the entry kept), symlinks are shown but never
 * followed, and entries whose data overlaps another's or runs past the directory are flagged.
 */
export function buildArchiveTree(directory: ZipDirectory): ArchiveListingView {
  const dataIssues = findDataIssues(directory);
  const root: ArchiveEntryView[] = [];
  const directories = new Map<string, ArchiveEntryView>();
  const taken = new Set<string>();
  const warnings = new Set<string>();
  let totalUncompressedSize = 0;

  directory.records.forEach((record, index) => {
    const rawName = decodeName(
      record.generalPurposeBitFlag,
      record.rawName,
      record.extraFields,
      false,
    );
    const safe = safePath(rawName);
    const type = entryType(record, rawName);
    const issues = [...safe.issues, ...(dataIssues.get(index) ?? [])];
    if (ratio(record) > BOMB_RATIO) issues.push('extreme_compression_ratio');
    totalUncompressedSize += record.uncompressedSize;

    const path = safe.segments.join('/');
    const parent = ensureParents(safe.segments.slice(0, -1), root, directories, taken);
    if (type === 'directory' && directories.has(path)) {
      const existing = directories.get(path)!;
      existing.modifiedAt = record.modifiedAt?.toISOString();
      existing.issues.push(...issues);
    } else {
      if (taken.has(path)) issues.push('duplicate_path');
      const node: ArchiveEntryView = {
        name: safe.segments[safe.segments.length - 1],
        path,
        type,
        ...(type !== 'directory' && {
          size: record.uncompressedSize,
          compressedSize: record.compressedSize,
        }),
        ...(record.modifiedAt && { modifiedAt: record.modifiedAt.toISOString() }),
        ...(record.encrypted && { encrypted: true }),
        ...(rawName !== path && rawName !== `${path}/` && { rawName: printable(rawName) }),
        issues,
        ...(type === 'directory' && { children: [] }),
      };
      parent.push(node);
      taken.add(path);
      if (type === 'directory' && !directories.has(path)) directories.set(path, node);
    }
    for (const issue of issues) warnings.add(ARCHIVE_WARNING[issue] ?? issue);
    if (type === 'symlink') warnings.add('symlinks');
    if (record.encrypted) warnings.add('encrypted_entries');
  });

  return {
    format: 'zip',
    entryCount: directory.entryCount,
    totalUncompressedSize,
    warnings: [...warnings].sort(),
    entries: root,
  };
}

const ARCHIVE_WARNING: Record<string, string> = {
  absolute_path: 'unsafe_paths',
  parent_traversal: 'unsafe_paths',
  overlapping_data: 'overlapping_entries',
  data_out_of_bounds: 'overlapping_entries',
  extreme_compression_ratio: 'extreme_compression_ratio',
  duplicate_path: 'duplicate_paths',
  path_too_deep: 'deep_paths',
};

function ensureParents(
  segments: string[],
  root: ArchiveEntryView[],
  directories: Map<string, ArchiveEntryView>,
  taken: Set<string>,
): ArchiveEntryView[] {
  let children = root;
  for (let depth = 0; depth < segments.length; depth += 1) {
    const path = segments.slice(0, depth + 1).join('/');
    let node = directories.get(path);
    if (!node) {
      node = {
        name: segments[depth],
        path,
        type: 'directory',
        issues: taken.has(path) ? ['duplicate_path'] : [],
        children: [],
      };
      children.push(node);
      directories.set(path, node);
      taken.add(path);
    }
    children = node.children!;
  }
  return children;
}

export function safePath(rawName: string): SafePath {
  const issues: string[] = [];
  let name = rawName;
  if (/^[a-zA-Z]:/.test(name) || name.startsWith('/')) {
    issues.push('absolute_path');
    name = name.replace(/^[a-zA-Z]:/, '');
  }
  const segments: string[] = [];
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!issues.includes('parent_traversal')) issues.push('parent_traversal');
      continue;
    }
    segments.push(printable(segment));
  }
  if (segments.length === 0) segments.push('_');
  if (segments.length > MAX_PATH_DEPTH) {
    issues.push('path_too_deep');
    segments.splice(MAX_PATH_DEPTH - 1, segments.length - MAX_PATH_DEPTH);
  }
  return { segments, issues };
}

function entryType(record: ZipRecord, rawName: string): ArchiveEntryView['type'] {
  const madeOnUnix = record.versionMadeBy >> 8 === 3;
  const mode = (record.externalFileAttributes >>> 16) & 0o170000;
  if (madeOnUnix && mode === 0o120000) return 'symlink';
  if (rawName.endsWith('/') || (madeOnUnix && mode === 0o040000)) return 'directory';
  if (!madeOnUnix && (record.externalFileAttributes & 0x10) !== 0) return 'directory';
  return 'file';
}

/**
 * Overlap check from the directory alone: an entry occupies at least its local header, name and
 * compressed data from its offset on. Entries sharing bytes are the "overlapping files" zip bomb.
 */
function findDataIssues(directory: ZipDirectory): Map<number, string[]> {
  const issues = new Map<number, string[]>();
  const flag = (index: number, issue: string) => {
    const list = issues.get(index) ?? [];
    if (!list.includes(issue)) list.push(issue);
    issues.set(index, list);
  };
  const spans = directory.records
    .map((record, index) => ({
      index,
      start: record.localHeaderOffset,
      end:
        record.localHeaderOffset +
        LOCAL_HEADER_SIZE +
        record.rawName.length +
        record.compressedSize,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);

  let furthest: (typeof spans)[number] | undefined;
  for (const span of spans) {
    if (span.end > directory.centralDirectoryOffset) flag(span.index, 'data_out_of_bounds');
    if (furthest && span.start < furthest.end) {
      flag(span.index, 'overlapping_data');
      flag(furthest.index, 'overlapping_data');
    }
    if (!furthest || span.end > furthest.end) furthest = span;
  }
  return issues;
}

function ratio(record: ZipRecord): number {
  if (record.uncompressedSize === 0) return 0;
  return record.uncompressedSize / Math.max(1, record.compressedSize);
}

/** Control characters would only confuse a display; they are shown as U+FFFD. */
function printable(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
}
